/// The search tab (T5): its own glass circle at the tab bar's trailing end, a magnifier on
/// it; selected, the circle opens into a search field spanning the bar (the field's text,
/// caret and focus are `SearchFieldComponent`'s) while the other tabs collapse into one circle
/// showing the tab selected before, which a tap selects again. Geometry in window points.
extension TabBarComponent {
    /// Whether the bar shows the scene's search tab apart from the capsule
    /// (`UIContext.searchTabApart`: a bottom bar, the search tab visible).
    var hasSearchTab: Bool { ui.searchTabApart != nil }

    /// Whether the selected tab is the search tab shown apart.
    var searchTabSelected: Bool { ui.searchTabApart.map { $0 == ui.selectedTab } ?? false }

    /// The tab the collapsed tabs' circle goes back to: the one selected before the search tab
    /// (the first when the scene started on the search tab).
    var returnTab: Int? {
        if let id = ui.previousTabID, let i = ui.index(of: id), i < ui.scene.tabs.count - 1 { return i }
        return ui.scene.tabs.count > 1 ? 0 : nil
    }

    /// The slot of the tab to go back to (More's for a tab the More page lists).
    var returnSlot: Int { returnTab.flatMap { slots.slot(ofTab: $0) } ?? 0 }

    /// Where the selection pill rests: the selected tab's slot, or, while the search tab is
    /// selected, the slot of the tab to go back to (hidden in the collapsed circle).
    var pillTarget: Double { Double(searchTabSelected ? returnSlot : selectedSlot) }

    /// Whether a press at `p` lands on the search tab's circle (not on its open field).
    func searchCircleTakes(_ p: Point, _ bar: TabBarLayout) -> Bool {
        guard let circle = bar.search, !searchTabSelected else { return false }
        return circle.contains(p)
    }

    /// A release on the glass the press began on: the search circle, or the collapsed tabs'
    /// circle beside the open field.
    func releasedOnSearchTabGlass(_ p: Point) -> Bool {
        let bar = layout
        if pressedSearch { return bar.search?.contains(p) ?? false }
        return searchTabSelected && bar.bar.contains(p)
    }

    /// The capsule as drawn now: pressed, unless the press is the search circle's.
    func pressedBar(_ bar: TabBarLayout, at t: Double) -> Rect {
        guard !pressedSearch, let press else { return bar.bar }
        return press.apply(to: bar.bar, at: t, within: pressBounds)
    }

    /// The search tab's field as shown now, when it shows one (window points): where a tap
    /// focuses it and where it is drawn.
    var searchFieldFrame: Rect? {
        guard ui.showsTabBar, searchTabSelected else { return nil }
        let bar = layout
        return bar.showsSearchField ? bar.search : nil
    }

    /// The search tab's glass with its glyphs: the circle with a magnifier, or the field with
    /// the magnifier, the prompt or the text, and the clear button, sized as the shape now.
    /// The capsule's glass and adaptation (`darkness`), fitted to this shape's size, so the two
    /// read as one bar.
    func searchTabCommands(_ bar: TabBarLayout, darkness: Double, lightness: Int, planUse: PlanUse) -> [RenderCommand] {
        guard let rest = bar.search, let tab = ui.scene.tabs.last else { return [] }
        let scale = ui.scale, t = ui.time
        let shape = pressedSearch ? (press?.apply(to: rest, at: t, within: pressBounds) ?? rest) : rest
        var search = ToolbarSearch()
        search.prompt = tab.search?.prompt ?? "Search"
        search.collapsed = !bar.showsSearchField
        let page = ui.pages.page(tab: tab.tabID)
        let key = ToolbarGlyphs.Key(frame: shape, buttons: [], buttonFrames: [], lightness: lightness, prominent: false,
                                    accent: ui.readableAccent, scale: scale, search: search,
                                    field: search.collapsed ? nil : searchFieldContent(page))
        let pixels = shape.scaled(by: scale)
        let style = GlassStyle.adaptive(.regular, size: shape.size, sceneDark: ui.dark, darkness: darkness)
            .sized(for: shape.size).applying(ui.scene.settings)
        guard let glyph = searchGlyphs.surface(for: key) else {
            return [.glass(GlassItem(field: GlassField(.capsule(pixels)), style: style, glyphs: nil, glyphOrigin: (0, 0), planUse: planUse))]
        }
        let gpx = PixelRect(covering: shape.insetBy(dx: -8, dy: -8).scaled(by: scale))
        // The magnifier fades out over the first half of the morph and the field's content in
        // over the second, as the capsule's tabs give way to one icon: never both at once.
        let fade = min(1, abs(bar.searchOpen * 2 - 1))
        var item = GlassItem(field: GlassField(.capsule(pixels)), style: style, glyphs: glyph.0, glyphOrigin: (gpx.x0, gpx.y0),
                             glyphVersion: glyph.version, planUse: planUse)
        item.glyphOpacity = UInt8((fade * 255).rounded())
        return [.glass(item)]
    }
}

/// The floating tab bar (T1–T4): one glass capsule with the tabs' icons and titles, the
/// selection pill that springs to the selected tab (and stretches as it travels), the lens
/// that replaces the pill while it is dragged, minimize on scroll and the bottom accessory.
/// A press on the bar presses it like interactive glass (G8); a tap selects a tab; pressing
/// the selected tab and dragging moves the pill, and release selects the tab under it.
/// Number keys and Ctrl+Tab select tabs too. A search tab stands apart as a circle that
/// opens into a field when selected (T5, `TabBarComponent+SearchTab`).
final class TabBarComponent: Component, TabBarPresence {
    unowned let ui: UIContext
    /// The selection pill's position, in tabs (fractional while it travels).
    private(set) var pill = SpringAnimation(value: 0.0, spring: TabBarComponent.pillSpring)
    static let pillSpring = Spring.snappy
    /// Minimize on scroll (T2): when to collapse, and the collapse animation (0 ... 1).
    private var minimize = MinimizeTracker(behavior: .never)
    private(set) var collapse = SpringAnimation(value: 0.0, spring: .smooth)
    /// Light/dark adaptation of the bar to what is behind it (G4, G6).
    private(set) var adaptation: GlassAdaptation?
    /// The bar pressed like interactive glass, or still bouncing back.
    private(set) var press: GlassPress?
    /// The slot the pointer went down on, while it is held on the bar.
    private var pressedSlot: Int?
    /// The tab a press on the search tab's glass selects on release: the search tab from its
    /// circle, the tab before from the collapsed tabs' circle beside the open field (T5).
    private var pressedSearchTab: Int?
    private var held = false
    /// The press on a slot or the search circle as a tap: moved past the slop, it taps nothing
    /// (the pill, dragged, claims the gesture instead).
    private var tap: TapPress<Void>?
    /// The selection pill follows the pointer (pressed on the selected tab, then dragged).
    private(set) var draggingPill = false
    let glyphs = TabBarGlyphs()
    let accessoryGlyphs = AccessoryGlyphs()
    /// How far the search tab's circle has opened into a field (0 … 1), on the spring of the
    /// toolbar's search button growing into a field (T5).
    private(set) var searchOpen = SpringAnimation(value: 0.0, spring: SearchFieldComponent.expansionSpring)
    /// The press in progress went down on the search tab's circle (it, not the capsule, is pressed).
    private(set) var pressedSearch = false
    /// The search tab's glyphs: its magnifier, or the field it opens into.
    let searchGlyphs = ToolbarGlyphs()
    /// What the search tab's field holds and whether it is focused (`SearchFieldComponent`).
    var searchFieldContent: (ContentPage) -> TextFieldDisplay? = { _ in nil }

    init(ui: UIContext) {
        self.ui = ui
        minimize = MinimizeTracker(behavior: ui.scene.tabBar.minimizeBehavior)
        pill.jump(to: pillTarget)
        searchOpen.jump(to: searchTabSelected ? 1 : 0)
    }

    /// The bar's slots: the visible tabs, at most five on a compact width (`TabBarSlots`; the
    /// search tab shown apart counts as one of the five but takes no slot).
    var slots: TabBarSlots { ui.tabSlots }

    /// What each slot draws: its tab, or the More tab.
    var shownTabs: [Tab] { slots.shownTabs(of: ui.scene) }

    /// The slot of the selected tab (More's for a tab the More page lists, and while the More
    /// list shows).
    var selectedSlot: Int {
        let slots = self.slots
        if ui.more?.showsList == true, let more = slots.slots.firstIndex(of: .more) { return more }
        return slots.slot(ofTab: ui.selectedTab) ?? 0
    }

    /// The slot drawn and listed as selected: none while the search tab, which has no slot,
    /// is selected.
    var highlightedSlot: Int? { searchTabSelected ? nil : selectedSlot }

    var layout: TabBarLayout {
        let placement = TabBarLayout.placement(scene: ui.scene, sizeClass: ui.sizeClass)
        let key = LayoutKey(tabCount: slots.count + (hasSearchTab ? 1 : 0), viewport: ui.viewport,
                            collapse: placement == .top ? 0 : collapse.value(at: ui.time),
                            hasAccessory: ui.scene.tabBar.accessory != nil, placement: placement,
                            topSpan: placement == .top ? topSpan : nil, hasSearchTab: hasSearchTab,
                            searchOpen: searchOpen.value(at: ui.time),
                            topTitleWidths: placement == .top ? topTitleWidths : nil)
        if let cached = layoutCache, cached.key == key { return cached.layout }
        let layout = TabBarLayout(tabCount: key.tabCount, viewport: key.viewport, collapse: key.collapse,
                                  hasAccessory: key.hasAccessory, placement: key.placement, topSpan: key.topSpan,
                                  hasSearchTab: key.hasSearchTab, searchOpen: key.searchOpen, topTitleWidths: key.topTitleWidths)
        layoutCache = (key, layout)
        return layout
    }

    /// Everything the bar's layout is made from: asked many times a frame (every hit test,
    /// every command), it is made once for each new set of these.
    private struct LayoutKey: Equatable {
        var tabCount: Int, viewport: Size, collapse: Double, hasAccessory: Bool, placement: TabBarLayout.Placement
        var topSpan: ClosedRange<Double>?, hasSearchTab: Bool, searchOpen: Double, topTitleWidths: [Double]?
    }
    private var layoutCache: (key: LayoutKey, layout: TabBarLayout)?

    /// What a top bar's slots hold, measured as they are drawn (points), once for each scene
    /// and set of slots.
    private var topTitleWidths: [Double] {
        let slots = self.slots
        if let cached = titleWidthsCache, cached.sceneVersion == ui.sceneVersion, cached.slots == slots { return cached.widths }
        let widths = shownTabs.map(TabSlotImages.topContentWidth(of:))
        titleWidthsCache = (ui.sceneVersion, slots, widths)
        return widths
    }
    private var titleWidthsCache: (sceneVersion: Int, slots: TabBarSlots, widths: [Double])?

    /// Where a bar at the top may go: between the navigation bar's groups, clear of the
    /// sidebar's floating show button.
    private var topSpan: ClosedRange<Double>? {
        guard let span = ui.barButtons?.topFreeSpan else { return nil }
        let lower = max(span.lowerBound, (ui.sidebar?.showButtonFrame?.maxX).map { $0 + ToolbarLayout.groupGap } ?? 0)
        return lower...max(lower, span.upperBound)
    }

    /// The bar's darkness now; before its first sample what that sample will find (the first
    /// measurement applies at once).
    private func currentDarkness(under px: PixelRect) -> Double {
        if let adaptation { return adaptation.darkness(at: ui.time) }
        return GlassAdaptation.isDark(luminance: ui.pages.luminance(under: px), wasDark: nil) ? 1 : 0
    }

    // MARK: Component

    /// The capsule, and the search tab's circle (its open field is the search field's).
    func hitTest(_ p: Point) -> Bool {
        guard ui.showsTabBar, !ui.scene.tabs.isEmpty else { return false }
        let bar = layout
        return bar.bar.contains(p) || searchCircleTakes(p, bar)
    }

    var isAnimating: Bool {
        let t = ui.time
        return !pill.isSettled(at: t) || !collapse.isSettled(at: t) || !searchOpen.isSettled(at: t) || (adaptation?.isAnimating(at: t) ?? false)
            || (press?.isAnimating(at: t) ?? false)
    }

    /// The bar measures what is under it, and minimize on scroll reads the scroll direction.
    func sample(at t: Double) {
        guard !ui.scene.tabs.isEmpty else { return }
        if ui.showsTabBar {
            let px = PixelRect(covering: pressedBar(layout, at: t).scaled(by: ui.scale))
            var a = adaptation ?? GlassAdaptation()
            if a.update(luminance: ui.pages.luminance(under: px), at: t) {
                ui.emit("glass.adapted", t, [("element", .string("tabbar")), ("dark", .bool(a.darkness(at: t + 1) > 0.5))])
            }
            adaptation = a
        }
        let range = 0...ui.pages.maxScroll(tab: ui.pages.shownTab)
        if let collapsed = minimize.update(offset: ui.pages.offset(at: t), range: range,
                                           compact: !ui.isRegularWidth) {
            collapse.setTarget(collapsed ? 1 : 0, at: t)
            ui.emit("tabbar.minimized", t, [("minimized", .bool(collapsed))])
        }
    }

    func advance(to t: Double) {
        if let p = press, !p.isPressed, !p.isAnimating(at: t) { press = nil }
        // The tabs were reordered or hidden (in the sidebar): the pill goes to its tab's slot
        // (beside the open search field, the slot of the tab to go back to).
        if !draggingPill, pill.isSettled(at: t), pill.target != pillTarget { pill.jump(to: pillTarget) }
    }

    func tabDidChange(from old: TabID?) {
        let t = ui.time
        // The new tab's own offset is a jump, not a scroll: measure direction from there.
        minimize = MinimizeTracker(behavior: ui.scene.tabBar.minimizeBehavior)
        collapse.setTarget(0, at: t)
        // The search tab has no slot: the pill stays on the tab it leaves, under the collapsed
        // tabs' circle, and the circle opens into a field (or closes back) on its spring.
        pill.setTarget(pillTarget, at: t, spring: ui.spring(TabBarComponent.pillSpring))
        if ui.reduceMotion { searchOpen.jump(to: searchTabSelected ? 1 : 0) } else { searchOpen.setTarget(searchTabSelected ? 1 : 0, at: t) }
        // Another screen's content is behind the bar now.
        adaptation?.forgetHysteresis()
    }

    func sceneDidChange(from old: Scene) {
        pressedSlot = nil
        held = false
        draggingPill = false
        pressedSearch = false
        pressedSearchTab = nil
        pill.jump(to: pillTarget)
        searchOpen.jump(to: searchTabSelected ? 1 : 0)
        minimize = MinimizeTracker(behavior: ui.scene.tabBar.minimizeBehavior)
        collapse.jump(to: 0)
    }

    /// The tab the press or pill drag in progress selects if released now (nil when none, or
    /// when it is the selected tab): the likeliest next switch, worth drawing ahead.
    var tabAboutToBeSelected: Int? {
        guard held else { return nil }
        let slot = draggingPill ? Int(pill.value(at: ui.time).rounded()) : pressedSlot
        guard let tab = slot.flatMap(slots.tab(inSlot:)), ui.scene.tabs.indices.contains(tab), tab != ui.selectedTab else { return nil }
        return tab
    }

    func appearanceDidChange() { adaptation = nil }
    func contentDidRelayout() { adaptation?.forgetHysteresis() }

    /// A resize can cross the size class: the pill goes to the selected tab's slot there.
    func viewportDidChange() {
        guard !held else { return }
        pill.jump(to: pillTarget)
        searchOpen.jump(to: searchTabSelected ? 1 : 0)
    }

    /// Selects what slot `slot` holds at `t`: its tab; More lists the tabs it holds.
    private func choose(slot: Int, at t: Double) {
        if let tab = slots.tab(inSlot: slot) {
            if tab != ui.selectedTab {
                ui.select(tab: tab, at: t)
            } else {
                // The selected tab's own slot, tapped while the More list covers it, shows it again.
                if ui.more?.showsList == true { ui.actions.perform(.button(id: TabBarSlots.moreCloseID), at: t) }
                pill.setTarget(Double(slot), at: t, spring: ui.spring(TabBarComponent.pillSpring))
            }
        } else if slots.slots.indices.contains(slot) {
            ui.actions.perform(.button(id: TabBarSlots.moreListID), at: t)
            pill.setTarget(Double(selectedSlot), at: t, spring: ui.spring(TabBarComponent.pillSpring))
        }
    }

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let button) where button == 1:
            guard hitTest(p) else { return false }
            let bar = layout
            if searchCircleTakes(p, bar) || (searchTabSelected && bar.bar.contains(p)) {
                // The search tab's circle selects it; the collapsed tabs' circle beside the open
                // field goes back to the tab selected before (T5).
                ui.emitPress(at: p, target: searchTabSelected ? "tabbar.back" : "tabbar.search", t)
                pressedSearch = !searchTabSelected
                pressedSlot = nil
                pressedSearchTab = searchTabSelected ? returnTab : ui.searchTabApart
                held = true
                tap = TapPress((), at: p)
                var pr = press ?? GlassPress(followsDrag: false)
                pr.reducesMotion = ui.reduceMotion
                pr.press(at: p, time: t)
                press = pr
                draggingPill = false
                return true
            }
            ui.emitPress(at: p, target: "tabbar", t)
            if bar.isCollapsed {
                // A tap on the minimized bar brings it back.
                minimize.expand()
                collapse.setTarget(0, at: t)
                ui.emit("tabbar.minimized", t, [("minimized", .bool(false))])
                return true
            }
            pressedSlot = bar.slot(at: p)
            pressedSearch = false
            pressedSearchTab = nil
            held = true
            tap = TapPress((), at: p)
            // Under Reduce Motion the press only brightens (GlassPress.reducesMotion).
            var pr = press ?? GlassPress(followsDrag: false)
            pr.reducesMotion = ui.reduceMotion
            pr.press(at: p, time: t)
            press = pr
            draggingPill = pressedSlot == selectedSlot
            return true
        case .move:
            guard held else { return false }
            press?.move(to: p, time: t)
            if tap?.move(to: p) == true, let down = tap?.down {
                if draggingPill {
                    // Along the bar, the pill's drag claims the gesture.
                    if abs(p.x - down.x) > abs(p.y - down.y) { ui.gestures.claim(self, at: t) }
                } else if pressedSlot != nil || pressedSearchTab != nil {
                    // A press that moves past the slop is no tap: the release selects nothing.
                    ui.emit("tabbar.cancelled", t, [("slot", pressedSlot.map { .integer($0) } ?? .string("search"))])
                    pressedSlot = nil
                    pressedSearchTab = nil
                }
            }
            if draggingPill, !layout.slots.isEmpty {
                // The pill follows the pointer across the bar (T4).
                let position = layout.pillPosition(atX: p.x)
                pill.jump(to: min(max(0, position), Double(max(0, slots.count - 1))))
            }
            return true
        case .up(let button) where button == 1:
            guard held else { return false }
            ui.emitRelease(at: p, t)
            press?.release(time: t)
            held = false
            if draggingPill {
                // Released mid-drag: settle on the tab under the pill.
                let target = min(max(0, Int(pill.value(at: t).rounded())), slots.count - 1)
                draggingPill = false
                choose(slot: target, at: t)
            } else if let tab = pressedSearchTab {
                if releasedOnSearchTabGlass(p) { ui.select(tab: tab, at: t) }
            } else if let slot = pressedSlot, layout.slot(at: p) == slot {
                choose(slot: slot, at: t)
            }
            pressedSlot = nil
            pressedSearchTab = nil
            return true
        case .key(let name, let modifiers):
            // Keys step through the visible tabs (hidden ones are never selected).
            let visible = ui.tabs.visible
            let n = visible.count
            if name == "Tab" || name == "ISO_Left_Tab", modifiers.contains(.control), n > 0 {
                let here = ui.selectedTabID.flatMap { visible.firstIndex(of: $0) } ?? 0
                ui.select(visible[(here + (modifiers.contains(.shift) ? n - 1 : 1)) % n], at: t)
                return true
            }
            if let digit = Int(name), digit >= 1, digit <= n {
                ui.select(visible[digit - 1], at: t)
                return true
            }
            return false
        default:
            return false
        }
    }


    /// The tab bar's commands at `ui.time`: the bar (with its accessory), the glyphs on it,
    /// and the lens while the pill is dragged.
    func plan() -> [RenderCommand] {
        guard ui.showsTabBar, !ui.scene.tabs.isEmpty else { return [] }
        let pillPosition = pill.value(at: ui.time)
        let (scene, scale, selectedTab) = (ui.scene, ui.scale, selectedSlot)
        var commands: [RenderCommand] = []
        let bar = layout
        let dark = ui.dark
        let pressedBar = self.pressedBar(bar, at: ui.time)
        let barPixels = pressedBar.scaled(by: scale)
        let field = GlassField(.capsule(barPixels))
        let px = PixelRect(covering: barPixels)
        let t = ui.time
        // The bar's shape moves while it minimizes or is pressed; the pill and the adaptation
        // change only glyphs and colours, which a plan does not record.
        let planUse: PlanUse = held || !collapse.isSettled(at: t) || !searchOpen.isSettled(at: t) || (press?.isAnimating(at: t) ?? false) ? .moving : .still
        let darkness = currentDarkness(under: px)
        let style = GlassStyle.adaptive(.regular, size: bar.bar.size, sceneDark: dark, darkness: darkness)
            .sized(for: bar.bar.size).applying(ui.scene.settings)
        let adaptation = GlassAdaptation.labelLightness(GlassAdaptation.adapts(bar.bar.size) ? darkness : (dark ? 1 : 0),
                                                        increaseContrast: scene.settings.increaseContrast)
        let lens = draggingPill ? lensRect(bar, at: pillPosition) : nil
        // Beside the open search field the collapsed tabs show the tab to go back to, in the
        // label's colour: it is not the selected tab.
        let key = TabBarGlyphs.Key(bar: pressedBar, collapse: Int((bar.collapse * 24).rounded()), lens: lens, pill: stretchedPill(bar, at: pillPosition),
                                   selected: searchTabSelected ? returnSlot : selectedTab,
                                   tabs: shownTabs.map(\.id), collapsedIconIsSelected: !searchTabSelected,
                                   appearance: scene.appearance, lightness: Int((adaptation * 24).rounded()),
                                   labels: labelColors(bar, style: style, lightness: Int((adaptation * 24).rounded())),
                                   width: px.width, height: px.height,
                                   light: press.flatMap { p in
                                       let strength = Int((p.intensity(at: t) * 16).rounded())
                                       return strength == 0 ? nil : GlassLabelGlyphs.Light(x: Int(p.pointer.x.rounded()), y: Int(p.pointer.y.rounded()), strength: strength)
                                   })
        let glyphSurface = glyphs.surface(for: key, tabs: shownTabs, layout: bar, accent: ui.readableAccent, scale: scale)
        // The search tab's glass comes after the capsule's (T5).
        let searchTab = searchTabCommands(bar, darkness: darkness, lightness: Int((adaptation * 24).rounded()), planUse: planUse)
        guard let accessory = scene.tabBar.accessory, let rect = bar.accessory else {
            commands.append(.glass(GlassItem(field: field, style: style, glyphs: glyphSurface, glyphOrigin: (px.x0, px.y0),
                                             glyphVersion: glyphs.version, planUse: planUse)))
            return commands + searchTab
        }
        // Bar and accessory are one glass group (G9, G11): apart at rest (their gap is wider
        // than the merge distance), they flow into each other while the bar minimizes or expands.
        let apx = PixelRect(covering: rect.scaled(by: scale))
        let akey = AccessoryGlyphs.Key(rect: rect, inline: bar.accessoryIsInline, lightness: Int((adaptation * 24).rounded()), scale: scale)
        let accessorySurface = accessoryGlyphs.surface(for: akey, accessory: accessory)
        let accessoryPixels = rect.scaled(by: scale)
        let spacing = 6 * scale
        if bar.collapse == 0 || bar.collapse == 1 || barPixels.gap(to: accessoryPixels) >= spacing + 2 {
            // At rest, and for most of the minimize, the gap is wider than the merge distance
            // (2 px more keeps the smooth minimum off the anti-aliased outline), so the union is
            // a plain min where glass is drawn: two single-shape groups give the same glass on
            // the renderer's fast paths, where a moving two-shape group is shaded pixel by pixel
            // through the field (music's minimize: 3-4 ms a frame at 1920x1080 @2 against about
            // 1.6 ms for the pair).
            commands.append(.glass(GlassItem(field: field, style: style, glyphs: glyphSurface, glyphOrigin: (px.x0, px.y0),
                                             glyphVersion: glyphs.version, planUse: planUse)))
            commands.append(.glass(GlassItem(field: GlassField(.capsule(accessoryPixels)), style: style,
                                             glyphs: nil, glyphOrigin: (0, 0), planUse: planUse)))
        } else {
            let group = GlassField([.capsule(barPixels), .capsule(accessoryPixels)], spacing: spacing)
            commands.append(.glass(GlassItem(field: group, style: style, glyphs: glyphSurface, glyphOrigin: (px.x0, px.y0),
                                             glyphVersion: glyphs.version, planUse: planUse)))
        }
        if let accessorySurface { commands.append(.overlay(accessorySurface, x: apx.x0, y: apx.y0, version: accessoryGlyphs.version)) }
        return commands + searchTab
    }

    /// Each tab's label colour (G6): the accent for the selected tab, the monochrome label for
    /// the others, each moved toward a darker or lighter variant of itself until it reads at
    /// `Contrast.plannedMinimum` over what is behind it: the content under its slot seen through this
    /// glass (`GlassStyle.body(over:)`), under the pill for the selected tab. A function of
    /// the state at `ui.time`, like the adaptation's first sample.
    func labelColors(_ bar: TabBarLayout, style: GlassStyle, lightness: Int) -> [Color] {
        let light = Float(lightness) / 24
        let label = TabBarGlyphs.labelColor(lightness: light), pill = TabBarGlyphs.pillColor(lightness: light)
        let accent = ui.readableAccent, scale = ui.scale, selected = highlightedSlot
        // The blur mixes in what lies up to about 2σ around the slot (the page beside a card
        // under the bar's end, say): the mean is taken over that much more.
        let reach = style.frost * 2
        return bar.slots.prefix(slots.count).enumerated().map { i, slot in
            let sampled = PixelRect(covering: slot.insetBy(dx: -reach, dy: -reach).scaled(by: scale))
            var body = style.body(over: ui.pages.color(under: sampled))
            if i == selected { body = Contrast.composite(pill, over: body) }
            return Contrast.readable(i == selected ? accent : label, over: body, minimum: Contrast.plannedMinimum)
        }
    }

    /// How close to the screen's edges the pressed bar may grow, in points: half its resting
    /// inset. With 4 pt a 402 pt phone's pressed bar grew to 7 pt from each edge and its
    /// shadow ran off the screen; a bar keeping half its margin still reads as pressed.
    static let pressMargin = TabBarLayout.edgeInset / 2

    /// Where the pressed bar may grow: the screen less `pressMargin`.
    var pressBounds: Rect {
        Rect(x: 0, y: 0, width: ui.viewport.width, height: ui.viewport.height)
            .insetBy(dx: TabBarComponent.pressMargin, dy: TabBarComponent.pressMargin)
    }

    /// The lens that replaces the pill while it is dragged (T4): wider than the pill,
    /// as tall as the bar allows, and always inside the bar.
    func lensRect(_ bar: TabBarLayout, at position: Double) -> Rect {
        let pill = bar.selectionPill(at: position)
        let inner = bar.bar.insetBy(dx: 3, dy: 3)
        let w = min(inner.width, pill.width * 1.12), h = min(inner.height, pill.height * 1.25)
        let x = min(max(pill.midX - w / 2, inner.minX), inner.maxX - w)
        let y = min(max(pill.midY - h / 2, inner.minY), inner.maxY - h)
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The selection pill at `position`, stretched along its motion like liquid (T4):
    /// longer and a little thinner in proportion to its speed.
    func stretchedPill(_ bar: TabBarLayout, at position: Double) -> Rect {
        let base = bar.selectionPill(at: position)
        let speed = ui.reduceMotion ? 0 : abs(pill.velocity(at: ui.time))
        let stretch = min(0.45, speed * 0.06)
        let w = base.width * (1 + stretch), h = base.height / (1 + stretch * 0.25)
        return Rect(x: base.midX - w / 2, y: base.midY - h / 2, width: w, height: h)
    }
}

/// The tab bar's press in the gesture arena: the pill dragged along the bar claims the
/// gesture past the slop; nothing under the bar competes for its presses.
extension TabBarComponent: GestureRecognizer {}

/// The sidebar's glass between the tab bar and the sidebar (T6): one shape that grows from
/// the tab bar's capsule toward the leading edge into the panel (and back), its corners going
/// from the capsule's to the panel's; the sidebar's rows fade in over the second half of the
/// way in and out over the first half of the way out, clipped to the glass, while the tabs'
/// titles fly between their slots and their rows, so the bar's row of tabs reads as turning
/// into the list.
extension SidebarComponent {
    func morphCommands() -> [RenderCommand] {
        let f = presence, scale = ui.scale
        let rest = layout
        let bar = ui.tabBar.layout.bar
        let frame = SidebarMorph.frame(from: bar, to: rest.frame, presence: f)
        guard frame.width > 1, frame.height > 1 else { return [] }
        let g = (f - SidebarMorph.handover) / (1 - SidebarMorph.handover)
        let radius = min(frame.height / 2, bar.height / 2 + (rest.cornerRadius - bar.height / 2) * g)
        let style = sidebarStyle(frame)
        let surface = glyphs.surface(for: glyphKey(rest, style: sidebarStyle(rest.frame)), prefetch: false)
        let opacity = min(1, max(0, g * 2 - 1))
        // The rows ride the glass's top-leading corner, so the list arrives with it.
        let px = PixelRect(covering: frame.scaled(by: scale))
        var item = GlassItem(field: GlassField(.roundedRect(frame.scaled(by: scale), radius: radius * scale)), style: style,
                             glyphs: opacity > 0 ? surface?.surface : nil, glyphOrigin: (px.x0, px.y0),
                             glyphVersion: glyphs.version, planUse: .moving)
        item.glyphOpacity = UInt8((opacity * 255).rounded())
        item.glyphClip = PixelRect(covering: frame.scaled(by: scale))
        return [.glass(item)] + flyingTitles(progress: g, rowsOpacity: opacity, rest: rest)
    }

    /// The tabs' titles on their way between the bar's slots and their rows: from where the
    /// bar draws each (centred in its slot) to where its row does (after the icon), eased, and
    /// fading out as the rows' own content fades in, so the bar's row of tabs reads as turning
    /// into the list (and back). None before the glass takes over from the bar, which draws its
    /// own titles until then.
    private func flyingTitles(progress g: Double, rowsOpacity: Double, rest: SidebarLayout) -> [RenderCommand] {
        let fade = 1 - rowsOpacity
        guard g > 0, fade > 0 else { return [] }
        let e = smoothstep(g)
        let slots = ui.tabBar.layout.slots
        let alpha = UInt32((fade * 255).rounded())
        var commands: [RenderCommand] = []
        for (i, slot) in slots.enumerated() {
            guard let tab = ui.tabSlots.tab(inSlot: i), ui.scene.tabs.indices.contains(tab),
                  let row = rest.rows.first(where: { $0.item == .tab(tab) }),
                  // The bar shows the search tab as its symbol: no title there to fly.
                  ui.scene.tabs[tab].role != .search else { continue }
            let title = ui.scene.tabs[tab].title
            let width = SidebarMorphLabels.width(of: title)
            let from = Point(slot.midX - width / 2, slot.midY - SidebarMorphLabels.height / 2)
            let to = Point(row.frame.minX + 46, row.frame.midY - SidebarMorphLabels.height / 2)
            let x = from.x + (to.x - from.x) * e, y = from.y + (to.y - from.y) * e
            let surface = morphLabels.surface(title, dark: ui.dark, scale: ui.scale)
            commands.append(.fadedOverlay(surface, x: Int((x * ui.scale).rounded()), y: Int((y * ui.scale).rounded()),
                                          version: 0, opacity: alpha))
        }
        return commands
    }
}

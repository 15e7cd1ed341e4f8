/// The sidebar's glass between the tab bar and the sidebar (T6): one shape that grows from
/// the tab bar's capsule toward the leading edge into the panel (and back), its corners going
/// from the capsule's to the panel's; the sidebar's rows fade in over the second half of the
/// way in and out over the first half of the way out, clipped to the glass, so the bar's row of
/// tabs reads as turning into the list.
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
        return [.glass(item)]
    }
}

extension GlassStyle {
    /// Regular (frosted) glass: σ ≈ 7 pt in light mode and 5 pt in dark mode, a faint white
    /// (light) or black (dark) fill, 1.5× vibrancy.
    static func regular(dark: Bool = false) -> GlassStyle {
        var s = GlassStyle()
        s.variant = .regular
        s.dark = dark
        s.frost = dark ? 5 : 7
        s.fill = dark ? Color(r: 0.06, g: 0.06, b: 0.07, a: 0.30) : Color(white: 1, a: 0.10)
        s.brightness = dark ? -0.02 : 0.02
        s.highlight = dark ? 0.55 : 0.75
        s.shadowOpacity = dark ? 0.16 : 0.10
        return s
    }

    /// Clear glass: nearly unblurred (σ ≈ 1 pt), almost no fill, gentler vibrancy; the bezel and
    /// the rim do the work.
    static func clear(dark: Bool = false) -> GlassStyle {
        var s = GlassStyle()
        s.variant = .clear
        s.dark = dark
        s.frost = 1
        s.saturation = 1.2
        s.fill = dark ? Color(r: 0, g: 0, b: 0, a: 0.18) : Color(white: 1, a: 0.03)
        s.brightness = dark ? -0.03 : 0.01
        s.highlight = 0.7
        s.shadowOpacity = dark ? 0.14 : 0.08
        return s
    }

    /// The identity material: nothing is drawn.
    static let identity: GlassStyle = {
        var s = GlassStyle(); s.variant = .identity; return s
    }()
}

/// The geometry of glass that grows out of a button into a panel and shrinks back into it
/// (P1, P2): one shape whose rectangle and corner radii interpolate with `progress`
/// (0 = the button, 1 = the panel), the button's content fading out over the first part and
/// the panel's fading in over the last. Pure functions of progress, so the same progress
/// gives the same pixels; a spring drives progress.
enum PanelMorph {
    /// The spring a panel opens and closes on: critically damped, so the shape passes from
    /// the button to the panel without overshooting either.
    static let spring = Spring(response: 0.42, dampingFraction: 1)
    /// Reduce Motion's replacement: a short cross-fade in place (A4).
    static let crossFade = Spring(response: 0.2, dampingFraction: 1)

    /// The glass shape at `progress` (clamped to 0...1).
    static func shape(from button: GlassShape, to panel: GlassShape, progress: Double) -> GlassShape {
        GlassTransition.morph(button, panel, min(max(progress, 0), 1))
    }

    /// How opaque the panel's content is at `progress`.
    static func contentOpacity(_ progress: Double) -> Double { smoothstep(0.5, 0.95, progress) }

    /// How opaque the button's own symbol is at `progress`.
    static func buttonOpacity(_ progress: Double) -> Double { 1 - smoothstep(0, 0.35, progress) }

    /// An opacity as the glyph opacity of a glass item (0...255).
    static func level(_ opacity: Double) -> UInt8 { UInt8((min(max(opacity, 0), 1) * 255).rounded()) }

    static func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let t = min(max((x - a) / (b - a), 0), 1)
        return t * t * (3 - 2 * t)
    }
}

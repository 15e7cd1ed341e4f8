/// Every parameter of the glass material, lengths in **points** (the renderer
/// multiplies by the display scale), colours straight-alpha sRGB.
///
/// Apple publishes none of these numbers; the defaults are those of public re-implementations
/// fitted to Apple's look, tuned by eye. Start from `regular(dark:)` or `clear(dark:)` and use
/// `sized(for:)` so small glass (buttons) bends less than large glass (bars, sheets).
struct GlassStyle: Hashable, Sendable {
    enum Variant: String, Hashable, Sendable, CaseIterable {
        /// Frosted, adaptive glass for bars and controls.
        case regular
        /// Nearly unblurred glass over rich media.
        case clear
        /// No glass at all: the renderer draws nothing.
        case identity
    }

    var variant: Variant = .regular
    /// Dark appearance: darker fill, less frost.
    var dark: Bool = false

    // MARK: Backdrop
    /// Gaussian blur σ of the backdrop, in points.
    var frost: Double = 7

    // MARK: Refraction
    /// Width of the bending rim in points; capped at half the short side of each shape.
    var bezel: Double = 20
    /// Displacement at the very edge, in points.
    var refraction: Double = 60
    var profile: RefractionProfile = .quarterCircle
    /// Refractive index for `RefractionProfile.snellSquircle`.
    var refractiveIndex: Double = 1.5
    /// Chromatic dispersion d: red and blue sample at displacement · (1 ± d/2). 0 = none.
    var dispersion: Double = 0

    // MARK: Colour
    /// Saturation multiplier of the backdrop (vibrancy).
    var saturation: Double = 1.5
    /// Added to each colour channel, −1...1.
    var brightness: Double = 0
    /// Optional tint colour (prominent glass uses the accent colour).
    var tint: Color? = nil
    /// How strongly `tint` colours the glass, 0...1.
    var tintAmount: Double = 0.8
    /// A translucent layer over the refracted backdrop; its alpha is the fill opacity.
    var fill: Color = Color(white: 1, a: 0.08)

    // MARK: Highlight
    /// Intensity of the specular rim, 0...1.
    var highlight: Double = 0.75
    /// Direction the light comes from, in degrees: 0 from the top, negative toward the left
    /// (−45 = top-left), positive toward the right.
    var lightAngle: Double = -45
    /// Strength of the lobe on the side away from the light, relative to the lit lobe.
    var highlightOpposite: Double = 0.5
    /// Exponent p of the lobe `(1 − |n·t|)^p`: larger is a shorter arc.
    var highlightSharpness: Double = 1.5
    /// Share of the rim lit all around the edge, whatever the light direction, 0...1.
    var highlightAmbient: Double = 0.3
    /// Width of the bright rim line, in points.
    var highlightWidth: Double = 2
    /// Reach of the weaker glow that bleeds inward from the rim, in points.
    var highlightBleed: Double = 8
    /// Strength of that glow relative to the rim line.
    var highlightBleedStrength: Double = 0.22
    /// How much of the backdrop's chroma the highlight picks up, 0 (white) ... 1.
    var highlightChroma: Double = 0.6

    // MARK: Shadow
    /// Opacity of the soft black outer shadow.
    var shadowOpacity: Double = 0.10
    /// Blur radius of the outer shadow (≈ 2σ), in points.
    var shadowBlur: Double = 24
    /// Downward offset of the outer shadow in points; nil = one sixth of the corner radius.
    var shadowOffset: Double? = nil
    /// Opacity of the faint inner shadow along the bezel.
    var innerShadowOpacity: Double = 0.05
    /// Reach of the inner shadow from the edge, in points.
    var innerShadowWidth: Double = 10

    // MARK: Border (Increase Contrast, A3)
    /// Width of a solid line just inside the outline, in points; 0 = none. Any positive width is
    /// drawn at least one device pixel wide.
    var border: Double = 0
    /// Colour of that line, straight alpha (its alpha is the line's opacity).
    var borderColor: Color = Color(white: 0, a: 0.5)

    init() {}
}

/// Per-element overrides of the glass material; nil keeps the renderer's value
/// for the element's variant and size. Names and units match `GlassStyle` (points, 0...1
/// strengths, degrees).
struct GlassMaterial: Equatable, Sendable {
    var frost: Double?
    var bezel: Double?
    var refraction: Double?
    var profile: RefractionProfile?
    var refractiveIndex: Double?
    var dispersion: Double?
    var saturation: Double?
    var brightness: Double?
    var tintAmount: Double?
    var fill: Color?
    var highlight: Double?
    var lightAngle: Double?
    var highlightOpposite: Double?
    var highlightSharpness: Double?
    var highlightAmbient: Double?
    var highlightWidth: Double?
    var highlightBleed: Double?
    var highlightBleedStrength: Double?
    var highlightChroma: Double?
    /// Opacity of the outer shadow.
    var shadow: Double?
    var shadowBlur: Double?
    var shadowOffset: Double?
    var innerShadow: Double?

    init() {}

    /// True when nothing is overridden.
    var isEmpty: Bool { self == GlassMaterial() }

    /// `style` with every override applied.
    func applied(to style: GlassStyle) -> GlassStyle {
        var s = style
        if let frost { s.frost = frost }
        if let bezel { s.bezel = bezel }
        if let refraction { s.refraction = refraction }
        if let profile { s.profile = profile }
        if let refractiveIndex { s.refractiveIndex = refractiveIndex }
        if let dispersion { s.dispersion = dispersion }
        if let saturation { s.saturation = saturation }
        if let brightness { s.brightness = brightness }
        if let tintAmount { s.tintAmount = tintAmount }
        if let fill { s.fill = fill }
        if let highlight { s.highlight = highlight }
        if let lightAngle { s.lightAngle = lightAngle }
        if let highlightOpposite { s.highlightOpposite = highlightOpposite }
        if let highlightSharpness { s.highlightSharpness = highlightSharpness }
        if let highlightAmbient { s.highlightAmbient = highlightAmbient }
        if let highlightWidth { s.highlightWidth = highlightWidth }
        if let highlightBleed { s.highlightBleed = highlightBleed }
        if let highlightBleedStrength { s.highlightBleedStrength = highlightBleedStrength }
        if let highlightChroma { s.highlightChroma = highlightChroma }
        if let shadow { s.shadowOpacity = shadow }
        if let shadowBlur { s.shadowBlur = shadowBlur }
        if let shadowOffset { s.shadowOffset = shadowOffset }
        if let innerShadow { s.innerShadowOpacity = innerShadow }
        return s
    }
}

/// Per-element overrides of the glass material (DESIGN §3); nil keeps the renderer's value
/// for the element's variant and size. Names and units match `GlassStyle` (points, 0...1
/// strengths, degrees).
public struct GlassMaterial: Equatable, Sendable {
    public var frost: Double?
    public var bezel: Double?
    public var refraction: Double?
    public var profile: RefractionProfile?
    public var refractiveIndex: Double?
    public var dispersion: Double?
    public var saturation: Double?
    public var brightness: Double?
    public var tintAmount: Double?
    public var fill: Color?
    public var highlight: Double?
    public var lightAngle: Double?
    public var highlightOpposite: Double?
    public var highlightSharpness: Double?
    public var highlightAmbient: Double?
    public var highlightWidth: Double?
    public var highlightBleed: Double?
    public var highlightBleedStrength: Double?
    public var highlightChroma: Double?
    /// Opacity of the outer shadow.
    public var shadow: Double?
    public var shadowBlur: Double?
    public var shadowOffset: Double?
    public var innerShadow: Double?

    public init() {}

    /// True when nothing is overridden.
    public var isEmpty: Bool { self == GlassMaterial() }

    /// `style` with every override applied.
    public func applied(to style: GlassStyle) -> GlassStyle {
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

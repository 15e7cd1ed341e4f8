extension GlassStyle {
    /// Bezel width per point of short side for small glass: a 63 pt button gets 16 pt.
    static let bezelPerShortSide = 16.0 / 63.0
    /// Refraction amount per point of short side for small glass: a 63 pt button gets 32 pt.
    static let refractionPerShortSide = 32.0 / 63.0
    /// Short sides (points) over which glass goes from its base density to the densest
    /// (G5): bars and buttons up to 70 pt are as given, panels and sheets from 250 pt are
    /// the densest.
    static let densityRange = 70.0...250.0
    /// At full density: frost multiplied by this ...
    static let denseFrostFactor = 1.6
    /// ... and the fill's opacity raised this far toward opaque (clear glass: half as far).
    static let denseFillGain = 0.16

    /// How dense glass with `size` points is, 0 (small: clearest) ... 1 (large: densest).
    static func density(for size: Size) -> Double {
        let short = max(0, min(size.width, size.height))
        let r = densityRange
        return min(max((short - r.lowerBound) / (r.upperBound - r.lowerBound), 0), 1)
    }

    /// The style fitted to glass of `size` points (G5):
    /// - small glass gets a proportionally narrower bezel and a smaller displacement (a 63 pt
    ///   tall button: about 16 pt bezel, 32 pt amount; full values from about 118 pt), and the
    ///   bezel never exceeds half the short side;
    /// - larger glass is denser: more frost and a more opaque fill, growing with the short side
    ///   over `densityRange` (see `density(for:)`).
    func sized(for size: Size) -> GlassStyle {
        let short = max(0, min(size.width, size.height))
        var s = self
        s.bezel = min(bezel, short * Self.bezelPerShortSide, short / 2)
        s.refraction = min(refraction, short * Self.refractionPerShortSide)
        let d = Self.density(for: size) * (variant == .clear ? 0.5 : 1)
        if d > 0 {
            s.frost = frost * (1 + (Self.denseFrostFactor - 1) * d)
            let a = Double(fill.a)
            s.fill.a = Float(a + (1 - a) * Self.denseFillGain * d)
        }
        return s
    }
}

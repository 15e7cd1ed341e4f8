extension GlassStyle {
    /// Bezel width per point of short side for small glass: a 63 pt button gets 16 pt.
    static let bezelPerShortSide = 16.0 / 63.0
    /// Refraction amount per point of short side for small glass: a 63 pt button gets 32 pt.
    static let refractionPerShortSide = 32.0 / 63.0

    /// The style fitted to glass of `size` points: small glass gets a proportionally narrower
    /// bezel and a smaller displacement (a 63 pt tall button: about 16 pt bezel, 32 pt amount;
    /// full values from about 118 pt), and the bezel never exceeds half the short side.
    public func sized(for size: Size) -> GlassStyle {
        let short = max(0, min(size.width, size.height))
        var s = self
        s.bezel = min(bezel, short * Self.bezelPerShortSide, short / 2)
        s.refraction = min(refraction, short * Self.refractionPerShortSide)
        return s
    }
}

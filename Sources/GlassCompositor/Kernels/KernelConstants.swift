// Constants and small derived values the kernels read per quad or per span. They are
// computed properties in this folder, not stored `static let`s beside their types: every
// kernel module then has its own copy, inlined, where a `static let` of the compositor would be
// a call into it (its lazy global's accessor) from a newer level's module.

extension GlassKernel {
    /// Entries of the highlight lobe table (`lobeTable`).
    static var lobeTableSize: Int { 256 }
    /// Margin on Lipschitz jumps: the continuous-corner distance is an estimate, not exact.
    static var jumpSafety: Float { 0.9 }
}

extension RefractionTable {
    /// Entries of a table (`Lookup`).
    static var size: Int { 1024 }
}

extension GlassPlanBand {
    /// The fixed-point value of weight 1 (`weight(_:)`).
    static var weightUnit: Float { 32768 }
}

extension ResolvedGlassStyle {
    /// Depth beyond which nothing but the graded backdrop is drawn (bezel, inner shadow, rim,
    /// glow, border): the kernel's flat-centre test.
    var flatDepth: Float {
        max(max(max(bezel, innerShadowWidth), max(max(rimWidth, bleedWidth), 0.5)), borderAlpha > 0 ? borderWidth + 0.5 : 0)
    }
}

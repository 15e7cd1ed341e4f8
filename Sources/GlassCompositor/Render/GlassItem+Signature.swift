extension GlassItem {
    /// What a glass item's pixels depend on besides its backdrop, taken from its own stored
    /// values so that no component hashes them by hand (and forgets one). Not `sceneID`, a label.
    struct Signature: Hashable, Sendable {
        var field: GlassField
        var style: GlassStyle
        var memberStyles: [GlassStyle]?
        var planUse: PlanUse
        /// Nil when there are no glyphs: where glyphs not drawn would go changes no pixel.
        var glyphs: Glyphs?

        /// The glyphs' surface (its identity and the content version it holds) and how they are placed.
        struct Glyphs: Hashable, Sendable {
            var surface: ObjectIdentity
            var version: Int
            var x: Int, y: Int
            var clip: PixelRect?
            var clipRadius: Double
            var opacity: UInt8
        }
    }

    var signature: Signature {
        Signature(field: field, style: style, memberStyles: memberStyles, planUse: planUse,
                  glyphs: glyphs.map {
                      Signature.Glyphs(surface: $0.identity, version: glyphVersion, x: glyphOrigin.x, y: glyphOrigin.y,
                                       clip: glyphClip, clipRadius: glyphClipRadius, opacity: glyphOpacity)
                  })
    }
}

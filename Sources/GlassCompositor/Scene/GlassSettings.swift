/// The user's accessibility and appearance settings that change the glass material (A2,
/// A3, A5), from the scene's optional `"settings"` object; the window toggles them with keys.
/// Light and dark (A1) is the scene's `appearance`.
struct GlassSettings: Hashable, Sendable {
    /// The Clear / Tinted preference (A5).
    enum GlassPreference: String, Hashable, Sendable, CaseIterable {
        /// Clearer glass: less fill and frost.
        case clear
        /// More tinted glass: a denser fill for legibility.
        case tinted
    }

    /// Reduce Transparency (A2): glass is frostier and nearly opaque.
    var reduceTransparency: Bool = false
    /// Increase Contrast (A3): a visible border and stronger contrast.
    var increaseContrast: Bool = false
    /// Clear or tinted glass; nil is the system default (the presets as tuned).
    var glassPreference: GlassPreference? = nil

    init(reduceTransparency: Bool = false, increaseContrast: Bool = false, glassPreference: GlassPreference? = nil) {
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
        self.glassPreference = glassPreference
    }

    /// No setting changes the glass.
    static let standard = GlassSettings()
    var isStandard: Bool { self == .standard }
}

/// The viewer's accessibility and appearance settings as one value (A1–A5), for hosts that
/// show a scene under chosen settings without pressing keys: `matrix` renders each
/// combination, a flow's meta line names them (`"settings":{"reduceMotion":true}`), and the
/// window toggles each with a key. nil leaves the scene's own choice.
public struct ViewerSettings: Equatable, Sendable {
    public var appearance: Appearance?
    /// Reduce Transparency (A2).
    public var reduceTransparency: Bool
    /// Increase Contrast (A3).
    public var increaseContrast: Bool
    /// Reduce Motion (A4).
    public var reduceMotion: Bool
    /// `clear` or `tinted` glass (A5); nil the system default.
    public var glassPreference: String?

    public init(appearance: Appearance? = nil, reduceTransparency: Bool = false, increaseContrast: Bool = false,
                reduceMotion: Bool = false, glassPreference: String? = nil) {
        self.appearance = appearance; self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast; self.reduceMotion = reduceMotion; self.glassPreference = glassPreference
    }

    /// The glass preferences `glassPreference` takes.
    public static let glassPreferences = ["clear", "tinted"]

    /// Short labels of what differs from the defaults (`Reduce Transparency`, `clear glass`), for
    /// a contact sheet's captions.
    public var changes: [String] {
        var names: [String] = []
        if reduceTransparency { names.append("Reduce Transparency") }
        if increaseContrast { names.append("Increase Contrast") }
        if reduceMotion { names.append("Reduce Motion") }
        if let glassPreference { names.append("\(glassPreference) glass") }
        return names
    }
}

extension ViewerSession {
    /// Shows the scene under `settings` (what the keys A, T, C, R and G would set), at the
    /// session's time; the scene's own settings object is overridden only where `settings`
    /// turns something on.
    public func apply(_ settings: ViewerSettings) {
        if let appearance = settings.appearance { setAppearance(appearance) }
        reduceMotion = settings.reduceMotion
        updateSettings { s in
            s.reduceTransparency = s.reduceTransparency || settings.reduceTransparency
            s.increaseContrast = s.increaseContrast || settings.increaseContrast
            if let p = settings.glassPreference { s.glassPreference = GlassSettings.GlassPreference(rawValue: p) }
        }
    }
}

extension ViewerSession {
    /// Shows the scene under the settings a script's meta line names, if any: `render`,
    /// `bench` and `inspect` run a script under them as a flow and `replay` do, so a script
    /// gives one frame for one time in every command.
    public func apply(settingsOf script: InteractionScript?) {
        if let settings = script?.meta?.settings { apply(settings) }
        if let customization = script?.meta?.customization { sidebar.apply(customization) }
    }
}

extension ViewerSession {
    /// A session at time 0 showing `scene` as a recording or flow's meta line says: its size,
    /// scale and settings (the appearance is the scene's, set when it was loaded).
    public convenience init(scene: Scene, meta: InteractionScript.Meta, options: RenderOptions = RenderOptions(),
                            overlays: OverlayOptions = OverlayOptions()) {
        self.init(scene: scene, pixelWidth: meta.width, pixelHeight: meta.height, scale: meta.scale, options: options, overlays: overlays)
        if let settings = meta.settings { apply(settings) }
        if let customization = meta.customization { sidebar.apply(customization) }
    }

    /// Writes the sidebar customization this session started from into `meta`, a recording's
    /// first line, so `replay` and a bug report start from the arrangement the window showed.
    public func recordCustomization(into meta: inout InteractionScript.Meta) {
        meta.customization = sidebar.startedWith
    }
}

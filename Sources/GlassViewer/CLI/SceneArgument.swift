import GlassCompositor

/// Loads the scene a command names: `default` (or nothing) is the built-in default scene,
/// anything else a scene file.
func loadScene(_ name: String?, appearance: String?) throws -> Scene {
    var scene: Scene
    if name == nil || name == "default" {
        scene = Scene.builtInDefault()
    } else {
        scene = try SceneDecoder.load(path: name!)
    }
    if let appearance { scene.appearance = try parseAppearance(appearance) }
    return scene
}

/// The value of `--appearance`.
func parseAppearance(_ text: String) throws -> Appearance {
    guard let a = Appearance(rawValue: text) else { throw UsageError("--appearance \(EchoedValue.shown(text)): expected light or dark") }
    return a
}

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
    if let appearance {
        guard let a = Appearance(rawValue: appearance) else {
            throw UsageError("--appearance \(EchoedValue.shown(appearance)): expected light or dark")
        }
        scene.appearance = a
    }
    return scene
}

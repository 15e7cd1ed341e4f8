/// Where the scene a script's or recording's meta line names is found. An absolute path (and
/// `default`, the built-in scene) is taken as written. A relative one is looked up in the
/// script's own folder first, so a script and its scene travel together and the script runs
/// from any working folder; when that folder has no such file, in the working folder, where
/// scripts written to be run from one place (`Scenes/x.json` from a repository's root) find it.
public enum ScriptScenePath {
    /// The path to load for `scene`, named by the script at `script`; a `FileError` naming the
    /// script and every place looked when neither holds the file.
    public static func resolve(_ scene: String, namedBy script: String) throws -> String {
        guard scene != "default", !scene.hasPrefix("/") else { return scene }
        let folder = script.lastIndex(of: "/").map { String(script[..<$0]) }.map { $0.isEmpty ? "/" : $0 }
        let beside = folder.map { $0 == "/" ? "/\(scene)" : "\($0)/\(scene)" } ?? scene
        for candidate in [beside, scene] where FileReader.kind(of: candidate, followingLinks: true) != nil {
            return candidate
        }
        // One path, cut like every echoed path: the place beside the script ends with the name
        // the meta line gives, so the line stays short however long both are.
        if beside == scene {
            throw FileError(path: script, reason: "the scene \(EchoedValue.path(scene)) its meta line names is not in the working folder")
        }
        throw FileError(path: script, reason: "the scene \(EchoedValue.path(beside)) its meta line names is not there, nor in the working folder")
    }
}

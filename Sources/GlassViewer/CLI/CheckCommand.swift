import GlassCompositor

/// `glass-viewer check`: validates scene files, printing every diagnostic on stderr and
/// `FILE: ok` on stdout for each file that is a good scene, so a run that checked many files
/// says which ones it looked at.
enum SceneCheck {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "check")
        let files = try args.positionals()
        guard !files.isEmpty else { throw UsageError("check needs at least one scene file") }
        var failed = false, checked = 0
        for file in files {
            // `check Scenes/*.json` also matches the schema beside the scenes, which is a JSON
            // Schema, not a scene: seven errors about "$id" and "$defs" only hid the answer.
            if isSchema(file) {
                printError("\(EchoedValue.path(file)): skipped, a JSON Schema (not a scene)")
                continue
            }
            checked += 1
            do {
                _ = try SceneDecoder.load(path: file)
                print("\(EchoedValue.path(file)): ok")
            } catch let e as SceneLoadError {
                failed = true
                for d in e.diagnostics { printError(d.description) }
            }
        }
        // Only schemas: nothing was checked, which is not a pass.
        if checked == 0 { throw UsageError("check found no scene among its files (a *.schema.json is not one)") }
        return failed ? 1 : 0
    }

    /// Whether `path` names a JSON Schema by the convention the shipped one follows.
    static func isSchema(_ path: String) -> Bool { path.hasSuffix(".schema.json") }
}

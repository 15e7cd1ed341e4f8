import GlassCompositor

/// `glass-viewer check`: validates scene files, printing every diagnostic.
enum SceneCheck {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "check")
        let files = try args.positionals()
        guard !files.isEmpty else { throw UsageError("check needs at least one scene file") }
        var failed = false
        for file in files {
            do {
                _ = try SceneDecoder.load(path: file)
            } catch let e as SceneLoadError {
                failed = true
                for d in e.diagnostics { printError(d.description) }
            }
        }
        return failed ? 1 : 0
    }
}

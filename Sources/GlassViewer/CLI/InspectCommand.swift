import GlassCompositor

/// `glass-viewer inspect`: the element tree of one moment of a scene (what scripts address
/// by `"on"`), as indented text or `--json`, headless, on the same path as `render`.
enum InspectCommand {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "inspect")
        let (w, h) = try args.size() ?? (1280, 800)
        let scale = try args.number("--scale", in: 1...4) ?? 1
        let timeArgument = try args.number("--time", in: 0...3600)
        let scriptPath = try args.value("--script")
        let appearance = try args.value("--appearance")
        let json = try args.flag("--json")
        let rest = try args.positionals()
        guard rest.count <= 1 else { throw UsageError("inspect takes one scene, got \(rest.count)") }
        guard rest.count == 1 else { throw UsageError("inspect needs a scene file or 'default'") }
        let script = try scriptPath.map(loadScript)
        // As render: with a script, one second after its last event (motion settled).
        let time = timeArgument ?? (script.map { $0.duration + 1 } ?? 0)
        let scene = try loadScene(rest.first, appearance: appearance)
        let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale)
        session.apply(settingsOf: script)
        if let script {
            var player = ScriptPlayer(script)
            player.deliver(upTo: time, to: session)
            if let error = player.error { throw error }
        }
        session.advance(to: time)
        let tree = session.elementTree()
        print(json ? tree.json : tree.text)
        return 0
    }
}

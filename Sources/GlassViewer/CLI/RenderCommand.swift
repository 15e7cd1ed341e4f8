import GlassCompositor

/// `glass-viewer render`: one frame at a time on the fixed-step clock, to PNG, no X server.
enum HeadlessRender {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "render")
        guard let out = try args.value("--out") else { throw UsageError("render needs --out FILE.png") }
        let sizeArgument = try args.size()
        let scaleArgument = try args.number("--scale", in: 1...4)
        let timeArgument = try args.number("--time", in: 0...3600)
        let scriptPath = try args.value("--script")
        let appearance = try args.value("--appearance")
        let options = try args.renderOptions()
        let overlays = try args.overlayOptions()
        let logArgument = try args.value("--log"), stateArgument = try args.value("--state")
        let rest = try args.positionals()
        guard rest.count <= 1 else { throw UsageError("render takes one scene, got \(rest.count)") }
        guard rest.count == 1 else { throw UsageError("render needs a scene file or 'default'") }
        // The output is checked before any work, and written only once the frame exists.
        var outputs = OutputFiles(inputs: [(rest.first, "scene"), (scriptPath, "script")])
        try outputs.check(out, option: "--out")
        try ImageOutputName.checkPNG(out, option: "--out")
        try outputs.check(logArgument, option: "--log")
        try outputs.check(stateArgument, option: "--state")
        let script = try scriptPath.map(loadScript)
        // With a script, the default moment is one second after its last event (motion settled).
        let time = timeArgument ?? (script.map { $0.duration + 1 } ?? 0)
        let scene = try loadScene(rest.first, appearance: appearance)
        let (w, h, scale) = DesignedSize.resolve(size: sizeArgument, scale: scaleArgument, scene: scene)

        let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, options: options, overlays: overlays)
        session.apply(settingsOf: script)
        let observers = try SessionOutputs(log: logArgument, state: stateArgument, outputs: outputs)
        observers.attach(to: session, file: rest.first ?? "default")
        // A frame is a function of input and time, so the frames before `time` need not be
        // drawn: each event is applied at its own time (the session advances to it first,
        // sampling its time grid on the way), then the session advances to `time`.
        if let script {
            var player = ScriptPlayer(script)
            player.deliver(upTo: time, to: session)
            // A target that named no one element stops the script: no frame of a script
            // that did not run as written.
            if let error = player.error { throw error }
        }
        session.advance(to: time)
        guard let presenter = OffscreenPresenter(width: session.pixelWidth, height: session.pixelHeight) else {
            throw UsageError("cannot allocate a \(session.pixelWidth)x\(session.pixelHeight) frame")
        }
        session.renderFrame(to: presenter)
        observers.frameDrawn(session, number: 1)
        try outputs.write(PNGFile.encode(presenter.surface, path: out), to: out)
        return observers.finish() ? 0 : 1
    }
}

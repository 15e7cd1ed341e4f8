#if canImport(Glibc)
import Glibc
#endif
import GlassCompositor

/// `glass-viewer [SCENE] [options]`: parses the window's options, loads the scene, opens the window.
enum WindowLaunch {
    /// Live reload of `path` and `[` / `]` through the folder's scenes (V5). The watcher
    /// follows the scene shown; a failed watch only costs live reload, with a note. Every scene
    /// loaded is shown in the appearance `appearance` chooses, as the first was.
    static func watch(_ path: String, session: ViewerSession, appearance: AppearanceChoice) -> WatchedInput? {
        var current = path
        let reloader: SceneReloader
        do { reloader = try SceneReloader(path: path, session: session) } catch {
            printError("live reload is off: \(error)")
            return nil
        }
        reloader.adjust = { appearance.apply(to: &$0) }
        let folder = SceneFolder(containing: path)
        // The descriptor the loop polls must stay the same, so navigation re-targets the
        // watcher to the new file of the same folder instead of replacing it.
        session.onNavigateScenes = { step in
            guard let next = folder.neighbour(of: current, step: step) else { return }
            do {
                var scene = try SceneDecoder.load(path: next)
                appearance.apply(to: &scene)
                current = next
                reloader.watcher.follow(next)
                session.reload(scene)
            } catch let e as SceneLoadError {
                session.showSceneErrors(e.diagnostics)
            } catch {
                session.showSceneErrors([SceneDiagnostic(file: next, path: "$", message: "\(error)")])
            }
        }
        return WatchedInput(fileDescriptor: reloader.watcher.fileDescriptor) { reloader.handleFileEvents() }
    }

    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "glass-viewer")
        var options = WindowOptions()
        options.size = try args.size()
        options.scale = try args.number("--scale", in: 1...4)
        options.fps = try args.number("--fps", in: 1...360) ?? 60
        options.showHUD = try args.flag("--hud")
        options.slowFactor = try args.number("--slow", in: 1...100) ?? 1
        options.paused = try args.flag("--paused")
        options.noShm = try args.flag("--no-shm")
        options.traceLatency = try args.flag("--trace-latency") || environmentIsOne("GLASS_VIEWER_TRACE_LATENCY")
        options.traceStartup = try args.flag("--trace-startup") || environmentIsOne("GLASS_VIEWER_TRACE_STARTUP")
        let renderOptions = try args.renderOptions()
        let overlays = try args.overlayOptions()
        let appearanceOption = try args.value("--appearance")
        let logPath = try args.value("--log")
        let recordPath = try args.value("--record")
        let tracePath = try args.value("--trace")
        let statePath = try args.value("--state")
        let replayPath = try args.value("--replay")
        let replayAt = try args.number("--at", in: 0...86_400)
        let reportFolder = try args.value("--reports") ?? "."
        let resetCustomization = try args.flag("--reset-customization")
        if FileReader.kind(of: reportFolder, followingLinks: true) != .folder {
            throw UsageError("--reports \(EchoedValue.path(reportFolder)): not a folder")
        }
        var rest = try args.positionals()
        guard rest.count <= 1 else { throw UsageError("the window opens one scene, got \(rest.count): \(EchoedValue.shown(rest.joined(separator: " ")))") }
        // `--replay`: the recording says the scene, size, scale, appearance and settings, so
        // the frame shown is the one `replay` draws; an option that would change them is refused.
        var replay: WindowReplay?
        if let replayPath {
            if let scene = rest.first { throw UsageError("--replay \(EchoedValue.path(replayPath)) opens the recording's own scene; drop \(EchoedValue.path(scene))") }
            for (given, name) in [(options.size != nil, "--size"), (options.scale != nil, "--scale"), (appearanceOption != nil, "--appearance")] where given {
                throw UsageError("\(name): --replay opens the window as the recording says (its \(name.dropFirst(2))), so the frame is the one replay draws")
            }
            if resetCustomization {
                throw UsageError("--reset-customization: --replay draws the scene as its file has it, without the saved customization; reset it without --replay")
            }
            let opened = try WindowReplay(path: replayPath, at: replayAt)
            options.size = (opened.meta.width, opened.meta.height)
            options.scale = opened.meta.scale
            options.paused = true
            rest = [opened.meta.scene]
            replay = opened
        } else if replayAt != nil {
            throw UsageError("--at: says where --replay stops; give --replay FOLDER|RECORDING")
        }
        // Both files are checked now and opened only once the scene has loaded, so a command
        // that fails leaves them as they were.
        var outputs = OutputFiles(inputs: [(rest.first, "scene")])
        try outputs.check(logPath, option: "--log")
        try outputs.check(recordPath, option: "--record")
        try outputs.check(tracePath, option: "--trace")
        try outputs.check(statePath, option: "--state")
        // The scene as its file has it: which appearance it is shown in is known once the
        // desktop's theme has been read (`runWindow`, before it makes the session).
        let fileScene = try replay?.scene ?? loadScene(rest.first, appearance: nil)
        options.designed = fileScene.designedWindow
        // A replay shows the appearance the recording had, whatever the desktop's theme.
        let appearance = AppearanceChoice(option: try replay.map { $0.scene.appearance } ?? appearanceOption.map(parseAppearance), desktop: nil)
        options.appearance = appearance
        var scene = fileScene
        let log = try logPath.map { try LineWriter(path: $0, option: "--log", writer: outputs.writer) }
        let record = try recordPath.map { try LineWriter(path: $0, option: "--record", writer: outputs.writer) }
        let state = try statePath.map { try LineWriter(path: $0, option: "--state", writer: outputs.writer) }
        let fps = options.fps
        if let path = rest.first, path != "default" {
            options.makeWatch = { session in WindowLaunch.watch(path, session: session, appearance: appearance) }
        }
        // The flight recorder names the scene by its absolute path, so a bug report replays
        // from any folder.
        let scenePath = rest.first.map { $0 == "default" ? $0 : absolutePath($0) } ?? "default"
        var qa: WindowQA?
        let writer = outputs.writer
        options.makeQA = { session in
            let tools = WindowQA(session: session, scene: scene, scenePath: scenePath,
                                 appearance: appearance.recorded(for: fileScene), options: renderOptions)
            tools.tracePath = tracePath
            tools.traceWriter = writer
            tools.reportFolder = reportFolder
            // The recording marks every frame drawn, so `replay` draws the window's frames.
            if let record { tools.onFrame = { mark in record.write(mark.line); state?.write(session.stateSnapshot().jsonLine(time: mark.time, frame: mark.number)) } }
            else if let state { tools.onFrame = { mark in state.write(session.stateSnapshot().jsonLine(time: mark.time, frame: mark.number)) } }
            tools.recorder.meta.settings = replay?.meta.settings
            session.recordCustomization(into: &tools.recorder.meta)
            qa = tools
            return tools
        }
        if let replay {
            options.prepare = { session in
                do { try replay.play(into: session) } catch {
                    printError("--replay \(error)")
                    return nil
                }
                print("glass-viewer: \(replay.meta.scene) at \(replay.meta.width)x\(replay.meta.height) px, scale \(String(format: "%g", replay.meta.scale)), paused at \(replay.stop) ("
                      + "'.' steps a frame, 'p' plays on, ',' steps back)")
                return replay.time
            }
        }
        let status = runWindow(options) { w, h, scale in
            appearance.apply(to: &scene)
            let session = replay.map { ViewerSession(scene: scene, meta: $0.meta, options: renderOptions, overlays: overlays) }
                ?? ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, options: renderOptions, overlays: overlays)
            session.frameInterval = 1 / fps
            // The sidebar's customization is the person's, kept between launches (only the
            // window reads the store; its recordings carry what it started from, so `replay`,
            // a bug report and `--replay` start from the same arrangement).
            if replay == nil, let store = customizationStore() {
                if resetCustomization {
                    do { try session.resetCustomization(in: store) } catch { printError("--reset-customization: \(error)") }
                }
                if let problem = session.useCustomization(store) { printError("the saved sidebar customization is not used: \(problem)") }
            }
            if let log {
                log.write(SemanticEvent("scene.loaded", time: 0, [("scene", .string(scene.name)), ("file", .string(rest.first ?? "default"))]).jsonLine)
                session.onSemanticEvent = { log.write($0.jsonLine) }
            }
            if let record {
                var recorded = InteractionScript.Meta(scene: rest.first ?? "default", width: w, height: h, scale: scale,
                                                      appearance: appearance.recorded(for: fileScene))
                recorded.settings = replay?.meta.settings
                session.recordCustomization(into: &recorded)
                record.write(recorded.line)
                // A press also names the element under it, as the frame on screen shows it
                // (informational: replay uses the coordinates).
                session.onInput = { [unowned session] e in
                    guard case .down = e.kind else { record.write(InteractionScript.line(for: e)); return }
                    record.write(InteractionScript.line(for: e, on: session.elementTree().element(at: e.position)))
                }
            }
            return session
        }
        let written = [log, record, state].compactMap { $0?.finish() } + [qa?.finish() ?? true]
        return status == 0 && written.contains(false) ? 1 : status
    }
}

/// Where the window keeps each scene's sidebar customization: `$XDG_STATE_HOME/glass-viewer`,
/// else `~/.local/state/glass-viewer` (the XDG base directory rules: a relative
/// `XDG_STATE_HOME` is ignored); nil without a home.
func customizationStore() -> CustomizationStore? {
    if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), state.hasPrefix("/") {
        return CustomizationStore(folder: state + "/glass-viewer")
    }
    guard let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") else { return nil }
    return CustomizationStore(folder: home + "/.local/state/glass-viewer")
}

/// `path` made absolute against the working directory (`realpath` when the file exists).
func absolutePath(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
        defer { free(resolved) }
        return String(cString: resolved)
    }
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    return String(nulTerminated: buffer) + "/" + path
}

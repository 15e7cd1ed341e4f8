import GlassCompositor

/// `--log FILE` and `--state FILE` of any command that drives a session (window, `render`,
/// `replay`, `bench`): the semantic events as the window logs them, and one line per frame
/// drawn with the scene time, the frame number and every animated value (`StateSnapshot`).
/// Both are checked when the command starts and written line by line once the scene loaded.
struct SessionOutputs {
    let log: LineWriter?
    let state: LineWriter?

    init(log: String?, state: String?, outputs: OutputFiles) throws {
        self.log = try log.map { try LineWriter(path: $0, option: "--log", writer: outputs.writer) }
        self.state = try state.map { try LineWriter(path: $0, option: "--state", writer: outputs.writer) }
    }

    /// Starts the log as the window does (`scene.loaded` of `file`) and sends it the session's events.
    func attach(to session: ViewerSession, file: String) {
        guard let log else { return }
        log.write(SemanticEvent("scene.loaded", time: 0, [("scene", .string(session.sceneName)), ("file", .string(file))]).jsonLine)
        let previous = session.onSemanticEvent
        session.onSemanticEvent = { previous?($0); log.write($0.jsonLine) }
    }

    /// A frame numbered `number` was drawn at the session's time.
    func frameDrawn(_ session: ViewerSession, number: Int) {
        state?.write(session.stateSnapshot().jsonLine(time: session.time, frame: number))
    }

    /// Puts both files in place; false after a message when that failed.
    func finish() -> Bool { [log, state].compactMap { $0?.finish() }.allSatisfy { $0 } }
}

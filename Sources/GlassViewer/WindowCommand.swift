#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// Options of the interactive window (`glass-viewer [SCENE] [--size WxH] [--scale S] [--hud]
/// [--no-shm]`, and the rest `--help` lists).
struct WindowOptions {
    /// Title prefix; the window is titled `"<title> — <session.sceneName>"`.
    var title = "glass-viewer"
    /// Initial window size in device pixels (`--size`); the window manager may change it.
    var pixelWidth = 1280
    var pixelHeight = 800
    /// Device pixels per point (`--scale`); input events are reported in points.
    var scale = 1.0
    /// Frame rate while animating; nothing is drawn while nothing changes.
    var fps = 60.0
    /// Start with the profiling HUD shown (`--hud`); F1 toggles it in the session.
    var showHUD = false
    /// Use plain XPutImage instead of MIT-SHM shared memory (`--no-shm`).
    var noShm = false
    /// Print input-to-screen latency per input event on stderr (`--trace-latency`, `LatencyTrace`).
    var traceLatency = false
    /// Print the time to the first frame's stages on stderr (`--trace-startup`, `StartupTrace`).
    var traceStartup = false
    /// Start with animations this many times slower (`--slow K`); `x` cycles it in the window.
    var slowFactor = 1.0
    /// Start with scene time paused (`--paused`); `p` resumes, `.` steps a frame.
    var paused = false
    /// X display to connect to; nil means `$DISPLAY`.
    var displayName: String? = nil
    /// Makes, once the session exists, another input for the loop to wait on (live reload).
    var makeWatch: ((ViewerSession) -> WatchedInput?)? = nil
    /// Makes, once the session exists, the QA tools (flight recorder, step back, bug reports).
    var makeQA: ((ViewerSession) -> WindowQA)? = nil
}

/// Opens the window, runs the session in it until the window is closed, and cleans up.
///
/// - Parameters:
///   - options: window size, scale, frame rate, HUD, presenter choice.
///   - makeSession: makes the session for the initial size in pixels and scale; called once,
///     after the display is open and before the window exists (its `sceneName` titles it).
/// - Returns: the process exit status: 0 when the window was closed or SIGINT/SIGTERM
///   arrived, 2 for a display error (no `DISPLAY`, unusable visual, window set-up failed).
///   Error messages go to stderr. If the connection is lost while running, Xlib's IO error
///   handler prints a message and exits the process with status 2 (it cannot return).
func runWindow(_ options: WindowOptions,
               makeSession: (_ pixelWidth: Int, _ pixelHeight: Int, _ scale: Double) -> ViewerSession) -> Int32 {
    var trace = StartupTrace(enabled: options.traceStartup)
    let display: X11Display
    do {
        display = try X11Display(name: options.displayName)
    } catch {
        printError("\(error)")
        return 2
    }
    defer { display.close() }
    trace.mark("display connected")
    do {
        let visual = try X11Visual.defaultVisual(of: display)
        let session = makeSession(options.pixelWidth, options.pixelHeight, options.scale)
        let window = try X11Window(display: display, visual: visual, width: options.pixelWidth,
                                   height: options.pixelHeight, title: "\(options.title) — \(session.sceneName)")
        defer { window.destroy() }
        let signals = try SignalPipe()
        defer { signals.close() }

        var noted = false
        let fallbackNote = { (reason: String) in
            guard !noted else { return }
            noted = true
            fputs("glass-viewer: not using MIT-SHM shared memory (\(reason)); drawing with XPutImage, which is slower\n", standardError)
        }
        let presenter: WindowPresenter
        if options.noShm {
            fallbackNote("--no-shm")
            presenter = try PutImagePresenter(display: display, window: window, visual: visual,
                                              width: options.pixelWidth, height: options.pixelHeight)
        } else {
            do {
                presenter = try SharedMemoryPresenter(display: display, window: window, visual: visual,
                                                      width: options.pixelWidth, height: options.pixelHeight)
            } catch {
                fallbackNote("\(error)")
                presenter = try PutImagePresenter(display: display, window: window, visual: visual,
                                                  width: options.pixelWidth, height: options.pixelHeight)
            }
        }
        window.map()
        trace.mark("window created")
        let host = X11Host(display: display, window: window, visual: visual, presenter: presenter,
                           session: session, signals: signals, titlePrefix: options.title, fps: options.fps,
                           trace: trace, latency: LatencyTrace(enabled: options.traceLatency),
                           fallbackNote: fallbackNote)
        host.extraInput = options.makeWatch?(session)
        host.qa = options.makeQA?(session)
        // `--hud` is the F1 key at time 0, so recordings and bug reports hold it: the HUD takes
        // the presses that land on it, and a replay without it would hand them to the content.
        if options.showHUD { session.handle(InputEvent(.key(name: "F1", modifiers: []), time: 0)) }
        host.clock.setSlowFactor(options.slowFactor)
        host.clock.setPaused(options.paused)
        let status = host.run()
        host.closeTextInput()
        host.presenter.close()
        X11ErrorReporter.printSummary()
        return status
    } catch {
        printError("\(error)")
        return 2
    }
}

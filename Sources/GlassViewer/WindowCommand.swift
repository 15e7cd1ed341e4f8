#if canImport(Glibc)
import Glibc
#endif
import CX11
import Foundation
import GlassCompositor

/// Options of the interactive window (`glass-viewer [SCENE] [--size WxH] [--scale S] [--hud]
/// [--no-shm]`, and the rest `--help` lists).
struct WindowOptions {
    /// Title prefix; the window is titled `"<title> — <session.sceneName>"`.
    var title = "glass-viewer"
    /// Initial window size in device pixels (`--size`); nil opens it at `defaultPoints` times
    /// the scale, within the screen. The window manager may change it.
    var size: (width: Int, height: Int)?
    /// Device pixels per point (`--scale`); nil takes the desktop's (`DesktopSettings`), else
    /// the scene's device's (`designed`), else 1. Input events are reported in points.
    var scale: Double?
    /// The window the scene is designed for (its `device`: points and scale), the size to
    /// open at without `--size`; nil for a scene naming no device (`defaultWindowPoints`).
    var designed: (width: Double, height: Double, scale: Double)?
    /// The appearance scenes are shown in (`--appearance`, the scene's, the desktop's).
    var appearance: AppearanceChoice?
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
    /// Prepares the session once the QA tools listen (so the flight recorder keeps what it is
    /// fed) and returns the scene time the clock starts at (`--replay`); nil after printing
    /// why it could not (the window then closes with status 1).
    var prepare: ((ViewerSession) -> Double?)? = nil
}

/// The window's size without `--size`, in points.
let defaultWindowPoints = (width: 1280, height: 800)

/// The smallest window, in points: 320 wide, the narrowest iPhone, where the bars still read
/// (items that leave the title no room fold into "more"); below 440 tall the large title,
/// one row and the tab bar no longer fit one above the other (docs/HOST.md). An explicit
/// `--size` below it lowers it to that size: the person asked for it.
let minimumWindowPoints = (width: 320, height: 440)

/// Opens the window, runs the session in it until the window is closed, and cleans up.
///
/// - Parameters:
///   - options: window size, scale, frame rate, HUD, presenter choice.
///   - makeSession: makes the session for the initial size in pixels and scale; called once,
///     after the display is open and the desktop's settings read (the scale, and the theme
///     `options.appearance` holds), before the window exists (its `sceneName` titles it).
/// - Returns: the process exit status: 0 when the window was closed or SIGINT/SIGTERM
///   arrived, 1 when `options.prepare` failed, 2 for a display error (no `DISPLAY`, unusable visual, window set-up failed).
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
        let desktop = DesktopSettingsWatcher(display: display, environment: ProcessInfo.processInfo.environment)
        let scale = options.scale ?? desktop.current.scale ?? options.designed?.scale ?? 1
        options.appearance?.desktop = desktop.current.appearance
        let source = options.scale != nil ? "--scale" : desktop.current.scaleSource ?? (options.designed != nil ? "the scene's device" : "the default")
        trace.mark("desktop settings read (scale \(scale) from \(source); "
            + "theme \(desktop.current.appearance?.rawValue ?? "not said"))")
        let points = options.designed.map { (width: $0.width, height: $0.height) }
            ?? (width: Double(defaultWindowPoints.width), height: Double(defaultWindowPoints.height))
        let (width, height) = options.size ?? defaultWindowSize(points: points, scale: scale, display: display)
        let session = makeSession(width, height, scale)
        let minimum = minimumWindowSize(scale: scale, requested: options.size)
        let window = try X11Window(display: display, visual: visual, width: width, height: height,
                                   minimumWidth: minimum.width, minimumHeight: minimum.height,
                                   title: "\(options.title) — \(session.sceneName)")
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
                                              width: width, height: height)
        } else {
            do {
                presenter = try SharedMemoryPresenter(display: display, window: window, visual: visual,
                                                      width: width, height: height)
            } catch {
                fallbackNote("\(error)")
                presenter = try PutImagePresenter(display: display, window: window, visual: visual,
                                                  width: width, height: height)
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
        host.follow(desktop, appearance: options.appearance, scale: options.scale == nil, minimum: minimum)
        // `--hud` is the F1 key at time 0, so recordings and bug reports hold it: the HUD takes
        // the presses that land on it, and a replay without it would hand them to the content.
        if options.showHUD { session.handle(InputEvent(.key(name: "F1", modifiers: []), time: 0)) }
        host.clock.setSlowFactor(options.slowFactor)
        host.clock.setPaused(options.paused)
        if let prepare = options.prepare {
            guard let start = prepare(session) else {
                host.presenter.close()
                return 1
            }
            // Last, once paused: a change of pause or speed after it would add the real time
            // in between (a fraction of a microsecond, enough to draw another frame than replay's).
            host.clock.start(at: start)
        }
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

/// `points` (the scene's device, or `defaultWindowPoints`) at `scale`, each side at most the
/// screen's (a window larger than the screen cannot be seen or moved whole), within the
/// frame limits.
func defaultWindowSize(points: (width: Double, height: Double), scale: Double, display: X11Display) -> (width: Int, height: Int) {
    var attributes = XWindowAttributes()
    let screen = XGetWindowAttributes(display.handle, display.root, &attributes) != 0
        ? (Int(attributes.width), Int(attributes.height)) : (Int.max, Int.max)
    return FrameLimits.clamped(min(Int((points.width * scale).rounded()), screen.0),
                               min(Int((points.height * scale).rounded()), screen.1))
}

/// `minimumWindowPoints` at `scale` in pixels, no larger than an explicit `--size`.
func minimumWindowSize(scale: Double, requested: (width: Int, height: Int)?) -> (width: Int, height: Int) {
    let w = Int((Double(minimumWindowPoints.width) * scale).rounded(.up))
    let h = Int((Double(minimumWindowPoints.height) * scale).rounded(.up))
    guard let requested else { return (w, h) }
    return (min(w, requested.width), min(h, requested.height))
}

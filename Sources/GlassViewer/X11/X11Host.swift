#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// The window's event loop: X events in, frames out, sleep in between.
///
/// Each iteration (mpv's shape):
/// 1. Drain every pending X event (`XPending` loop). Input goes to the session at once;
///    ShmCompletions free buffers; window changes only set pending flags (latest size, exposed
///    region, quit), so a resize storm costs one rebuild per iteration.
/// 2. Act on the flags: rebuild the buffers at the latest size and send `.resize`; repaint
///    exposed regions from the last frame.
/// 3. If the session needs a frame, a buffer is free, the window is not unmapped
///    (iconified) and the pacer says it is due, render and present it. A frame that shows
///    input is due at once (`FramePacer`), and when it is drawn in the iteration that read the
///    input, without sleeping, it is the frame for the time of the newest input it shows: the
///    answer to an input is the scene at that input, a time the recording holds.
/// 4. Sleep in `poll` on the X connection and the signal pipe: forever when nothing
///    animates (zero CPU while idle), until the next frame is due while animating, and
///    until a ShmCompletion arrives when both buffers are busy (with a watchdog, since a
///    put that fails sends none).
///
/// Owns nothing: `runWindow` creates and releases the display, window and presenter.
final class X11Host {
    /// How long to wait for a ShmCompletion before suspecting it will never come.
    static let completionWatchdog = 0.5

    private let display: X11Display
    private let window: X11Window
    private let visual: X11Visual
    private(set) var presenter: WindowPresenter
    private let session: ViewerSession
    /// The host owns time: the session sees it only as the times of events and frames. Scene
    /// time, with the QA controls (slow animations, pause, single steps).
    let clock = SceneClock()
    /// Frames presented, for the HUD's status line.
    private var framesDrawn = 0
    private let signals: SignalPipe
    private let titlePrefix: String
    private var translator: EventTranslator
    private var pacer: FramePacer
    private var trace: StartupTrace
    /// Pointer input through XInput 2.1+, or nil for core pointer events.
    private let xinput: XInput2Pointer?
    /// Keys to text: layouts, dead keys, compose sequences.
    private let textInput: X11TextInput
    /// The X selections a focused field copies to and pastes from.
    private let clipboard: X11Clipboard
    private var latency: LatencyTrace
    private let fallbackNote: (String) -> Void
    /// Another descriptor to wait on (the scene file watcher) and what to do when it is readable.
    var extraInput: WatchedInput?
    /// The QA tools that need the host: flight recorder, step back, bug reports, the trace.
    var qa: WindowQA?
    /// The desktop's settings, followed while the window is open (`follow(_:appearance:)`).
    private var desktop: DesktopSettingsWatcher?
    private var appearanceChoice: AppearanceChoice?
    /// Whether the scale follows the desktop's (no `--scale`), and the smallest window in points.
    private var followsDesktopScale = false
    private var minimumPoints = (width: 1.0, height: 1.0)
    /// The icon is set once, after the first frame, so drawing it never delays that frame.
    private var iconSet = false
    /// Time controls carried out so far (input that was one does not leave the past).
    private var timeControls = 0
    /// The scene time of the last live frame, and whether input or a time control came since:
    /// paused, a frame is drawn only for a change, even while something is mid-animation
    /// (whose frame at this time is already on screen).
    private var lastFrameTime: Double?
    private var changedSinceFrame = true
    /// Input handled since the last frame (the pacer answers it at once).
    private var inputSinceFrame = false
    /// The time of the newest input handled since the last frame, while the frame that shows it
    /// can still be drawn at once; nil once the loop slept before drawing it or a time control
    /// moved the clock (that frame then reads the clock).
    private var answerTime: Double?
    /// A time control changed the clock since the last frame: input stamped before it is not
    /// the time to draw.
    private var clockMovedSinceFrame = false

    // Pending flags, set while draining events and acted on once per iteration.
    private var pendingSize: (width: Int, height: Int)?
    /// The window is larger than the largest frame (said once until it fits again).
    private var clamped = false
    private var exposed = PixelRect.empty
    private var quit = false
    private var waitingSince: Double?
    private var mapped = false
    /// Set by UnmapNotify (not before the first map: the first frame is drawn while the
    /// window manager maps the window).
    private var unmapped = false

    init(display: X11Display, window: X11Window, visual: X11Visual, presenter: WindowPresenter,
         session: ViewerSession, signals: SignalPipe, titlePrefix: String, fps: Double,
         trace: StartupTrace, latency: LatencyTrace, fallbackNote: @escaping (String) -> Void) {
        self.display = display
        self.window = window
        self.visual = visual
        self.presenter = presenter
        self.session = session
        self.signals = signals
        self.titlePrefix = titlePrefix
        self.trace = trace
        self.latency = latency
        self.fallbackNote = fallbackNote
        translator = EventTranslator(scale: session.scale)
        pacer = FramePacer(fps: fps)
        xinput = XInput2Pointer(display: display, window: window.id)
        textInput = X11TextInput(display: display, window: window.id)
        clipboard = X11Clipboard(display: display, window: window.id)
        session.onTimeControl = { [unowned self] control in self.apply(control) }
        session.onScreenshot = { [unowned self] in self.saveScreenshot() }
        session.onToggleFullscreen = { [unowned self] in self.toggleFullscreen() }
        session.onClipboard = { [unowned self] request in
            switch request {
            case .copy(let text, let selection): self.clipboard.own(text, as: selection, time: Time(CurrentTime))
            case .paste(let selection): self.clipboard.requestPaste(from: selection, time: Time(CurrentTime))
            }
        }
        if let xinput {
            window.selectCoreInput(pointer: false)
            latency.note("pointer input: \(xinput.summary)")
        } else {
            latency.note("pointer input: core events (no XInput 2.1, or GLASS_VIEWER_NO_XI2=1)")
        }
    }

    /// Runs until the window is closed or SIGINT/SIGTERM arrives.
    ///
    /// - Returns: the exit status: 0, or 2 if waiting on the connection fails. A lost
    ///   connection never returns: Xlib's IO error handler exits with status 2.
    func run() -> Int32 {
        let d = display.handle
        var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0)]
        if let extraInput { fds.append(pollfd(fd: extraInput.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
        while true {
            drainEvents()
            if quit { break }
            applyPendingResize()
            applyExpose()
            serveQARequests()

            var timeout: Int32 = -1
            let now = WallClock.monotonicSeconds()
            // Paused, time stands still: only a change (input, a setting, a step) is drawn.
            let pausedChange = session.hasChangesToDraw && (changedSinceFrame || clock.now != lastFrameTime)
            let wantsFrame = qa?.rewind.isShowingPast == true ? qa!.pastFrameDirty
                : clock.isPaused ? pausedChange : session.needsFrame(at: clock.now)
            if wantsFrame && !unmapped {
                if presenter.hasFreeBuffer {
                    waitingSince = nil
                    let wait = pacer.delay(now: now, input: inputSinceFrame)
                    if wait <= 0 {
                        if renderFrame(now: now) {
                            continue // pick up events that arrived meanwhile, then decide again
                        }
                        timeout = FramePacer.milliseconds(max(pacer.period, 0.001)) // never spin
                    } else {
                        timeout = FramePacer.milliseconds(wait)
                    }
                } else {
                    let since = waitingSince ?? now
                    waitingSince = since
                    let left = since + Self.completionWatchdog - now
                    if left <= 0 {
                        recoverFromMissingCompletion()
                        continue
                    }
                    timeout = FramePacer.milliseconds(left)
                }
            }
            if !wantsFrame, !clock.isPaused, let next = session.nextTimedChange {
                // A stepped change (a caret's blink) falls due later: sleep until then, so a
                // focused field costs two frames a second, not sixty.
                timeout = FramePacer.milliseconds(max(0.001, (next - clock.now) * clock.slowFactor))
            }
            // Flush our requests and read what already arrived: events Xlib queued during an
            // XSync would otherwise sit unseen while poll sleeps on an idle socket.
            if XEventsQueued(d, QueuedAfterFlush) > 0 { continue }
            // Input whose frame waits (for its credit, a buffer, or an unmapped window) is drawn
            // later, at the clock's time then.
            if timeout != 0 { answerTime = nil }
            for i in fds.indices { fds[i].revents = 0 }
            let n = poll(&fds, nfds_t(fds.count), timeout)
            if n < 0 && errno != EINTR {
                fputs("glass-viewer: poll: \(String(cString: strerror(errno)))\n", standardError)
                return 2
            }
            if fds[1].revents != 0, !signals.drain().isEmpty { break }
            if fds.count > 2, fds[2].revents != 0 { extraInput?.onReadable(); changedSinceFrame = true }
        }
        return 0
    }

    /// Follows the desktop while the window is open: a scene that names no appearance (and no
    /// `--appearance`) turns light or dark with the desktop's theme, and without `--scale` the
    /// window takes the desktop's new scale. Both reach the session as input (`.appearance`,
    /// `.rescale`), so the flight recorder keeps them and a replay shows them.
    ///
    /// - Parameters:
    ///   - scale: whether the scale follows the desktop's (no `--scale`).
    ///   - minimum: the smallest window in pixels at the session's scale now.
    func follow(_ watcher: DesktopSettingsWatcher, appearance: AppearanceChoice?, scale: Bool, minimum: (width: Int, height: Int)) {
        desktop = watcher
        appearanceChoice = appearance
        followsDesktopScale = scale
        minimumPoints = (Double(minimum.width) / session.scale, Double(minimum.height) / session.scale)
        watcher.onChange = { [unowned self] new, old in self.desktopChanged(new, from: old) }
    }

    private func desktopChanged(_ new: DesktopSettings, from old: DesktopSettings) {
        if let choice = appearanceChoice, new.appearance != old.appearance {
            choice.desktop = new.appearance
            // A desktop that stops saying (its manager quit) leaves the scene's own default.
            let target = new.appearance ?? .light
            if choice.followsDesktop(session.scene), target != session.scene.appearance {
                handle(InputEvent(.appearance(target), at: translator.pointer, time: clock.now), serverTime: nil)
            }
        }
        let scale = new.scale ?? 1
        if followsDesktopScale, scale != session.scale { rescale(to: scale) }
    }

    /// The desktop's scale changed: the session draws the window's pixels at the new scale at
    /// once (a `.rescale` at the window's present size), and the window manager is asked to
    /// resize the window so it keeps its size in points. Whatever size the window ends up at
    /// (a fullscreen or tiled window keeps its own) arrives as any resize does.
    private func rescale(to scale: Double) {
        let old = session.scale
        let (width, height) = (presenter.pixelWidth, presenter.pixelHeight)
        translator.scale = scale
        handle(InputEvent(.rescale(scale: scale, width: width, height: height), at: translator.pointer, time: clock.now),
               serverTime: nil)
        let target = FrameLimits.clamped(Int((Double(width) / old * scale).rounded()), Int((Double(height) / old * scale).rounded()))
        window.setMinimumSize(width: Int((minimumPoints.width * scale).rounded(.up)), height: Int((minimumPoints.height * scale).rounded(.up)))
        XResizeWindow(display.handle, window.id, UInt32(target.width), UInt32(target.height))
        XFlush(display.handle)
    }

    /// Closes the input method's context; called once the loop has ended, before the display
    /// is closed.
    func closeTextInput() { textInput.close() }

    // MARK: - Events

    private func drainEvents() {
        let d = display.handle
        var event = XEvent()
        while XPending(d) > 0 {
            XNextEvent(d, &event)
            // A dead key or the start of a compose sequence is the input method's.
            if textInput.filters(&event) { continue }
            dispatch(event)
        }
    }

    private func dispatch(_ event: XEvent) {
        if presenter.handle(event) {
            if presenter.presentedFrames > 0 { trace.mark("first frame read by the server") }
            latency.completion(at: latency.enabled ? WallClock.monotonicSeconds() : 0)
            return
        }
        // The root window's and the settings manager's events are the desktop watcher's.
        if let desktop, desktop.handle(event) { return }
        let selection = clipboard.handle(event)
        if selection.consumed {
            // A paste is typed text: recorded and replayed as any other.
            if let text = selection.pasted { handle(InputEvent(.text(text), at: translator.pointer, time: clock.now), serverTime: nil) }
            return
        }
        switch event.type {
        case ConfigureNotify:
            let c = event.xconfigure
            guard c.window == window.id else { return }
            let size = FrameLimits.clamped(Int(c.width), Int(c.height))
            noteClamp(window: (Int(c.width), Int(c.height)), frame: size)
            if size != (presenter.pixelWidth, presenter.pixelHeight) || pendingSize != nil { pendingSize = size }
        case Expose:
            let e = event.xexpose
            guard e.window == window.id else { return }
            exposed = exposed.union(PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
        case MapNotify:
            guard event.xmap.window == window.id else { return }
            mapped = true
            unmapped = false
            trace.mark("window mapped")
        case UnmapNotify:
            // Iconified or withdrawn: nothing is seen, so nothing is drawn until it maps again
            // (the Expose that follows repaints, and the session catches up at the clock's time).
            if event.xunmap.window == window.id { unmapped = true }
        case ClientMessage:
            if window.answerPing(event.xclient) { return }
            if window.isCloseRequest(event.xclient) { quit = true }
        case DestroyNotify:
            // Someone else destroyed our window (e.g. `xdotool windowclose`): that closes it too.
            if event.xdestroywindow.window == window.id {
                window.markDestroyedByServer()
                quit = true
            }
        case MappingNotify:
            var m = event.xmapping
            XRefreshKeyboardMapping(&m)
        case GenericEvent:
            guard let xinput else { return }
            var cookie = event
            guard let inputs = translator.translate(xinput: xinput, &cookie, time: clock.now) else { return }
            for input in inputs { handle(input, serverTime: xinput.lastEventTime) }
        default:
            for input in translator.translate(event, context: textInput.context, time: clock.now) {
                handle(input, serverTime: latency.enabled ? Self.serverTime(event) : nil)
            }
        }
    }

    private func handle(_ input: InputEvent, serverTime: Time?) {
        if latency.enabled { latency.input(input, serverTime: serverTime, read: WallClock.monotonicSeconds()) }
        let controlsBefore = timeControls, requestsBefore = qa?.pendingRequests.count ?? 0
        changedSinceFrame = true
        noteInput(at: input.time)
        session.handle(input)
        // A paste of what this window itself owns needs no round trip: it follows the key.
        if let own = clipboard.takePendingOwnText() {
            handle(InputEvent(.text(own), at: translator.pointer, time: clock.now), serverTime: nil)
        }
        // Input other than a time control or a QA tool (and other than hovering) goes to the
        // live session, so the present is shown again.
        if let qa, qa.rewind.isShowingPast, timeControls == controlsBefore, qa.pendingRequests.count == requestsBefore {
            switch input.kind {
            // The text a key typed follows the key: the key decided (a time control's text
            // is no input of its own).
            case .move, .up, .text: break
            default: leavePast()
            }
        }
    }

    /// Input at scene time `time` reached the session: its frame is due at once.
    private func noteInput(at time: Double) {
        inputSinceFrame = true
        answerTime = clockMovedSinceFrame ? nil : max(answerTime ?? time, time)
    }

    /// A frame was drawn: what it showed is no longer pending.
    private func didDraw(at now: Double) {
        pacer.didRender(at: now, input: inputSinceFrame)
        inputSinceFrame = false
        answerTime = nil
        clockMovedSinceFrame = false
    }

    /// Back from a frame of the past to the live one, which is drawn whole.
    private func leavePast() {
        changedSinceFrame = true
        qa?.rewind.returnToLive()
        qa?.pastFrameDirty = false
        session.setNeedsFullRedraw()
    }

    /// Step-back presses (coalesced, so a held key costs one re-simulation per frame drawn),
    /// bug reports and trace files asked for since the last iteration.
    private func serveQARequests() {
        guard let qa else { return }
        if qa.pendingSteps != 0 {
            let steps = qa.pendingSteps
            qa.pendingSteps = 0
            if qa.rewind.step(by: steps) {
                if qa.rewind.isShowingPast { qa.pastFrameDirty = true } else { leavePast() }
            }
        }
        let requests = qa.pendingRequests
        qa.pendingRequests = []
        for r in requests {
            switch r {
            case .bugReport:
                guard let frame = qa.rewind.shown ?? qa.recorder.frames.last else {
                    printError("no frame drawn yet: no bug report written")
                    continue
                }
                qa.writeBugReport(session: qa.rewind.session ?? session, frame: frame,
                                  slowFactor: clock.slowFactor, paused: clock.isPaused)
            case .writeTrace: qa.writeRecentTrace(sceneName: session.sceneName)
            }
        }
    }

    private static func serverTime(_ event: XEvent) -> Time? {
        switch event.type {
        case ButtonPress, ButtonRelease: return event.xbutton.time
        case MotionNotify: return event.xmotion.time
        case KeyPress: return event.xkey.time
        default: return nil
        }
    }

    // MARK: - Acting on pending flags

    /// Says once, when the window grows past the largest frame, that only part of it is drawn.
    private func noteClamp(window: (width: Int, height: Int), frame: (width: Int, height: Int)) {
        let isClamped = window != frame
        if isClamped && !clamped {
            fputs("glass-viewer: the window is \(window.width)x\(window.height) pixels, larger than the largest frame "
                + "(\(FrameLimits.sides.upperBound) a side); drawing \(frame.width)x\(frame.height) at its top left\n", standardError)
        }
        clamped = isClamped
    }

    private func applyPendingResize() {
        guard let size = pendingSize else { return }
        pendingSize = nil
        guard size != (presenter.pixelWidth, presenter.pixelHeight), size.width > 0, size.height > 0 else { return }
        do {
            try presenter.resize(width: size.width, height: size.height)
        } catch {
            // Shared memory can run out at a new size; the plain presenter still works.
            presenter.close()
            latency.reset()
            fallbackNote("\(error)")
            do {
                presenter = try PutImagePresenter(display: display, window: window, visual: visual,
                                                  width: size.width, height: size.height)
            } catch {
                fputs("glass-viewer: cannot make frame buffers of \(size.width)x\(size.height): \(error)\n", standardError)
                quit = true
                return
            }
        }
        changedSinceFrame = true
        exposed = .empty // the new buffers are drawn whole
        waitingSince = nil
        qa?.lastPresented = nil // its buffer is gone
        qa?.lastUnderOverlays = nil
        if qa?.rewind.isShowingPast == true { leavePast() } // the past was drawn at the old size
        let resize = InputEvent(.resize(width: size.width, height: size.height), at: translator.pointer, time: clock.now)
        noteInput(at: resize.time)
        session.handle(resize)
    }

    private func applyExpose() {
        guard !exposed.isEmpty else { return }
        presenter.repaint(exposed)
        if presenter.presentedFrames > 0 && mapped { trace.mark("first frame repainted on expose") }
        exposed = .empty
    }

    // MARK: - Frames

    // MARK: - Time controls

    /// Carries out a time control the person asked for (`x`, `p`, `.`).
    private func apply(_ control: TimeControl) {
        timeControls += 1
        // The frame after it shows the clock's time, not that of the key that asked.
        clockMovedSinceFrame = true
        answerTime = nil
        let past = qa?.rewind.isShowingPast == true
        switch control {
        case .cycleSlowAnimations: clock.cycleSlowFactor()
        case .togglePause:
            clock.setPaused(!clock.isPaused)
            if past && !clock.isPaused { leavePast() }
        case .stepFrame:
            // In the past, forward goes to the next frame drawn then, up to the live one.
            if past { qa?.pendingSteps -= 1 } else { clock.step(by: pacer.period) }
        case .stepBack:
            if !clock.isPaused { clock.setPaused(true) }
            qa?.pendingSteps += 1
        }
        session.timeIsPaused = clock.isPaused
        session.setNeedsFrame()
    }

    /// Saves the frame on screen (without the HUD and overlays) as a PNG (`ScreenshotFile`),
    /// prints its path on stdout and shows it in the window for a moment.
    private func saveScreenshot() {
        do {
            let path = try ScreenshotFile.save(session)
            // stdout is line-buffered (main.swift), so a test reading it sees the line at once.
            print("screenshot: \(path) (scene time \(String(format: "%.3f", session.time)) s; the frame without the HUD and overlays)")
            session.showToast("Saved \(path)")
        } catch {
            fputs("glass-viewer: screenshot not saved: \(error)\n", standardError)
            session.showToast("Screenshot not saved: \(error)")
        }
    }

    /// F11: asks the window manager for fullscreen or back; without one that supports it,
    /// says so rather than doing nothing silently.
    private func toggleFullscreen() {
        guard !window.toggleFullscreen() else { return }
        printError("F11: no window manager that supports fullscreen (_NET_WM_STATE_FULLSCREEN in _NET_SUPPORTED) is running")
        session.showToast("Fullscreen needs a window manager")
    }

    /// The HUD's resident memory, read twice a second while it shows.
    private var residentMemory = ResidentMemorySampler()

    /// The HUD's line about time: nil at normal speed, else what is unusual about it.
    private func timeStatus(at t: Double) -> String? {
        guard clock.isPaused || clock.slowFactor != 1 else { return nil }
        let speed = clock.isPaused ? "paused" : "slow \(Int(clock.slowFactor))×"
        // The frame about to be drawn is the next one.
        return String(format: "%@  t %.3f s  frame %d", speed, t, framesDrawn + 1)
    }

    /// Draws the frame of the past that step back chose, from its re-simulated session.
    private func renderPastFrame(now: Double) -> Bool {
        guard let qa, let past = qa.rewind.session, let shown = qa.rewind.shown else { return false }
        past.showsHUD = session.showsHUD
        past.keepsPixelsUnderOverlays = true
        past.timeStatus = String(format: "paused ◀ past  t %.3f s  frame %d of %d", shown.time, shown.number, framesDrawn)
        let capture = FrameCapture(presenter)
        guard past.renderFrame(to: capture) else { return false }
        qa.pastFrameDirty = false
        qa.didPresent(capture.presented, drawnBy: past)
        didDraw(at: now)
        XFlush(display.handle)
        return true
    }

    /// Returns false when the session drew nothing (no buffer after all).
    private func renderFrame(now: Double) -> Bool {
        if qa?.rewind.isShowingPast == true { return renderPastFrame(now: now) }
        let outstanding = presenter.outstandingCompletions
        // The frame's time is read once (or is the time of the input it answers at once) and
        // passed down; nothing below reads a clock.
        let t = answerTime ?? clock.now
        session.timeStatus = timeStatus(at: t)
        session.timeIsPaused = clock.isPaused
        if session.showsHUD { session.residentMemoryBytes = residentMemory.bytes(at: now) }
        session.advance(to: t)
        let capture = FrameCapture(presenter)
        guard session.renderFrame(to: capture) else { return false }
        didDraw(at: now)
        framesDrawn += 1
        lastFrameTime = t
        changedSinceFrame = false
        qa?.didDrawLiveFrame(at: t, presented: capture.presented, drawnBy: session)
        XFlush(display.handle)
        if latency.enabled {
            latency.frame(start: now, end: WallClock.monotonicSeconds(), outstandingBefore: outstanding,
                          outstandingAfter: presenter.outstandingCompletions,
                          usesCompletions: presenter is SharedMemoryPresenter)
            // Tracing only: collect the completion now (one round trip) rather than after the
            // next frame is drawn, which would add that frame's drawing time to the figure.
            if latency.isAwaitingCompletion {
                XSync(display.handle, 0)
                drainEvents()
            }
        }
        trace.mark("first frame presented")
        if !iconSet {
            iconSet = true
            window.setIcon(AppIcon.images())
            trace.mark("icon set")
        }
        let title = "\(titlePrefix) — \(session.sceneName)"
        if title != window.title { window.setTitle(title) }
        return true
    }

    /// A put whose request failed gets no ShmCompletion; after XSync every completion that
    /// will ever come has arrived, so whatever is still outstanding is lost.
    private func recoverFromMissingCompletion() {
        XSync(display.handle, 0)
        drainEvents()
        if !presenter.hasFreeBuffer {
            fputs("glass-viewer: a shared-memory completion never arrived; reusing the buffers\n", standardError)
            presenter.forgetOutstandingCompletions()
            latency.reset()
        }
        waitingSince = nil
    }
}

/// A descriptor the window's loop also waits on, with the work to do when it is readable.
struct WatchedInput {
    var fileDescriptor: Int32
    var onReadable: () -> Void
}

/// Passes frames on to the window's presenter and remembers the surface presented (the
/// bug report's screenshot is the frame on screen, its overlays taken off).
private final class FrameCapture: Presenter {
    let target: Presenter
    private var acquired: Surface?
    private(set) var presented: Surface?
    init(_ target: Presenter) { self.target = target }
    func acquire() -> (surface: Surface, stale: DamageRegion)? {
        let buffer = target.acquire()
        acquired = buffer?.surface
        return buffer
    }
    func present(damage: DamageRegion) {
        target.present(damage: damage)
        presented = acquired
    }
}

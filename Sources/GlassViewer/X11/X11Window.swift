#if canImport(Glibc)
import Glibc
#endif
import CX11

/// The viewer's top-level window and its graphics context.
///
/// Set up as the window managers expect (ICCCM, EWMH): UTF-8 title (`_NET_WM_NAME`, plus
/// `WM_NAME`), `WM_CLASS` `glass-viewer`, `WM_CLIENT_MACHINE` and `_NET_WM_PID`, a normal
/// window (`_NET_WM_WINDOW_TYPE_NORMAL`) that takes keyboard focus and opens as a window, not
/// an icon (`WM_HINTS`), a minimum size (`WM_NORMAL_HINTS`, `setMinimumSize`) and no base
/// size (ICCCM's base size is what resize increments count from, not the size to open at), and
/// the protocols `WM_DELETE_WINDOW` (closing is a message to us rather than a killed
/// connection) and `_NET_WM_PING` (the window manager asks whether we still answer;
/// `X11WindowManners` answers, sets the icon and asks for fullscreen). The background is `None`
/// with north-west bit gravity: the server neither clears nor moves what we drew, so resizing
/// does not flash.
///
/// Sizes are in device pixels. Owns the window and GC: `destroy()` once, before the display
/// closes. Main thread only.
final class X11Window {
    static let className = "glass-viewer"
    /// Everything the host reacts to: input, size, exposure, mapping.
    static let eventMask = ExposureMask | StructureNotifyMask | KeyPressMask | pointerMask
    /// The core pointer events, deselected when XInput2 delivers the pointer instead.
    static let pointerMask = ButtonPressMask | ButtonReleaseMask | PointerMotionMask

    let display: X11Display
    let id: Window
    let gc: GC
    private(set) var title: String
    private var destroyed = false
    private var windowGone = false

    /// Creates the window (unmapped) at `width`×`height` pixels, no smaller than
    /// `minimumWidth`×`minimumHeight` pixels by the window manager's hand.
    init(display: X11Display, visual: X11Visual, width: Int, height: Int, minimumWidth: Int = 1, minimumHeight: Int = 1,
         title: String) throws {
        self.display = display
        self.title = title
        let d = display.handle
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0 // None
        attributes.border_pixel = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = Self.eventMask
        let mask = UInt(CWBackPixmap | CWBorderPixel | CWBitGravity | CWEventMask)
        let (window, errors) = X11ErrorReporter.trap(d) {
            XCreateWindow(d, display.root, 0, 0, UInt32(clamping: width), UInt32(clamping: height), 0,
                          visual.depth, UInt32(InputOutput), visual.visual, mask, &attributes)
        }
        guard window != 0, errors.isEmpty else {
            throw X11Error(call: "XCreateWindow", reason: errors.first.map { "\($0)" } ?? "failed")
        }
        id = window
        guard let context = XCreateGC(d, window, 0, nil) else {
            XDestroyWindow(d, window)
            throw X11Error(call: "XCreateGC", reason: "failed")
        }
        gc = context
        XSetGraphicsExposures(d, gc, 0)

        var classHint = XClassHint()
        Self.className.withCString { name in
            classHint.res_name = UnsafeMutablePointer(mutating: name)
            classHint.res_class = UnsafeMutablePointer(mutating: name)
            XSetClassHint(d, window, &classHint)
        }
        setMinimumSize(width: minimumWidth, height: minimumHeight)
        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = 1 // keys come to us the usual way (ICCCM's "passive" input)
            hints.pointee.initial_state = NormalState
            XSetWMHints(d, window, hints)
            XFree(hints)
        }
        var windowType = display.atom("_NET_WM_WINDOW_TYPE_NORMAL")
        withUnsafeBytes(of: &windowType) { bytes in
            _ = XChangeProperty(d, window, display.atom("_NET_WM_WINDOW_TYPE"), XA_ATOM, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var protocols = [display.atom("WM_DELETE_WINDOW"), display.atom("_NET_WM_PING")]
        XSetWMProtocols(d, window, &protocols, Int32(protocols.count))
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let bytes = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            XChangeProperty(d, window, XA_WM_CLIENT_MACHINE, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
        }
        applyTitle()
        // The PID last: tools find the window by it (`xdotool search --pid`, the window tests),
        // and the server may serve another client between two of our requests, so a window
        // found by its PID must already have its title and class.
        var pid = Int(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(d, window, display.atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    deinit {
        if !destroyed { fputs("glass-viewer: internal: X window 0x\(String(id, radix: 16)) was not destroyed\n", standardError) }
    }

    /// Sets the title shown by the window manager (UTF-8).
    func setTitle(_ newTitle: String) {
        guard newTitle != title else { return }
        title = newTitle
        applyTitle()
    }

    func map() { XMapWindow(display.handle, id) }

    /// Selects the core events again, with or without the pointer's (buttons and motion):
    /// without them when XInput2 delivers the pointer, so no press arrives twice.
    func selectCoreInput(pointer: Bool) {
        XSelectInput(display.handle, id, pointer ? Self.eventMask : Self.eventMask & ~Self.pointerMask)
    }

    /// Tells the window manager the smallest size the window may be given, in pixels
    /// (`WM_NORMAL_HINTS` with `PMinSize` alone: no base size, no increments).
    func setMinimumSize(width: Int, height: Int) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = Int32(clamping: max(1, width))
        hints.pointee.min_height = Int32(clamping: max(1, height))
        XSetWMNormalHints(display.handle, id, hints)
        XFree(hints)
    }

    /// True for the window manager's "close" request (`WM_PROTOCOLS` / `WM_DELETE_WINDOW`).
    func isCloseRequest(_ event: XClientMessageEvent) -> Bool {
        event.window == id && event.message_type == display.atom("WM_PROTOCOLS") && event.format == 32
            && Atom(truncatingIfNeeded: event.data.l.0) == display.atom("WM_DELETE_WINDOW")
    }

    /// Records that the window no longer exists on the server (DestroyNotify): `destroy()`
    /// then only frees the GC.
    func markDestroyedByServer() { windowGone = true }

    func destroy() {
        guard !destroyed else { return }
        destroyed = true
        XFreeGC(display.handle, gc)
        if !windowGone { XDestroyWindow(display.handle, id) }
    }

    /// `_NET_WM_NAME` carries the UTF-8 title. `WM_NAME` is for older tools: STRING when the
    /// title is Latin-1, otherwise UTF8_STRING (we do not call setlocale, which would change
    /// number formatting for the whole process, so compound text is not an option).
    private func applyTitle() {
        let d = display.handle
        let utf8 = Array(title.utf8)
        let utf8Type = display.atom("UTF8_STRING")
        XChangeProperty(d, id, display.atom("_NET_WM_NAME"), utf8Type, 8, PropModeReplace, utf8, Int32(utf8.count))
        let scalars = title.unicodeScalars
        if scalars.allSatisfy({ $0.value < 0x100 }) {
            let latin1 = scalars.map { UInt8($0.value) }
            XChangeProperty(d, id, XA_WM_NAME, XA_STRING, 8, PropModeReplace, latin1, Int32(latin1.count))
        } else {
            XChangeProperty(d, id, XA_WM_NAME, utf8Type, 8, PropModeReplace, utf8, Int32(utf8.count))
        }
    }
}

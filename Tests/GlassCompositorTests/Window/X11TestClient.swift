import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The test's own Xlib connection to a test server: finds the viewer's window and looks at
/// it (properties, pixels) and drives it (XTest pointer and keys, resize, WM_DELETE_WINDOW)
/// the way a user and a window manager would.
///
/// Close it before the server goes away: Xlib ends the process on a lost connection.
final class X11TestClient {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let display: OpaquePointer
    let root: Window
    private var closed = false

    init(_ name: String) throws {
        // Errors about a window that just went away must not end the test process.
        XSetErrorHandler { _, _ in 0 }
        guard let d = XOpenDisplay(name) else { throw Failure(description: "cannot open test display \(name)") }
        display = d
        root = cx11_root_window(d, cx11_default_screen(d))
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        XCloseDisplay(display)
    }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// The client window whose `_NET_WM_PID` is `pid`, waiting up to `timeout` seconds: a
    /// child of the root, or, under a window manager that reparents, of its frame.
    func window(ofPID pid: Int32, timeout: Double = 10) -> Window? {
        var found: Window?
        _ = waitUntil(timeout: timeout) {
            let top = topLevelWindows()
            found = (top + top.flatMap { children(of: $0) }).first { cardinal($0, "_NET_WM_PID") == Int(pid) }
            return found != nil
        }
        return found
    }

    func topLevelWindows() -> [Window] { children(of: root) }

    func children(of window: Window) -> [Window] {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).map { children[$0] }
    }

    // MARK: Properties

    /// A property's bytes (format 8) as a string.
    func text(_ window: Window, _ property: String) -> String? {
        guard let (bytes, _) = propertyBytes(window, property, format: 8) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// WM_CLASS as (instance, class).
    func wmClass(_ window: Window) -> (String, String)? {
        guard let (bytes, _) = propertyBytes(window, "WM_CLASS", format: 8) else { return nil }
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        return parts.count >= 2 ? (parts[0], parts[1]) : nil
    }

    func cardinal(_ window: Window, _ property: String) -> Int? {
        guard let (bytes, _) = propertyBytes(window, property, format: 32), bytes.count >= MemoryLayout<Int>.size else { return nil }
        return bytes.withUnsafeBytes { $0.load(as: Int.self) }
    }

    /// Every value of a format-32 property (up to 256 Ki of them: an icon set is large).
    func cardinals(_ window: Window, _ property: String) -> [Int] {
        guard let (bytes, count) = propertyBytes(window, property, format: 32, longs: 1 << 18) else { return [] }
        return bytes.withUnsafeBytes { raw in (0..<count).map { raw.load(fromByteOffset: $0 * 8, as: Int.self) } }
    }

    func atoms(_ window: Window, _ property: String) -> [Atom] {
        guard let (bytes, count) = propertyBytes(window, property, format: 32) else { return [] }
        return bytes.withUnsafeBytes { raw in (0..<count).map { raw.load(fromByteOffset: $0 * 8, as: Atom.self) } }
    }

    private func propertyBytes(_ window: Window, _ property: String, format wanted: Int32, longs: Int = 4096) -> ([UInt8], Int)? {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom(property), 0, longs, 0, 0 /* AnyPropertyType */,
                                 &type, &format, &count, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == wanted else { return nil }
        let bytes = format == 8 ? Int(count) : Int(count) * MemoryLayout<Int>.size // format 32 is `long`
        return (Array(UnsafeBufferPointer(start: data, count: bytes)), Int(count))
    }

    // MARK: Geometry and pixels

    func size(_ window: Window) -> (width: Int, height: Int)? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
        return (Int(attributes.width), Int(attributes.height))
    }

    /// The window's pixels (0x00RRGGBB), row-major, or nil if it cannot be read.
    func pixels(_ window: Window) -> Pixels? {
        guard let (w, h) = size(window), w > 0, h > 0,
              let image = XGetImage(display, window, 0, 0, UInt32(w), UInt32(h), cx11_all_planes(), ZPixmap) else { return nil }
        defer { _ = cx11_destroy_image(image) }
        var values = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { values[y * w + x] = UInt32(truncatingIfNeeded: cx11_get_pixel(image, Int32(x), Int32(y))) & 0xffffff } }
        return Pixels(width: w, height: h, values: values)
    }

    struct Pixels: Equatable {
        var width: Int, height: Int, values: [UInt32]
        var distinctValues: Int { Set(values).count }
    }

    /// Waits until the window shows a drawn frame (at least `minimumColours` distinct pixel
    /// values, so not a flat fill) that stays the same over two grabs `interval` seconds
    /// apart (the viewer is idle); returns that content, or nil after `timeout` seconds.
    func settledFrame(_ window: Window, minimumColours: Int = 16, interval: Double = 0.2,
                      timeout: Double = 15) -> Pixels? {
        var last: Pixels?
        var result: Pixels?
        _ = waitUntil(timeout: timeout) {
            guard let now = pixels(window), now.distinctValues >= minimumColours else { last = nil; return false }
            defer { last = now }
            if now == last { result = now; return true }
            usleep(useconds_t(interval * 1e6))
            return false
        }
        return result
    }

    /// The raw bytes of `rect` of the window (server pixel format), for fast change checks;
    /// nil if it cannot be read.
    func region(_ window: Window, x: Int, y: Int, width: Int, height: Int) -> [UInt8]? {
        guard let image = XGetImage(display, window, Int32(x), Int32(y), UInt32(width), UInt32(height),
                                    cx11_all_planes(), ZPixmap) else { return nil }
        defer { _ = cx11_destroy_image(image) }
        let count = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        return image.pointee.data.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    // MARK: Driving the window

    /// Root coordinates of window pixel (x, y).
    func rootPosition(_ window: Window, x: Int32, y: Int32) -> (x: Int32, y: Int32) {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, x, y, &rx, &ry, &child)
        return (rx, ry)
    }

    /// Moves the real pointer (XTest) to window pixel (x, y).
    func move(_ window: Window, x: Int32, y: Int32, sync: Bool = true) {
        let p = rootPosition(window, x: x, y: y)
        XTestFakeMotionEvent(display, -1, p.x, p.y, 0)
        if sync { XSync(display, 0) } else { XFlush(display) }
    }

    /// A real click through XTest: pointer to (x, y) in the window, press and release `button`.
    func click(_ window: Window, x: Int32, y: Int32, button: UInt32 = 1) {
        move(window, x: x, y: y)
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        XSync(display, 0)
    }

    /// A real drag through XTest: press `button` at `from`, move to `to` in `steps` equal
    /// steps spread over `duration` seconds, release there. Window pixels.
    func drag(_ window: Window, from: (x: Int32, y: Int32), to: (x: Int32, y: Int32), steps: Int = 10,
              duration: Double = 0.1, button: UInt32 = 1) {
        move(window, x: from.x, y: from.y)
        XTestFakeButtonEvent(display, button, 1, 0)
        XSync(display, 0)
        for i in 1...steps {
            usleep(useconds_t(duration / Double(steps) * 1e6))
            let f = Double(i) / Double(steps)
            move(window, x: from.x + Int32((Double(to.x - from.x) * f).rounded()),
                 y: from.y + Int32((Double(to.y - from.y) * f).rounded()))
        }
        XTestFakeButtonEvent(display, button, 0, 0)
        XSync(display, 0)
    }

    /// Presses and releases wheel `button` (4 up, 5 down, 6/7 sideways) where the pointer is,
    /// and flushes without waiting for the server (for latency measurements).
    func wheelHere(button: UInt32) {
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        XFlush(display)
    }

    /// A real wheel step through XTest: pointer to (x, y) in the window, then press and
    /// release `button` (4 up, 5 down, 6/7 sideways).
    func wheel(_ window: Window, button: UInt32, x: Int32, y: Int32) {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, x, y, &rx, &ry, &child)
        XTestFakeMotionEvent(display, -1, rx, ry, 0)
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        XSync(display, 0)
    }

    /// A wheel step with Shift held (Shift goes down before the button and up after it), as a
    /// person scrolls sideways with a plain wheel.
    func shiftWheel(_ window: Window, button: UInt32, x: Int32, y: Int32) {
        let shift = UInt32(XKeysymToKeycode(display, KeySym(XK_Shift_L)))
        XTestFakeKeyEvent(display, shift, 1, 0)
        wheel(window, button: button, x: x, y: y)
        XTestFakeKeyEvent(display, shift, 0, 0)
        XSync(display, 0)
    }

    /// Presses and releases the key of `keysym` through XTest (the window has the focus: with
    /// no window manager the focus follows the pointer root, so the pointer goes there first).
    func key(_ window: Window, keysym: KeySym) {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, 10, 10, &rx, &ry, &child)
        XTestFakeMotionEvent(display, -1, rx, ry, 0)
        let code = UInt32(XKeysymToKeycode(display, keysym))
        XTestFakeKeyEvent(display, code, 1, 0)
        XTestFakeKeyEvent(display, code, 0, 0)
        XSync(display, 0)
    }

    /// Binds `keysym` to a spare keycode when the server's map lacks it (a dead key on a US
    /// map), as a layout that has it would; done before the viewer starts, as a layout is set.
    func bindSpareKeycode(to keysym: KeySym) {
        guard XKeysymToKeycode(display, keysym) == 0 else { return }
        var minCode: Int32 = 0, maxCode: Int32 = 0
        XDisplayKeycodes(display, &minCode, &maxCode)
        var perCode: Int32 = 0
        guard let map = XGetKeyboardMapping(display, KeyCode(minCode), maxCode - minCode + 1, &perCode) else { return }
        defer { XFree(map) }
        // A keycode with no symbols at all, in the map's own shape (as xdotool does).
        let per = Int(perCode)
        guard let spare = (0...Int(maxCode - minCode)).last(where: { code in (0..<per).allSatisfy { map[code * per + $0] == 0 } }) else { return }
        var symbols = [KeySym](repeating: 0, count: per)
        symbols[0] = keysym
        if per > 1 { symbols[1] = keysym }
        XChangeKeyboardMapping(display, minCode + Int32(spare), perCode, &symbols, 1)
        XSync(display, 0)
    }

    /// Presses and releases the key at `keycode` through XTest, whatever the layout maps it to
    /// (a physical key: on a German layout the US Y key types z).
    func press(_ window: Window, keycode: UInt32) {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, 10, 10, &rx, &ry, &child)
        XTestFakeMotionEvent(display, -1, rx, ry, 0)
        XTestFakeKeyEvent(display, keycode, 1, 0)
        XTestFakeKeyEvent(display, keycode, 0, 0)
        XSync(display, 0)
    }

    /// Types `keysym` through XTest as a keyboard would, with Shift held when `shift` and
    /// Control when `control`.
    func type(_ window: Window, keysym: KeySym, shift: Bool = false, control: Bool = false) {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, 10, 10, &rx, &ry, &child)
        XTestFakeMotionEvent(display, -1, rx, ry, 0)
        let code = UInt32(XKeysymToKeycode(display, keysym))
        let shiftCode = UInt32(XKeysymToKeycode(display, KeySym(XK_Shift_L)))
        let controlCode = UInt32(XKeysymToKeycode(display, KeySym(XK_Control_L)))
        if control { XTestFakeKeyEvent(display, controlCode, 1, 0) }
        if shift { XTestFakeKeyEvent(display, shiftCode, 1, 0) }
        XTestFakeKeyEvent(display, code, 1, 0)
        XTestFakeKeyEvent(display, code, 0, 0)
        if shift { XTestFakeKeyEvent(display, shiftCode, 0, 0) }
        if control { XTestFakeKeyEvent(display, controlCode, 0, 0) }
        XSync(display, 0)
    }

    /// Maps a flat black override-redirect window over `rect` of `window` (window pixels),
    /// as another application's window would be; returns it.
    func cover(_ window: Window, x: Int32, y: Int32, width: UInt32, height: UInt32) -> Window {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, x, y, &rx, &ry, &child)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.background_pixel = 0
        let screen = cx11_default_screen(display)
        let cover = XCreateWindow(display, root, rx, ry, width, height, 0, cx11_default_depth(display, screen),
                                  UInt32(InputOutput), cx11_default_visual(display, screen),
                                  UInt(CWOverrideRedirect | CWBackPixel), &attributes)
        XMapRaised(display, cover)
        XSync(display, 0)
        return cover
    }

    func destroy(_ window: Window) {
        XDestroyWindow(display, window)
        XSync(display, 0)
    }

    func resize(_ window: Window, width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XFlush(display)
    }

    /// What a window manager sends when the user closes the window.
    func sendDeleteWindow(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(atom("WM_DELETE_WINDOW"))
        event.xclient.data.l.1 = 0 // CurrentTime
        XSendEvent(display, window, 0, 0, &event)
        XSync(display, 0)
    }
}

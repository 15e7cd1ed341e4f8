#if canImport(Glibc)
import Glibc
#endif
import CX11

/// One connection to an X server: the display, its default screen and root window, and the
/// atoms the viewer uses. Owns the connection.
///
/// Resource rules: `close()` exactly once, after every window and image made on it is
/// released; `deinit` reports a connection that was never closed. Main thread only.
final class X11Display {
    /// Xlib's `Display *`.
    let handle: OpaquePointer
    /// The display string Xlib connected to, e.g. `:0`.
    let name: String
    let screen: Int32
    let root: Window
    /// The connection's socket, for `poll`.
    let fileDescriptor: Int32
    private var atoms: [String: Atom] = [:]
    private var closed = false

    /// Connects to `name`, or to `$DISPLAY` when nil.
    ///
    /// - Throws: `X11Error` naming `DISPLAY` when there is no display or it cannot be opened,
    ///   with the two ways out: a virtual server (`xvfb-run`) or the headless `render` command.
    init(name requested: String?) throws {
        let env = getenv("DISPLAY").map { String(cString: $0) } ?? ""
        let target = requested ?? env
        let hint = "Run it under a virtual X server, e.g. `xvfb-run glass-viewer ...`, "
            + "or render without a window: `glass-viewer render SCENE --out FILE.png`."
        if target.isEmpty {
            throw X11Error(call: "XOpenDisplay",
                           reason: "no X display: the DISPLAY environment variable is not set. " + hint)
        }
        X11ErrorReporter.install()
        guard let d = XOpenDisplay(target) else {
            throw X11Error(call: "XOpenDisplay",
                           reason: "cannot open X display \"\(target)\" (DISPLAY=\(env.isEmpty ? "unset" : env)): "
                               + "no server answers there or access is denied. " + hint)
        }
        handle = d
        name = String(cString: XDisplayString(d))
        screen = cx11_default_screen(d)
        root = cx11_root_window(d, screen)
        fileDescriptor = cx11_connection_number(d)
        _ = fcntl(fileDescriptor, F_SETFD, FD_CLOEXEC)
        X11ErrorReporter.registerExtensions(of: d)
    }

    deinit {
        if !closed { fputs("glass-viewer: internal: X display \(name) was not closed\n", standardError) }
    }

    /// The atom for `name`, interned once and cached.
    func atom(_ atomName: String) -> Atom {
        if let a = atoms[atomName] { return a }
        let a = XInternAtom(handle, atomName, 0)
        atoms[atomName] = a
        return a
    }

    /// True when the display is on this machine (`:N` or `unix:N`), the only case where a
    /// System V shared-memory id means the same segment to the server as to us.
    var isLocal: Bool {
        name.hasPrefix(":") || name.hasPrefix("unix:") || name.hasPrefix("/")
    }

    /// Sends everything queued to the server and closes the connection.
    func close() {
        guard !closed else { return }
        closed = true
        XCloseDisplay(handle)
    }
}

import CX11
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The window as a desktop citizen (issue 38, items 3 and 4), the real binary under Xvfb with
/// the desktop's own programs beside it: the scale and theme the desktop sets (xsettingsd, the
/// `Xft.dpi` resource, `GDK_SCALE`) and their changes while open, F12 into the user-dirs
/// pictures folder, and the window's manners as `xprop` and a window manager (openbox) see
/// them: icon, type, hints, minimum size, ping, F11 fullscreen.
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["GLASS_SKIP_WINDOW_TESTS"] == "1",
                              "GLASS_SKIP_WINDOW_TESTS=1"))
struct WindowDesktopTests {
    static let noXSettingsd: Comment = "xsettingsd is not installed (apt-get install xsettingsd; scripts/install-deps does)"
    static let noOpenbox: Comment = "openbox is not installed (apt-get install openbox; scripts/install-deps does)"
    static let noXprop: Comment = "xprop is not installed (apt-get install x11-utils; scripts/install-deps does)"

    /// The environment of a viewer that must see only the test's desktop: no scale, theme or
    /// pictures folder from the person running the tests.
    static let cleanEnvironment = ["GDK_SCALE": "", "GTK_THEME": "", "XDG_PICTURES_DIR": ""]

    /// Starts the viewer on `server` and finds its window.
    func launch(_ arguments: [String], server: XvfbServer, client: X11TestClient,
                environment: [String: String] = [:]) throws -> (ViewerProcess, Window) {
        let viewer = try ViewerProcess(arguments, display: server.display, environment: Self.cleanEnvironment.merging(environment) { $1 })
        guard let window = client.window(ofPID: viewer.pid) else {
            let status = viewer.waitForExit(timeout: 0.1)
            throw ViewerProcess.Failure(description: "no window with _NET_WM_PID \(viewer.pid) appeared "
                + "(exit status \(status.map(String.init) ?? "none, still running")); stderr:\n\(viewer.stderr)")
        }
        return (viewer, window)
    }

    func quit(_ viewer: ViewerProcess) {
        viewer.send(SIGTERM)
        if viewer.waitForExit(timeout: 10) == nil { viewer.send(SIGKILL); _ = viewer.waitForExit() }
    }

    /// The red channel of the page's top-left corner: the page is near white in light, near
    /// black in dark.
    func cornerRed(_ client: X11TestClient, _ window: Window) -> Int? {
        guard let bytes = client.region(window, x: 4, y: 4, width: 1, height: 1), bytes.count >= 3 else { return nil }
        return Int(bytes[2]) // BGRX
    }

    // MARK: - Scale

    /// Without --size the window is 1280 × 800 points: twice the pixels under Xft/DPI 196608
    /// (192 dpi), and --scale wins over the desktop.
    @Test(.enabled(if: DesktopTools.xsettingsd != nil, noXSettingsd))
    func scaleFromXSettings() throws {
        let server = try XvfbServer(screen: "3000x2000")
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }

        var (viewer, window) = try launch([], server: server, client: client)
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (1280, 800) } ?? false },
                "no desktop: \(String(describing: client.size(window))); stderr:\n\(viewer.stderr)")
        quit(viewer)

        let daemon = try XSettingsDaemon(display: server.display, settings: "Xft/DPI 196608\n", client: client)
        defer { daemon.stop() }
        (viewer, window) = try launch(["--trace-startup"], server: server, client: client)
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (2560, 1600) } ?? false },
                "Xft/DPI 196608: \(String(describing: client.size(window))); stderr:\n\(viewer.stderr)")
        // Drawn at scale 2: the window shows a frame, and says where its scale came from.
        #expect(client.settledFrame(window, timeout: 20) != nil)
        #expect(viewer.stderr.contains("scale 2.0 from XSETTINGS Xft/DPI 196608"), "\(viewer.stderr)")
        quit(viewer)

        (viewer, window) = try launch(["--scale", "1"], server: server, client: client)
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (1280, 800) } ?? false },
                "--scale 1 under Xft/DPI 196608: \(String(describing: client.size(window)))")
        quit(viewer)
    }

    /// A scale change while open (Xft/DPI rewritten, SIGHUP to xsettingsd): the window keeps
    /// its size in points, so it doubles in pixels, and draws at the new scale; the recording
    /// keeps the change. With --scale the window stays as it is.
    @Test(.enabled(if: DesktopTools.xsettingsd != nil, noXSettingsd))
    func scaleChangeIsFollowed() throws {
        let server = try XvfbServer(screen: "2000x1600")
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }
        let daemon = try XSettingsDaemon(display: server.display, settings: "Xft/DPI 98304\n", client: client)
        defer { daemon.stop() }
        let folder = TemporaryFolder()
        let record = folder.path("record.jsonl")

        let (viewer, window) = try launch(["--size", "600x500", "--record", record], server: server, client: client)
        let (fixed, fixedWindow) = try launch(["--size", "600x500", "--scale", "1"], server: server, client: client)
        // Beside the first, so neither covers what the other shows.
        XMoveWindow(client.display, fixedWindow, 1300, 0)
        XSync(client.display, 0)
        #expect(client.settledFrame(window) != nil)
        try daemon.update("Xft/DPI 196608\n")
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (1200, 1000) } ?? false },
                "after Xft/DPI 196608: \(String(describing: client.size(window))); stderr:\n\(viewer.stderr)")
        #expect(client.settledFrame(window) != nil)
        #expect(client.size(fixedWindow).map { $0 == (600, 500) } == true, "--scale 1 must not follow")
        let hints = try DesktopTools.xprop(["-id", String(window), "WM_NORMAL_HINTS"], display: server.display)
        #expect(hints.contains("program specified minimum size: 640 by 880"), "\(hints)")
        quit(viewer)
        quit(fixed)
        let lines = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        #expect(lines.contains(#""type":"scale","scale":2.0,"width":600,"height":500}"#), "no scale event recorded")
        #expect(lines.contains(#""type":"resize","width":1200,"height":1000}"#), "no resize to 1200x1000 recorded")
        // And the recording replays headless, through the change, to a frame of that size.
        let frames = folder.path("frames")
        let replay = try ViewerProcess(["replay", record, "--out", frames], display: nil)
        #expect(replay.waitForExit(timeout: 60) == 0, "replay: \(replay.stderr)")
        let last = ((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? []).sorted().last
        let header = last.flatMap { FileManager.default.contents(atPath: frames + "/" + $0) }.map { Array($0.prefix(24)) } ?? []
        // PNG IHDR width and height, big-endian, at bytes 16 and 20.
        let size = header.count == 24 ? (header[16...19].reduce(0) { $0 << 8 | Int($1) }, header[20...23].reduce(0) { $0 << 8 | Int($1) }) : (0, 0)
        #expect(size == (1200, 1000), "last replayed frame \(last ?? "none") is \(size)")
    }

    /// Without an XSETTINGS manager, the Xft.dpi resource (what xrdb sets), then GDK_SCALE.
    @Test func scaleFromTheXftDpiResourceAndGdkScale() throws {
        let server = try XvfbServer(screen: "3000x2000")
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }

        var (viewer, window) = try launch([], server: server, client: client, environment: ["GDK_SCALE": "2"])
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (2560, 1600) } ?? false },
                "GDK_SCALE=2: \(String(describing: client.size(window)))")
        quit(viewer)

        let resources = Array("Xft.antialias:\t1\nXft.dpi:\t144\n".utf8)
        XChangeProperty(client.display, client.root, XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace, resources, Int32(resources.count))
        XSync(client.display, 0)
        (viewer, window) = try launch([], server: server, client: client, environment: ["GDK_SCALE": "2"])
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (1920, 1200) } ?? false },
                "Xft.dpi 144 before GDK_SCALE=2: \(String(describing: client.size(window)))")
        quit(viewer)
    }

    // MARK: - Theme

    /// A dark desktop theme opens a scene that names no appearance dark; a theme change while
    /// open (the settings rewritten, SIGHUP to xsettingsd) turns it light, as input the
    /// recording keeps; a scene that names its appearance, or --appearance, keeps its own.
    @Test(.enabled(if: DesktopTools.xsettingsd != nil, noXSettingsd))
    func darkThemeOpensDarkAndChangesAreFollowed() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }
        let daemon = try XSettingsDaemon(display: server.display, settings: "Net/ThemeName \"Adwaita-dark\"\n", client: client)
        defer { daemon.stop() }
        let folder = TemporaryFolder()
        let record = folder.path("record.jsonl")

        let (viewer, window) = try launch(["--size", "400x300", "--record", record], server: server, client: client)
        #expect(client.settledFrame(window) != nil)
        #expect(cornerRed(client, window).map { $0 < 64 } == true, "dark theme: corner red \(String(describing: cornerRed(client, window)))")

        try daemon.update("Net/ThemeName \"Adwaita\"\n")
        #expect(waitUntil(timeout: 10) { cornerRed(client, window).map { $0 > 192 } ?? false },
                "after the theme turned light: corner red \(String(describing: cornerRed(client, window))); stderr:\n\(viewer.stderr)")
        try daemon.update("Gtk/ApplicationPreferDarkTheme 1\n")
        #expect(waitUntil(timeout: 10) { cornerRed(client, window).map { $0 < 64 } ?? false },
                "after prefer-dark: corner red \(String(describing: cornerRed(client, window)))")
        quit(viewer)
        let lines = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        #expect(lines.hasPrefix(#"{"t":0,"type":"meta","scene":"default","width":400,"height":300,"scale":1.0,"appearance":"dark"}"#), "\(lines.prefix(200))")
        #expect(lines.contains(#""type":"appearance","appearance":"light"}"#), "no light appearance event recorded")
        #expect(lines.contains(#""type":"appearance","appearance":"dark"}"#), "no dark appearance event recorded")

        // --appearance light wins over the desktop.
        try daemon.update("Net/ThemeName \"Adwaita-dark\"\n")
        let (forced, forcedWindow) = try launch(["--size", "400x300", "--appearance", "light"], server: server, client: client)
        #expect(client.settledFrame(forcedWindow) != nil)
        #expect(cornerRed(client, forcedWindow).map { $0 > 192 } == true, "--appearance light under a dark theme")
        quit(forced)
    }

    // MARK: - Screenshots

    /// F12 writes into the pictures folder that ~/.config/user-dirs.dirs names.
    @Test func screenshotGoesToTheUserDirsPicturesFolder() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }
        let home = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: home.path(".config"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path("Bilder"), withIntermediateDirectories: true)
        home.file(".config/user-dirs.dirs", "# xdg-user-dirs\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n")

        let (viewer, window) = try launch(["--size", "400x300"], server: server, client: client,
                                          environment: ["HOME": home.root, "XDG_CONFIG_HOME": ""])
        defer { quit(viewer) }
        #expect(client.settledFrame(window) != nil)
        client.key(window, keysym: KeySym(XK_F12))
        let saved = waitUntil(timeout: 10) {
            ((try? FileManager.default.contentsOfDirectory(atPath: home.path("Bilder"))) ?? []).contains { $0.hasSuffix(".png") }
        }
        #expect(saved, "no PNG in $HOME/Bilder; stderr:\n\(viewer.stderr)")
    }

    // MARK: - Window manners

    /// What xprop shows of the window: the icon at five sizes, a normal window that takes
    /// focus, a minimum size and no base size, the ping protocol; a ping is answered; F11
    /// without a window manager says why nothing happens.
    @Test(.enabled(if: DesktopTools.xprop != nil, noXprop))
    func xpropShowsTheWindowsManners() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }
        // Larger than the minimum: a --size below it would lower it to that size.
        let (viewer, window) = try launch(["--size", "480x460"], server: server, client: client)
        defer { quit(viewer) }
        #expect(client.settledFrame(window) != nil)
        // The icon is set after the first frame.
        #expect(waitUntil(timeout: 10) { !client.cardinals(window, "_NET_WM_ICON").isEmpty })

        let text = try DesktopTools.xprop(["-id", String(window)], display: server.display)
        for expected in ["_NET_WM_ICON(CARDINAL) = \tIcon (16 x 16):", "Icon (32 x 32):", "Icon (48 x 48):", "Icon (64 x 64):",
                         "Icon (128 x 128):",
                         "_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_NORMAL",
                         "Client accepts input or input focus: True", "Initial state is Normal State.",
                         "program specified minimum size: 320 by 440",
                         "WM_PROTOCOLS(ATOM): protocols  WM_DELETE_WINDOW, _NET_WM_PING",
                         "_NET_WM_PID(CARDINAL) = \(viewer.pid)", #"WM_CLASS(STRING) = "glass-viewer", "glass-viewer""#] {
            #expect(text.contains(expected), "xprop lacks \(expected.debugDescription) in:\n\(text.prefix(80))…")
        }
        #expect(!text.contains("base size"), "the start size must not be sent as the base size")

        // The 128-pixel icon: a rounded square (clear corners, opaque middle) of many colours.
        let icon = client.cardinals(window, "_NET_WM_ICON")
        let sides = iconSides(icon)
        #expect(sides == [16, 32, 48, 64, 128])
        if let start = iconStart(icon, side: 128) {
            let pixel = { (x: Int, y: Int) in UInt32(truncatingIfNeeded: icon[start + y * 128 + x]) }
            #expect(pixel(0, 0) >> 24 == 0 && pixel(127, 127) >> 24 == 0, "corners not clear")
            #expect(pixel(64, 64) >> 24 == 255 && pixel(64, 2) >> 24 == 255, "middle not opaque")
            let colours = Set((0..<128).flatMap { y in (0..<128).map { x in pixel(x, y) & 0xf0f0f0 } })
            #expect(colours.count > 100, "a flat icon: \(colours.count) colours")
        }

        // A ping comes back to the root window with its timestamp.
        XSelectInput(client.display, client.root, SubstructureNotifyMask)
        var ping = XEvent()
        ping.xclient.type = ClientMessage
        ping.xclient.window = window
        ping.xclient.message_type = client.atom("WM_PROTOCOLS")
        ping.xclient.format = 32
        ping.xclient.data.l = (Int(client.atom("_NET_WM_PING")), 424_242, Int(window), 0, 0)
        XSendEvent(client.display, window, 0, 0, &ping)
        XSync(client.display, 0)
        var answered = false
        _ = waitUntil(timeout: 5) {
            var e = XEvent()
            while XPending(client.display) > 0 {
                XNextEvent(client.display, &e)
                if e.type == ClientMessage, e.xclient.window == client.root, e.xclient.data.l.1 == 424_242,
                   Atom(truncatingIfNeeded: e.xclient.data.l.0) == client.atom("_NET_WM_PING") { answered = true }
            }
            return answered
        }
        #expect(answered, "no answer to _NET_WM_PING")

        client.key(window, keysym: KeySym(XK_F11))
        #expect(waitUntil(timeout: 5) { viewer.stderr.contains("F11: no window manager that supports fullscreen") }, "\(viewer.stderr)")
        #expect(!viewer.stderr.contains("X error"), "\(viewer.stderr)")
    }

    /// F11 under openbox: _NET_WM_STATE gains _NET_WM_STATE_FULLSCREEN and the window covers
    /// the screen; F11 again gives the window back its size. Openbox keeps the minimum size.
    @Test(.enabled(if: DesktopTools.openbox != nil, noOpenbox))
    func f11TogglesFullscreenUnderOpenbox() throws {
        let server = try XvfbServer(screen: "1024x768")
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }
        let manager = try WindowManager(display: server.display, client: client)
        let (viewer, window) = try launch(["--size", "600x500"], server: server, client: client)
        defer { quit(viewer); _ = manager }
        #expect(client.settledFrame(window) != nil)
        let fullscreen = client.atom("_NET_WM_STATE_FULLSCREEN")

        XSetInputFocus(client.display, window, RevertToParent, 0)
        client.key(window, keysym: KeySym(XK_F11))
        #expect(waitUntil(timeout: 10) { client.atoms(window, "_NET_WM_STATE").contains(fullscreen) },
                "_NET_WM_STATE: \(client.atoms(window, "_NET_WM_STATE")); stderr:\n\(viewer.stderr)")
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (1024, 768) } ?? false },
                "fullscreen size \(String(describing: client.size(window)))")
        if DesktopTools.xprop != nil {
            let text = try DesktopTools.xprop(["-id", String(window), "_NET_WM_STATE"], display: server.display)
            #expect(text.contains("_NET_WM_STATE_FULLSCREEN"), "\(text)")
        }

        XSetInputFocus(client.display, window, RevertToParent, 0)
        client.key(window, keysym: KeySym(XK_F11))
        #expect(waitUntil(timeout: 10) { !client.atoms(window, "_NET_WM_STATE").contains(fullscreen) })
        #expect(waitUntil(timeout: 10) { client.size(window).map { $0 == (600, 500) } ?? false },
                "back from fullscreen: \(String(describing: client.size(window)))")

        // The minimum size (320 × 440 points, the narrowest phone; scale 1 here) holds when the
        // window is made smaller: openbox stops it there. Wait for the resize to land first, so
        // a loaded machine does not read the size from before it.
        client.resize(window, width: 100, height: 80)
        _ = waitUntil(timeout: 5) { client.size(window).map { $0 != (600, 500) } ?? false }
        #expect(waitUntil(timeout: 5) { client.size(window).map { $0.width >= 320 && $0.height >= 440 } ?? false },
                "openbox let the window shrink to \(String(describing: client.size(window)))")
    }

    /// The sizes of the icons in a `_NET_WM_ICON` value (width, height, pixels, …); stops at
    /// anything malformed.
    func iconSides(_ values: [Int]) -> [Int] {
        var sides: [Int] = [], i = 0
        while i + 2 <= values.count {
            let w = values[i], h = values[i + 1]
            guard w == h, w > 0, i + 2 + w * h <= values.count else { break }
            sides.append(w)
            i += 2 + w * h
        }
        return sides
    }

    func iconStart(_ values: [Int], side: Int) -> Int? {
        var i = 0
        while i + 2 <= values.count {
            let w = values[i]
            if w == side { return i + 2 }
            i += 2 + w * values[i + 1]
        }
        return nil
    }
}

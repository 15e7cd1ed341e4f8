import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The desktop programs the desktop-citizen window tests run beside the viewer: an XSETTINGS
/// manager (`xsettingsd`), a window manager (`openbox`) and `xprop`, each found on `PATH`.
/// `scripts/install-deps` installs them; a test that needs one is skipped, saying which
/// package, only when it is absent.
enum DesktopTools {
    static let xsettingsd = findExecutable("xsettingsd")
    static let openbox = findExecutable("openbox")
    static let xprop = findExecutable("xprop")

    /// Runs `xprop -id WINDOW` (or `-root`) on `display` and returns what it printed.
    static func xprop(_ arguments: [String], display: String) throws -> String {
        guard let xprop else { throw ChildProcess.Failure(description: "xprop is not installed (apt-get install x11-utils)") }
        let path = NSTemporaryDirectory() + "glass-viewer-xprop-\(getpid())-\(UUID().uuidString)"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ChildProcess.Failure(description: "cannot create \(path)") }
        defer { unlink(path) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        let child = try ChildProcess(xprop, arguments, environment: environment, stdoutFD: fd)
        close(fd)
        guard child.waitForExit(timeout: 10) else { throw ChildProcess.Failure(description: "xprop did not finish") }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}

/// `xsettingsd` on a test server with a config file of our own: `update(_:)` rewrites it and
/// sends SIGHUP, which makes xsettingsd publish the new settings, as a desktop's settings
/// panel would.
final class XSettingsDaemon {
    let child: ChildProcess
    let config: String

    /// Starts it with `settings` (xsettingsd's config lines) and waits until it owns the
    /// screen's XSETTINGS selection.
    init(display: String, settings: String, client: X11TestClient) throws {
        guard let binary = DesktopTools.xsettingsd else { throw ChildProcess.Failure(description: "xsettingsd is not installed") }
        config = NSTemporaryDirectory() + "glass-viewer-xsettingsd-\(getpid())-\(UUID().uuidString).conf"
        try settings.write(toFile: config, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        child = try ChildProcess(binary, ["-c", config], environment: environment)
        let selection = client.atom("_XSETTINGS_S0")
        guard waitUntil(timeout: 10, { XGetSelectionOwner(client.display, selection) != 0 }) else {
            child.kill(SIGKILL)
            throw ChildProcess.Failure(description: "xsettingsd did not take the _XSETTINGS_S0 selection")
        }
    }

    deinit {
        stop()
        unlink(config)
    }

    /// Publishes `settings` instead.
    func update(_ settings: String) throws {
        try settings.write(toFile: config, atomically: true, encoding: .utf8)
        child.kill(SIGHUP)
    }

    func stop() {
        guard child.isRunning else { return }
        child.kill(SIGTERM)
        if !child.waitForExit(timeout: 5) { child.kill(SIGKILL); _ = child.waitForExit(timeout: 5) }
    }
}

/// `openbox` on a test server, ready once it has set `_NET_SUPPORTING_WM_CHECK` on the root.
final class WindowManager {
    let child: ChildProcess

    init(display: String, client: X11TestClient) throws {
        guard let binary = DesktopTools.openbox else { throw ChildProcess.Failure(description: "openbox is not installed") }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        // Its own empty config home, so a person's openbox settings do not change the test.
        environment["XDG_CONFIG_HOME"] = NSTemporaryDirectory()
        child = try ChildProcess(binary, ["--sm-disable"], environment: environment)
        guard waitUntil(timeout: 10, { client.cardinal(client.root, "_NET_SUPPORTING_WM_CHECK") != nil }) else {
            child.kill(SIGKILL)
            throw ChildProcess.Failure(description: "openbox did not start")
        }
    }

    deinit {
        child.kill(SIGTERM)
        if !child.waitForExit(timeout: 5) { child.kill(SIGKILL); _ = child.waitForExit(timeout: 5) }
    }
}

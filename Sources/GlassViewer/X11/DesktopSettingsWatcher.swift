#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// Reads the desktop's settings from the X server and follows them while the window is open.
///
/// The XSETTINGS manager owns the selection `_XSETTINGS_S<screen>`; its owner window holds the
/// settings in `_XSETTINGS_SETTINGS`, rewritten on every change (PropertyNotify), and a manager
/// that starts later announces itself with a `MANAGER` client message to the root window. So
/// the watcher selects property and structure events on the owner (its DestroyNotify: the
/// manager quit) and on the root (the `MANAGER` message, and `RESOURCE_MANAGER`, which
/// `xrdb` rewrites). It looks the owner up with the server grabbed, as the specification
/// asks, so an owner that quits in between cannot leave it listening to a dead window.
///
/// Each change is read again whole and turned into `DesktopSettings` with the environment
/// given at the start; `onChange` hears only a change of the result. Another client's bytes:
/// a property over `XSettings.maximumBytes`, of the wrong format or malformed counts as no
/// XSETTINGS at all. Main thread only; owns nothing on the server.
final class DesktopSettingsWatcher {
    private let display: X11Display
    private let environment: [String: String]
    private let selection: Atom
    private let settingsProperty: Atom
    private let managerMessage: Atom
    /// The manager's owner window, 0 when no manager runs.
    private(set) var manager: Window = 0
    /// The settings as they are now.
    private(set) var current: DesktopSettings
    /// Called with the new and the old settings when they change.
    var onChange: ((DesktopSettings, DesktopSettings) -> Void)?

    init(display: X11Display, environment: [String: String]) {
        self.display = display
        self.environment = environment
        selection = display.atom("_XSETTINGS_S\(display.screen)")
        settingsProperty = display.atom("_XSETTINGS_SETTINGS")
        managerMessage = display.atom("MANAGER")
        current = DesktopSettings(xsettings: nil, resources: nil, environment: environment)
        // The root window's events are this client's own selection: the viewer's other
        // requests on the root (none select events) are not disturbed.
        XSelectInput(display.handle, display.root, StructureNotifyMask | PropertyChangeMask)
        findManager()
        current = read()
    }

    /// Takes the events that concern the settings (the manager's window, the root's
    /// properties and `MANAGER` messages); false for every other event.
    func handle(_ event: XEvent) -> Bool {
        switch event.type {
        case PropertyNotify:
            let p = event.xproperty
            if p.window == manager && manager != 0 && p.atom == settingsProperty { refresh(); return true }
            if p.window == display.root {
                if p.atom == XA_RESOURCE_MANAGER { refresh() }
                return true
            }
            return false
        case DestroyNotify:
            guard manager != 0, event.xdestroywindow.window == manager else { return false }
            manager = 0
            findManager() // another may have taken over already
            refresh()
            return true
        case ClientMessage:
            let m = event.xclient
            guard m.window == display.root, m.message_type == managerMessage, m.format == 32 else { return false }
            if Atom(truncatingIfNeeded: m.data.l.1) == selection {
                findManager()
                refresh()
            }
            return true
        default:
            // The root's structure events (a screen resize) are nobody's here.
            return event.xany.window == display.root && event.type != Expose
        }
    }

    private func refresh() {
        let new = read()
        guard new != current else { return }
        let old = current
        current = new
        onChange?(new, old)
    }

    /// Looks up the selection's owner and listens to it; 0 when there is none.
    private func findManager() {
        let d = display.handle
        XGrabServer(d)
        let owner = XGetSelectionOwner(d, selection)
        var listening = false
        if owner != 0 {
            let (_, errors) = X11ErrorReporter.trap(d) {
                XSelectInput(d, owner, StructureNotifyMask | PropertyChangeMask)
            }
            listening = errors.isEmpty
        }
        XUngrabServer(d)
        XFlush(d)
        manager = listening ? owner : 0
    }

    private func read() -> DesktopSettings {
        let settings = manager == 0 ? nil : property(of: manager, settingsProperty).flatMap { XSettings(bytes: $0) }
        let resources = property(of: display.root, XA_RESOURCE_MANAGER).map { String(decoding: $0, as: UTF8.self) }
        return DesktopSettings(xsettings: settings, resources: resources, environment: environment)
    }

    /// A format-8 property's bytes; nil when it is missing, of another format, larger than
    /// `XSettings.maximumBytes`, or the window is gone.
    private func property(of window: Window, _ name: Atom) -> [UInt8]? {
        let d = display.handle
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let (status, errors) = X11ErrorReporter.trap(d) {
            XGetWindowProperty(d, window, name, 0, XSettings.maximumBytes / 4, 0, 0 /* AnyPropertyType */,
                               &type, &format, &count, &after, &data)
        }
        defer { if let data { XFree(data) } }
        guard status == Success, errors.isEmpty, let data, format == 8, after == 0 else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }
}

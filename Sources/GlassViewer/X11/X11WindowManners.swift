#if canImport(Glibc)
import Glibc
#endif
import CX11

/// What the window does for the window manager after it exists (EWMH): shows its icon,
/// answers pings, and asks to go fullscreen and back.
extension X11Window {
    /// Sets `_NET_WM_ICON`: for each image its width, height and pixels as straight ARGB, one
    /// CARDINAL each (Xlib passes format-32 data as C `long`s).
    func setIcon(_ images: [AppIcon.Image]) {
        guard !images.isEmpty else { return }
        var data: [Int] = []
        data.reserveCapacity(images.reduce(0) { $0 + 2 + $1.pixels.count })
        for image in images {
            data += [image.side, image.side]
            data += image.pixels.map { Int(AppIcon.straight($0)) }
        }
        data.withUnsafeBytes { bytes in
            _ = XChangeProperty(display.handle, id, display.atom("_NET_WM_ICON"), XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(data.count))
        }
    }

    /// Answers the window manager's `_NET_WM_PING` (`WM_PROTOCOLS` with the ping atom): the
    /// same message sent back to the root window, which is how the manager knows a window
    /// that does not answer is hung rather than slow. True when `event` was a ping.
    func answerPing(_ event: XClientMessageEvent) -> Bool {
        guard event.window == id, event.message_type == display.atom("WM_PROTOCOLS"), event.format == 32,
              Atom(truncatingIfNeeded: event.data.l.0) == display.atom("_NET_WM_PING") else { return false }
        var reply = XEvent()
        reply.xclient = event
        reply.xclient.window = display.root
        XSendEvent(display.handle, display.root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
        XFlush(display.handle)
        return true
    }

    /// Asks the window manager to toggle fullscreen (a `_NET_WM_STATE` client message to the
    /// root window: action 2, toggle, `_NET_WM_STATE_FULLSCREEN`, source 1, an application);
    /// the manager resizes the window and the size arrives as any resize does. Returns false,
    /// sending nothing, when no running window manager says it supports fullscreen
    /// (`_NET_SUPPORTED` on the root window), so the key can say why nothing happens.
    func toggleFullscreen() -> Bool {
        let fullscreen = display.atom("_NET_WM_STATE_FULLSCREEN")
        guard supportedByWindowManager().contains(fullscreen) else { return false }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = display.atom("_NET_WM_STATE")
        event.xclient.format = 32
        event.xclient.data.l = (2, Int(fullscreen), 0, 1, 0)
        XSendEvent(display.handle, display.root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        XFlush(display.handle)
        return true
    }

    /// The atoms in the root window's `_NET_SUPPORTED` (empty without an EWMH window manager).
    private func supportedByWindowManager() -> [Atom] {
        let d = display.handle
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(d, display.root, display.atom("_NET_SUPPORTED"), 0, 4096, 0, XA_ATOM,
                                 &type, &format, &count, &after, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        guard format == 32 else { return [] }
        return data.withMemoryRebound(to: Atom.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }
}

import CX11
import Glibc
import GlassCompositor

/// The X selections a text field copies to and pastes from (ICCCM): CLIPBOARD for Control+C
/// and Control+V, PRIMARY for selected text and the middle click. Owning a selection means
/// answering other clients' requests for it (`SelectionRequest`) with the text as
/// UTF8_STRING (or Latin-1 STRING for old clients) and the TARGETS list; a paste asks the
/// owner to convert into a property of our window and reads it on `SelectionNotify`.
///
/// Another client's text is untrusted bytes: at most `maximumBytes` are read, invalid UTF-8
/// is repaired, and an incremental (INCR) transfer, used only for very large selections, is
/// refused with a note rather than followed.
final class X11Clipboard {
    private let display: X11Display
    private let window: Window
    /// The text we own each selection with, while we do.
    private var owned: [Atom: String] = [:]
    /// The most bytes a paste reads (a field holds 1,000 characters; a little room for UTF-8).
    static let maximumBytes = 16 * 1024
    /// The predefined atoms STRING and ATOM (X.h's XA_ macros are casts Swift cannot import).
    private static let stringAtom: Atom = 31
    private static let atomAtom: Atom = 4

    init(display: X11Display, window: Window) {
        self.display = display
        self.window = window
    }

    private func atom(_ selection: ClipboardSelection) -> Atom {
        display.atom(selection == .clipboard ? "CLIPBOARD" : "PRIMARY")
    }

    /// Owns `selection` with `text`, so other clients paste it.
    func own(_ text: String, as selection: ClipboardSelection, time: Time) {
        let a = atom(selection)
        XSetSelectionOwner(display.handle, a, window, time)
        if XGetSelectionOwner(display.handle, a) == window { owned[a] = text } else { owned[a] = nil }
    }

    /// Asks `selection`'s owner for its text; it arrives as a `SelectionNotify` (`handle`).
    func requestPaste(from selection: ClipboardSelection, time: Time) {
        let a = atom(selection)
        if let mine = owned[a], XGetSelectionOwner(display.handle, a) == window {
            pendingOwnText = mine
            return
        }
        XConvertSelection(display.handle, a, display.atom("UTF8_STRING"), display.atom("GLASS_VIEWER_PASTE"), window, time)
    }

    /// Text we asked ourselves for (our own selection): delivered on the next `takePasted`.
    private var pendingOwnText: String?

    /// Our own selection's text asked for by `requestPaste`, once.
    func takePendingOwnText() -> String? {
        defer { pendingOwnText = nil }
        return pendingOwnText
    }

    /// Handles a selection event; returns the pasted text when `event` brings one. True in
    /// `consumed` for any selection event.
    func handle(_ event: XEvent) -> (consumed: Bool, pasted: String?) {
        switch event.type {
        case SelectionRequest:
            answer(event.xselectionrequest)
            return (true, nil)
        case SelectionClear:
            owned[event.xselectionclear.selection] = nil
            return (true, nil)
        case SelectionNotify:
            let n = event.xselection
            guard n.requestor == window else { return (true, nil) }
            guard n.property != 0 else { return (true, nil) } // the owner could not convert
            return (true, readPaste(n.property))
        default:
            return (false, nil)
        }
    }

    private func readPaste(_ property: Atom) -> String? {
        let d = display.handle
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(d, window, property, 0, Self.maximumBytes / 4, 1 /* delete */, 0 /* AnyPropertyType */,
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data else { return nil }
        if type == display.atom("INCR") {
            fputs("glass-viewer: a paste too large to send at once (INCR) was not taken\n", standardError)
            return nil
        }
        guard format == 8 else { return nil }
        let bytes = UnsafeBufferPointer(start: data, count: Int(count))
        if type == Self.stringAtom { return String(bytes.map { Character(Unicode.Scalar($0)) }) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Answers another client's request for a selection we own (or refuses it, property None).
    private func answer(_ request: XSelectionRequestEvent) {
        let d = display.handle
        var reply = XSelectionEvent()
        reply.type = SelectionNotify
        reply.display = request.display
        reply.requestor = request.requestor
        reply.selection = request.selection
        reply.target = request.target
        reply.time = request.time
        // An obsolete client names no property: the target is the property then.
        let property = request.property != 0 ? request.property : request.target
        reply.property = 0
        if let text = owned[request.selection] {
            let utf8 = display.atom("UTF8_STRING"), targets = display.atom("TARGETS")
            if request.target == targets {
                var list: [Atom] = [targets, utf8, Self.stringAtom, display.atom("TEXT")]
                let count = Int32(list.count)
                // Format 32 data is an array of C longs, which Atom is.
                list.withUnsafeMutableBytes { raw in
                    _ = XChangeProperty(d, request.requestor, property, Self.atomAtom, 32, PropModeReplace,
                                        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
                }
                reply.property = property
            } else if request.target == utf8 || request.target == display.atom("TEXT") || request.target == Self.stringAtom {
                // Latin-1 for STRING: what cannot be said in it becomes '?'.
                var bytes = request.target == Self.stringAtom
                    ? text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
                    : Array(text.utf8)
                let type = request.target == Self.stringAtom ? Self.stringAtom : utf8
                bytes.withUnsafeMutableBufferPointer { buffer in
                    _ = XChangeProperty(d, request.requestor, property, type, 8, PropModeReplace,
                                        buffer.baseAddress, Int32(buffer.count))
                }
                reply.property = property
            }
        }
        var event = XEvent(xselection: reply)
        XSendEvent(d, request.requestor, 0, 0, &event)
        XFlush(d)
    }
}

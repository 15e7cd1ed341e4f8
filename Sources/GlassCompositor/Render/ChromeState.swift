import Foundation

/// What the floating chrome (sidebar, inspector, sheet) remembers between frames: the
/// person's choices, the gesture in progress, the sheet's height and the cached glyphs.
final class ChromeState {
    /// Sidebar or tab bar on regular widths (SPEC T6), as the person chose; nil follows the scene.
    var sidebarChoice: Bool?
    /// The inspector shown or hidden, as the person chose; nil follows the scene.
    var inspectorChoice: Bool?
    /// What the pointer went down on, while it is held: chrome keeps the gesture to its end.
    var capture: Capture?
    /// Where the pointer is while captured, and where it went down.
    var pointer = Point.zero
    var downPoint = Point.zero
    /// The selected screen's sheet and its height; rebuilt when the tab or the sheet changes.
    var sheet: (tab: Int, sheet: Sheet, drag: SheetDrag)?

    let sidebarGlyphs = SidebarGlyphs()
    let inspectorGlyphs = PanelGlyphs()
    let sheetGlyphs = PanelGlyphs()
    let buttonGlyphs = GlassLabelGlyphs()

    enum Capture: Equatable {
        case sidebar(SidebarLayout.Item?)
        case inspector
        case sheetHandle
        case sheetBody
        /// The floating "show sidebar" button, or a toolbar button the chrome handles.
        case button(String)
    }

    /// A `glassPresses` slot no glass uses: while the chrome animates, a press held here keeps
    /// the session's `needsFrame` true (see `ViewerSession.keepChromeFramesComing`).
    static let keepAliveSlot = Int.min + 1
}

/// Chrome state per session. `ViewerSession` (owned by others) has no stored property for it
/// yet, so it lives in this table, looked up by the session's identity; replace with
/// `let chrome = ChromeState()` on the session when that file can change.
final class ChromeStateTable: @unchecked Sendable {
    static let shared = ChromeStateTable()
    private let lock = NSLock()
    private struct Entry { weak var owner: ViewerSession?; let state: ChromeState }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func state(for session: ViewerSession) -> ChromeState {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(session)
        if let e = entries[id], e.owner === session { return e.state }
        entries = entries.filter { $0.value.owner != nil }
        let state = ChromeState()
        entries[id] = Entry(owner: session, state: state)
        return state
    }
}

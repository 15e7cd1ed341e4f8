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
}

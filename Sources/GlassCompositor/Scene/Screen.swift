/// One screen: its navigation title, bars, scrolling content and the floating things over it
/// (a sheet, an inspector, custom glass).
struct Screen: Equatable, Sendable {
    /// How the navigation title shows (N5).
    enum TitleDisplay: String, Equatable, Sendable, CaseIterable {
        /// A large title at the top of the content that scrolls up under the bar.
        case large
        /// A small title in the bar.
        case inline
    }

    /// Names the screen for navigation (`destination` of a row) and for live reload.
    var id: String?
    /// The navigation title.
    var title: String?
    /// A second line under the title ("49 Unread").
    var subtitle: String?
    var titleDisplay: TitleDisplay = .large
    var items: [ContentItem]
    /// The colour that tints controls and accents in the content; the decoder fills in the
    /// scene's accent when the screen sets none.
    var tint: Color?
    /// The page colour behind this screen; nil inherits the scene's.
    var background: Color?
    /// The navigation bar and toolbars (N1–N6, S1).
    var toolbar: Toolbar?
    /// A sheet presented over the screen (P2).
    var sheet: Sheet?
    /// A trailing glass panel (T10).
    var inspector: Inspector?
    /// Custom glass elements and containers floating over the content (G1–G12).
    var glass: [GlassNode] = []

    init(title: String? = nil, items: [ContentItem] = []) { self.title = title; self.items = items }
}

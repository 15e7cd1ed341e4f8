/// One screen: its navigation title, bars, scrolling content and the floating things over it
/// (a sheet, an inspector, custom glass).
public struct Screen: Equatable, Sendable {
    /// How the navigation title shows (SPEC N5).
    public enum TitleDisplay: String, Equatable, Sendable, CaseIterable {
        /// A large title at the top of the content that scrolls up under the bar.
        case large
        /// A small title in the bar.
        case inline
    }

    /// Names the screen for navigation (`destination` of a row) and for live reload.
    public var id: String?
    /// The navigation title.
    public var title: String?
    /// A second line under the title ("49 Unread").
    public var subtitle: String?
    public var titleDisplay: TitleDisplay = .large
    public var items: [ContentItem]
    /// The colour that tints controls and accents in the content; the decoder fills in the
    /// scene's accent when the screen sets none.
    public var tint: Color?
    /// The page colour behind this screen; nil inherits the scene's.
    public var background: Color?
    /// The navigation bar and toolbars (SPEC N1–N6, S1).
    public var toolbar: Toolbar?
    /// A sheet presented over the screen (SPEC P2).
    public var sheet: Sheet?
    /// A trailing glass panel (SPEC T10).
    public var inspector: Inspector?
    /// Custom glass elements and containers floating over the content (SPEC G1–G12).
    public var glass: [GlassNode] = []

    public init(title: String? = nil, items: [ContentItem] = []) { self.title = title; self.items = items }
}

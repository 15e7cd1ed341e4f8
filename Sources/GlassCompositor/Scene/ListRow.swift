/// A list row: a leading icon, artwork or image; a title with an optional subtitle and a
/// preview text; trailing detail text and an accessory (SPEC content; mail and music lists).
public struct ListRow: Equatable, Sendable {
    /// What sits at the trailing edge.
    public enum Accessory: String, Equatable, Sendable, CaseIterable {
        case none, chevron, checkmark, info, toggleOn, toggleOff
    }

    public var id: String?
    public var title: String
    public var subtitle: String?
    /// Up to two more lines (a mail preview).
    public var text: String?
    /// Trailing text ("9:41", "12 songs").
    public var detail: String?
    /// A freedesktop icon; drawn white on a rounded `iconColor` square when that is set,
    /// otherwise tinted.
    public var icon: String?
    public var iconColor: Color?
    /// A thumbnail of generated artwork.
    public var artwork: ArtworkSpec?
    public var image: ImageSource?
    /// The thumbnail is round (people, artists).
    public var roundThumbnail: Bool = false
    public var accessory: Accessory = .none
    /// A coloured dot before the title (unread mail).
    public var unread: Bool = false
    /// A count in a capsule at the trailing edge.
    public var badge: Int?
    /// The screen a tap pushes (SPEC N7).
    public var destination: String?

    public init(title: String) { self.title = title }
}

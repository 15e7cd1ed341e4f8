/// A list row: a leading icon, artwork or image; a title with an optional subtitle and a
/// preview text; trailing detail text and an accessory (the mail and music lists).
struct ListRow: Equatable, Sendable {
    /// What sits at the trailing edge.
    enum Accessory: String, Equatable, Sendable, CaseIterable {
        case none, chevron, checkmark, info, toggleOn, toggleOff
    }

    var id: String?
    var title: String
    var subtitle: String?
    /// Up to two more lines (a mail preview).
    var text: String?
    /// Trailing text ("9:41", "12 songs").
    var detail: String?
    /// A freedesktop icon; drawn white on a rounded `iconColor` square when that is set,
    /// otherwise tinted.
    var icon: String?
    var iconColor: Color?
    /// A thumbnail of generated artwork.
    var artwork: ArtworkSpec?
    var image: ImageSource?
    /// The thumbnail is round (people, artists).
    var roundThumbnail: Bool = false
    var accessory: Accessory = .none
    /// A coloured dot before the title (unread mail).
    var unread: Bool = false
    /// A count in a capsule at the trailing edge.
    var badge: Int?
    /// The screen a tap pushes (N7).
    var destination: String?
    /// An alert or action sheet a tap presents (P3).
    var action: ButtonAction?
    /// A search result's matched characters of the title (T5): drawn in the primary label
    /// colour and semibold, the rest of the title secondary. Nil: a plain title.
    var emphasis: Range<Int>?

    init(title: String) { self.title = title }
}

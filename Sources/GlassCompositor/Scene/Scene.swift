/// A scene file, decoded: what the viewer shows. Every field has a default so a small scene
/// is short. `format` versions the schema (DESIGN §6); this is format 1.
///
/// This is the minimal schema of the foundation (tabs with lists of cards); the scenes work
/// extends it with toolbars, sidebars, sheets, controls and custom glass.
public struct Scene: Equatable, Sendable {
    public var format: Int = 1
    public var name: String = "Untitled"
    public var appearance: Appearance = .light
    /// Tints prominent glass and the selected tab.
    public var accent: Color = Color(hex: "#0a84ff")!
    /// The page colour behind content; nil means the appearance's system background.
    public var background: Color?
    public var tabs: [Tab] = []

    public init() {}
}

/// Light or dark appearance (SPEC A1).
public enum Appearance: String, Equatable, Sendable, CaseIterable {
    case light, dark
}

/// One tab of the floating tab bar and the screen it shows.
public struct Tab: Equatable, Sendable {
    public var id: String
    public var title: String
    /// A freedesktop icon name, e.g. `media-playback-start-symbolic`.
    public var icon: String
    public var screen: Screen

    public init(id: String, title: String, icon: String, screen: Screen) {
        self.id = id; self.title = title; self.icon = icon; self.screen = screen
    }
}

/// The scrolling content of a tab.
public struct Screen: Equatable, Sendable {
    /// Shown as a large title at the top of the content; it scrolls with it.
    public var title: String?
    public var items: [ContentItem]

    public init(title: String? = nil, items: [ContentItem] = []) { self.title = title; self.items = items }
}

/// A piece of scrolling content.
public enum ContentItem: Equatable, Sendable {
    case card(Card)
    case header(String)
}

/// A card: generated artwork above a title and text.
public struct Card: Equatable, Sendable {
    public var title: String
    public var text: String
    public var artwork: ArtworkSpec

    public init(title: String, text: String = "", artwork: ArtworkSpec = ArtworkSpec()) {
        self.title = title; self.text = text; self.artwork = artwork
    }
}

/// Artwork generated from a seed, so scenes need no binary assets but give glass rich,
/// colourful, detailed content to bend.
public struct ArtworkSpec: Equatable, Sendable {
    public enum Style: String, Equatable, Sendable, CaseIterable { case gradient, blobs, stripes, landscape }
    public var seed: UInt64 = 1
    public var style: Style = .blobs

    public init(seed: UInt64 = 1, style: Style = .blobs) { self.seed = seed; self.style = style }
}

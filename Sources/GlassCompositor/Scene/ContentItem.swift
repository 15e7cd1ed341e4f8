/// A piece of scrolling content.
enum ContentItem: Equatable, Sendable {
    /// Generated artwork above a title and text.
    case card(Card)
    /// A section heading in the flow of content.
    case header(String)
    /// One list row; consecutive rows form one grouped list.
    case row(ListRow)
    /// A titled group of content with a footer (rows inside get a grouped background).
    case section(ContentSection)
    /// Tiles in columns (album covers, posters).
    case grid(Grid)
    /// A row of tiles that scrolls sideways on its own.
    case carousel(Carousel)
    /// A paragraph of text in one of the type styles.
    case text(TextBlock)
    /// An image file next to the scene.
    case image(ImageItem)
    /// Generated artwork on its own: a hero, a map, a banner.
    case artwork(ArtworkItem)
    /// A group of controls (buttons, sliders, switches, segmented controls).
    case controls(ControlGroup)
    /// Empty space of a height in points.
    case spacer(Double)
}

/// A card: generated artwork (or an image) above a title and text.
struct Card: Equatable, Sendable {
    var title: String
    var text: String
    var artwork: ArtworkSpec
    /// An image file shown instead of the artwork.
    var image: ImageSource?
    /// The screen a tap pushes (N7).
    var destination: String?

    init(title: String, text: String = "", artwork: ArtworkSpec = ArtworkSpec()) {
        self.title = title; self.text = text; self.artwork = artwork
    }
}

/// Artwork generated from a seed, so scenes need no binary assets but give glass rich,
/// colourful, detailed content to bend.
struct ArtworkSpec: Hashable, Sendable {
    enum Style: String, Hashable, Sendable, CaseIterable { case gradient, blobs, stripes, landscape, album, map, aurora }
    var seed: UInt64 = 1
    var style: Style = .blobs
    /// Painted for dark mode. Only a map changes (to a night map, as Apple Maps turns dark with
    /// the system); the page sets it when it paints, scenes do not.
    var dark = false

    init(seed: UInt64 = 1, style: Style = .blobs) { self.seed = seed; self.style = style }

    /// This artwork as painted on a page of that appearance (other styles ignore it, so they
    /// keep one cached painting for both).
    func painted(dark: Bool) -> ArtworkSpec {
        var s = self
        s.dark = dark && style == .map
        return s
    }
}

/// An image file referred to by a scene: the path as written, and the path it resolved to
/// (relative to the scene file's folder).
struct ImageSource: Equatable, Sendable {
    var path: String
    var resolvedPath: String
    init(path: String, resolvedPath: String) { self.path = path; self.resolvedPath = resolvedPath }
}

/// Generated artwork as content of its own: a hero image with an overlaid title (tv), a map
/// (maps), a banner.
struct ArtworkItem: Equatable, Sendable {
    var artwork: ArtworkSpec
    /// Height in points.
    var height: Double = 240
    var cornerRadius: Double = 20
    /// Edge to edge, no margins or corners; at the very top of the screen when it comes first.
    var fullBleed: Bool = false
    /// Text over the artwork's lower part.
    var title: String?
    var subtitle: String?

    init(artwork: ArtworkSpec) { self.artwork = artwork }
}

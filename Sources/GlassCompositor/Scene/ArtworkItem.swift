/// Generated artwork as content of its own: a hero image with an overlaid title (tv), a map
/// (maps), a banner.
public struct ArtworkItem: Equatable, Sendable {
    public var artwork: ArtworkSpec
    /// Height in points.
    public var height: Double = 240
    public var cornerRadius: Double = 20
    /// Edge to edge, no margins or corners; at the very top of the screen when it comes first.
    public var fullBleed: Bool = false
    /// Text over the artwork's lower part.
    public var title: String?
    public var subtitle: String?

    public init(artwork: ArtworkSpec) { self.artwork = artwork }
}

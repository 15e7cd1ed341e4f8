/// Tiles in columns: album covers, posters, photos.
public struct Grid: Equatable, Sendable {
    public enum TileShape: String, Equatable, Sendable, CaseIterable { case rounded, circle, square }

    /// Columns on compact layouts; regular layouts fit as many tiles of `minimumTileWidth` as they can.
    public var columns: Int = 2
    public var minimumTileWidth: Double = 160
    /// Width / height of each tile's image.
    public var aspectRatio: Double = 1
    public var tileShape: TileShape = .rounded
    public var tiles: [GridTile] = []

    public init() {}
}

/// One tile: an image or artwork with a title and subtitle below it.
public struct GridTile: Equatable, Sendable {
    public var id: String?
    public var title: String = ""
    public var subtitle: String?
    public var artwork: ArtworkSpec = ArtworkSpec()
    public var image: ImageSource?
    /// An icon drawn on the tile (categories), white.
    public var icon: String?
    /// A flat colour instead of artwork (category tiles).
    public var color: Color?
    public var destination: String?

    public init() {}
}

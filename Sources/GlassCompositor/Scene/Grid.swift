/// Tiles in columns: album covers, posters, photos.
struct Grid: Equatable, Sendable {
    enum TileShape: String, Equatable, Sendable, CaseIterable { case rounded, circle, square }

    /// Columns on compact layouts; regular layouts fit as many tiles of `minimumTileWidth` as they can.
    var columns: Int = 2
    var minimumTileWidth: Double = 160
    /// Width / height of each tile's image.
    var aspectRatio: Double = 1
    var tileShape: TileShape = .rounded
    var tiles: [GridTile] = []

    init() {}

    /// Round tiles of flat colour with an icon (Maps' favourites, shortcuts): small glyph
    /// circles with their title below, not artwork the width of a column.
    var isGlyphCircles: Bool { tileShape == .circle && !tiles.isEmpty && tiles.allSatisfy { $0.color != nil } }
    /// A glyph circle's diameter (points).
    static let glyphCircleDiameter = 60.0
}

/// One tile: an image or artwork with a title and subtitle below it.
struct GridTile: Equatable, Sendable {
    var id: String?
    var title: String = ""
    var subtitle: String?
    var artwork: ArtworkSpec = ArtworkSpec()
    var image: ImageSource?
    /// An icon drawn on the tile (categories), white.
    var icon: String?
    /// A flat colour instead of artwork (category tiles).
    var color: Color?
    var destination: String?

    init() {}
}

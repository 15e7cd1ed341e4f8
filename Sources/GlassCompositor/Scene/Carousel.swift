/// A horizontal row of tiles that scrolls on its own axis, inside the vertically scrolling
/// page (album rows, "Up Next" shelves): V3's nested horizontal rows.
///
/// Tiles are the same as a grid's (artwork or an image, title and subtitle below); the row
/// keeps its own scroll offset per tab, keyed by `id` (or the tab's id and the row's place in
/// the screen), so it survives tab switches and live reload.
struct Carousel: Equatable, Sendable {
    /// Identity for the row's scroll offset; optional.
    var id: String?
    /// A heading above the row, and a trailing header button ("See All").
    var title: String?
    var action: String?
    /// Width of each tile's image, in points.
    var tileWidth: Double = 160
    /// Width / height of each tile's image.
    var aspectRatio: Double = 1
    var tileShape: Grid.TileShape = .rounded
    /// Gap between tiles, in points.
    var spacing: Double = 12
    var tiles: [GridTile] = []

    init() {}

    /// The tiles' look as a grid's, so grid and carousel tiles paint alike.
    var tileStyle: Grid {
        var g = Grid()
        g.aspectRatio = aspectRatio
        g.tileShape = tileShape
        g.minimumTileWidth = tileWidth
        return g
    }
}

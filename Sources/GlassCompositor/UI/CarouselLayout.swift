/// Where a carousel's tiles go (points). Across, x is the row's own scroll coordinate: 0 is
/// the row's leading edge when the row rests at offset 0, so tile k sits at the same x at any
/// offset and a tile layer painted once serves every offset. Down, y is the page's content
/// coordinate, like everything else in the page.
///
/// The row spans the page's usable width (between a sidebar and an inspector) so tiles
/// scroll out to the screen edges; at rest the first tile lines up with the content column
/// (`inset` is the page margin) and the last one can scroll to the same margin on the right.
struct CarouselLayout: Equatable, Sendable {
    /// The row's viewport in page content coordinates.
    var frame: Rect
    /// Room before the first tile and after the last.
    var inset: Double
    var tileWidth: Double
    var spacing: Double
    var count: Int

    init(carousel: Carousel, frame: Rect, inset: Double) {
        self.frame = frame
        self.inset = inset
        tileWidth = carousel.tileWidth
        spacing = carousel.spacing
        count = carousel.tiles.count
    }

    /// The row's height for `carousel`: the image, then a title and a subtitle line when any
    /// tile has one (the same caption lines as a grid's tiles).
    static func height(_ carousel: Carousel) -> Double {
        let image = (carousel.tileWidth / carousel.aspectRatio).rounded()
        let hasTitle = carousel.tiles.contains { !$0.title.isEmpty }
        let hasSubtitle = carousel.tiles.contains { $0.subtitle != nil }
        return image + (hasTitle ? 26 : 0) + (hasSubtitle ? 18 : 0)
    }

    /// Length of the scrolling content along the row.
    var contentWidth: Double {
        count == 0 ? frame.width : 2 * inset + Double(count) * tileWidth + Double(count - 1) * spacing
    }

    /// Tile `k` in row coordinates across, page coordinates down.
    func tileFrame(_ k: Int) -> Rect {
        Rect(x: inset + Double(k) * (tileWidth + spacing), y: frame.minY, width: tileWidth, height: frame.height)
    }

    /// The tiles that meet `minX ..< maxX` (row coordinates).
    func tiles(from minX: Double, to maxX: Double) -> Range<Int> {
        guard count > 0, maxX > minX else { return 0..<0 }
        let pitch = tileWidth + spacing
        let first = Int(((minX - inset - tileWidth) / pitch).rounded(.down)) + 1
        let last = Int(((maxX - inset) / pitch).rounded(.up))
        let a = min(max(0, first), count), b = min(max(a, last), count)
        return a..<b
    }
}

/// A tall layer of content (a scrolling screen), rasterized lazily in horizontal tiles and
/// kept, so scrolling moves pixels instead of redrawing text (DESIGN §2, "Layers").
///
/// Tiles are `tileHeight` pixels tall and span the layer's width, so no surface is huge and
/// only what scrolls into view is ever drawn. Tiles are opaque when the painter fills its
/// background, which lets compositing copy rows instead of blending them.
public final class TiledLayer {
    /// Paints the layer's content for a tile; the canvas is in points with the layer's origin.
    public typealias Painter = (_ canvas: Canvas) -> Void

    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: Double
    public let tileHeight: Int
    public let isOpaque: Bool
    private let painter: Painter
    private var tiles: [Surface?]
    /// Tiles rasterized since creation (for tests and the profiler).
    public private(set) var rasterizedTiles = 0

    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, tileHeight: Int = 256, isOpaque: Bool, painter: @escaping Painter) {
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale
        self.tileHeight = tileHeight
        self.isOpaque = isOpaque
        self.painter = painter
        tiles = Array(repeating: nil, count: (self.pixelHeight + tileHeight - 1) / tileHeight)
    }

    public var tileCount: Int { tiles.count }
    public var residentBytes: Int { tiles.reduce(0) { $0 + ($1.map { $0.width * $0.height * 4 } ?? 0) } }

    /// The tile at `index`, rasterized on first use.
    public func tile(_ index: Int) -> Surface {
        if let t = tiles[index] { return t }
        let h = min(tileHeight, pixelHeight - index * tileHeight)
        let s = Surface(width: pixelWidth, height: h)!
        let canvas = Canvas(surface: s, scale: scale, origin: Point(0, Double(index * tileHeight) / scale))
        painter(canvas)
        canvas.flush()
        tiles[index] = s
        rasterizedTiles += 1
        return s
    }

    /// Rasterizes every tile that rows `y0..<y1` of the layer touch (call before compositing
    /// them from several threads).
    public func prepare(rows y0: Int, _ y1: Int) {
        let a = max(0, y0 / tileHeight), b = min(tiles.count - 1, (max(y0, y1) - 1) / tileHeight)
        guard a <= b else { return }
        for i in a...b { _ = tile(i) }
    }

    /// Drops every tile (content changed).
    public func invalidate() { tiles = Array(repeating: nil, count: tiles.count) }

    /// Copies (or blends, for a transparent layer) the layer into `frame` so that layer row
    /// `layerY` lands on frame row `layerY - offsetY` and column `x` on `x + offsetX`, within
    /// `rows` of the frame and `clip`. Tiles for those rows must be prepared.
    public func composite(into frame: Surface, offsetX: Int, offsetY: Int, clip: PixelRect) {
        let r = clip.intersection(PixelRect(x: offsetX, y: -offsetY, width: pixelWidth, height: pixelHeight)).intersection(frame.bounds)
        guard !r.isEmpty else { return }
        let w = r.width
        for y in r.y0..<r.y1 {
            let ly = y + offsetY
            guard let t = tiles[ly / tileHeight] else { continue }
            let src = t.row(ly % tileHeight) + (r.x0 - offsetX)
            let dst = frame.row(y) + r.x0
            if isOpaque {
                dst.update(from: src, count: w)
            } else {
                for i in 0..<w { dst[i] = blendOver(src[i], dst[i]) }
            }
        }
    }
}

import Dispatch
import Foundation

/// A tall layer of content (a scrolling screen), rasterized lazily in horizontal tiles and
/// kept, so scrolling moves pixels instead of redrawing text (DESIGN §2, "Layers").
///
/// Tiles are `tileHeight` pixels tall and span the layer's width, so no surface is huge and
/// only what scrolls into view is ever drawn. Tiles are opaque when the painter fills its
/// background, which lets compositing copy rows instead of blending them.
///
/// Rasterizing a tile with cairo costs far more than a frame's budget, so tiles near the
/// viewport are drawn ahead of time on a background queue (`prefetch`), the way Core Animation
/// and browsers raster tiles off the frame path. A tile's pixels do not depend on which thread
/// drew it or when, so frames stay deterministic; `prepare` draws any tile that is still
/// missing when a frame needs it. The tile table is guarded by a lock; a tile surface is never
/// written after it is published.
public final class TiledLayer: @unchecked Sendable {
    /// Paints the layer's content for a tile; the canvas is in points with the layer's origin.
    public typealias Painter = (_ canvas: Canvas) -> Void

    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: Double
    public let tileHeight: Int
    public let isOpaque: Bool
    private let painter: Painter
    private var tiles: [Surface?]
    private var queued: Set<Int> = []
    private let lock = NSLock()
    private static let rasterQueue = DispatchQueue(label: "glass-viewer.tile-raster", qos: .utility)
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
    public var residentBytes: Int {
        lock.lock(); defer { lock.unlock() }
        return tiles.reduce(0) { $0 + ($1.map { $0.width * $0.height * 4 } ?? 0) }
    }

    /// The tile at `index`, rasterized now if no one has yet.
    public func tile(_ index: Int) -> Surface {
        lock.lock()
        if let t = tiles[index] { lock.unlock(); return t }
        lock.unlock()
        let s = rasterize(index)
        lock.lock(); defer { lock.unlock() }
        // A prefetch may have finished meanwhile; keep one copy (both hold the same pixels).
        if let t = tiles[index] { return t }
        tiles[index] = s
        rasterizedTiles += 1
        return s
    }

    private func rasterize(_ index: Int) -> Surface {
        let h = min(tileHeight, pixelHeight - index * tileHeight)
        let s = Surface(width: pixelWidth, height: h)!
        let canvas = Canvas(surface: s, scale: scale, origin: Point(0, Double(index * tileHeight) / scale))
        painter(canvas)
        canvas.flush()
        return s
    }

    private func tileRange(rows y0: Int, _ y1: Int) -> ClosedRange<Int>? {
        let a = max(0, y0 / tileHeight), b = min(tiles.count - 1, (max(y0, y1) - 1) / tileHeight)
        return a <= b ? a...b : nil
    }

    /// Rasterizes every tile that rows `y0..<y1` of the layer touch (call before compositing
    /// them from several threads).
    public func prepare(rows y0: Int, _ y1: Int) {
        guard let range = tileRange(rows: y0, y1) else { return }
        for i in range { _ = tile(i) }
    }

    /// Queues the missing tiles of rows `y0..<y1` for rasterization in the background;
    /// returns how many tiles of that range are still missing (queued now or before).
    @discardableResult
    public func prefetch(rows y0: Int, _ y1: Int) -> Int {
        guard let range = tileRange(rows: y0, y1) else { return 0 }
        lock.lock()
        let missing = range.filter { tiles[$0] == nil }.count
        let wanted = range.filter { tiles[$0] == nil && !queued.contains($0) }
        queued.formUnion(wanted)
        lock.unlock()
        for i in wanted {
            TiledLayer.rasterQueue.async { [weak self] in
                guard let self else { return }
                self.lock.lock()
                let needed = self.tiles[i] == nil
                self.lock.unlock()
                if needed { _ = self.tile(i) }
                self.lock.lock(); self.queued.remove(i); self.lock.unlock()
            }
        }
        return missing
    }

    /// Drops rasterized tiles outside rows `y0..<y1` (they are drawn again if needed), so a
    /// long screen scrolled end to end does not keep all of itself in memory.
    public func evict(keepingRows y0: Int, _ y1: Int) {
        let keep = tileRange(rows: y0, y1)
        lock.lock(); defer { lock.unlock() }
        for i in tiles.indices where tiles[i] != nil && !(keep?.contains(i) ?? false) && !queued.contains(i) {
            tiles[i] = nil
        }
    }

    /// Waits until queued background work is done (tests, orderly shutdown).
    public static func waitForPrefetch() { rasterQueue.sync {} }

    /// Copies (or blends, for a transparent layer) the layer into `frame` so that layer row
    /// `layerY` lands on frame row `layerY - offsetY` and column `x` on `x + offsetX`, within
    /// `rows` of the frame and `clip`. Tiles for those rows must be prepared.
    public func composite(into frame: Surface, offsetX: Int, offsetY: Int, clip: PixelRect) {
        let r = clip.intersection(PixelRect(x: offsetX, y: -offsetY, width: pixelWidth, height: pixelHeight)).intersection(frame.bounds)
        guard !r.isEmpty else { return }
        let w = r.width
        var y = r.y0
        while y < r.y1 {
            // One lock per tile, not per row: rows of a tile run until its end or the clip's.
            let ly = y + offsetY
            let index = ly / tileHeight
            let runEnd = min(r.y1, (index + 1) * tileHeight - offsetY)
            lock.lock()
            let tile = tiles[index]
            lock.unlock()
            defer { y = runEnd }
            guard let t = tile else { continue }
            for fy in y..<runEnd {
                let src = t.row((fy + offsetY) - index * tileHeight) + (r.x0 - offsetX)
                let dst = frame.row(fy) + r.x0
                if isOpaque {
                    dst.update(from: src, count: w)
                } else {
                    for i in 0..<w { dst[i] = blendOver(src[i], dst[i]) }
                }
            }
        }
    }
}

extension TiledLayer {
    /// Blends the layer over `frame` at `opacity` (0...255) like `composite`, for a fading
    /// layer (the previous tab's content during a switch). Tiles must be prepared.
    public func composite(into frame: Surface, offsetX: Int, offsetY: Int, clip: PixelRect, opacity: UInt32) {
        let r = clip.intersection(PixelRect(x: offsetX, y: -offsetY, width: pixelWidth, height: pixelHeight)).intersection(frame.bounds)
        guard !r.isEmpty, opacity > 0 else { return }
        let w = r.width
        for y in r.y0..<r.y1 {
            let ly = y + offsetY
            let t = tile(ly / tileHeight)
            let src = t.row(ly % tileHeight) + (r.x0 - offsetX)
            let dst = frame.row(y) + r.x0
            for i in 0..<w {
                // Scale all four premultiplied channels by the opacity, then "over".
                let p = src[i]
                var rb = (p & 0x00ff00ff) &* opacity &+ 0x00800080
                rb = ((rb &+ ((rb >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
                var ag = ((p >> 8) & 0x00ff00ff) &* opacity &+ 0x00800080
                ag = ((ag &+ ((ag >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
                dst[i] = blendOver(rb | (ag << 8), dst[i])
            }
        }
    }

    /// Mean luminance (0...1, Rec. 709 on sRGB values) of the layer under `rect` (frame
    /// pixels, layer placed at `offsetY`), from a 5×5 grid of 3×3-pixel boxes: the backdrop
    /// measure that drives light/dark adaptation (DESIGN §3). Rows it reads are prepared first.
    public func meanLuminance(under rect: PixelRect, offsetY: Int) -> Float {
        let layerRect = PixelRect(x0: rect.x0, y0: rect.y0 + offsetY, x1: rect.x1, y1: rect.y1 + offsetY)
            .intersection(PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        guard !layerRect.isEmpty else { return 1 }
        prepare(rows: layerRect.y0, layerRect.y1)
        var sum: Float = 0
        var count: Float = 0
        for gy in 0..<5 {
            for gx in 0..<5 {
                let cx = layerRect.x0 + (2 * gx + 1) * layerRect.width / 10
                let cy = layerRect.y0 + (2 * gy + 1) * layerRect.height / 10
                let t = tile(cy / tileHeight)
                for dy in -1...1 {
                    let y = min(max(cy + dy, index(ofTileStart: cy)), index(ofTileStart: cy) + t.height - 1) - index(ofTileStart: cy)
                    for dx in -1...1 {
                        let x = min(max(cx + dx, 0), pixelWidth - 1)
                        let c = PremultipliedColor(pixel: t[x, y])
                        sum += 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
                        count += 1
                    }
                }
            }
        }
        return sum / count
    }

    private func index(ofTileStart y: Int) -> Int { (y / tileHeight) * tileHeight }
}

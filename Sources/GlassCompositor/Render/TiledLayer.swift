import Dispatch
import Foundation

/// A large layer of content (a scrolling screen, or a carousel's row of tiles), rasterized
/// lazily in tiles and kept, so scrolling moves pixels instead of redrawing text.
///
/// Tiles are `tileWidth` × `tileHeight` pixels in a grid of `columns` per tile row. A screen's
/// tiles span its width (one column), so scrolling down draws only the rows that come into
/// view; a carousel's row is one tile tall and cut into columns, so scrolling it sideways
/// draws only the columns that come into view. No surface is huge.
/// Tiles are opaque when the painter fills its background, which lets compositing copy rows
/// instead of blending them.
///
/// Rasterizing a tile with cairo costs far more than a frame's budget, so tiles near the
/// viewport are drawn ahead of time on a background queue (`prefetch`), the way Core Animation
/// and browsers raster tiles off the frame path. A tile's pixels do not depend on which thread
/// drew it or when, so frames stay deterministic; `prepare` draws any tile that is still
/// missing when a frame needs it. The tile table is guarded by a lock; a tile surface is never
/// written after it is published.
final class TiledLayer: @unchecked Sendable {
    /// Paints the layer's content for a tile; the canvas is in points, its origin the point at
    /// the tile's top-left pixel (`origin` plus the tile's place in the layer).
    typealias Painter = (_ canvas: Canvas) -> Void

    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    let tileHeight: Int
    /// Width of a tile; the layer's width when it is one column.
    let tileWidth: Int
    /// Tiles per tile row.
    let columns: Int
    /// The point the layer's top-left pixel shows (painter coordinates).
    let origin: Point
    let isOpaque: Bool
    /// The painter paints every pixel of a tile opaquely (a page filling its opaque
    /// background first): its tiles take reused memory without clearing it.
    let paintsEveryPixel: Bool
    /// Where tiles take their memory and give it back.
    private let pool: SurfacePool
    /// Names this layer in damage signatures; never reused, unlike its address.
    let identity = ObjectIdentity.next()
    private let painter: Painter
    /// Row-major: tile (row, column) is at `row * columns + column`.
    private var tiles: [Surface?]
    private var queued: Set<Int> = []
    /// Tiles some thread is rasterizing now: another thread that needs one waits for it
    /// instead of drawing it a second time (a frame catching up with the background queue).
    private var inFlight: Set<Int> = []
    /// Guards the tables; signalled when a tile in flight is published.
    private let lock = NSCondition()
    private static let rasterQueue = BackgroundQueue(label: "glass-viewer.tile-raster")
    /// Tiles rasterized since creation (for tests and the profiler).
    private(set) var rasterizedTiles = 0
    /// For each tile, the value of `rasterizedTiles` once it was rasterized (0: not yet), so
    /// the tiles overlay can tell which tiles are new since it last looked.
    private var rasterOrder: [Int]

    /// - Parameters:
    ///   - tileWidth: Pixels per tile across; nil for one column spanning the layer.
    ///   - origin: The point (painter coordinates) at the layer's top-left pixel.
    ///   - paintsEveryPixel: Whether the painter sets every pixel of a tile whatever it held
    ///     (`SurfacePool`); when false a tile starts transparent.
    ///   - pool: Where tiles' memory comes from and goes back to (tests give their own).
    init(pixelWidth: Int, pixelHeight: Int, scale: Double, tileHeight: Int = 256, tileWidth: Int? = nil,
                origin: Point = .zero, isOpaque: Bool, paintsEveryPixel: Bool = false, pool: SurfacePool = .tiles,
                painter: @escaping Painter) {
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale
        // Tiles are surfaces, so no side may pass Surface.maximumSide: a window or a carousel
        // row larger than that becomes more tiles, not a surface that cannot be made.
        self.tileHeight = min(max(1, tileHeight), Surface.maximumSide)
        self.tileWidth = min(max(1, tileWidth ?? self.pixelWidth), self.pixelWidth, Surface.maximumSide)
        self.origin = origin
        self.isOpaque = isOpaque
        self.paintsEveryPixel = paintsEveryPixel
        self.pool = pool
        self.painter = painter
        columns = (self.pixelWidth + self.tileWidth - 1) / self.tileWidth
        tiles = Array(repeating: nil, count: columns * ((self.pixelHeight + self.tileHeight - 1) / self.tileHeight))
        rasterOrder = Array(repeating: 0, count: tiles.count)
    }

    /// The tiles' memory goes back to the pool (those no frame or overlay still holds).
    deinit {
        for i in tiles.indices { pool.giveBack(&tiles[i]) }
    }

    /// Tile `index`'s rectangle in layer pixels.
    func tileRect(_ index: Int) -> PixelRect {
        let x0 = (index % columns) * tileWidth, y0 = (index / columns) * tileHeight
        return PixelRect(x0: x0, y0: y0, x1: min(x0 + tileWidth, pixelWidth), y1: min(y0 + tileHeight, pixelHeight))
    }

    /// The tiles `rect` (layer pixels) touches, each with whether it was rasterized after the
    /// layer had rasterized `count` tiles; and the layer's count now.
    func tiles(in rect: PixelRect, rasterizedAfter count: Int) -> (tiles: [(index: Int, isNew: Bool)], count: Int) {
        let indices = tileIndices(rect)
        lock.lock(); defer { lock.unlock() }
        return (indices.map { ($0, rasterOrder[$0] > count) }, rasterizedTiles)
    }

    var tileCount: Int { tiles.count }
    var residentBytes: Int {
        lock.lock(); defer { lock.unlock() }
        return tiles.reduce(0) { $0 + ($1.map { $0.width * $0.height * 4 } ?? 0) }
    }

    /// The whole layer, in its own pixels.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// The tile at `index` (row-major), rasterized now if no one has yet. Unless
    /// `countingWait` is false (the background queue, or `prepare`, which counts for the
    /// threads it hands tiles to), a tile not drawn yet counts as one the thread waited for.
    func tile(_ index: Int, countingWait: Bool = true) -> Surface {
        lock.lock()
        if countingWait && tiles[index] == nil { ContentWaits.add(1) }
        while tiles[index] == nil && inFlight.contains(index) { lock.wait() }
        if let t = tiles[index] { lock.unlock(); return t }
        inFlight.insert(index)
        lock.unlock()
        let s = rasterize(index)
        lock.lock(); defer { lock.unlock() }
        inFlight.remove(index)
        lock.broadcast()
        if let t = tiles[index] { return t }
        tiles[index] = s
        rasterizedTiles += 1
        rasterOrder[index] = rasterizedTiles
        return s
    }

    private func rasterize(_ index: Int) -> Surface {
        let x0 = (index % columns) * tileWidth, y0 = (index / columns) * tileHeight
        let (w, h) = (min(tileWidth, pixelWidth - x0), min(tileHeight, pixelHeight - y0))
        // init keeps both sides in 1...Surface.maximumSide, so this holds; if it ever did not,
        // stop with a message rather than draw through a null pointer.
        guard let s = pool.take(width: w, height: h, cleared: !paintsEveryPixel) else {
            fatalError("TiledLayer: cannot make a \(w)x\(h) tile")
        }
        let canvas = Canvas(surface: s, scale: scale, origin: Point(origin.x + Double(x0) / scale, origin.y + Double(y0) / scale))
        painter(canvas)
        canvas.flush()
        return s
    }

    /// The indices of the tiles that `rect` (layer pixels) touches, row by row, or column by
    /// column when `columnMajor` (the order a page sliding in from the side is uncovered).
    private func tileIndices(_ rect: PixelRect, columnMajor: Bool = false) -> [Int] {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return [] }
        let rows = (r.y0 / tileHeight)...((r.y1 - 1) / tileHeight)
        let cols = (r.x0 / tileWidth)...((r.x1 - 1) / tileWidth)
        if columnMajor { return cols.flatMap { col in rows.map { $0 * columns + col } } }
        return rows.flatMap { row in cols.map { row * columns + $0 } }
    }

    private func rows(_ y0: Int, _ y1: Int) -> PixelRect { PixelRect(x0: 0, y0: y0, x1: pixelWidth, y1: max(y0, y1)) }

    /// Rasterizes every tile that `rect` (layer pixels) touches (call before compositing it
    /// from several threads). Returns how many were not drawn yet, which the calling thread
    /// counts as waited for (`ContentWaits`): it drew them, or waited while the background
    /// queue finished them.
    @discardableResult
    func prepare(_ rect: PixelRect) -> Int { prepare([rect]) }

    /// Rasterizes every tile that any of `rects` (layer pixels) touches, all of them side by
    /// side over the cores (a frame's damage is several rectangles; drawn rectangle by
    /// rectangle, a tile alone in its rectangle would be drawn on one core while the other
    /// waits). Counts as `prepare(_:)` does.
    @discardableResult
    func prepare(_ rects: [PixelRect]) -> Int {
        var seen = Set<Int>()
        let indices = rects.flatMap { tileIndices($0) }.filter { seen.insert($0).inserted }
        lock.lock()
        let missing = indices.filter { tiles[$0] == nil }
        lock.unlock()
        ContentWaits.add(missing.count)
        // A fling can uncover several tiles in one frame; each costs more than a frame, so
        // they are drawn side by side on all cores (pixels do not depend on the thread).
        if missing.count > 1 {
            DisjointWork.run(missing.count, label: .tile) { _ = tile(missing[$0], countingWait: false) }
        } else {
            for i in missing { WorkerTrace.slice(.tile, i) { _ = tile(i, countingWait: false) } }
        }
        return missing.count
    }

    /// Rasterizes every tile that rows `y0..<y1` of the layer touch.
    @discardableResult
    func prepare(rows y0: Int, _ y1: Int) -> Int { prepare(rows(y0, y1)) }

    /// Queues the missing tiles of `rect` (layer pixels) for rasterization in the background;
    /// returns how many tiles of it are still missing (queued now or before).
    /// `columnMajor` queues them column by column, leading column first.
    @discardableResult
    func prefetch(_ rect: PixelRect, columnMajor: Bool = false) -> Int {
        let range = tileIndices(rect, columnMajor: columnMajor)
        guard !range.isEmpty else { return 0 }
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
                if needed { _ = self.tile(i, countingWait: false) }
                self.lock.lock(); self.queued.remove(i); self.lock.unlock()
            }
        }
        return missing
    }

    /// Queues the missing tiles of rows `y0..<y1` (see `prefetch(_:)`).
    @discardableResult
    func prefetch(rows y0: Int, _ y1: Int) -> Int { prefetch(rows(y0, y1)) }

    /// Drops rasterized tiles outside `rect` (layer pixels; they are drawn again if needed), so
    /// a long screen scrolled end to end does not keep all of itself in memory.
    func evict(keeping rect: PixelRect) {
        let keep = Set(tileIndices(rect))
        var freed: [Surface] = []
        lock.lock()
        for i in tiles.indices where tiles[i] != nil && !keep.contains(i) && !queued.contains(i) && !inFlight.contains(i) {
            if let s = SurfacePool.release(&tiles[i]) { freed.append(s) }
        }
        lock.unlock()
        for s in freed { pool.give(s) }
    }

    /// Drops rasterized tiles outside rows `y0..<y1`.
    func evict(keepingRows y0: Int, _ y1: Int) { evict(keeping: rows(y0, y1)) }

    /// Waits until queued background work is done (tests, orderly shutdown).
    static func waitForPrefetch() { rasterQueue.drain() }

    /// The frame rectangle that layer pixels land on at these offsets, within `clip` and `frame`.
    private func placed(in frame: Surface, offsetX: Int, offsetY: Int, clip: PixelRect) -> PixelRect {
        clip.intersection(PixelRect(x: offsetX, y: -offsetY, width: pixelWidth, height: pixelHeight)).intersection(frame.bounds)
    }

    /// Calls `body` for each tile the frame rectangle `r` shows, with the part of `r` it covers.
    /// One lock per tile, not per row. Missing tiles are skipped unless `rasterize` is set.
    private func forEachTile(in r: PixelRect, offsetX: Int, offsetY: Int, rasterize: Bool,
                             _ body: (_ tile: Surface, _ part: PixelRect, _ tileX: Int, _ tileY: Int) -> Void) {
        var y = r.y0
        while y < r.y1 {
            let row = (y + offsetY) / tileHeight
            let rowEnd = min(r.y1, (row + 1) * tileHeight - offsetY)
            var x = r.x0
            while x < r.x1 {
                let column = (x - offsetX) / tileWidth
                let columnEnd = min(r.x1, (column + 1) * tileWidth + offsetX)
                let index = row * columns + column
                let found: Surface?
                if rasterize {
                    found = tile(index)
                } else {
                    lock.lock()
                    found = tiles[index]
                    lock.unlock()
                }
                if let t = found {
                    body(t, PixelRect(x0: x, y0: y, x1: columnEnd, y1: rowEnd), column * tileWidth, row * tileHeight)
                }
                x = columnEnd
            }
            y = rowEnd
        }
    }

    /// The frame pixels that `composite` at these offsets within `clip` overwrites whatever
    /// was there: all it draws for an opaque layer, none for a transparent one (it blends).
    func overwrites(offsetX: Int, offsetY: Int, clip: PixelRect) -> PixelRect {
        isOpaque ? clip.intersection(PixelRect(x: offsetX, y: -offsetY, width: pixelWidth, height: pixelHeight)) : .empty
    }

    /// Copies (or blends, for a transparent layer) the layer into `frame` so that layer row
    /// `layerY` lands on frame row `layerY - offsetY` and column `x` on `x + offsetX`, within
    /// `clip`. Tiles for those pixels must be prepared.
    func composite(into frame: Surface, offsetX: Int, offsetY: Int, clip: PixelRect) {
        let r = placed(in: frame, offsetX: offsetX, offsetY: offsetY, clip: clip)
        guard !r.isEmpty else { return }
        let opaque = isOpaque
        forEachTile(in: r, offsetX: offsetX, offsetY: offsetY, rasterize: false) { t, part, tx, ty in
            let w = part.width
            for fy in part.y0..<part.y1 {
                let src = t.row(fy + offsetY - ty) + (part.x0 - offsetX - tx)
                let dst = frame.row(fy) + part.x0
                if opaque {
                    dst.update(from: src, count: w)
                } else {
                    for i in 0..<w { dst[i] = blendOver(src[i], dst[i]) }
                }
            }
        }
    }
}

extension TiledLayer {
    /// Writes the opaque layer into `frame` like `composite`, each row through `copyRow`
    /// (source, destination, pixel count) instead of a plain copy: a dimmed layer copied and
    /// darkened in one pass, rather than copied and then read and written again. Tiles must
    /// be prepared.
    func composite(into frame: Surface, offsetX: Int, offsetY: Int, clip: PixelRect,
                   copyRow: (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>, Int) -> Void) {
        precondition(isOpaque, "only an opaque layer's rows are copied whole")
        let r = placed(in: frame, offsetX: offsetX, offsetY: offsetY, clip: clip)
        guard !r.isEmpty else { return }
        forEachTile(in: r, offsetX: offsetX, offsetY: offsetY, rasterize: false) { t, part, tx, ty in
            for fy in part.y0..<part.y1 {
                copyRow(t.row(fy + offsetY - ty) + (part.x0 - offsetX - tx), frame.row(fy) + part.x0, part.width)
            }
        }
    }

    /// Blends the layer over `frame` at `opacity` (0...255) like `composite`, for a fading
    /// layer (the previous tab's content during a switch). Tiles must be prepared.
    func composite(into frame: Surface, offsetX: Int, offsetY: Int, clip: PixelRect, opacity: UInt32) {
        let r = placed(in: frame, offsetX: offsetX, offsetY: offsetY, clip: clip)
        guard !r.isEmpty, opacity > 0 else { return }
        forEachTile(in: r, offsetX: offsetX, offsetY: offsetY, rasterize: true) { t, part, tx, ty in
            let w = part.width
            for y in part.y0..<part.y1 {
                let src = t.row(y + offsetY - ty) + (part.x0 - offsetX - tx)
                let dst = frame.row(y) + part.x0
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
    }

    /// Mean luminance (0...1, Rec. 709 on sRGB values) of the layer under `rect` (frame
    /// pixels, layer placed at `offsetY`), from a 5×5 grid of 3×3-pixel boxes: the backdrop
    /// measure that drives light/dark adaptation. Rows it reads are prepared first.
    func meanLuminance(under rect: PixelRect, offsetY: Int) -> Float {
        let layerRect = PixelRect(x0: rect.x0, y0: rect.y0 + offsetY, x1: rect.x1, y1: rect.y1 + offsetY)
            .intersection(bounds)
        guard !layerRect.isEmpty else { return 1 }
        prepare(layerRect)
        var sum: Float = 0
        var count: Float = 0
        for (cx, cy) in TiledLayer.luminanceGrid(layerRect) { addLuminance(around: cx, cy, to: &sum, count: &count) }
        return sum / count
    }

    /// Mean colour (straight sRGB) of the layer under `rect`, sampled where `meanLuminance`
    /// samples; white when `rect` misses the layer.
    func meanColor(under rect: PixelRect, offsetY: Int) -> Color {
        let layerRect = PixelRect(x0: rect.x0, y0: rect.y0 + offsetY, x1: rect.x1, y1: rect.y1 + offsetY)
            .intersection(bounds)
        guard !layerRect.isEmpty else { return .white }
        prepare(layerRect)
        var sum = SIMD4<Float>(), count: Float = 0
        for (cx, cy) in TiledLayer.luminanceGrid(layerRect) { addColor(around: cx, cy, to: &sum, count: &count) }
        return TiledLayer.color(sum: sum, count: count)
    }

    /// The straight colour of `count` premultiplied (r, g, b, a) samples summed in `sum`.
    static func color(sum: SIMD4<Float>, count: Float) -> Color {
        guard count > 0, sum.w > 0 else { return .white }
        return Color(r: sum.x / sum.w, g: sum.y / sum.w, b: sum.z / sum.w, a: sum.w / count)
    }

    /// The centres of the 5×5 grid of boxes that `meanLuminance` samples in `rect`.
    static func luminanceGrid(_ rect: PixelRect) -> [(Int, Int)] {
        (0..<5).flatMap { gy in
            (0..<5).map { gx in (rect.x0 + (2 * gx + 1) * rect.width / 10, rect.y0 + (2 * gy + 1) * rect.height / 10) }
        }
    }

    /// Adds the luminance of the 3×3 box around layer pixel (`cx`, `cy`) (inside the layer;
    /// the box is clamped to its tile) to `sum`, one sample at a time, and counts them.
    func addLuminance(around cx: Int, _ cy: Int, to sum: inout Float, count: inout Float) {
        forEachPixel(around: cx, cy) { c in
            sum += 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
            count += 1
        }
    }

    /// Adds the premultiplied colour of the same 3×3 box as `addLuminance` to `sum` (r, g, b, a).
    func addColor(around cx: Int, _ cy: Int, to sum: inout SIMD4<Float>, count: inout Float) {
        forEachPixel(around: cx, cy) { c in
            sum += SIMD4(c.r, c.g, c.b, c.a)
            count += 1
        }
    }

    /// The 3×3 box around layer pixel (`cx`, `cy`), clamped to its tile, row by row.
    @inline(__always) private func forEachPixel(around cx: Int, _ cy: Int, _ body: (PremultipliedColor) -> Void) {
        let row = cy / tileHeight, column = cx / tileWidth
        let t = tile(row * columns + column)
        let tx = column * tileWidth, ty = row * tileHeight
        for dy in -1...1 {
            let y = min(max(cy + dy - ty, 0), t.height - 1)
            for dx in -1...1 {
                let x = min(max(cx + dx - tx, 0), t.width - 1)
                body(PremultipliedColor(pixel: t[x, y]))
            }
        }
    }
}

extension TiledLayer {
    /// Tiles rasterized and held now (memory accounting, tests).
    var heldTileCount: Int {
        lock.lock(); defer { lock.unlock() }
        return tiles.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    }
}

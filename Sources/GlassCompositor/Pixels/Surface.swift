/// A 2-D image of premultiplied BGRA pixels: one `UInt32` per pixel, `0xAARRGGBB` in native
/// byte order, which is cairo's `CAIRO_FORMAT_ARGB32` and the X server's 32-bit TrueColor
/// `ZPixmap` on little-endian machines.
///
/// A surface either owns its memory or borrows it (the X11 shared-memory segment of a frame),
/// so the final frame is written exactly once, where the server reads it. Rows are `stride`
/// pixels apart (`stride >= width`). Not thread-safe as a whole; concurrent writers must touch
/// disjoint rows (the row-band compositor relies on that).
public final class Surface {
    public let width: Int
    public let height: Int
    /// Pixels from one row to the next (not bytes).
    public let stride: Int
    public let pixels: UnsafeMutablePointer<UInt32>
    /// Frees `pixels` at the end; false for borrowed memory and for memory handed to another
    /// surface (`init(takingMemoryOf:)`).
    private var owned: Bool
    /// Names this surface in damage signatures and caches; never reused, unlike its address.
    let identity = ObjectIdentity.next()

    /// The longest side an owned surface may have (cairo's own limit is 32767); callers that
    /// size surfaces from scene numbers or window sizes clamp to it.
    public static let maximumSide = 16384

    /// Allocates a zeroed (transparent black) surface; nil for empty or absurd sizes.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Surface.maximumSide, height <= Surface.maximumSide else { return nil }
        self.width = width
        self.height = height
        stride = width
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
        owned = true
    }

    /// A zeroed surface for sizes known to be possible (the size of an existing surface):
    /// no failure to unwrap. Sides below 1 become 1.
    init(sized width: Int, _ height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        stride = self.width
        pixels = .allocate(capacity: self.width * self.height)
        pixels.initialize(repeating: 0, count: self.width * self.height)
        owned = true
    }

    /// A new surface (a new `identity`) over the memory of `old`, which gives it up: a surface
    /// no one reads any more reused without freeing its memory and paging it in again
    /// (`SurfacePool`). Its pixels are whatever `old` held. `old` must own its memory, be
    /// packed (`stride == width`) and be referenced by the caller alone.
    init(takingMemoryOf old: Surface) {
        precondition(old.owned && old.stride == old.width)
        width = old.width
        height = old.height
        stride = old.stride
        pixels = old.pixels
        owned = true
        old.owned = false
    }

    /// Wraps memory owned by someone else (a shared-memory image). The memory must outlive the surface.
    public init(borrowing pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width > 0 && height > 0 && stride >= width)
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        owned = false
    }

    /// The first `width` columns of `parent`'s pixels, shared, not copied (a text sliding in
    /// from under the end of its room shows a growing part of one drawing). Keeps `parent`
    /// alive as long as the view is.
    init(leading width: Int, of parent: Surface) {
        self.width = max(1, min(width, parent.width))
        height = parent.height
        stride = parent.stride
        pixels = parent.pixels
        owned = false
        self.parent = parent
    }

    /// A zeroed `width`×`height` surface laid out, rows packed, in the memory of `parent`
    /// (an owned surface with room for it), which the view keeps alive (`SurfaceMemory`).
    init(packed width: Int, _ height: Int, in parent: Surface) {
        precondition(parent.owned && width > 0 && height > 0 && width * height <= parent.width * parent.height)
        self.width = width
        self.height = height
        stride = width
        pixels = parent.pixels
        owned = false
        self.parent = parent
        pixels.update(repeating: 0, count: width * height)
    }

    /// The surface whose pixels a view shares.
    private var parent: Surface? = nil

    /// Every row is one colour (a vertical gradient, a flat band), so blending it over a frame
    /// reads only the frame's pixels (`blendColourOverRow`): a sheet's dimming is blended over
    /// the whole window on every frame that redraws it. Set once its pixels are
    /// final (`markUniformRows`); a later write must not break it.
    package private(set) var hasUniformRows = false

    /// Where the surface has any coverage, once its pixels are final (`markCoverage`): blending
    /// it reads only those runs. Like `hasUniformRows`, a later write must not break it.
    package var coverage: RowCoverage? = nil

    /// Whether every row holds one colour (checked pixel by pixel).
    func rowsAreUniform() -> Bool {
        for y in 0..<height {
            let r = row(y), first = r[0]
            for x in 1..<width where r[x] != first { return false }
        }
        return true
    }

    /// Marks the surface as made of one-colour rows when it is (checked here once), so that
    /// blending it reads only the destination; the same bits as blending it pixel by pixel.
    func markUniformRows() { hasUniformRows = rowsAreUniform() }

    /// Marks a surface its owner filled a colour per row, without the check (a view made on
    /// every frame of a drag); debug builds check it.
    func assumeUniformRows() {
        assert(rowsAreUniform())
        hasUniformRows = true
    }

    deinit { if owned { pixels.deallocate() } }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    public var bytesPerRow: Int { stride * 4 }

    @inline(__always) public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }

    @inline(__always) public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * stride + x] }
        set { pixels[y * stride + x] = newValue }
    }

    /// Fills `rect` (clipped to the surface) with one premultiplied pixel value.
    public func fill(_ rect: PixelRect, with value: UInt32) {
        guard !rect.intersection(bounds).isEmpty else { return }
        coverage = nil
        fillRows(rect, with: value)
    }

    /// `fill` without clearing the coverage mark: it writes only the pixels of `rect`, so row
    /// bands of one frame may be filled from several threads (`DisjointWork`). For the frame,
    /// which is never marked.
    func fillRows(_ rect: PixelRect, with value: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 { (row(y) + r.x0).update(repeating: value, count: r.width) }
    }

    public func fill(_ value: UInt32) { fill(bounds, with: value) }

    /// Copies all pixels into a new owned surface.
    public func copy() -> Surface {
        let s = Surface(sized: width, height)
        for y in 0..<height { s.row(y).update(from: row(y), count: width) }
        return s
    }

    /// True when both surfaces have the same size and identical pixels.
    public func hasSamePixels(as other: Surface) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height where memcmp(row(y), other.row(y), width * 4) != 0 { return false }
        return true
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension Surface {
    /// FNV-1a over the pixels (not the padding): equal hashes mean identical frames for any
    /// practical purpose, for comparing replays at a glance.
    public var contentHash: UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for y in 0..<height {
            let r = row(y)
            for x in 0..<width { h = (h ^ UInt64(r[x])) &* 0x0000_0100_0000_01b3 }
        }
        return h
    }
}

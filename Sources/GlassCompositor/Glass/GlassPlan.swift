import Foundation

/// The geometry of one glass group over its whole drawn rectangle, worked out once and replayed
/// while the shape, the style and the frame stay the same (the common case: content scrolls
/// under a bar that does not move, so only the backdrop changes from frame to frame).
///
/// Everything the optics derive from the field and the style alone is stored per pixel: whether
/// a pixel is untouched, darkened by the outer shadow (`keep`), plain graded backdrop (flat), or
/// on the bezel/outline (an `EdgeSample`: where the refracted ray lands in the blurred backdrop,
/// the inner shadow, rim and border weights, coverage and the shadow under the outline).
/// Replaying is then a fetch from the blurred backdrop and a blend per pixel, with no field,
/// normal, refraction or highlight evaluation (`GlassKernel.replay`).
///
/// Rows the live kernel already does without field evaluation (a single shape's straight sides,
/// its straight top and bottom bands) are not stored: they are marked live and shaded by the
/// kernel's shortcuts as before.
///
/// The plan is split into the same row bands it is replayed in, each filled by one thread.
package final class GlassPlan {
    /// What the plan was built for; a plan is only replayed for an equal key.
    package let key: GlassPlanKey
    /// Rows per band, and the bands from `key.rect.y0` down.
    package let bandRows: Int
    package let bands: [GlassPlanBand]
    /// Approximate memory held, bytes.
    package let byteCount: Int

    package init(key: GlassPlanKey, bandRows: Int, bands: [GlassPlanBand]) {
        self.key = key
        self.bandRows = bandRows
        self.bands = bands
        byteCount = bands.reduce(0) { $0 + $1.byteCount }
    }
}

/// Identifies a plan: the merged shapes, the style's geometry (`GlassRenderer.planStyle`, no
/// colours, blur, highlight strength or shadow opacity: those are applied when replaying, so
/// glass adapting to its backdrop keeps its plan), the rectangle the plan covers and the frame
/// size (samples are mirrored at the frame's edges).
package struct GlassPlanKey: Hashable {
    package var shapes: [ShapeSDF]
    package var spacing: Float
    package var style: ResolvedGlassStyle
    /// Field bounds grown by the shadow's largest extent, within the frame (the clip is not
    /// part of it: a plan covers the whole group and is replayed inside any clip).
    package var rect: PixelRect
    package var frameWidth: Int, frameHeight: Int
}

/// One row band of a `GlassPlan`: its rows' spans and the per-pixel data they point into.
///
/// Edge data is kept as structure of arrays, so that four neighbouring pixels load as channel
/// planes (one 16-byte load per quantity, no transpose). Every edge pixel carries the outline's
/// quantities too (a covered bezel pixel: no border, full coverage), so that a row's bezel and
/// its outline pixels on either side are one span: kept apart, the outline spans averaged 1.7
/// pixels (glass lab), each paying a whole octet of optics and a span's set-up.
package final class GlassPlanBand {
    /// How a run of pixels of one row is shaded.
    package enum Kind: UInt8 {
        /// The graded backdrop at the pixel itself (`BlurredRow.fillFlat`).
        case flat
        /// Outside the glass, darkened by the outer shadow: `shadows[data + i]` is its profile
        /// (alpha at opacity 1) · 65535.
        case shadow
        /// The bezel, the anti-aliased outline and the border: edge and outline data at
        /// `data + i` (and `dispersed[data + i]`).
        case edge
        /// A single shape's straight band, shaded by the kernel's shortcut (`straightRun`).
        case straightRun
    }

    package struct Span {
        package var x0: Int32, x1: Int32
        package var kind: Kind
        package var data: Int32
    }

    package struct Row {
        /// The whole row is shaded live (`GlassKernel.shade(row:)`): a single shape's straight
        /// sides, which need no field evaluation anyway.
        package var live: Bool
        package var firstSpan: Int32
        package var spanCount: Int32
    }

    package let y0: Int
    package var rows: [Row] = []
    package var spans: [Span] = []
    /// Per edge pixel (bezel and outline): where the refracted sample lands, in frame pixels
    /// (mirrored into the frame).
    package var sampleX: [Float] = [], sampleY: [Float] = []
    /// Per edge pixel too, as `weight`s: the inner shadow's colour factor (1 = none); the rim's
    /// weight before the style's highlight strength; the mix toward the border colour; the
    /// glass's anti-aliased coverage of the pixel; the outer shadow's profile under it (alpha at
    /// opacity 1).
    package var shade: [UInt16] = [], rim: [UInt16] = [], border: [UInt16] = [], coverage: [UInt16] = []
    package var shadowUnder: [UInt16] = []
    /// Red and blue sample positions (x, y, x, y) per edge pixel; empty without dispersion.
    package var dispersed: [SIMD4<Float>] = []
    package var shadows: [UInt16] = []

    /// The data above copied to raw memory once the band is complete (`freeze`), so the replay
    /// reads it through plain pointers.
    private(set) var view: View?

    package init(y0: Int) { self.y0 = y0 }

    deinit { view?.deallocate() }

    /// Raw pointers to a finished band's data, for the replay's inner loops. The sample
    /// positions have three spare elements past their end (a quad of stencils may start at the
    /// last pixel), the optics arrays (shade, rim, border, coverage, shadow under) and the
    /// shadow profiles seven (so may an octet).
    package struct View {
        package let rows: UnsafeMutablePointer<Row>, rowCount: Int
        package let spans: UnsafeMutablePointer<Span>
        package let sampleX: UnsafeMutablePointer<Float>, sampleY: UnsafeMutablePointer<Float>
        package let shade: UnsafeMutablePointer<UInt16>, rim: UnsafeMutablePointer<UInt16>
        package let border: UnsafeMutablePointer<UInt16>, coverage: UnsafeMutablePointer<UInt16>
        package let shadowUnder: UnsafeMutablePointer<UInt16>
        package let dispersed: UnsafeMutablePointer<SIMD4<Float>>
        package let shadows: UnsafeMutablePointer<UInt16>
        /// Edge pixels (bezel and outline).
        package let edgeCount: Int

        fileprivate func deallocate() {
            rows.deallocate(); spans.deallocate()
            sampleX.deallocate(); sampleY.deallocate(); shade.deallocate(); rim.deallocate()
            border.deallocate(); coverage.deallocate(); shadowUnder.deallocate()
            dispersed.deallocate(); shadows.deallocate()
        }
    }

    /// Copies the band's data to raw memory and releases the arrays.
    package func freeze() {
        func copy<T>(_ a: inout [T], spare: Int = 0, filler: T? = nil) -> UnsafeMutablePointer<T> {
            let p = UnsafeMutablePointer<T>.allocate(capacity: max(a.count + spare, 1))
            a.withUnsafeBufferPointer { if let b = $0.baseAddress { p.initialize(from: b, count: a.count) } }
            if let filler { (p + a.count).initialize(repeating: filler, count: spare) }
            return p
        }
        let count = rows.count
        view = View(rows: copy(&rows), rowCount: count, spans: copy(&spans),
                    sampleX: copy(&sampleX, spare: 3, filler: 0), sampleY: copy(&sampleY, spare: 3, filler: 0),
                    // Seven spare: a span's last octet of optics reads up to seven lanes past it.
                    shade: copy(&shade, spare: 7, filler: Self.weight(1)), rim: copy(&rim, spare: 7, filler: 0),
                    border: copy(&border, spare: 7, filler: 0), coverage: copy(&coverage, spare: 7, filler: Self.weight(1)),
                    shadowUnder: copy(&shadowUnder, spare: 7, filler: 0),
                    dispersed: copy(&dispersed, spare: 3, filler: SIMD4<Float>()), shadows: copy(&shadows, spare: 7, filler: 0),
                    edgeCount: sampleX.count)
        frozenBytes = byteCount
        rows = []; spans = []; sampleX = []; sampleY = []; shade = []; rim = []
        border = []; coverage = []; shadowUnder = []; dispersed = []; shadows = []
    }

    private var frozenBytes = 0

    /// Bytes held.
    package var byteCount: Int {
        frozenBytes + rows.count * MemoryLayout<Row>.stride + spans.count * MemoryLayout<Span>.stride
            + sampleX.count * 18 + dispersed.count * 16 + shadows.count * 2
    }

    /// Starts row `y` (rows are added in order).
    package func beginRow(live: Bool) {
        rows.append(Row(live: live, firstSpan: Int32(spans.count), spanCount: 0))
    }

    /// Appends pixels x0..<x1 of `kind` to the current row, extending the last span when it is
    /// the same kind and adjacent (per-pixel data stays contiguous, so `data` still points at
    /// its first pixel).
    @inline(__always) private func extend(_ x0: Int, _ x1: Int, _ kind: Kind, data: Int) {
        let row = rows.count - 1
        if rows[row].spanCount > 0, let last = spans.last, last.kind == kind, kind != .straightRun, Int(last.x1) == x0 {
            spans[spans.count - 1].x1 = Int32(x1)
            return
        }
        spans.append(Span(x0: Int32(x0), x1: Int32(x1), kind: kind, data: Int32(data)))
        rows[row].spanCount += 1
    }

    package func addFlat(_ x0: Int, _ x1: Int) {
        guard x0 < x1 else { return }
        extend(x0, x1, .flat, data: 0)
    }

    package func addShadow(_ x: Int, profile: UInt16) {
        extend(x, x + 1, .shadow, data: shadows.count)
        shadows.append(profile)
    }

    package func addEdge(_ x: Int, _ sample: EdgeSample, dispersed positions: SIMD4<Float>?) {
        extend(x, x + 1, .edge, data: sampleX.count)
        sampleX.append(sample.x); sampleY.append(sample.y)
        shade.append(Self.weight(sample.shade)); rim.append(Self.weight(sample.rim))
        border.append(Self.weight(sample.border)); coverage.append(Self.weight(sample.coverage))
        shadowUnder.append(Self.weight(sample.shadow))
        if let positions { dispersed.append(positions) }
    }

    /// A weight in 0...1 in 16-bit fixed point, 2¹⁵ to the unit: a power of two, so that
    /// 0 and 1 decode exactly and scaling the decoded weight by a style's strength rounds as
    /// scaling the weight itself would (the replay's `lanes16`). Within 2⁻¹⁶ of the weight,
    /// a hundredth of a level on any colour; half the bytes of a `Float`, which the replay
    /// streams through memory for every edge pixel of every frame.
    package static func weight(_ v: Float) -> UInt16 {
        UInt16((min(max(v, 0), 1) * weightUnit).rounded())
    }


    package func addRun(_ x0: Int, _ x1: Int) {
        guard x0 < x1 else { return }
        extend(x0, x1, .straightRun, data: 0)
    }
}

/// What the optics of one bezel or outline pixel need besides the backdrop (see
/// `GlassPlanBand`'s edge and outline data).
package struct EdgeSample {
    package var x: Float, y: Float, shade: Float, rim: Float
    package var border: Float, coverage: Float, shadow: Float

    package init(x: Float, y: Float, shade: Float, rim: Float, border: Float, coverage: Float, shadow: Float) {
        self.x = x; self.y = y; self.shade = shade; self.rim = rim
        self.border = border; self.coverage = coverage; self.shadow = shadow
    }
}

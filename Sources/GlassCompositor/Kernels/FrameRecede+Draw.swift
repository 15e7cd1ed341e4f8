/// Drawing the receded frame, pixel by pixel.
extension FrameRecede {
    /// Draws it over `frame` within `band`, reading `source`, a copy of the frame as it was
    /// before (the same size). Outside the card black; inside the frame sampled bilinearly at
    /// the point the card's pixel stands for (weights in 1/256, channels two at a time in the
    /// lanes of a 32-bit word), its rounded corners antialiased over black. It redraws the whole
    /// frame on every frame the sheet moves, so the loop keeps to integers and raw rows.
    func draw(into frame: Surface, band: PixelRect, from source: Surface) {
        let w = Double(bounds.width) * scale, h = Double(bounds.height) * scale
        let r = min(radius, w / 2, h / 2)
        let maxX = source.width - 1, maxY = source.height - 1
        let black: UInt32 = 0xff00_0000
        // Where each column samples, once per band: the row loop then keeps to integers.
        let columns = band.x1 - band.x0
        guard columns > 0 else { return }
        // Each column's weight also in both 16-bit halves of a word, in a row of their own
        // (`weights`, after the table) for the horizontal lerp's vector loads.
        withUnsafeTemporaryAllocation(of: Column.self, capacity: columns) { table in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: columns) { weights in
            // The card's columns are one run (`inside`); only its first and last `r` pixels
            // can be in a rounded corner.
            var inside = columns..<columns
            for i in 0..<columns {
                let cx = Double(band.x0 + i) + 0.5 - originX
                guard cx > 0, cx < w else {
                    table[i] = Column(x0: 0, x1: 0, fx: 0, dx: -1)
                    weights[i] = 0
                    continue
                }
                let sx = cx / scale - 0.5
                let x0 = min(maxX, max(0, Int(sx.rounded(.down))))
                let fx = UInt32((min(1, max(0, sx - Double(x0))) * 256).rounded())
                let dx = cx < r ? r - cx : cx > w - r ? cx - (w - r) : 0
                table[i] = Column(x0: Int32(x0), x1: Int32(min(maxX, x0 + 1)), fx: fx, dx: dx)
                weights[i] = fx | fx << 16
                inside = inside.isEmpty ? i..<(i + 1) : inside.lowerBound..<(i + 1)
            }
            // Eight columns a step start at `inside.lowerBound`. A card at least 7/8 of the
            // frame's size reads each step's pixels from ten neighbouring source pixels: column
            // j of the step reads `base + j` or, past the one source column the step skips,
            // `base + j + 1` (and the next pixel for the lerp's other end). Such a step is three
            // vector loads and two selects (`Run`) instead of sixteen loads one by one.
            let steps = (inside.upperBound - inside.lowerBound) / 8
            withUnsafeTemporaryAllocation(of: Run.self, capacity: max(1, steps)) { runs in
            for k in 0..<steps {
                let i = inside.lowerBound + k * 8, base = Int(table[i].x0)
                var skipped = SIMD8<UInt32>(repeating: 0), contiguous = base + 10 <= source.width
                for j in 0..<8 {
                    let c = table[i + j], offset = Int(c.x0) - base - j
                    contiguous = contiguous && (offset == 0 || offset == 1) && c.x1 == c.x0 + 1
                    skipped[j] = offset == 1 ? ~0 : 0
                }
                runs[k] = Run(base: contiguous ? Int32(base) : -1, skipped: skipped)
            }
            // Bilinear is a horizontal lerp of two source rows, then a vertical one: each source
            // row is resampled horizontally once (into one of two slots, as consecutive card
            // rows share rows), and the vertical lerp runs over contiguous rows. The same bits
            // as both lerps per pixel, at about half the work.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: columns * 2) { slots in
                let slot = [slots.baseAddress!, slots.baseAddress! + columns]
                var held = [-1, -1]
                func resample(_ y: Int, into k: Int) {
                    let src = source.row(y), dst = slot[k]
                    // Eight columns a step, the lerp in vector lanes (`lerp8`); the rest one by one.
                    var i = inside.lowerBound
                    for run in UnsafeBufferPointer(rebasing: runs[0..<steps]) {
                        let a: SIMD8<UInt32>, b: SIMD8<UInt32>
                        if run.base >= 0 {
                            let p = UnsafeRawPointer(src + Int(run.base))
                            let v0 = p.loadUnaligned(as: SIMD8<UInt32>.self)
                            let v1 = p.loadUnaligned(fromByteOffset: 4, as: SIMD8<UInt32>.self)
                            let v2 = p.loadUnaligned(fromByteOffset: 8, as: SIMD8<UInt32>.self)
                            // Selected with bit masks: a SIMDMask select is built lane by lane.
                            let skip = run.skipped, keep = ~run.skipped
                            a = v0 & keep | v1 & skip
                            b = v1 & keep | v2 & skip
                        } else {
                            // Columns the rule above does not hold for (the frame's edge, a smaller
                            // card): their pixels loaded one by one (a gather).
                            let c = table.baseAddress! + i
                            a = SIMD8<UInt32>(src[Int(c[0].x0)], src[Int(c[1].x0)], src[Int(c[2].x0)], src[Int(c[3].x0)],
                                              src[Int(c[4].x0)], src[Int(c[5].x0)], src[Int(c[6].x0)], src[Int(c[7].x0)])
                            b = SIMD8<UInt32>(src[Int(c[0].x1)], src[Int(c[1].x1)], src[Int(c[2].x1)], src[Int(c[3].x1)],
                                              src[Int(c[4].x1)], src[Int(c[5].x1)], src[Int(c[6].x1)], src[Int(c[7].x1)])
                        }
                        let t = UnsafeRawPointer(weights.baseAddress! + i).loadUnaligned(as: SIMD8<UInt32>.self)
                        UnsafeMutableRawPointer(dst + i).storeBytes(of: Self.lerp8(a, b, t), as: SIMD8<UInt32>.self)
                        i += 8
                    }
                    while i < inside.upperBound {
                        let c = table[i]
                        dst[i] = Self.lerp(src[Int(c.x0)], src[Int(c.x1)], c.fx)
                        i += 1
                    }
                    held[k] = y
                }
                /// The slots holding source rows `a` and `b` resampled, loading what is missing
                /// without dropping the other.
                func rows(_ a: Int, _ b: Int) -> (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) {
                    var ka = held.firstIndex(of: a)
                    var kb = held.firstIndex(of: b)
                    if ka == nil { ka = kb == 0 ? 1 : 0; resample(a, into: ka!) }
                    if kb == nil { kb = a == b ? ka! : 1 - ka!; resample(b, into: kb!) }
                    return (slot[ka!], slot[kb!])
                }
                for y in band.y0..<band.y1 {
                    let row = frame.row(y) + band.x0
                    let cy = Double(y) + 0.5 - originY
                    guard cy > 0, cy < h, !inside.isEmpty else {
                        for i in 0..<columns { row[i] = black }
                        continue
                    }
                    let sy = cy / scale - 0.5
                    let y0 = min(maxY, max(0, Int(sy.rounded(.down)))), y1 = min(maxY, y0 + 1)
                    let fy = UInt32((min(1, max(0, sy - Double(y0))) * 256).rounded())
                    let (top, bottom) = rows(y0, y1)
                    let dy = cy < r ? r - cy : cy > h - r ? cy - (h - r) : 0
                    for i in 0..<inside.lowerBound { row[i] = black }
                    for i in inside.upperBound..<columns { row[i] = black }
                    if dy > 0 {
                        for i in inside {
                            var out = Self.lerp(top[i], bottom[i], fy)
                            let dx = table[i].dx
                            if dx > 0 {
                                // Coverage of the rounded corner: distance past the corner's circle, 1 px soft.
                                let cover = min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
                                out = cover <= 0 ? 0 : Self.lerp(0, out, UInt32((cover * 256).rounded()))
                            }
                            // Opaque: the card over black.
                            row[i] = out | black
                        }
                    } else {
                        // Eight pixels a step in vector lanes, one weight for the row.
                        let t = SIMD8<UInt32>(repeating: fy | fy << 16), opaque = SIMD8<UInt32>(repeating: black)
                        var i = inside.lowerBound
                        while i + 8 <= inside.upperBound {
                            let a = UnsafeRawPointer(top + i).loadUnaligned(as: SIMD8<UInt32>.self)
                            let b = UnsafeRawPointer(bottom + i).loadUnaligned(as: SIMD8<UInt32>.self)
                            UnsafeMutableRawPointer(row + i).storeBytes(of: Self.lerp8(a, b, t) | opaque, as: SIMD8<UInt32>.self)
                            i += 8
                        }
                        while i < inside.upperBound { row[i] = Self.lerp(top[i], bottom[i], fy) | black; i += 1 }
                    }
                }
            }
            }
        }
        }
    }

    /// Eight columns of the card that read ten neighbouring source pixels from `base` (or -1
    /// when they do not: read one by one), and which of them read one pixel further on (all
    /// bits set in their lane).
    private struct Run {
        var base: Int32
        var skipped: SIMD8<UInt32>
    }

    /// Where a column of the card samples the frame: its two source columns, the weight of the
    /// second in 1/256, and how far it is into a rounded corner's width (pixels; negative
    /// outside the card).
    private struct Column {
        var x0: Int32
        var x1: Int32
        var fx: UInt32
        var dx: Double
    }

    /// `lerp` on eight pixels, each with its own `t` (in both 16-bit halves of its word):
    /// every product and sum stays under 2^16 (255·256 + 128), so the channels mix in 16-bit
    /// lanes (SSE2's 16-bit multiply; 32-bit lane multiplies are split into scalar ones on the
    /// baseline), the same bits as `lerp`.
    @inline(__always) private static func lerp8(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ t: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let tt = unsafeBitCast(t, to: SIMD16<UInt16>.self)
        let ss = SIMD16<UInt16>(repeating: 256) &- tt
        let half = SIMD16<UInt16>(repeating: 0x80)
        let rbMask = SIMD8<UInt32>(repeating: 0x00ff_00ff), gMask = SIMD8<UInt32>(repeating: 0x0000_00ff)
        let rb = (unsafeBitCast(a & rbMask, to: SIMD16<UInt16>.self) &* ss
                  &+ unsafeBitCast(b & rbMask, to: SIMD16<UInt16>.self) &* tt &+ half) &>> 8
        let g = (unsafeBitCast((a &>> 8) & gMask, to: SIMD16<UInt16>.self) &* ss
                 &+ unsafeBitCast((b &>> 8) & gMask, to: SIMD16<UInt16>.self) &* tt &+ half) &>> 8
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | unsafeBitCast(g, to: SIMD8<UInt32>.self) &<< 8
    }

    /// `a` to `b` by `t`/256, each of blue, green and red (alpha left 0), rounded.
    @inline(__always) private static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let rb = ((a & 0x00ff_00ff) &* s &+ (b & 0x00ff_00ff) &* t &+ 0x0080_0080) >> 8 & 0x00ff_00ff
        let g = ((a & 0x0000_ff00) &* s &+ (b & 0x0000_ff00) &* t &+ 0x0000_8000) >> 8 & 0x0000_ff00
        return rb | g
    }
}

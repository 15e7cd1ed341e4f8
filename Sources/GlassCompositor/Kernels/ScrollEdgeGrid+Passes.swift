/// The scroll edge grid's row passes: four cells per `SIMD16` (one AVX-512 register, two
/// AVX2 ones, four SSE ones), the remainder a cell at a time with the same lane arithmetic.
extension ScrollEdgeGrid {
    /// Grid row `r`: the band's pixels averaged into cells, then blurred across into `across`
    /// (through `pad`, a padded copy with its edges clamped).
    func across(row r: Int, pad: UnsafeMutablePointer<SIMD4<Float>>) {
        downsample(row: r, into: cells + r * width)
        let src = cells + r * width, out = across + r * width
        let p = maxRadius, radius = radii[r], w = weights + r * (maxRadius + 1)
        for i in 0..<p { pad[i] = src[0]; pad[p + width + i] = src[width - 1] }
        (pad + p).update(from: src, count: width)
        let centre = pad + p
        var c = 0
        while c + 4 <= width {
            var acc = ScrollEdgeGrid.load(centre + c) * w[0]
            var k = 1
            while k <= radius {
                acc += (ScrollEdgeGrid.load(centre + c - k) + ScrollEdgeGrid.load(centre + c + k)) * w[k]
                k += 1
            }
            ScrollEdgeGrid.store(acc, out + c)
            c += 4
        }
        while c < width {
            var acc = centre[c] * w[0]
            var k = 1
            while k <= radius {
                acc += (centre[c - k] + centre[c + k]) * w[k]
                k += 1
            }
            out[c] = acc
            c += 1
        }
    }

    /// Grid row `r` blurred down its columns (edges clamped) into `row`, then packed.
    func down(row r: Int, scratch row: UnsafeMutablePointer<SIMD4<Float>>) {
        let radius = radii[r], w = weights + r * (maxRadius + 1)
        let centre = across + r * width, w0 = w[0]
        let groups = width / 4 * 4
        var c = 0
        while c < groups { ScrollEdgeGrid.store(ScrollEdgeGrid.load(centre + c) * w0, row + c); c += 4 }
        while c < width { row[c] = centre[c] * w0; c += 1 }
        var k = 1
        while k <= radius {
            let above = across + max(0, r - k) * width, below = across + min(height - 1, r + k) * width, wk = w[k]
            c = 0
            while c < groups {
                let v = ScrollEdgeGrid.load(row + c) + (ScrollEdgeGrid.load(above + c) + ScrollEdgeGrid.load(below + c)) * wk
                ScrollEdgeGrid.store(v, row + c)
                c += 4
            }
            while c < width { row[c] += (above[c] + below[c]) * wk; c += 1 }
            k += 1
        }
        // Packed, rounded, the first cell once before and the last repeated after.
        let out = packed + r * paddedCells
        for c in 0..<width {
            let v = row[c].lanesMax(0).lanesMin(255).lanesRoundedByte
            out[c + 1] = v.x | v.y << 8 | v.z << 16 | v.w << 24
        }
        out[0] = out[1]
        for c in (width + 1)..<paddedCells { out[c] = out[width] }
    }

    /// The mean of each cell of grid row `r` (0...255 per channel). Sums two channels per
    /// 32-bit word (blue and red, green and alpha): a cell's 64 pixels sum to at most 16320
    /// per channel, so the halves never carry.
    private func downsample(row r: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let f = cell
        let y0 = band.y0 + r * f, y1 = min(band.y1, y0 + f)
        @inline(__always) func value(_ rb: UInt32, _ ag: UInt32, _ scale: Float) -> SIMD4<Float> {
            SIMD4<Float>(Float(rb & 0xffff), Float(ag & 0xffff), Float(rb >> 16), Float(ag >> 16)) * scale
        }
        var c = 0
        if f == 8 {
            // Four cells (32 pixels, two loads a row) at a time: each cell's eight lanes
            // folded to four, then summed through the transpose. 64 pixels sum to at most
            // 16320 per channel.
            let mask = SIMD16<UInt32>(repeating: 0x00ff_00ff), scale = 1 / Float(8 * (y1 - y0))
            let whole = band.width / 32 * 4
            while c < whole {
                var rb0 = SIMD16<UInt32>(repeating: 0), ag0 = SIMD16<UInt32>(repeating: 0)
                var rb1 = SIMD16<UInt32>(repeating: 0), ag1 = SIMD16<UInt32>(repeating: 0)
                for y in y0..<y1 {
                    let p = UnsafeRawPointer(frame.row(y) + band.x0 + 8 * c)
                    let v0 = p.loadUnaligned(as: SIMD16<UInt32>.self), v1 = p.loadUnaligned(fromByteOffset: 64, as: SIMD16<UInt32>.self)
                    rb0 &+= v0 & mask
                    ag0 &+= (v0 &>> 8) & mask
                    rb1 &+= v1 & mask
                    ag1 &+= (v1 &>> 8) & mask
                }
                @inline(__always) func folded(_ a: SIMD16<UInt32>, _ b: SIMD16<UInt32>) -> SIMD16<UInt32> {
                    SIMD16(lowHalf: SIMD8(lowHalf: a.lowHalf.lowHalf &+ a.lowHalf.highHalf, highHalf: a.highHalf.lowHalf &+ a.highHalf.highHalf),
                           highHalf: SIMD8(lowHalf: b.lowHalf.lowHalf &+ b.lowHalf.highHalf, highHalf: b.highHalf.lowHalf &+ b.highHalf.highHalf))
                }
                store(cells: c, ScrollEdgeGrid.cellSums(folded(rb0, rb1)), ScrollEdgeGrid.cellSums(folded(ag0, ag1)), scale, into: out)
                c += 4
            }
        }
        if f == 4 {
            let mask = SIMD16<UInt32>(repeating: 0x00ff_00ff), scale = 1 / Float(4 * (y1 - y0))
            let whole = band.width / 16 * 4
            while c < whole {
                var rb = SIMD16<UInt32>(repeating: 0), ag = SIMD16<UInt32>(repeating: 0)
                for y in y0..<y1 {
                    let v = UnsafeRawPointer(frame.row(y) + band.x0 + 4 * c).loadUnaligned(as: SIMD16<UInt32>.self)
                    rb &+= v & mask
                    ag &+= (v &>> 8) & mask
                }
                // Each cell's four lanes summed through a transpose (shuffles, no lane loop),
                // then its channels as floats: the same values as `value`.
                store(cells: c, ScrollEdgeGrid.cellSums(rb), ScrollEdgeGrid.cellSums(ag), scale, into: out)
                c += 4
            }
        }
        while c < width {
            let x0 = band.x0 + c * f, x1 = min(band.x1, x0 + f)
            var rb: UInt32 = 0, ag: UInt32 = 0
            for y in y0..<y1 {
                let px = frame.row(y)
                for x in x0..<x1 {
                    rb &+= px[x] & 0x00ff_00ff
                    ag &+= (px[x] >> 8) & 0x00ff_00ff
                }
            }
            out[c] = value(rb, ag, 1 / Float((y1 - y0) * (x1 - x0)))
            c += 1
        }
    }

    /// Four cells from `c`, from their blue-red and green-alpha sums: the same values as
    /// `value` gives one cell.
    @inline(__always) private func store(cells c: Int, _ srb: SIMD4<UInt32>, _ sag: SIMD4<UInt32>, _ scale: Float,
                                         into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let b = unsafeBitCast(srb & 0xffff, to: SIMD4<Int32>.self).lanesFloat * scale
        let g = unsafeBitCast(sag & 0xffff, to: SIMD4<Int32>.self).lanesFloat * scale
        let r = unsafeBitCast(srb &>> 16, to: SIMD4<Int32>.self).lanesFloat * scale
        let a = unsafeBitCast(sag &>> 16, to: SIMD4<Int32>.self).lanesFloat * scale
        out[c] = SIMD4(b.x, g.x, r.x, a.x)
        out[c + 1] = SIMD4(b.y, g.y, r.y, a.y)
        out[c + 2] = SIMD4(b.z, g.z, r.z, a.z)
        out[c + 3] = SIMD4(b.w, g.w, r.w, a.w)
    }

    /// The sums of lanes 0–3, 4–7, 8–11 and 12–15.
    @inline(__always) private static func cellSums(_ v: SIMD16<UInt32>) -> SIMD4<UInt32> {
        SIMD4(v[0], v[4], v[8], v[12]) &+ SIMD4(v[1], v[5], v[9], v[13]) &+ SIMD4(v[2], v[6], v[10], v[14])
            &+ SIMD4(v[3], v[7], v[11], v[15])
    }

    @inline(__always) private static func load(_ p: UnsafePointer<SIMD4<Float>>) -> SIMD16<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<Float>.self)
    }

    @inline(__always) private static func load(_ p: UnsafeMutablePointer<SIMD4<Float>>) -> SIMD16<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<Float>.self)
    }

    @inline(__always) private static func store(_ v: SIMD16<Float>, _ p: UnsafeMutablePointer<SIMD4<Float>>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD16<Float>.self)
    }
}

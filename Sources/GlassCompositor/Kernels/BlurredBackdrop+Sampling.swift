/// Bilinear samples and interpolated rows of the blurred backdrop (the kernels' reads).
extension BlurredBackdrop {
    @inline(__always) private static func mirror(_ v: Float, _ size: Float) -> Float {
        var v = v
        if v < 0 { v = -v }
        if v > size { v = 2 * size - v }
        return min(max(v, 0), size)
    }

    /// Mirrors coordinates (relative to an edge at 0) back into 0...size.
    @inline(__always) static func mirror4(_ v: Float4, _ size: Float) -> Float4 {
        let a = v.lanesAbs
        return a.replacing(with: 2 * size - a, where: a .> size).lanesMax(0).lanesMin(size)
    }

    /// Bilinear sample of one cell quad at integer cell (i, j) with fractions (fu, fv).
    @inline(__always) private func cell(_ i: Int32, _ j: Int32, _ fu: Float, _ fv: Float) -> SIMD4<Float> {
        cell(at: Int(j) * columns + Int(i), fu, fv)
    }

    /// Bilinear sample of the cell quad whose top-left cell is `offset` (see `stencil4`).
    @inline(__always) func cell(at offset: Int, _ fu: Float, _ fv: Float) -> SIMD4<Float> {
        let p = cells + offset
        let u = SIMD4<Float>(repeating: fu), v = SIMD4<Float>(repeating: fv)
        let a = p[0], b = p[1], c = p[columns], d = p[columns + 1]
        let top = a + (b - a) * u
        let bottom = c + (d - c) * u
        return top + (bottom - top) * v
    }

    /// `cell(at:_:_:)` for two stencils at once into `out[0]`, `out[1]`: each stencil's two
    /// neighbouring cells are one 32-byte load, and the two pixels share each lerp (one AVX
    /// register holds both; the same arithmetic per lane, so the same bits).
    @inline(__always) func cells(at o0: Int, _ fu0: Float, _ fv0: Float, and o1: Int, _ fu1: Float, _ fv1: Float,
                                 into out: UnsafeMutablePointer<SIMD4<Float>>) {
        @inline(__always) func pair(_ p: UnsafePointer<SIMD4<Float>>) -> SIMD8<Float> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
        }
        let p0 = cells + o0, p1 = cells + o1
        let t0 = pair(p0), b0 = pair(p0 + columns), t1 = pair(p1), b1 = pair(p1 + columns)
        let a = SIMD8(lowHalf: t0.lowHalf, highHalf: t1.lowHalf), b = SIMD8(lowHalf: t0.highHalf, highHalf: t1.highHalf)
        let c = SIMD8(lowHalf: b0.lowHalf, highHalf: b1.lowHalf), d = SIMD8(lowHalf: b0.highHalf, highHalf: b1.highHalf)
        let u = SIMD8(lowHalf: SIMD4(repeating: fu0), highHalf: SIMD4(repeating: fu1))
        let v = SIMD8(lowHalf: SIMD4(repeating: fv0), highHalf: SIMD4(repeating: fv1))
        let top = a + (b - a) * u
        let bottom = c + (d - c) * u
        UnsafeMutableRawPointer(out).storeBytes(of: top + (bottom - top) * v, as: SIMD8<Float>.self)
    }

    /// `sample` at four points at once, as channel planes.
    @inline(__always) func sample4(_ x: Float4, _ y: Float4) -> PixelQuad {
        let u = (Self.mirror4(x - originX, regionWidth) * inverseFactor - (0.5 + firstColumn))
            .lanesMax(0).lanesMin(Float(columns - 1))
        let v = (Self.mirror4(y - originY, regionHeight) * inverseFactor - (0.5 + firstRow))
            .lanesMax(0).lanesMin(Float(rows - 1))
        // Clamp in floating point: integer lane comparisons are lowered lane by lane.
        let iu = u.lanesMin(Float(columns - 2)).lanesTruncated, iv = v.lanesMin(Float(rows - 2)).lanesTruncated
        let fu = u - iu.lanesFloat, fv = v - iv.lanesFloat
        return PixelQuad(cell(iu.x, iv.x, fu.x, fv.x), cell(iu.y, iv.y, fu.y, fv.y),
                         cell(iu.z, iv.z, fu.z, fv.z), cell(iu.w, iv.w, fu.w, fv.w))
    }

    /// True when all four frame x coordinates need no mirroring (lie inside the region).
    @inline(__always) func containsColumns(_ x: Float4) -> Bool {
        all((x .>= originX) .& (x .<= originX + regionWidth))
    }
    /// Frame x coordinates mirrored back into the region as `sample4` mirrors them, still in
    /// frame coordinates: where a row sample (`BlurredRow.sample4`) reads what the bilinear
    /// sample at the same point reads (within rounding).
    @inline(__always) func mirrorColumns(_ x: Float4) -> Float4 {
        Self.mirror4(x - originX, regionWidth) + originX
    }
    /// Frame row `y` mirrored back into the region as `sample4` mirrors it (`mirrorColumns`).
    @inline(__always) func mirrorRow(_ y: Float) -> Float {
        Self.mirror(y - originY, regionHeight) + originY
    }
    /// True when frame coordinate `y` needs no mirroring (lies inside the region).
    @inline(__always) func containsRow(_ y: Float) -> Bool { y >= originY && y <= originY + regionHeight }

    /// `interpolateRow` for only the cells that `fillFlat` reads for pixels `pixels`, each passed
    /// through `transform` (a straight band's optics, `GlassKernel.shadeRun`); the row's other
    /// cells in `buffer` are left as they were.
    @inline(__always) func interpolateRow(_ y: Float, into buffer: UnsafeMutablePointer<SIMD4<Float>>, for pixels: Range<Int>,
                                          _ transform: (SIMD4<Float>) -> SIMD4<Float>) -> BlurredRow {
        let v = min(max((y - originY) * inverseFactor - 0.5 - firstRow, 0), Float(rows - 1))
        let iv = min(Int(v), rows - 2)
        let fv = v - Float(iv)
        let a = cells + iv * columns, b = a + columns
        let offset = -originX * inverseFactor - 0.5 - firstColumn
        // Pixel x reads cells ⌊u⌋ and ⌊u⌋ + 1, u = (x + ½)·step + offset, clamped to the row;
        // one more on each side covers any rounding of u.
        @inline(__always) func cell(_ x: Int) -> Int {
            let u = ((Float(x) + 0.5) * inverseFactor + offset).rounded(.down)
            return Int(min(max(u, -1), Float(columns)))
        }
        let lo = max(0, cell(pixels.lowerBound) - 1), hi = min(columns - 1, cell(pixels.upperBound - 1) + 2)
        if lo <= hi {
            for i in lo...hi { buffer[i] = transform(a[i] + (b[i] - a[i]) * fv) }
        }
        return BlurredRow(cells: buffer, columns: columns, offset: offset, step: inverseFactor, y: y)
    }

    /// Interpolates the grid vertically at frame row coordinate `y` into `buffer` (`columns`
    /// cells), so a run of samples along that row costs one horizontal lerp each.
    /// `y` must lie inside the region (no mirroring).
    @inline(__always) func interpolateRow(_ y: Float, into buffer: UnsafeMutablePointer<SIMD4<Float>>) -> BlurredRow {
        let v = min(max((y - originY) * inverseFactor - 0.5 - firstRow, 0), Float(rows - 1))
        let iv = min(Int(v), rows - 2)
        let fv = v - Float(iv)
        let a = cells + iv * columns, b = a + columns
        // Two cells per vector (one AVX register), the same arithmetic per lane.
        let f8 = SIMD8<Float>(repeating: fv)
        var i = 0
        while i + 2 <= columns {
            let x = UnsafeRawPointer(a + i).loadUnaligned(as: SIMD8<Float>.self)
            let y = UnsafeRawPointer(b + i).loadUnaligned(as: SIMD8<Float>.self)
            UnsafeMutableRawPointer(buffer + i).storeBytes(of: x + (y - x) * f8, as: SIMD8<Float>.self)
            i += 2
        }
        if i < columns { buffer[i] = a[i] + (b[i] - a[i]) * fv }
        return BlurredRow(cells: buffer, columns: columns,
                          offset: -originX * inverseFactor - 0.5 - firstColumn, step: inverseFactor, y: y)
    }

    /// `sample4` for coordinates that need no mirroring (inside the region, or mirrored into
    /// the frame beforehand where the region is the frame's edge): what a `GlassPlan` replays.
    @inline(__always) func sample4(unmirrored x: Float4, _ y: Float4) -> PixelQuad {
        let s = stencil4(x, y)
        return sample4(offsets: s.offset, s.fu, s.fv)
    }

    /// Where four unmirrored coordinates fall on the grid: the offset of each bilinear
    /// stencil's top-left cell and the fractions toward the next column and row (what a
    /// `GlassPlan`'s replay fetches its edge pixels through).
    @inline(__always) func stencil4(_ x: Float4, _ y: Float4) -> (offset: SIMD4<Int32>, fu: Float4, fv: Float4) {
        let u = ((x - originX) * inverseFactor - (0.5 + firstColumn)).lanesMax(0).lanesMin(Float(columns - 1))
        let v = ((y - originY) * inverseFactor - (0.5 + firstRow)).lanesMax(0).lanesMin(Float(rows - 1))
        let iu = u.lanesMin(Float(columns - 2)).lanesTruncated, iv = v.lanesMin(Float(rows - 2)).lanesTruncated
        // Offsets below 2²⁴ are exact in Float (a 32-bit lane multiply is scalar on SSE2).
        let offset = (iv.lanesFloat * Float(columns) + iu.lanesFloat).lanesTruncated
        return (offset, u - iu.lanesFloat, v - iv.lanesFloat)
    }

    /// `stencil4` for `count` coordinates (four at a time, so up to three past `count` are read
    /// and written) into `offsets`, `fu` and `fv`. A function of its own, called once per chunk
    /// of the replay: inside the replay's large function `stencil4` stayed a call per quad.
    func stencils(x: UnsafePointer<Float>, y: UnsafePointer<Float>, count: Int, offsets: UnsafeMutablePointer<Int32>,
                  fu: UnsafeMutablePointer<Float>, fv: UnsafeMutablePointer<Float>) {
        var k = 0
        while k < count {
            let s = stencil4(UnsafeRawPointer(x + k).loadUnaligned(as: Float4.self),
                             UnsafeRawPointer(y + k).loadUnaligned(as: Float4.self))
            UnsafeMutableRawPointer(offsets + k).storeBytes(of: s.offset, as: SIMD4<Int32>.self)
            UnsafeMutableRawPointer(fu + k).storeBytes(of: s.fu, as: Float4.self)
            UnsafeMutableRawPointer(fv + k).storeBytes(of: s.fv, as: Float4.self)
            k += 4
        }
    }

    /// Bilinear samples at four stencils (`stencil4`), as channel planes.
    @inline(__always) func sample4(offsets o: SIMD4<Int32>, _ fu: Float4, _ fv: Float4) -> PixelQuad {
        PixelQuad(cell(at: Int(o.x), fu.x, fv.x), cell(at: Int(o.y), fu.y, fv.y),
                  cell(at: Int(o.z), fu.z, fv.z), cell(at: Int(o.w), fu.w, fv.w))
    }

    /// The blurred backdrop at frame coordinates (x, y), bilinear between cell centres.
    @inline(__always) func sample(_ x: Float, _ y: Float) -> SIMD4<Float> {
        let u = min(max(Self.mirror(x - originX, regionWidth) * inverseFactor - 0.5 - firstColumn, 0), Float(columns - 1))
        let v = min(max(Self.mirror(y - originY, regionHeight) * inverseFactor - 0.5 - firstRow, 0), Float(rows - 1))
        let iu = min(Int(u), columns - 2), iv = min(Int(v), rows - 2)
        let fu = u - Float(iu), fv = v - Float(iv)
        let p = cells + (iv * columns + iu)
        let a = p[0], b = p[1], c = p[columns], d = p[columns + 1]
        let top = a + (b - a) * fu
        let bottom = c + (d - c) * fu
        return top + (bottom - top) * fv
    }
}

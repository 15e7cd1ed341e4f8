/// A separable box blur of a whole surface, repeated to approach a Gaussian (three passes of
/// width w give σ² = (w² − 1)/4). Edges clamp. For content drawn once into a cached layer
/// (the background extension), not for the frame path: the glass has its own blur.
enum BoxBlur {
    /// The box radius whose three passes approximate a Gaussian of `sigma` pixels.
    static func radius(forSigma sigma: Double) -> Int { max(0, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)) }

    /// Blurs `surface` in place with `passes` box passes of `radius` pixels in each direction.
    static func blur(_ surface: Surface, radius: Int, passes: Int = 3) {
        guard radius > 0 else { return }
        let w = surface.width, h = surface.height
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        defer { line.deallocate() }
        // The vertical pass reads a copy of the surface and keeps a running sum per column,
        // walking rows: a column at a time touched a new cache line every pixel.
        let source = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        defer { source.deallocate() }
        let sums = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: w)
        defer { sums.deallocate() }
        for _ in 0..<passes {
            for y in 0..<h { blurRow(surface.row(y), count: w, radius: radius, scratch: line) }
            for y in 0..<h { (source + y * w).update(from: surface.row(y), count: w) }
            blurColumns(surface, from: source, radius: radius, sums: sums)
        }
    }

    /// The channels of a pixel as lanes (blue, green, red, alpha).
    @inline(__always) private static func channels(_ v: UInt32) -> SIMD4<Int32> {
        SIMD4(Int32(v & 0xff), Int32((v >> 8) & 0xff), Int32((v >> 16) & 0xff), Int32(v >> 24))
    }

    /// The vertical box pass: the same sums and rounding as `blurRow` down each column of
    /// `source` (the surface's pixels, rows packed), written into `surface`.
    private static func blurColumns(_ surface: Surface, from source: UnsafeMutablePointer<UInt32>, radius r: Int,
                                    sums: UnsafeMutablePointer<SIMD4<Int32>>) {
        let w = surface.width, h = surface.height
        @inline(__always) func row(_ i: Int) -> UnsafeMutablePointer<UInt32> { source + min(max(i, 0), h - 1) * w }
        for x in 0..<w { sums[x] = .zero }
        for i in -r...r {
            let s = row(i)
            for x in 0..<w { sums[x] &+= channels(s[x]) }
        }
        let divide = Reciprocal(width: 2 * r + 1)
        for i in 0..<h {
            let out = surface.row(i), add = row(i + r + 1), sub = row(i - r)
            for x in 0..<w {
                let s = sums[x]
                out[x] = divide(Int(s[0])) | divide(Int(s[1])) << 8 | divide(Int(s[2])) << 16 | divide(Int(s[3])) << 24
                sums[x] = s &+ channels(add[x]) &- channels(sub[x])
            }
        }
    }

    /// Rounded division by a box's width as a multiply and shift: with m = ⌈2^40 / width⌉,
    /// (x · m) >> 40 is ⌊x / width⌋ exactly for every x < 2^24 and width < 2^16 (the error
    /// x · (m · width − 2^40) stays under 2^40), where four divisions a pixel cost most of a
    /// pass. A sum is at most 255 · width, plus half the width to round.
    private struct Reciprocal {
        let half: Int, m: UInt64
        init(width: Int) {
            precondition(width < 1 << 16, "a box this wide has no exact reciprocal here")
            half = width / 2
            m = (UInt64(1) << 40 + UInt64(width) - 1) / UInt64(width)
        }
        @inline(__always) func callAsFunction(_ sum: Int) -> UInt32 { UInt32(truncatingIfNeeded: (UInt64(sum + half) &* m) >> 40) }
    }

    /// One horizontal box pass over a row of `count` pixels, with clamped edges (running sums).
    private static func blurRow(_ p: UnsafeMutablePointer<UInt32>, count: Int, radius r: Int, scratch: UnsafeMutablePointer<UInt32>) {
        scratch.update(from: p, count: count)
        @inline(__always) func at(_ i: Int) -> UInt32 { scratch[min(max(i, 0), count - 1)] }
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
        for i in -r...r {
            let v = at(i)
            s0 += Int(v & 0xff); s1 += Int((v >> 8) & 0xff); s2 += Int((v >> 16) & 0xff); s3 += Int(v >> 24)
        }
        let divided = Reciprocal(width: 2 * r + 1)
        for i in 0..<count {
            let c0 = divided(s0), c1 = divided(s1), c2 = divided(s2), c3 = divided(s3)
            p[i] = c0 | (c1 << 8) | (c2 << 16) | (c3 << 24)
            let add = at(i + r + 1), sub = at(i - r)
            s0 += Int(add & 0xff) - Int(sub & 0xff)
            s1 += Int((add >> 8) & 0xff) - Int((sub >> 8) & 0xff)
            s2 += Int((add >> 16) & 0xff) - Int((sub >> 16) & 0xff)
            s3 += Int(add >> 24) - Int(sub >> 24)
        }
    }
}

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
        let n = max(w, h)
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { line.deallocate() }
        for _ in 0..<passes {
            for y in 0..<h { blurLine(surface.row(y), count: w, step: 1, radius: radius, scratch: line) }
            for x in 0..<w { blurLine(surface.pixels + x, count: h, step: surface.stride, radius: radius, scratch: line) }
        }
    }

    /// One box pass over `count` pixels `step` apart, with clamped edges (running sums).
    private static func blurLine(_ p: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius r: Int, scratch: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { scratch[i] = p[i * step] }
        @inline(__always) func at(_ i: Int) -> UInt32 { scratch[min(max(i, 0), count - 1)] }
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
        for i in -r...r {
            let v = at(i)
            s0 += Int(v & 0xff); s1 += Int((v >> 8) & 0xff); s2 += Int((v >> 16) & 0xff); s3 += Int(v >> 24)
        }
        let width = 2 * r + 1, half = width / 2
        // Rounded division by the box's width as a multiply and shift: with m = ⌈2^40 / width⌉,
        // (x · m) >> 40 is ⌊x / width⌋ exactly for every x < 2^24 and width < 2^16 (the error
        // x · (m · width − 2^40) stays under 2^40), where the four divisions a pixel cost most
        // of the pass. A sum is at most 255 · width + half.
        precondition(width < 1 << 16, "a box this wide has no exact reciprocal here")
        let m = (UInt64(1) << 40 + UInt64(width) - 1) / UInt64(width)
        @inline(__always) func divided(_ s: Int) -> UInt32 { UInt32(truncatingIfNeeded: (UInt64(s + half) &* m) >> 40) }
        for i in 0..<count {
            let c0 = divided(s0), c1 = divided(s1), c2 = divided(s2), c3 = divided(s3)
            p[i * step] = c0 | (c1 << 8) | (c2 << 16) | (c3 << 24)
            let add = at(i + r + 1), sub = at(i - r)
            s0 += Int(add & 0xff) - Int(sub & 0xff)
            s1 += Int((add >> 8) & 0xff) - Int((sub >> 8) & 0xff)
            s2 += Int((add >> 16) & 0xff) - Int((sub >> 16) & 0xff)
            s3 += Int(add >> 24) - Int(sub >> 24)
        }
    }
}

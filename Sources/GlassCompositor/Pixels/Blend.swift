/// Porter-Duff "source over" on packed premultiplied pixels, the one blend the compositor needs.
///
/// Integer arithmetic with exact division by 255 (`(x + 128 + ((x + 128) >> 8)) >> 8`) so that
/// opaque over anything is the source and transparent over anything is the destination, exactly.
@inline(__always) public func blendOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let sa = src >> 24
    if sa == 255 { return src }
    if sa == 0 { return dst }
    let inv = 255 - sa
    // Two channels at once: 0x00RR00BB and 0x00AA00GG lanes do not overflow into each other.
    let rb = dst & 0x00ff00ff, ag = (dst >> 8) & 0x00ff00ff
    var rbm = rb &* inv &+ 0x00800080
    rbm = ((rbm &+ ((rbm >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
    var agm = ag &* inv &+ 0x00800080
    agm = ((agm &+ ((agm >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
    return src &+ (rbm | (agm << 8))
}

extension Surface {
    /// Blends the premultiplied colour `color` over every pixel of `rect` (a scrim).
    public func blend(_ color: UInt32, over rect: PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 {
            let d = row(y) + r.x0
            for x in 0..<r.width { d[x] = blendOver(color, d[x]) }
        }
    }

    /// Composites `source` over this surface with its top-left at (`dx`, `dy`), clipped to `clip`
    /// and to both surfaces. Opaque source rows are copied; others blend "over".
    /// `opacity` (0...255) fades the whole source first (content cross-fading on glass that
    /// morphs, P1); 255 is the plain blend.
    public func blit(_ source: Surface, at dx: Int, _ dy: Int, clip: PixelRect? = nil, opaque: Bool = false, opacity: UInt32 = 255) {
        var r = PixelRect(x: dx, y: dy, width: source.width, height: source.height).intersection(bounds)
        if let clip { r = r.intersection(clip) }
        guard !r.isEmpty, opacity > 0 else { return }
        let w = r.width
        if let coverage = source.coverage, !opaque, !source.hasUniformRows {
            blitCovered(source, coverage, at: dx, dy, within: r, opacity: opacity)
            return
        }
        for y in r.y0..<r.y1 {
            let s = source.row(y - dy) + (r.x0 - dx)
            let d = row(y) + r.x0
            if source.hasUniformRows {
                // Faded, the row's one colour is scaled first: the same bits as the faded blend.
                blendColourOverRow(opacity < 255 ? scaledPixel(s[0], opacity) : s[0], d, count: w)
            } else if opacity < 255 {
                blendOverRow(s, d, count: w, opacity: opacity)
            } else if opaque {
                d.update(from: s, count: w)
            } else {
                blendOverRow(s, d, count: w)
            }
        }
    }
}

extension Surface {
    /// `blit` of a source with known coverage: only its runs are blended, row by row (the
    /// pixels it skips are transparent, which "over" leaves as they are: the same bits), and
    /// its opaque runs copied.
    private func blitCovered(_ source: Surface, _ coverage: RowCoverage, at dx: Int, _ dy: Int, within r: PixelRect,
                             opacity: UInt32) {
        let starts = coverage.rowStart, runs = coverage.runs, opaque = coverage.opaque
        for y in r.y0..<r.y1 {
            let sy = y - dy
            let s = source.row(sy), d = row(y)
            for k in Int(starts[sy])..<Int(starts[sy + 1]) {
                let x0 = max(Int(runs[2 * k]) + dx, r.x0), x1 = min(Int(runs[2 * k + 1]) + dx, r.x1)
                guard x0 < x1 else { continue }
                if opacity < 255 {
                    blendOverRow(s + (x0 - dx), d + x0, count: x1 - x0, opacity: opacity)
                } else if opaque[k] {
                    (d + x0).update(from: s + (x0 - dx), count: x1 - x0)
                } else {
                    blendOverRow(s + (x0 - dx), d + x0, count: x1 - x0)
                }
            }
        }
    }
}

/// `blendOver` along a row, four pixels at a time: glyph layers are mostly transparent, so a
/// quad with no coverage is skipped on one test, an opaque one copied, and the rest blended in
/// 16-bit lanes (`PixelQuad.darken`, the same exact division by 255: bit-identical).
@inline(__always) func blendOverRow(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, count: Int) {
    var i = 0
    // Eight at a time first (one AVX2 register of 16-bit lanes where the build targets it): a
    // scroll edge's fade blends two window-wide bands on every frame that redraws them.
    let colour8 = SIMD8<UInt32>(repeating: 0x00ff_ffff)
    let alphas: UInt64 = 0xff00_0000_ff00_0000
    while i + 8 <= count {
        // Transparent and opaque groups are told from the alphas of four 64-bit words: a SIMD
        // comparison reduced to one Bool compiles to a loop over the lanes through the stack
        // (objdump), the words are a few ands.
        let raw = UnsafeRawPointer(s + i)
        let w = raw.loadUnaligned(as: SIMD4<UInt64>.self) & SIMD4(repeating: alphas)
        let any = w[0] | w[1] | w[2] | w[3], all = w[0] & w[1] & w[2] & w[3]
        if any == 0 { i += 8; continue }
        let src = raw.loadUnaligned(as: SIMD8<UInt32>.self)
        let out: SIMD8<UInt32>
        if all == alphas {
            out = src
        } else {
            let dst = UnsafeRawPointer(d + i).loadUnaligned(as: SIMD8<UInt32>.self)
            out = PixelQuad.darken(dst, keep255: 255 &- (src &>> 24)) &+ (src & colour8)
        }
        UnsafeMutableRawPointer(d + i).storeBytes(of: out, as: SIMD8<UInt32>.self)
        i += 8
    }
    let colour = SIMD4<UInt32>(repeating: 0x00ff_ffff)
    while i + 4 <= count {
        let src = PixelQuad.load(s + i)
        let alpha = src &>> 24
        if alpha == .zero { i += 4; continue }
        if alpha == SIMD4(repeating: 255) {
            PixelQuad.store(src, d + i)
        } else {
            let dst = PixelQuad.load(UnsafePointer(d + i))
            PixelQuad.store(PixelQuad.darken(dst, keep255: 255 &- alpha) &+ (src & colour), d + i)
        }
        i += 4
    }
    while i < count {
        d[i] = blendOver(s[i], d[i])
        i += 1
    }
}

/// `blendOver(c, d)` along a row of the destination with one source colour: a row of a
/// one-colour-per-row surface (`Surface.hasUniformRows`), with no source to load or test.
/// The same lanes and exact division as `blendOverRow`, so the same bits.
@inline(__always) func blendColourOverRow(_ c: UInt32, _ d: UnsafeMutablePointer<UInt32>, count: Int) {
    let alpha = c >> 24
    if alpha == 0 { return }
    if alpha == 255 { d.update(repeating: c, count: count); return }
    let keep8 = SIMD8<UInt32>(repeating: 255 - alpha), colour8 = SIMD8<UInt32>(repeating: c & 0x00ff_ffff)
    var i = 0
    while i + 8 <= count {
        let dst = UnsafeRawPointer(d + i).loadUnaligned(as: SIMD8<UInt32>.self)
        UnsafeMutableRawPointer(d + i).storeBytes(of: PixelQuad.darken(dst, keep255: keep8) &+ colour8, as: SIMD8<UInt32>.self)
        i += 8
    }
    while i < count {
        d[i] = blendOver(c, d[i])
        i += 1
    }
}

/// `blendOver(scaledPixel(s, k), d)` along a row, four pixels at a time: glyphs cross-fading on
/// glass that morphs. The source is scaled in the same 16-bit lanes as `PixelQuad.darken`
/// (which also raises alpha by 255 − k; that is taken off again), so it is bit-identical.
@inline(__always) func blendOverRow(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, count: Int, opacity k: UInt32) {
    var i = 0
    let colour = SIMD4<UInt32>(repeating: 0x00ff_ffff), k4 = SIMD4<UInt32>(repeating: k)
    let raised = SIMD4<UInt32>(repeating: (255 - k) << 24)
    while i + 4 <= count {
        let words = UnsafeRawPointer(s + i).loadUnaligned(as: SIMD2<UInt64>.self)
        if (words[0] | words[1]) & 0xff00_0000_ff00_0000 == 0 { i += 4; continue }
        let raw = PixelQuad.load(s + i)
        let src = PixelQuad.darken(raw, keep255: k4) &- raised
        let dst = PixelQuad.load(UnsafePointer(d + i))
        var out = PixelQuad.darken(dst, keep255: 255 &- (src &>> 24)) &+ (src & colour)
        // A pixel with no coverage leaves the frame alone, as `blendOver` does.
        out.replace(with: dst, where: raw &>> 24 .== SIMD4<UInt32>.zero)
        PixelQuad.store(out, d + i)
        i += 4
    }
    while i < count {
        if s[i] >> 24 != 0 { d[i] = blendOver(scaledPixel(s[i], k), d[i]) }
        i += 1
    }
}

/// A premultiplied pixel at opacity `k`/255: every channel, alpha too, times k/255 (the same
/// exact division by 255 as `blendOver`).
@inline(__always) func scaledPixel(_ p: UInt32, _ k: UInt32) -> UInt32 {
    var rb = (p & 0x00ff00ff) &* k &+ 0x00800080
    rb = ((rb &+ ((rb >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
    var ag = ((p >> 8) & 0x00ff00ff) &* k &+ 0x00800080
    ag = ((ag &+ ((ag >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
    return rb | (ag << 8)
}

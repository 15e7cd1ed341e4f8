/// `blendOver` along a row, four pixels at a time: glyph layers are mostly transparent, so a
/// quad with no coverage is skipped on one test, an opaque one copied, and the rest blended in
/// 16-bit lanes (`PixelQuad.darken`, the same exact division by 255: bit-identical).
@inline(__always) func blendOverRow(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, count: Int) {
    var i = 0
    // Eight at a time first (one AVX2 register of 16-bit lanes where the build targets it): a
    // sheet's dimming blends over the whole window on every frame that redraws it.
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

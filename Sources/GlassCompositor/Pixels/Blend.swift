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
    /// morphs, P1); 255 is the plain blend. The baseline's rows (`blitRows`); the frame's own
    /// blits go through its `KernelVariant`.
    public func blit(_ source: Surface, at dx: Int, _ dy: Int, clip: PixelRect? = nil, opaque: Bool = false, opacity: UInt32 = 255) {
        blitRows(source, at: dx, dy, clip: clip, opaque: opaque, opacity: opacity)
    }
}

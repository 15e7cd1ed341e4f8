/// A radial glow in device pixels: a colour at full strength at the centre fading linearly
/// to transparent at the rim (premultiplied ARGB32, sRGB values), the pixels a two-stop cairo
/// radial gradient gives, written four at a time for `Canvas.fillRadialGlow`.
struct RadialGlow {
    /// Centre and radius in device pixels.
    var centerX: Float, centerY: Float, radius: Float
    /// The colour at the centre, premultiplied, channels 0...255 (colour at most alpha).
    var color: SIMD4<Float>

    /// Writes the glow (not blended: transparent outside the circle) into `surface`, whose
    /// top-left pixel is device pixel (`originX`, `originY`).
    func write(into surface: Surface, originX: Int, originY: Int) {
        let inverse = 1 / radius
        let lanes = Float4(0, 1, 2, 3)
        let (b, g, r, a) = (Float4(repeating: color.z), Float4(repeating: color.y),
                            Float4(repeating: color.x), Float4(repeating: color.w))
        let width = surface.width
        for y in 0..<surface.height {
            let dy = (Float(originY + y) + 0.5 - centerY) * inverse
            let dy2 = Float4(repeating: dy * dy)
            let row = UnsafeMutableRawPointer(surface.row(y))
            // Outside the circle every pixel is 0: only the row's chord (and two pixels beyond
            // it, for rounding at the rim) is computed, in the same four-pixel steps from the
            // row's start as the whole row would be, so the same bits; the rest is cleared.
            let half = radius * max(0, 1 - dy * dy).squareRoot() + 2
            let left = Float(originX) + 0.5 - centerX
            let first = min(width, max(0, Int((-half - left).rounded(.down))) & ~3)
            let end = min(width, max(0, Int((half - left).rounded(.up)) + 1))
            guard first < end else { surface.row(y).update(repeating: 0, count: width); continue }
            surface.row(y).update(repeating: 0, count: first)
            (surface.row(y) + end).update(repeating: 0, count: width - end)
            var x = first
            while x < end {
                let dx = (Float4(repeating: Float(originX + x) + 0.5 - centerX) + lanes) * inverse
                let k = (1 - (dx * dx + dy2).lanesSquareRoot).lanesMax(0)
                let packed = (b * k).lanesRoundedByte | (g * k).lanesRoundedByte &<< 8
                    | (r * k).lanesRoundedByte &<< 16 | (a * k).lanesRoundedByte &<< 24
                if x + 4 <= width {
                    row.storeBytes(of: packed, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
                } else {
                    for i in 0..<(width - x) { row.storeBytes(of: packed[i], toByteOffset: (x + i) * 4, as: UInt32.self) }
                }
                x += 4
            }
        }
    }
}


import Foundation
@testable import GlassCompositor

/// Fixed backdrops and colour measures for the material tests (no fonts, so pixels are the
/// same on every machine).
enum LabBackdrop {
    /// A colourful "photo": a diagonal hue sweep with soft bands and fine dark stripes in its
    /// lower third, deterministic.
    static func photo(width: Int, height: Int) -> Surface {
        let s = Surface(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(width), v = Double(y) / Double(height)
                let hue = (u * 0.8 + v * 0.3).truncatingRemainder(dividingBy: 1)
                let value = 0.55 + 0.4 * sin(Double(x + 2 * y) * 0.045)
                var c = Color(hue: hue, saturation: 0.75, value: value)
                if v > 0.66 && (x / 3) % 2 == 0 { c = Color(r: c.r * 0.25, g: c.g * 0.25, b: c.b * 0.25) }
                s[x, y] = c.pixel
            }
        }
        return s
    }

    static func flat(_ color: Color, width: Int, height: Int) -> Surface {
        let s = Surface(width: width, height: height)!
        s.fill(color.pixel)
        return s
    }

    /// Straight (r, g, b) of a pixel.
    static func rgb(_ p: UInt32) -> (r: Double, g: Double, b: Double) {
        let v = PixelVector.unpack(p)
        let a = max(Double(v.w), 1e-6)
        return (Double(v.z) / a, Double(v.y) / a, Double(v.x) / a)
    }

    /// HSV of a pixel: hue in degrees, saturation and value 0...1.
    static func hsv(_ p: UInt32) -> (h: Double, s: Double, v: Double) {
        let (r, g, b) = rgb(p)
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        var h = 0.0
        if d > 1e-9 {
            if mx == r { h = 60 * ((g - b) / d).truncatingRemainder(dividingBy: 6) }
            else if mx == g { h = 60 * ((b - r) / d + 2) }
            else { h = 60 * ((r - g) / d + 4) }
        }
        if h < 0 { h += 360 }
        return (h, mx > 0 ? d / mx : 0, mx)
    }

    static func hueDistance(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }
}

import Testing
import GlassKernels
@testable import GlassCompositor

/// The receded frame (`FrameRecede.draw`), in every kernel variant this CPU runs, is the
/// frame sampled bilinearly pixel by pixel in 1/256 weights, its corners rounded over black:
/// the horizontal pass's vector lanes and the rows shared between card rows change no bit.
@Suite struct FrameRecedeDrawTests {
    /// The recede drawn the plain way: both lerps per pixel, as the kernel's doc states it.
    static func reference(_ r: FrameRecede, band: PixelRect, source: Surface) -> Surface {
        let out = Surface(width: source.width, height: source.height)!
        func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
            let s = 256 - t
            let rb = ((a & 0x00ff_00ff) * s + (b & 0x00ff_00ff) * t + 0x0080_0080) >> 8 & 0x00ff_00ff
            let g = ((a & 0x0000_ff00) * s + (b & 0x0000_ff00) * t + 0x0000_8000) >> 8 & 0x0000_ff00
            return rb | g
        }
        let w = Double(r.bounds.width) * r.scale, h = Double(r.bounds.height) * r.scale
        let radius = min(r.radius, w / 2, h / 2)
        let maxX = source.width - 1, maxY = source.height - 1
        for y in band.y0..<band.y1 {
            for x in band.x0..<band.x1 {
                let cx = Double(x) + 0.5 - r.originX, cy = Double(y) + 0.5 - r.originY
                guard cx > 0, cx < w, cy > 0, cy < h else { out[x, y] = 0xff00_0000; continue }
                let sx = cx / r.scale - 0.5, sy = cy / r.scale - 0.5
                let x0 = min(maxX, max(0, Int(sx.rounded(.down)))), y0 = min(maxY, max(0, Int(sy.rounded(.down))))
                let fx = UInt32((min(1, max(0, sx - Double(x0))) * 256).rounded())
                let fy = UInt32((min(1, max(0, sy - Double(y0))) * 256).rounded())
                let x1 = min(maxX, x0 + 1), y1 = min(maxY, y0 + 1)
                var p = lerp(lerp(source[x0, y0], source[x1, y0], fx), lerp(source[x0, y1], source[x1, y1], fx), fy)
                let dx = cx < radius ? radius - cx : cx > w - radius ? cx - (w - radius) : 0
                let dy = cy < radius ? radius - cy : cy > h - radius ? cy - (h - radius) : 0
                if dx > 0 && dy > 0 {
                    let cover = min(1, max(0, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
                    p = cover <= 0 ? 0 : lerp(0, p, UInt32((cover * 256).rounded()))
                }
                out[x, y] = p | 0xff00_0000
            }
        }
        return out
    }

    /// Scales from barely receded to full height, fractional origins, bands of odd widths and
    /// offsets (the vector loop's tail and the table's start), over noise; and a card smaller
    /// than 7/8, whose columns skip more than one source column in eight (read one by one).
    @Test(arguments: [(1.0 - 0.07 / 64, 0.3, 0.2, 0.2), (0.965, 17.3, 9.7, 6.0), (0.93, 36.4, 20.8, 12.0), (0.8, 100.3, 18.1, 9.0)])
    func everyVariantDrawsThePlainBilinear(_ c: (scale: Double, x: Double, y: Double, radius: Double)) {
        let source = BackdropBlurTests.noise(width: 523, height: 157, seed: 91)
        let recede = FrameRecede(scale: c.scale, originX: c.x, originY: c.y, radius: c.radius, bounds: source.bounds)
        for band in [source.bounds, PixelRect(x: 13, y: 5, width: 401, height: 33), PixelRect(x: 500, y: 120, width: 23, height: 37)] {
            let expected = Self.reference(recede, band: band, source: source)
            // The band's centre lies on the card, not on the black around it.
            #expect(expected[(band.x0 + band.x1) / 2, (band.y0 + band.y1) / 2] != 0xff00_0000)
            for variant in GlassKernels.runnable {
                let frame = Surface(width: source.width, height: source.height)!
                variant.recede(recede, frame, band, source)
                var unlike = 0
                for y in band.y0..<band.y1 { for x in band.x0..<band.x1 where frame[x, y] != expected[x, y] { unlike += 1 } }
                #expect(unlike == 0, "\(variant.name), band \(band): \(unlike) pixels unlike the plain bilinear")
            }
        }
    }
}

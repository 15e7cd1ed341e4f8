import CCairo
import Testing
@testable import GlassCompositor

/// The glows and linear gradients `Canvas` computes itself give the pixels cairo's own radial
/// and linear gradients give (within two 8-bit levels), with the same edges, clip and
/// transforms: they replace those gradients only because pixman's are slow.
@Suite struct CanvasGradientTests {
    /// The largest difference of any channel between two equally sized surfaces.
    func largestDifference(_ a: Surface, _ b: Surface) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for shift in stride(from: 0, to: 32, by: 8) {
                    worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff)))
                }
            }
        }
        return worst
    }

    /// Two canvases on a noisy ground, set up alike by `setUp` (scale, origin, transform, clip).
    func pair(scale: Double, origin: Point = .zero, _ setUp: (Canvas) -> Void) -> (Canvas, Canvas) {
        (canvas(scale: scale, origin: origin, setUp), canvas(scale: scale, origin: origin, setUp))
    }

    func canvas(scale: Double, origin: Point, _ setUp: (Canvas) -> Void) -> Canvas {
        let s = Surface(sized: 240, 180)
        for y in 0..<s.height { for x in 0..<s.width { s[x, y] = 0xff00_0000 | UInt32((x * 37 + y * 11) & 0xff) << 8 | UInt32((x ^ y) & 0xff) } }
        let c = Canvas(surface: s, scale: scale, origin: origin)
        setUp(c)
        return c
    }

    @Test(arguments: [(1.0, false), (2.0, false), (2.0, true), (3.0, true)])
    func aGlowIsCairosRadialGradient(scale: Double, clipped: Bool) {
        let center = Point(52.3, 31.7), radius = 37.6
        let inner = Color(r: 0.9, g: 0.4, b: 0.2, a: 0.55)
        let (ours, cairos) = pair(scale: scale, origin: Point(-4.25, 3.5)) { c in
            if clipped { c.clip(Rect(x: 20, y: 10, width: 60, height: 40), radius: 12) }
        }
        ours.fillRadialGlow(center: center, radius: radius, inner: inner)
        let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
        cairo_pattern_add_color_stop_rgba(pattern, 0, Double(inner.r), Double(inner.g), Double(inner.b), Double(inner.a))
        cairo_pattern_add_color_stop_rgba(pattern, 1, Double(inner.r), Double(inner.g), Double(inner.b), 0)
        cairo_set_source(cairos.cr, pattern)
        cairo_arc(cairos.cr, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_fill(cairos.cr)
        cairo_pattern_destroy(pattern)
        ours.flush(); cairos.flush()
        #expect(largestDifference(ours.surface, cairos.surface) <= 2)
        // And it did paint: the centre is lit.
        let ground = pair(scale: scale, origin: Point(-4.25, 3.5)) { _ in }.0
        #expect(largestDifference(ours.surface, ground.surface) > 60)
    }

    /// Colours outside 0...1 are clamped, as cairo clamps its stops: no lane wraps past a byte.
    @Test func aGlowOfAnOutOfRangeColourIsTheClampedOne() {
        let (wild, clamped) = pair(scale: 2) { _ in }
        wild.fillRadialGlow(center: Point(60, 45), radius: 40, inner: Color(r: 1.4, g: -0.2, b: 0.5, a: 1.3))
        clamped.fillRadialGlow(center: Point(60, 45), radius: 40, inner: Color(r: 1, g: 0, b: 0.5, a: 1))
        wild.flush(); clamped.flush()
        #expect(wild.surface.hasSamePixels(as: clamped.surface))
    }

    /// Hostile geometry (lines of no length, coordinates far out, not numbers) paints something
    /// defined and never reads outside the ramp.
    @Test func degenerateGradientsAreDefined() {
        let stops = [Color(r: 1, g: 0, b: 0, a: 1), Color(r: 0, g: 0, b: 1, a: 1)]
        for (from, to) in [(Point(10, 10), Point(10, 10)), (Point(-1e30, 0), Point(1e30, 1)),
                           (Point(.nan, 0), Point(10, 10)), (Point(0, 0), Point(.infinity, 5))] {
            let c = canvas(scale: 2, origin: .zero) { _ in }
            c.fillLinearGradient(Rect(x: 0, y: 0, width: 100, height: 80), from: from, to: to, colors: stops)
            c.fillRadialGlow(center: from, radius: to.x, inner: stops[0])
            c.flush()
        }
    }

    @Test(arguments: [(1.0, 0.0, 0.0), (2.0, 0.0, 8.0), (2.0, 0.4, 0.0), (2.0, 0.4, 10.0)])
    func aLinearGradientIsCairos(scale: Double, rotation: Double, radius: Double) {
        let r = Rect(x: 12.5, y: 8.25, width: 70, height: 50)
        let stops = [Color(r: 0.1, g: 0.5, b: 0.9, a: 1), Color(r: 0.9, g: 0.8, b: 0.1, a: 0.6), Color(r: 0.2, g: 0.9, b: 0.3, a: 0)]
        let (from, to) = (Point(20, 10), Point(70, 52))
        let (ours, cairos) = pair(scale: scale) { c in
            c.translate(40, 30); c.rotate(rotation); c.translate(-40, -30)
        }
        ours.fillLinearGradient(r, radius: radius, from: from, to: to, colors: stops)
        let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
        for (i, c) in stops.enumerated() {
            cairo_pattern_add_color_stop_rgba(pattern, Double(i) / 2, Double(c.r), Double(c.g), Double(c.b), Double(c.a))
        }
        cairo_set_source(cairos.cr, pattern)
        if radius > 0 { cairos.roundedRectPath(r, radius: radius) } else { cairo_rectangle(cairos.cr, r.minX, r.minY, r.width, r.height) }
        cairo_fill(cairos.cr)
        cairo_pattern_destroy(pattern)
        ours.flush(); cairos.flush()
        #expect(largestDifference(ours.surface, cairos.surface) <= 2)
    }
}

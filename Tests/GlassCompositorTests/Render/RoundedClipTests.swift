import Testing
@testable import GlassCompositor

/// A rounded clip is the pixels whose centres lie in the rounded rectangle, as disjoint rows.
@Suite struct RoundedClipTests {
    @Test func theRowsCoverTheRoundedRectanglesPixelsOnce() {
        let rect = PixelRect(x: 10, y: 20, width: 120, height: 90)
        let r = 30.0
        let rects = RoundedClip.rects(rect, radius: r)
        var covered = Set<Int>()
        for p in rects {
            #expect(p.intersection(rect) == p, "\(p) outside \(rect)")
            for y in p.y0..<p.y1 { for x in p.x0..<p.x1 { #expect(covered.insert(y * 1000 + x).inserted, "(\(x), \(y)) twice") } }
        }
        // Exactly the pixels whose centre is inside the shape.
        func inside(_ x: Int, _ y: Int) -> Bool {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let cx = min(max(px, Double(rect.x0) + r), Double(rect.x1) - r)
            let cy = min(max(py, Double(rect.y0) + r), Double(rect.y1) - r)
            return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r
        }
        var mismatches = 0
        for y in rect.y0..<rect.y1 { for x in rect.x0..<rect.x1 where inside(x, y) != covered.contains(y * 1000 + x) { mismatches += 1 } }
        #expect(mismatches == 0)
        #expect(!covered.contains(20 * 1000 + 10) && covered.contains(65 * 1000 + 10), "a corner pixel is out, the middle of an edge in")
    }

    @Test func aZeroRadiusIsTheRectangle() {
        let rect = PixelRect(x: 0, y: 0, width: 8, height: 4)
        #expect(RoundedClip.rects(rect, radius: 0) == [rect])
    }
}

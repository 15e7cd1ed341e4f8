/// Tints that blend across a container's bridges (G9): members of one glass group may carry
/// their own colour grading (tint, fill, vibrancy); where their shapes flow together the colour
/// moves from one to the other with the smooth-min weights of the field.
///
/// The renderer shades the group once per distinct grading over the same original pixels:
/// grading 0 (the group's own) into the frame, every other one into a buffer, only over the
/// rectangles of its members grown by the merge distance (beyond, its weight is 0). This pass
/// then writes, inside those rectangles: a member's own shading where no member of another
/// grading is near (no field evaluation: a member far from the others is exactly as if drawn
/// alone), and where rectangles of different gradings overlap (the bridges) the mix of the
/// shadings by the members' weights. Mixing finished pixels keeps each grading's rim, clipping
/// and edge as they are; outside the glass every shading is the same picture.
struct MemberTintBlend {
    /// Shadings 1... of the drawn rectangle, `drawRect.width × drawRect.height` pixels each, at
    /// `outputs + k · area` (slot 0 unused: grading 0 is the frame).
    let outputs: UnsafePointer<UInt32>
    let gradingCount: Int
    let drawRect: PixelRect
    /// Per grading, where its shading exists (empty for none); per shape, its grown rectangle.
    let gradingRects: UnsafePointer<PixelRect>
    let memberRects: UnsafePointer<PixelRect>
    /// Which grading each shape of the field takes its colour from.
    let shapeGrading: UnsafePointer<Int>

    /// The rows where any grading but the group's own has a shading (nothing to mix elsewhere).
    var span: PixelRect {
        var span = PixelRect.empty
        for k in 1..<gradingCount where !gradingRects[k].isEmpty {
            span = span.isEmpty ? gradingRects[k] : span.union(gradingRects[k])
        }
        return span
    }

    /// Mixes frame rows `rows` (inside `span`; rows are independent, so any split over threads
    /// gives the same pixels) into `frame`; `scratch` holds `field.count + gradingCount` floats of
    /// the calling thread.
    func apply(rows: Range<Int>, field: FieldEvaluator, frame: Surface, scratch: UnsafeMutablePointer<Float>) {
        let span = self.span
        let y0 = max(rows.lowerBound, span.y0), y1 = min(rows.upperBound, span.y1)
        guard y0 < y1 else { return }
        let pixels = frame.pixels, stride = frame.stride, n = field.count, count = gradingCount
        let w = drawRect.width, area = drawRect.width * drawRect.height
        let shapeWeights = scratch, weights = scratch + n
        // A row splits where member rectangles begin and end; between two such places every
        // pixel has the same members near it, so a run with one grading near is copied whole
        // and only the bridges are mixed pixel by pixel.
        var cuts: [Int] = []
        cuts.reserveCapacity(2 * n + 2)
        for y in y0..<y1 {
            let row = pixels + y * stride
            let source = outputs + (y - drawRect.y0) * w - drawRect.x0
            cuts.removeAll(keepingCapacity: true)
            cuts.append(span.x0); cuts.append(span.x1)
            for i in 0..<n {
                let r = memberRects[i]
                guard y >= r.y0 && y < r.y1 else { continue }
                if r.x0 > span.x0 && r.x0 < span.x1 { cuts.append(r.x0) }
                if r.x1 > span.x0 && r.x1 < span.x1 { cuts.append(r.x1) }
            }
            cuts.sort()
            for c in 0..<(cuts.count - 1) {
                let a = cuts[c], b = cuts[c + 1]
                guard a < b else { continue }
                // Which gradings have a member near this run.
                var near = -1, mixed = false
                for i in 0..<n {
                    let r = memberRects[i]
                    guard a >= r.x0 && a < r.x1 && y >= r.y0 && y < r.y1 else { continue }
                    if near < 0 { near = shapeGrading[i] } else if near != shapeGrading[i] { mixed = true; break }
                }
                guard near >= 0 else { continue }
                if !mixed {
                    if near > 0 { (row + a).update(from: source + a + near * area, count: b - a) }
                    continue
                }
                for x in a..<b {
                    // A bridge between members of different gradings.
                    @inline(__always) func shading(_ k: Int) -> UInt32 {
                        let r = gradingRects[k]
                        return k > 0 && x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 ? source[x + k * area] : row[x]
                    }
                    var differs = false
                    for k in 1..<count where shading(k) != row[x] { differs = true; break }
                    guard differs else { continue }
                    let d = field.distance(Float(x) + 0.5, Float(y) + 0.5, weights: shapeWeights)
                    guard d < 0.5 else { continue }
                    for k in 0..<count { weights[k] = 0 }
                    for i in 0..<n { weights[shapeGrading[i]] += shapeWeights[i] }
                    var mix = SIMD4<Float>()
                    for k in 0..<count where weights[k] > 0 { mix += PixelVector.unpack(shading(k)) * weights[k] }
                    row[x] = PixelVector.pack(mix)
                }
            }
        }
    }
}

import Dispatch

/// Tints that blend across a container's bridges (SPEC G9): members of one glass group may carry
/// their own colour grading (tint, fill, vibrancy); where their shapes flow together the colour
/// moves from one to the other with the smooth-min weights of the field.
///
/// The renderer shades the group once per distinct grading, each over the same original pixels
/// (`outputs`, one drawn rectangle each), then this pass mixes them inside the glass by the
/// members' weights: far from a bridge one member has weight 1 and its pixels are exactly those
/// of that member shaded alone; outside the glass (shadow, frame) every output is the same.
/// Mixing finished pixels keeps each grading's rim, clipping and edge as they are.
struct MemberTintBlend {
    /// `count` shadings of `rect`, each `rect.width × rect.height` pixels, one after another.
    let outputs: UnsafePointer<UInt32>
    let count: Int
    let rect: PixelRect
    /// Which output each shape of the field takes its colour from.
    let shapeGrading: UnsafePointer<Int>

    /// Writes the mix into `frame` over `rect`, in row bands; `scratch` holds
    /// `bands × (field.count + count)` floats.
    func apply(field: FieldEvaluator, frame: Surface, bandRows: Int, scratch: UnsafeMutablePointer<Float>) {
        guard !rect.isEmpty else { return }
        let band = max(1, bandRows)
        let bands = (rect.height + band - 1) / band
        let pixels = frame.pixels, stride = frame.stride, n = field.count, w = rect.width, area = rect.width * rect.height
        DispatchQueue.concurrentPerform(iterations: bands) { b in
            let shapeWeights = scratch + b * (n + count), weights = shapeWeights + n
            for y in (rect.y0 + b * band)..<min(rect.y1, rect.y0 + (b + 1) * band) {
                let py = Float(y) + 0.5
                let row = pixels + y * stride
                let source = outputs + (y - rect.y0) * w - rect.x0
                for x in rect.x0..<rect.x1 {
                    // Where every shading agrees (outside the glass: frame and shadow) there is
                    // nothing to mix and no need to evaluate the field.
                    var same = true
                    for k in 1..<count where source[x + k * area] != source[x] { same = false; break }
                    if same {
                        row[x] = source[x]
                        continue
                    }
                    let d = field.distance(Float(x) + 0.5, py, weights: shapeWeights)
                    guard d < 0.5 else {
                        row[x] = source[x]
                        continue
                    }
                    for k in 0..<count { weights[k] = 0 }
                    for i in 0..<n { weights[shapeGrading[i]] += shapeWeights[i] }
                    var mix = SIMD4<Float>()
                    for k in 0..<count where weights[k] > 0 { mix += PixelVector.unpack(source[x + k * area]) * weights[k] }
                    row[x] = PixelVector.pack(mix)
                }
            }
        }
    }
}

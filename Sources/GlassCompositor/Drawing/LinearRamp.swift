/// A linear gradient in device pixels: evenly spaced colour stops along a line, padded beyond
/// its ends, as a cairo linear gradient with the same stops paints them (colours interpolated
/// unpremultiplied, then premultiplied; ARGB32, sRGB values). Written for
/// `Canvas.fillLinearGradient`.
struct LinearRamp {
    /// The position along the ramp (0 at the first stop, 1 at the last) of device pixel centre
    /// (x, y) is `tx * x + ty * y + t0`.
    var tx: Float, ty: Float, t0: Float
    /// The ramp sampled at `steps` + 1 evenly spaced positions, as premultiplied pixels: finer
    /// than a quarter of an 8-bit step for any two stops.
    private var table: [UInt32]
    static let steps = 1024

    init(tx: Float, ty: Float, t0: Float, stops: [Color]) {
        self.tx = tx; self.ty = ty; self.t0 = t0
        let n = Self.steps
        table = (0...n).map { i in
            let t = Float(i) / Float(n)
            guard stops.count > 1 else { return (stops.first ?? Color(white: 0, a: 0)).pixel }
            let span = t * Float(stops.count - 1)
            let k = min(Int(span), stops.count - 2)
            let f = span - Float(k)
            let (a, b) = (stops[k], stops[k + 1])
            let c = Color(r: a.r + (b.r - a.r) * f, g: a.g + (b.g - a.g) * f, b: a.b + (b.b - a.b) * f, a: a.a + (b.a - a.a) * f)
            return c.pixel
        }
    }

    /// Writes the ramp into `surface`, whose top-left pixel is device pixel (`originX`, `originY`).
    func write(into surface: Surface, originX: Int, originY: Int) {
        let scaled = Float(Self.steps)
        table.withUnsafeBufferPointer { table in
            for y in 0..<surface.height {
                let row = surface.row(y)
                let rowStart = (tx * (Float(originX) + 0.5) + ty * (Float(originY + y) + 0.5) + t0) * scaled
                let step = tx * scaled
                for x in 0..<surface.width {
                    // Written so that a position that is not a number (a degenerate line far
                    // off the surface) reads the first stop rather than outside the table.
                    let position = rowStart + step * Float(x)
                    let t = position >= 0 ? min(position, scaled) : 0
                    row[x] = table[Int(t + 0.5)]
                }
            }
        }
    }
}

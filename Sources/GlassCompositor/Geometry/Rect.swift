/// An axis-aligned rectangle with a top-left origin (y grows downward, as on screen).
struct Rect: Hashable, Sendable {
    var origin: Point
    var size: Size

    init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    var minX: Double { origin.x }
    var minY: Double { origin.y }
    var maxX: Double { origin.x + size.width }
    var maxY: Double { origin.y + size.height }
    var width: Double { size.width }
    var height: Double { size.height }
    var midX: Double { origin.x + size.width / 2 }
    var midY: Double { origin.y + size.height / 2 }
    var center: Point { Point(midX, midY) }
    var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    func scaled(by s: Double) -> Rect {
        Rect(x: minX * s, y: minY * s, width: width * s, height: height * s)
    }
    func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        if x1 <= x0 || y1 <= y0 { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
    func intersects(_ o: Rect) -> Bool { !intersection(o).isEmpty }
    func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// The shortest distance between the two rectangles (0 where they touch or overlap), in
    /// their own units. Shapes inscribed in them (capsules, rounded rectangles) are at least
    /// this far apart.
    func gap(to o: Rect) -> Double {
        let dx = max(0, max(o.minX - maxX, minX - o.maxX))
        let dy = max(0, max(o.minY - maxY, minY - o.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}

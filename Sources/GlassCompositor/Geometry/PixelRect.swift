/// An integer rectangle in device pixels, half-open: [x0, x1) × [y0, y1).
///
/// Damage, blits and per-row kernels work in whole pixels; `Rect` stays in points.
public struct PixelRect: Hashable, Sendable {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
    public init(x: Int, y: Int, width: Int, height: Int) { self.init(x0: x, y0: y, x1: x + width, y1: y + height) }
    /// The smallest pixel rectangle that covers `rect` (already in pixels).
    init(covering rect: Rect) {
        self.init(x0: Int(rect.minX.rounded(.down)), y0: Int(rect.minY.rounded(.down)),
                  x1: Int(rect.maxX.rounded(.up)), y1: Int(rect.maxY.rounded(.up)))
    }
    public static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    public var width: Int { max(0, x1 - x0) }
    public var height: Int { max(0, y1 - y0) }
    public var area: Int { width * height }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    public func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
    /// Whether every pixel of `o` is one of these (an empty `o` is in any rectangle).
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1)
    }
    public func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }
    public func outsetBy(_ d: Int) -> PixelRect { insetBy(-d) }
}

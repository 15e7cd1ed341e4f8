/// A width and height; points or pixels depending on the caller (documented there).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    public static func * (a: Size, s: Double) -> Size { Size(a.width * s, a.height * s) }
}

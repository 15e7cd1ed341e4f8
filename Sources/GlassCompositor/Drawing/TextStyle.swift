/// How a run of text looks: the type scale of the scenes, in points.
public struct TextStyle: Hashable, Sendable {
    public var size: Double
    /// Pango/CSS weight: 400 regular, 600 semibold, 700 bold.
    public var weight: Int
    public var family: String
    /// Extra line spacing factor (1 = the font's own).
    public var lineHeight: Double

    public init(size: Double, weight: Int = 400, family: String = "Inter", lineHeight: Double = 1) {
        self.size = size; self.weight = weight; self.family = family; self.lineHeight = lineHeight
    }

    public static let largeTitle = TextStyle(size: 34, weight: 700)
    public static let title = TextStyle(size: 22, weight: 700)
    public static let title3 = TextStyle(size: 20, weight: 600)
    public static let headline = TextStyle(size: 17, weight: 600)
    public static let body = TextStyle(size: 17)
    public static let subheadline = TextStyle(size: 15)
    public static let footnote = TextStyle(size: 13)
    public static let caption = TextStyle(size: 12, weight: 500)
    public static let tabLabel = TextStyle(size: 10, weight: 600)
}

/// How a run of text looks: the type scale of the scenes, in points.
struct TextStyle: Hashable, Sendable {
    var size: Double
    /// Pango/CSS weight: 400 regular, 600 semibold, 700 bold.
    var weight: Int
    var family: String
    /// Extra line spacing factor (1 = the font's own).
    var lineHeight: Double

    init(size: Double, weight: Int = 400, family: String = "Inter", lineHeight: Double = 1) {
        self.size = size; self.weight = weight; self.family = family; self.lineHeight = lineHeight
    }

    static let largeTitle = TextStyle(size: 34, weight: 700)
    static let title = TextStyle(size: 22, weight: 700)
    static let title3 = TextStyle(size: 20, weight: 600)
    static let headline = TextStyle(size: 17, weight: 600)
    static let body = TextStyle(size: 17)
    static let subheadline = TextStyle(size: 15)
    static let footnote = TextStyle(size: 13)
    static let caption = TextStyle(size: 12, weight: 500)
    static let tabLabel = TextStyle(size: 10, weight: 600)
}

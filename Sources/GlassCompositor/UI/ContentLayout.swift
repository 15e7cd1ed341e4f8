/// Where the items of a screen go, in content coordinates (points, y = 0 at the content's top).
///
/// Compact widths (under 700 pt) stack cards in one column like a phone; regular widths use
/// as many columns of at least `minimumCardWidth` as fit.
public struct ContentLayout: Equatable, Sendable {
    public struct Placed: Equatable, Sendable {
        public var item: ContentItem
        public var frame: Rect
    }

    public static let compactWidthLimit = 700.0
    public static let minimumCardWidth = 300.0

    public var width: Double
    public var titleFrame: Rect?
    public var items: [Placed]
    /// Total height, including room to scroll the last row above the floating tab bar.
    public var height: Double
    public var isCompact: Bool

    public init(screen: Screen, width: Double, bottomInset: Double) {
        self.width = width
        isCompact = width < ContentLayout.compactWidthLimit
        let margin = isCompact ? 16.0 : 28.0
        let gap = isCompact ? 16.0 : 20.0
        let columns = isCompact ? 1 : max(2, Int((width - 2 * margin + gap) / (ContentLayout.minimumCardWidth + gap)))
        let cardWidth = (width - 2 * margin - gap * Double(columns - 1)) / Double(columns)
        let cardHeight = (cardWidth * 0.62 + 78).rounded()
        var y = isCompact ? 54.0 : 40.0
        if let title = screen.title, !title.isEmpty {
            titleFrame = Rect(x: margin, y: y, width: width - 2 * margin, height: 42)
            y += 56
        }
        var placed: [Placed] = []
        var column = 0
        for item in screen.items {
            switch item {
            case .header:
                if column != 0 { y += cardHeight + gap; column = 0 }
                placed.append(Placed(item: item, frame: Rect(x: margin, y: y, width: width - 2 * margin, height: 30)))
                y += 40
            case .card:
                let x = margin + Double(column) * (cardWidth + gap)
                placed.append(Placed(item: item, frame: Rect(x: x, y: y, width: cardWidth, height: cardHeight)))
                column += 1
                if column == columns { column = 0; y += cardHeight + gap }
            }
        }
        if column != 0 { y += cardHeight + gap }
        items = placed
        height = y + bottomInset
    }
}

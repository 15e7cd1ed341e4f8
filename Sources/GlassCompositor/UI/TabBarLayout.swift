/// The floating glass tab bar (SPEC T1): a capsule inset from the window edges, one equal slot
/// per tab, and the selection pill around the selected slot. Points, window coordinates.
public struct TabBarLayout: Equatable, Sendable {
    public static let height = 62.0
    public static let edgeInset = 21.0
    public static let maximumSlotWidth = 110.0

    public var bar: Rect
    public var slots: [Rect]

    public init(tabCount: Int, viewport: Size) {
        let count = max(1, tabCount)
        let available = viewport.width - 2 * TabBarLayout.edgeInset
        let width = max(TabBarLayout.height, min(available, Double(count) * TabBarLayout.maximumSlotWidth + 8))
        bar = Rect(x: ((viewport.width - width) / 2).rounded(), y: viewport.height - TabBarLayout.edgeInset - TabBarLayout.height,
                   width: width.rounded(), height: TabBarLayout.height)
        let inner = bar.insetBy(dx: 4, dy: 4)
        let slotWidth = inner.width / Double(count)
        slots = (0..<count).map { Rect(x: inner.minX + Double($0) * slotWidth, y: inner.minY, width: slotWidth, height: inner.height) }
    }

    /// The pill behind the selected tab at a fractional position (for animated travel).
    public func selectionPill(at position: Double) -> Rect {
        guard let first = slots.first else { return .zero }
        return Rect(x: first.minX + position * first.width, y: first.minY, width: first.width, height: first.height)
    }

    /// The tab under `p`, if any.
    public func slot(at p: Point) -> Int? { slots.firstIndex { $0.contains(p) } }

    /// Room content needs below its last item so it can scroll clear of the bar.
    public static var contentBottomInset: Double { height + edgeInset + 24 }
}

/// The floating glass tab bar (T1): a capsule inset from the window edges, one equal slot
/// per tab, the selection pill around the selected slot, and the bottom accessory above it
/// (T3). Points, window coordinates.
///
/// `collapse` runs from 0 (expanded) to 1 (minimized, T2): the bar shrinks to a circle at
/// the leading edge holding the selected tab's icon, and the accessory slides down beside it.
struct TabBarLayout: Equatable, Sendable {
    static let height = 62.0
    static let edgeInset = 21.0
    static let maximumSlotWidth = 110.0
    static let accessoryHeight = 52.0
    static let accessoryGap = 8.0

    /// The bar as shown now (between expanded and collapsed).
    var bar: Rect
    /// The bar when expanded; slots belong to it.
    var expandedBar: Rect
    var slots: [Rect]
    /// The accessory as shown now, when the scene has one.
    var accessory: Rect?
    var collapse: Double

    init(tabCount: Int, viewport: Size, collapse: Double = 0, hasAccessory: Bool = false) {
        let count = max(1, tabCount)
        let available = viewport.width - 2 * TabBarLayout.edgeInset
        let width = max(TabBarLayout.height, min(available, Double(count) * TabBarLayout.maximumSlotWidth + 8))
        let y = viewport.height - TabBarLayout.edgeInset - TabBarLayout.height
        expandedBar = Rect(x: ((viewport.width - width) / 2).rounded(), y: y, width: width.rounded(), height: TabBarLayout.height)
        let inner = expandedBar.insetBy(dx: 4, dy: 4)
        let slotWidth = inner.width / Double(count)
        slots = (0..<count).map { Rect(x: inner.minX + Double($0) * slotWidth, y: inner.minY, width: slotWidth, height: inner.height) }
        self.collapse = min(1, max(0, collapse))
        let collapsedBar = Rect(x: TabBarLayout.edgeInset, y: y, width: TabBarLayout.height, height: TabBarLayout.height)
        bar = TabBarLayout.mix(expandedBar, collapsedBar, self.collapse)
        if hasAccessory {
            let above = Rect(x: expandedBar.minX, y: y - TabBarLayout.accessoryGap - TabBarLayout.accessoryHeight,
                             width: expandedBar.width, height: TabBarLayout.accessoryHeight)
            let inlineX = collapsedBar.maxX + TabBarLayout.accessoryGap
            let inline = Rect(x: inlineX, y: y + (TabBarLayout.height - TabBarLayout.accessoryHeight) / 2,
                              width: max(TabBarLayout.accessoryHeight, viewport.width - TabBarLayout.edgeInset - inlineX),
                              height: TabBarLayout.accessoryHeight)
            // The accessory makes way for the shrinking bar (T2): its leading edge follows
            // the bar's trailing edge (a gap away) over the first half of the change, and only
            // then does it come down into the bar's row, so its artwork never slides over the bar.
            let c = self.collapse
            func smoothstep(_ x: Double) -> Double { let t = min(1, max(0, x)); return t * t * (3 - 2 * t) }
            let follow = smoothstep(c / 0.5)
            let descent = smoothstep((c - 0.35) / 0.65)
            let leading = above.minX + (bar.maxX + TabBarLayout.accessoryGap - above.minX) * follow
            let trailing = above.maxX + (inline.maxX - above.maxX) * c
            let shown = Rect(x: leading, y: above.minY + (inline.minY - above.minY) * descent,
                             width: max(TabBarLayout.accessoryHeight, trailing - leading), height: TabBarLayout.accessoryHeight)
            accessory = shown
        }
    }

    static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
             width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    /// Whether the bar shows its compact form (only the selected icon).
    var isCollapsed: Bool { collapse >= 0.5 }

    /// The pill behind the selected tab at a fractional position (for animated travel).
    func selectionPill(at position: Double) -> Rect {
        guard let first = slots.first else { return .zero }
        return Rect(x: first.minX + position * first.width, y: first.minY, width: first.width, height: first.height)
    }

    /// The tab under `p`, if any (only while expanded).
    func slot(at p: Point) -> Int? { isCollapsed ? nil : slots.firstIndex { $0.contains(p) } }

    /// Room content needs below its last item so it can scroll clear of the bar (and accessory).
    static var contentBottomInset: Double { height + edgeInset + 24 }
    static func contentBottomInset(hasAccessory: Bool) -> Double {
        contentBottomInset + (hasAccessory ? accessoryHeight + accessoryGap : 0)
    }
}

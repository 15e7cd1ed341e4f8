/// The floating glass tab bar (T1): a capsule inset from the window edges, one equal slot
/// per tab, the selection pill around the selected slot, and the bottom accessory above it
/// (T3). Points, window coordinates.
///
/// On a compact width the bar floats at the bottom; a regular-width window of a
/// sidebar-adaptable scene whose sidebar is off floats it at the top centre, as iPadOS does,
/// in the navigation bar's row between its leading and trailing groups (`topSpan`; the bar
/// folds items into "more" to leave it `minimumTopWidth`), its slots holding titles only.
///
/// `collapse` runs from 0 (expanded) to 1 (minimized, T2): the bar shrinks to a circle at
/// the leading edge holding the selected tab's icon, and the accessory slides down beside it.
struct TabBarLayout: Equatable, Sendable {
    static let height = 62.0
    static let edgeInset = 21.0
    static let maximumSlotWidth = 110.0
    static let accessoryHeight = 52.0
    static let accessoryGap = 8.0
    /// A slot of the top bar is never narrower than this (points); the bar's tabs keep it and
    /// their titles shorten past it.
    static let minimumTopSlotWidth = 56.0

    /// The width the top bar asks the navigation bar to leave it for `tabCount` tabs (points).
    static func minimumTopWidth(tabCount: Int) -> Double { Double(max(1, tabCount)) * minimumTopSlotWidth + 8 }

    /// Where the bar floats.
    enum Placement: Equatable, Sendable { case bottom, top }

    /// The bar as shown now (between expanded and collapsed).
    var bar: Rect
    /// The bar when expanded; slots belong to it.
    var expandedBar: Rect
    var slots: [Rect]
    /// The accessory as shown now, when the scene has one.
    var accessory: Rect?
    var collapse: Double
    var placement: Placement

    /// - Parameters:
    ///   - topSpan: at the top, the free span of the navigation bar's row between its leading
    ///     and trailing items (x from … to, points); the bar stays inside it, centred in the
    ///     window when it fits there, else in the span.
    init(tabCount: Int, viewport: Size, collapse: Double = 0, hasAccessory: Bool = false,
         placement: Placement = .bottom, topSpan: ClosedRange<Double>? = nil) {
        let count = max(1, tabCount)
        self.placement = placement
        let widest = Double(count) * TabBarLayout.maximumSlotWidth + 8
        if placement == .top {
            let height = ToolbarLayout.barHeight
            let span = topSpan ?? TabBarLayout.edgeInset...max(TabBarLayout.edgeInset, viewport.width - TabBarLayout.edgeInset)
            let width = max(height, min(widest, span.upperBound - span.lowerBound)).rounded(.down)
            var x = ((viewport.width - width) / 2).rounded()
            if x < span.lowerBound || x + width > span.upperBound { x = (span.lowerBound + (span.upperBound - span.lowerBound - width) / 2).rounded() }
            expandedBar = Rect(x: x, y: ToolbarLayout.topInset, width: width, height: height)
        } else {
            let width = max(TabBarLayout.height, min(viewport.width - 2 * TabBarLayout.edgeInset, widest))
            let y = viewport.height - TabBarLayout.edgeInset - TabBarLayout.height
            expandedBar = Rect(x: ((viewport.width - width) / 2).rounded(), y: y, width: width.rounded(), height: TabBarLayout.height)
        }
        let y = expandedBar.minY, height = expandedBar.height
        let inner = expandedBar.insetBy(dx: 4, dy: 4)
        let slotWidth = inner.width / Double(count)
        slots = (0..<count).map { Rect(x: inner.minX + Double($0) * slotWidth, y: inner.minY, width: slotWidth, height: inner.height) }
        self.collapse = min(1, max(0, collapse))
        let collapsedBar = Rect(x: TabBarLayout.edgeInset, y: y, width: height, height: height)
        bar = TabBarLayout.mix(expandedBar, collapsedBar, self.collapse)
        if hasAccessory, placement == .top {
            // The accessory stays at the bottom centre, where a person's thumb expects it.
            let w = min(viewport.width - 2 * TabBarLayout.edgeInset, 480)
            accessory = Rect(x: ((viewport.width - w) / 2).rounded(), y: viewport.height - TabBarLayout.edgeInset - TabBarLayout.accessoryHeight,
                             width: w, height: TabBarLayout.accessoryHeight)
        } else if hasAccessory {
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
    /// Where `scene`'s bar floats on a window of `sizeClass`: at the top centre for a
    /// sidebar-adaptable scene on a regular width (its sidebar switched off), else at the bottom.
    static func placement(scene: Scene, sizeClass: SizeClass) -> Placement {
        sizeClass.isRegular && (scene.tabBar.style == .sidebarAdaptable || scene.sidebar != nil) ? .top : .bottom
    }

    /// The bar floats at the top of the window.
    var isTop: Bool { placement == .top }

    static var contentBottomInset: Double { height + edgeInset + 24 }
    static func contentBottomInset(hasAccessory: Bool) -> Double {
        contentBottomInset + (hasAccessory ? accessoryHeight + accessoryGap : 0)
    }
}

/// The floating glass tab bar (T1): a capsule inset from the window edges, one equal slot
/// per tab, the selection pill around the selected slot, and the bottom accessory above it
/// (T3). Points, window coordinates.
///
/// On a compact width the bar floats at the bottom; a regular-width window of a
/// sidebar-adaptable scene whose sidebar is off floats it at the top centre, as iPadOS does,
/// in the navigation bar's row between its leading and trailing groups (`topSpan`; the bar
/// folds items into "more" to leave it `minimumTopWidth`), its slots holding titles only,
/// each as wide as its title (`topTitleWidths`); short of room, the longest give way first.
///
/// `collapse` runs from 0 (expanded) to 1 (minimized, T2): the bar shrinks to a circle at
/// the leading edge holding the selected tab's icon, and the accessory slides down beside it.
///
/// A scene whose last tab is the search tab (T5) shows it apart, as its own glass circle
/// (`search`) at the trailing end, a small gap after the capsule; the capsule's slots are
/// the other tabs'. `searchOpen` runs from 0 (the circle) to 1 (the search tab selected):
/// the circle grows into a field spanning the bar while the capsule shrinks to a circle at
/// the leading edge, both shapes moving through every size between (a morph, not a fade).
/// A bar at the top shows no search circle: there the search tab is one of its slots.
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
    /// Room a top slot leaves around its title (points, both sides together).
    static let topSlotPadding = 36.0

    /// The widths of a top bar's slots for titles `natural` wide (points) in `room` points of
    /// slots: each title's own width and padding when they all fit; else the widest shrink to
    /// one common width (their titles then shorten) while narrower ones keep theirs, as long as
    /// the minimum allows.
    static func topSlotWidths(titles natural: [Double], room: Double) -> [Double] {
        let wanted = natural.map { max(minimumTopSlotWidth, ($0 + topSlotPadding).rounded(.up)) }
        guard wanted.reduce(0, +) > room, !wanted.isEmpty else { return wanted }
        // The common width `cap` the widest shrink to: the largest with Σ min(wanted, cap) ≤ room.
        let sorted = wanted.sorted()
        var below = 0.0, cap = minimumTopSlotWidth
        for (i, w) in sorted.enumerated() {
            let rest = Double(sorted.count - i)
            let c = (room - below) / rest
            if c <= w { cap = max(minimumTopSlotWidth, c); break }
            below += w
        }
        return wanted.map { min($0, cap) }
    }

    /// Where the bar floats.
    enum Placement: Equatable, Sendable { case bottom, top }
    /// Between the capsule and the search tab's circle, and between the collapsed tabs'
    /// circle and the open search field (points), as iOS 26 leaves them.
    static let searchGap = 10.0

    /// The bar as shown now (between expanded and collapsed).
    var bar: Rect
    /// The bar when expanded; slots belong to it.
    var expandedBar: Rect
    /// The slots of the capsule's tabs (all the scene's tabs but a search tab).
    var slots: [Rect]
    /// The accessory as shown now, when the scene has one.
    var accessory: Rect?
    /// How far the capsule is collapsed now (the minimize's or the open search's, whichever
    /// is further): 0 … 1.
    var collapse: Double
    var placement: Placement
    /// The search tab's glass as shown now: its circle, the field it grows into, or a shape
    /// between (nil for a scene without a search tab).
    var search: Rect?
    /// How far the search tab has opened into a field (0 … 1; a spring may overshoot a little).
    var searchOpen: Double
    /// How far the bar is minimized on scroll (T2) alone, 0 … 1: the accessory's place and
    /// its reduced layout follow this, not the open search.
    var minimized: Double

    /// - Parameters:
    ///   - tabCount: the slots, and the search tab when `hasSearchTab` (it takes no slot).
    ///   - topSpan: at the top, the free span of the navigation bar's row between its leading
    ///     and trailing items (x from … to, points); the bar stays inside it, centred in the
    ///     window when it fits there, else in the span.
    init(tabCount: Int, viewport: Size, collapse: Double = 0, hasAccessory: Bool = false,
         placement: Placement = .bottom, topSpan: ClosedRange<Double>? = nil,
         hasSearchTab: Bool = false, searchOpen: Double = 0, topTitleWidths: [Double]? = nil) {
        let hasSearchTab = hasSearchTab && placement == .bottom
        self.placement = placement
        let count = max(1, hasSearchTab ? tabCount - 1 : tabCount)
        var widest = Double(count) * TabBarLayout.maximumSlotWidth + 8
        // A top bar's slots are as wide as their titles (iPadOS): nil for equal slots.
        var topWidths: [Double]? = nil
        if placement == .top {
            let height = ToolbarLayout.barHeight
            let span = topSpan ?? TabBarLayout.edgeInset...max(TabBarLayout.edgeInset, viewport.width - TabBarLayout.edgeInset)
            if let titles = topTitleWidths, titles.count == count {
                let room = max(height, span.upperBound - span.lowerBound).rounded(.down) - 8
                let widths = TabBarLayout.topSlotWidths(titles: titles, room: room)
                topWidths = widths
                widest = widths.reduce(0, +) + 8
            }
            let width = max(height, min(widest, span.upperBound - span.lowerBound)).rounded(.down)
            var x = ((viewport.width - width) / 2).rounded()
            if x < span.lowerBound || x + width > span.upperBound { x = (span.lowerBound + (span.upperBound - span.lowerBound - width) / 2).rounded() }
            expandedBar = Rect(x: x, y: ToolbarLayout.topInset, width: width, height: height)
        } else {
            let h = TabBarLayout.height
            let searchRoom = hasSearchTab ? h + TabBarLayout.searchGap : 0
            let available = viewport.width - 2 * TabBarLayout.edgeInset - searchRoom
            let width = max(h, min(available, widest))
            let y = viewport.height - TabBarLayout.edgeInset - h
            // The capsule and the search circle are centred as one group.
            expandedBar = Rect(x: ((viewport.width - width - searchRoom) / 2).rounded(), y: y, width: width.rounded(), height: h)
        }
        let y = expandedBar.minY, h = expandedBar.height
        let inner = expandedBar.insetBy(dx: 4, dy: 4)
        if let widths = topWidths {
            // Title-sized slots, scaled to the bar's inner width if rounding left a sliver.
            let k = inner.width / max(1, widths.reduce(0, +))
            var x = inner.minX
            slots = widths.map { w in
                defer { x += w * k }
                return Rect(x: x, y: inner.minY, width: w * k, height: inner.height)
            }
        } else {
            let slotWidth = inner.width / Double(count)
            slots = (0..<count).map { Rect(x: inner.minX + Double($0) * slotWidth, y: inner.minY, width: slotWidth, height: inner.height) }
        }
        hasEqualSlots = topWidths == nil
        let minimized = min(1, max(0, collapse))
        self.minimized = minimized
        let open = hasSearchTab ? max(0, searchOpen) : 0
        self.searchOpen = open
        self.collapse = max(minimized, min(1, open))
        let collapsedBar = Rect(x: TabBarLayout.edgeInset, y: y, width: h, height: h)
        bar = TabBarLayout.mix(expandedBar, collapsedBar, minimized)
        // Minimized, the circle stays at the window's trailing edge (the bar's group centre
        // no longer holds it). Open, the tabs' circle and the field fill the span the capsule
        // and the circle had (the bar's whole width on a phone; on a wide window no wider
        // than the bar was), the circle at its leading end.
        let trailingEdge = viewport.width - TabBarLayout.edgeInset
        var searchRest: Rect?
        if hasSearchTab {
            let beside = Rect(x: expandedBar.maxX + TabBarLayout.searchGap, y: y, width: h, height: h)
            let atEdge = Rect(x: trailingEdge - h, y: y, width: h, height: h)
            let circle = TabBarLayout.mix(beside, atEdge, minimized)
            let tabsCircle = Rect(x: bar.minX, y: y, width: h, height: h)
            let fieldX = tabsCircle.maxX + TabBarLayout.searchGap
            let field = Rect(x: fieldX, y: y, width: max(h, circle.maxX - fieldX), height: h)
            // Overshoot of the spring stretches the field past its rest a little, not its height.
            search = TabBarLayout.mix(circle, field, open)
            bar = TabBarLayout.mix(bar, tabsCircle, min(1, open))
            searchRest = circle
        }
        if hasAccessory, placement == .top {
            // The accessory stays at the bottom centre, where a person's thumb expects it.
            let w = min(viewport.width - 2 * TabBarLayout.edgeInset, 480)
            accessory = Rect(x: ((viewport.width - w) / 2).rounded(), y: viewport.height - TabBarLayout.edgeInset - TabBarLayout.accessoryHeight,
                             width: w, height: TabBarLayout.accessoryHeight)
        } else if hasAccessory {
            let groupMaxX = searchRest.map { max($0.maxX, expandedBar.maxX) } ?? expandedBar.maxX
            let above = Rect(x: expandedBar.minX, y: y - TabBarLayout.accessoryGap - TabBarLayout.accessoryHeight,
                             width: groupMaxX - expandedBar.minX, height: TabBarLayout.accessoryHeight)
            let inlineX = collapsedBar.maxX + TabBarLayout.accessoryGap
            let inlineEnd = searchRest.map { _ in trailingEdge - h - TabBarLayout.accessoryGap } ?? trailingEdge
            let inline = Rect(x: inlineX, y: y + (TabBarLayout.height - TabBarLayout.accessoryHeight) / 2,
                              width: max(TabBarLayout.accessoryHeight, inlineEnd - inlineX),
                              height: TabBarLayout.accessoryHeight)
            // The accessory makes way for the shrinking bar (T2): its leading edge follows
            // the bar's trailing edge (a gap away) over the first half of the change, and only
            // then does it come down into the bar's row, so its artwork never slides over the bar.
            // The open search field takes the bar's row, so the accessory stays above it.
            let c = minimized
            let follow = smoothstep(c / 0.5)
            let descent = smoothstep((c - 0.35) / 0.65)
            let minimizedBar = TabBarLayout.mix(expandedBar, collapsedBar, c)
            let leading = above.minX + (minimizedBar.maxX + TabBarLayout.accessoryGap - above.minX) * follow
            // Beside a search circle its trailing edge moves with the leading edge (over the
            // first half) and, once near the circle's row, stays a gap before the circle: glass
            // never passes over glass.
            let shownY = above.minY + (inline.minY - above.minY) * descent
            var trailing = above.maxX + (inline.maxX - above.maxX) * (searchRest == nil ? c : follow)
            if let circle = searchRest, shownY + TabBarLayout.accessoryHeight > circle.minY - TabBarLayout.accessoryGap {
                // Come down into the circle's row, it keeps a gap before the circle wherever
                // the circle is on its way to the trailing edge.
                trailing = min(trailing, circle.minX - TabBarLayout.accessoryGap)
            }
            let shown = Rect(x: leading, y: shownY,
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
    /// Whether the accessory shows its reduced layout beside the minimized bar.
    var accessoryIsInline: Bool { minimized >= 0.5 }

    /// Whether every slot has the same width (a bottom bar; a top bar without titles given).
    private(set) var hasEqualSlots = true

    /// The pill behind the selected tab at a fractional position (for animated travel): between
    /// slots of different widths it moves and changes width from one to the next.
    func selectionPill(at position: Double) -> Rect {
        guard let first = slots.first else { return .zero }
        guard !hasEqualSlots else {
            return Rect(x: first.minX + position * first.width, y: first.minY, width: first.width, height: first.height)
        }
        let last = slots.count - 1
        let i = min(max(0, Int(position.rounded(.down))), last)
        let frac = position - Double(i)
        if i == last || frac <= 0 {
            // Before the first or past the last slot (a rubber band), it keeps that slot's width.
            let edge = slots[i]
            return Rect(x: edge.minX + frac * edge.width, y: edge.minY, width: edge.width, height: edge.height)
        }
        return TabBarLayout.mix(slots[i], slots[i + 1], frac)
    }

    /// The pill's position (in slots, fractional) whose centre is at `x` (points): where a
    /// drag along the bar puts it. Not clamped.
    func pillPosition(atX x: Double) -> Double {
        guard let first = slots.first else { return 0 }
        guard !hasEqualSlots else { return (x - first.minX) / first.width - 0.5 }
        let centres = slots.map(\.midX)
        if x <= centres[0] { return (x - centres[0]) / first.width }
        for i in 0..<(centres.count - 1) where x < centres[i + 1] {
            return Double(i) + (x - centres[i]) / (centres[i + 1] - centres[i])
        }
        return Double(centres.count - 1) + (x - centres[centres.count - 1]) / slots[slots.count - 1].width
    }

    /// The tab under `p`, if any (only while expanded).
    func slot(at p: Point) -> Int? { isCollapsed ? nil : slots.firstIndex { $0.contains(p) } }

    /// Whether the search tab's glass shows its field (more than half open).
    var showsSearchField: Bool { searchOpen >= 0.5 }

    /// Where `scene`'s bar floats on a window of `sizeClass`: at the top centre for a
    /// sidebar-adaptable scene on a regular width (its sidebar switched off), else at the bottom.
    static func placement(scene: Scene, sizeClass: SizeClass) -> Placement {
        sizeClass.isRegular && (scene.tabBar.style == .sidebarAdaptable || scene.sidebar != nil) ? .top : .bottom
    }

    /// The bar floats at the top of the window.
    var isTop: Bool { placement == .top }

    /// Room content needs below its last item so it can scroll clear of the bar (and accessory).
    static var contentBottomInset: Double { height + edgeInset + 24 }
    static func contentBottomInset(hasAccessory: Bool) -> Double {
        contentBottomInset + (hasAccessory ? accessoryHeight + accessoryGap : 0)
    }
}

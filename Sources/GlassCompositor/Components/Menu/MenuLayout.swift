/// Where an open menu's or popover's glass panel sits and where its rows are (P1), in
/// window points.
///
/// The panel is anchored to the glass the button sits on (its group's capsule): for a button
/// in the top bar it hangs down from that glass's top edge, for one in the bottom bar it
/// stands up from its bottom edge, so the button becomes a corner of the panel (the morph
/// starts as the button and never travels), as iOS 26 menus cover their button. It aligns
/// with the glass's trailing edge when the button is on the trailing half of the window, its
/// leading edge otherwise, and is pushed back inside the window with `margin` to spare. A menu
/// whose rows do not fit is capped to the window less `scrollMargin` on each side, and its rows
/// scroll inside the panel (`contentHeight` is their full height).
struct MenuLayout: Equatable, Sendable {
    /// One line of a menu panel.
    enum Entry: Equatable, Sendable {
        /// Back to the menu a submenu came from: its title with a back chevron.
        case back(title: String)
        case item(MenuItem)
    }

    static let rowHeight = 44.0
    /// Room above the first and below the last row.
    static let verticalPadding = 8.0
    /// The band a separator takes between two sections.
    static let separatorHeight = 9.0
    static let minimumWidth = 200.0
    static let maximumWidth = 300.0
    /// Corner radius of the panel (narrower panels get at most half their short side).
    static let cornerRadius = 26.0
    /// The least room kept between the panel and the window's edges.
    static let margin = 8.0
    /// The room kept above and below a menu too tall for the window (its rows scroll).
    static let scrollMargin = 12.0
    /// Leading room before a row's icon, and the icon's box.
    static let iconInset = 16.0, iconSize = 20.0
    /// Where a row's title starts.
    static let titleInset = 50.0
    /// Room after a row's title (a submenu's chevron takes `chevronWidth` more).
    static let trailingInset = 20.0, chevronWidth = 24.0

    var frame: Rect
    /// The panel's entries and the rectangle of each (window points).
    var entries: [Entry]
    var rows: [Rect]
    /// The y of each separator line (window points).
    var separators: [Double]
    /// The height of all the rows with their padding (points): more than the frame's when
    /// they scroll. `rows` and `separators` sit where they are at scroll offset 0.
    var contentHeight: Double

    /// A menu's panel for `entries` out of the button at `source`.
    /// - Parameters:
    ///   - opensUpward: the button is in the bottom bar.
    ///   - textWidth: the width a title takes in the row style (points).
    init(entries: [Entry], source: Rect, opensUpward: Bool, viewport: Size, textWidth: (String) -> Double) {
        self.entries = entries
        var widest = 0.0
        for e in entries {
            switch e {
            case .back(let title): widest = max(widest, textWidth(title))
            case .item(let item): widest = max(widest, textWidth(item.title) + (item.submenu.isEmpty ? 0 : MenuLayout.chevronWidth))
            }
        }
        let width = min(max(MenuLayout.titleInset + widest + MenuLayout.trailingInset, MenuLayout.minimumWidth), MenuLayout.maximumWidth)
        var y = MenuLayout.verticalPadding
        var rows: [Rect] = [], separators: [Double] = []
        for (i, e) in entries.enumerated() {
            let startsSection: Bool
            switch e {
            case .back: startsSection = false
            case .item(let item): startsSection = i > 0 && (item.startsSection || entries[i - 1].isBack)
            }
            if startsSection {
                separators.append(y + MenuLayout.separatorHeight / 2)
                y += MenuLayout.separatorHeight
            }
            rows.append(Rect(x: 0, y: y, width: width, height: MenuLayout.rowHeight))
            y += MenuLayout.rowHeight
        }
        let height = y + MenuLayout.verticalPadding
        contentHeight = height
        var size = Size(width, height)
        var verticalMargin = MenuLayout.margin
        if height > viewport.height - 2 * MenuLayout.margin {
            verticalMargin = MenuLayout.scrollMargin
            size.height = max(MenuLayout.rowHeight + 2 * MenuLayout.verticalPadding, viewport.height - 2 * verticalMargin)
        }
        let placed = MenuLayout.place(size: size, source: source, opensUpward: opensUpward, viewport: viewport, verticalMargin: verticalMargin)
        frame = placed
        let origin = placed.origin
        self.rows = rows.map { Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: min($0.width, placed.width), height: $0.height) }
        self.separators = separators.map { $0 + origin.y }
    }

    /// A popover's panel of `size` out of the button at `source`; one taller than the window
    /// is capped inside it as a menu is, and its content scrolls (`contentHeight` is its own).
    init(popover size: Size, source: Rect, opensUpward: Bool, viewport: Size) {
        entries = []
        rows = []
        separators = []
        let tall = size.height > viewport.height - 2 * MenuLayout.margin
        frame = MenuLayout.place(size: size, source: source, opensUpward: opensUpward, viewport: viewport,
                                 verticalMargin: tall ? MenuLayout.scrollMargin : MenuLayout.margin)
        contentHeight = max(frame.height, size.height)
    }

    /// The panel's frame: anchored to the button, then kept inside the window.
    static func place(size: Size, source: Rect, opensUpward: Bool, viewport: Size, verticalMargin: Double = margin) -> Rect {
        let m = margin, v = verticalMargin
        let w = max(1, min(size.width, viewport.width - 2 * m))
        let h = max(1, min(size.height, viewport.height - 2 * v))
        var x = source.midX >= viewport.width / 2 ? source.maxX - w : source.minX
        var y = opensUpward ? source.maxY - h : source.minY
        x = min(max(x, m), max(m, viewport.width - m - w))
        y = min(max(y, v), max(v, viewport.height - v - h))
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The panel's corner radius.
    var radius: Double { min(MenuLayout.cornerRadius, min(frame.width, frame.height) / 2) }

    /// Whether the rows are taller than the panel and scroll inside it.
    var scrolls: Bool { contentHeight > frame.height + 0.5 }

    /// Where rows show (window points): the panel, less its padding when the rows scroll, so a
    /// row passing the top or bottom is cut clear of the rounded corners.
    var visibleRows: Rect { scrolls ? frame.insetBy(dx: 0, dy: MenuLayout.verticalPadding) : frame }

    /// The index of the row under `p` with the rows scrolled by `offset` points, if any.
    func row(at p: Point, offset: Double = 0) -> Int? {
        guard visibleRows.contains(p) else { return nil }
        let q = Point(p.x, p.y + offset)
        return rows.firstIndex { $0.contains(q) }
    }
}

extension MenuLayout.Entry {
    var isBack: Bool { if case .back = self { return true }; return false }
}

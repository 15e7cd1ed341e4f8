/// Where the items of a screen go, in content coordinates (points, y = 0 at the content's top).
///
/// Compact widths (under 700 pt) stack content in one column like a phone; regular widths
/// use wider margins, several columns of cards and more grid columns. Rows, sections and
/// grids are flattened here into placed pieces: a section becomes its header, its rows (each
/// knowing its place in the rounded group) and its footer; a grid becomes its tiles; a
/// carousel becomes its header and one row spanning the usable width (`CarouselLayout`).
struct ContentLayout: Equatable, Sendable {
    /// Where a row sits in its rounded group: which corners round, whether a separator follows.
    enum Grouping: Hashable, Sendable { case none, single, first, middle, last, plain, plainLast }

    struct Placed: Equatable, Sendable {
        var item: ContentItem
        var frame: Rect
        var grouping: Grouping = .none

        init(item: ContentItem, frame: Rect, grouping: Grouping = .none) {
            self.item = item; self.frame = frame; self.grouping = grouping
        }
    }

    /// Where a page's content (or its large title) begins at rest, in points: just under the
    /// top bar's buttons, at every width, so nothing of it starts under the bar's glass.
    static let topInset = ToolbarLayout.topInset + ToolbarLayout.barHeight + 2
    static let minimumCardWidth = 300.0

    var width: Double
    var titleFrame: Rect?
    /// The line under the large title ("49 Unread").
    var subtitle: String?
    var subtitleFrame: Rect?
    var items: [Placed]
    /// Total height, including room to scroll the last row above the floating tab bar.
    var height: Double
    var isCompact: Bool
    /// Room between the content column and the usable width's edges, in points.
    var margin: Double
    /// Accent for controls, checkmarks, unread dots and links.
    var tint: Color
    /// Room a floating sidebar covers on the leading side: full-bleed artwork is extended
    /// under it (T9).
    var leadingExtension: Double = 0

    /// - Parameters:
    ///   - leadingInset: room on the left for a floating sidebar (points).
    ///   - trailingInset: room on the right for an inspector (points).
    init(screen: Screen, width: Double, bottomInset: Double, leadingInset: Double = 0, trailingInset: Double = 0) {
        self.width = width
        tint = screen.tint ?? Color(hex: "#0a84ff")!
        leadingExtension = max(0, leadingInset)
        let usable = max(200, width - leadingInset - trailingInset)
        isCompact = usable < ToolbarLayout.regularWidth
        margin = isCompact ? 16.0 : 28.0
        let left = leadingInset + margin
        let contentWidth = usable - 2 * margin
        var builder = Builder(left: left, width: contentWidth, margin: margin, leadingInset: leadingInset,
                              fullWidth: width, isCompact: isCompact)
        builder.y = ContentLayout.topInset
        // A full-bleed artwork first fills the top of the screen, under the status bar.
        if case .artwork(let a)? = screen.items.first, a.fullBleed { builder.y = 0 }
        if screen.titleDisplay == .large, let title = screen.title, !title.isEmpty {
            if builder.y == 0 { builder.y = ContentLayout.topInset }
            titleFrame = Rect(x: left, y: builder.y, width: contentWidth, height: 42)
            builder.y += 46
            if let sub = screen.subtitle, !sub.isEmpty {
                subtitle = sub
                subtitleFrame = Rect(x: left, y: builder.y, width: contentWidth, height: 20)
                builder.y += 24
            }
            builder.y += 10
        }
        builder.place(screen.items)
        builder.flushCards()
        items = builder.placed
        height = builder.y + bottomInset
    }

    /// Accumulates placed pieces top to bottom.
    private struct Builder {
        let left: Double, width: Double, margin: Double, leadingInset: Double, fullWidth: Double, isCompact: Bool
        var y = 0.0
        var placed: [Placed] = []
        private var cardColumn = 0
        private var cardRowHeight = 0.0

        init(left: Double, width: Double, margin: Double, leadingInset: Double, fullWidth: Double, isCompact: Bool) {
            self.left = left; self.width = width; self.margin = margin; self.leadingInset = leadingInset
            self.fullWidth = fullWidth; self.isCompact = isCompact
        }

        var gap: Double { isCompact ? 16 : 20 }
        var cardColumns: Int { isCompact ? 1 : max(2, Int((width + gap) / (ContentLayout.minimumCardWidth + gap))) }
        var cardWidth: Double { (width - gap * Double(cardColumns - 1)) / Double(cardColumns) }

        mutating func flushCards() {
            if cardColumn != 0 { y += cardRowHeight + gap; cardColumn = 0 }
        }

        mutating func place(_ items: [ContentItem]) {
            var i = 0
            while i < items.count {
                let item = items[i]
                if case .card = item {
                    let h = (cardWidth * 0.62 + 78).rounded()
                    placed.append(Placed(item: item, frame: Rect(x: left + Double(cardColumn) * (cardWidth + gap), y: y, width: cardWidth, height: h)))
                    cardRowHeight = h
                    cardColumn += 1
                    if cardColumn == cardColumns { cardColumn = 0; y += h + gap }
                    i += 1
                    continue
                }
                flushCards()
                switch item {
                case .row:
                    // Consecutive rows form one inset group.
                    var rows: [ContentItem] = []
                    while i < items.count, case .row = items[i] { rows.append(items[i]); i += 1 }
                    placeRows(rows, style: .insetGrouped)
                    y += gap + 8
                    continue
                case .header:
                    placed.append(Placed(item: item, frame: Rect(x: left, y: y, width: width, height: 30)))
                    y += 40
                case .section(let s):
                    placeSection(s)
                case .grid(let g):
                    placeGrid(g)
                case .carousel(let c):
                    placeCarousel(c)
                case .text(let t):
                    let h = TextMeasurer.shared.size(t.text, style: ContentPainter.textStyle(t.style), width: width, maxLines: t.maxLines).height
                    placed.append(Placed(item: item, frame: Rect(x: left, y: y, width: width, height: h.rounded(.up))))
                    y += h.rounded(.up) + 12
                case .image(let im):
                    var h = im.height ?? 200
                    if im.height == nil, let s = ImageCache.shared.image(at: im.source.resolvedPath), s.width > 0 {
                        h = (width * Double(s.height) / Double(s.width)).rounded()
                    }
                    placed.append(Placed(item: item, frame: Rect(x: left, y: y, width: width, height: h)))
                    y += h + (im.caption != nil ? 30 : 0) + gap
                case .artwork(let a):
                    let frame = a.fullBleed ? Rect(x: leadingInset, y: y, width: fullWidth - leadingInset, height: a.height)
                                            : Rect(x: left, y: y, width: width, height: a.height)
                    placed.append(Placed(item: item, frame: frame))
                    y += a.height + gap
                case .controls(let g):
                    let h = ContentLayout.controlGroupHeight(g, width: width)
                    if let title = g.title, !title.isEmpty {
                        placed.append(Placed(item: .header(title), frame: Rect(x: left, y: y, width: width, height: 24), grouping: .plain))
                        y += 30
                    }
                    placed.append(Placed(item: item, frame: Rect(x: left, y: y, width: width, height: h)))
                    y += h + gap + 8
                case .spacer(let h):
                    y += h
                case .card:
                    break
                }
                i += 1
            }
        }

        mutating func placeRows(_ rows: [ContentItem], style: ContentSection.Style) {
            // Plain rows run edge to edge of the content column; grouped rows are inset.
            let plain = style == .plain
            let x = plain ? left - margin : left
            let w = plain ? width + 2 * margin : width
            for (k, item) in rows.enumerated() {
                guard case .row(let row) = item else { continue }
                let h = ContentMetrics.rowHeight(row)
                let grouping: Grouping
                if style == .plain { grouping = k == rows.count - 1 ? .plainLast : .plain }
                else if rows.count == 1 { grouping = .single }
                else if k == 0 { grouping = .first }
                else if k == rows.count - 1 { grouping = .last }
                else { grouping = .middle }
                placed.append(Placed(item: item, frame: Rect(x: x, y: y, width: w, height: h), grouping: grouping))
                y += h
            }
        }

        mutating func placeSection(_ s: ContentSection) {
            if s.title != nil || s.action != nil {
                var header = s
                header.items = []
                placed.append(Placed(item: .section(header), frame: Rect(x: left, y: y, width: width, height: 28)))
                y += 36
            }
            var i = 0
            while i < s.items.count {
                if case .row = s.items[i] {
                    var rows: [ContentItem] = []
                    while i < s.items.count, case .row = s.items[i] { rows.append(s.items[i]); i += 1 }
                    placeRows(rows, style: s.style)
                    y += 8
                } else {
                    place([s.items[i]])
                    flushCards()
                    i += 1
                }
            }
            if let footer = s.footer, !footer.isEmpty {
                var block = TextBlock(text: footer)
                block.style = .footnote
                let fx = left + ContentMetrics.rowLeadingPadding
                let fw = width - 2 * ContentMetrics.rowLeadingPadding
                let h = TextMeasurer.shared.size(footer, style: .footnote, width: fw, maxLines: 6).height.rounded(.up)
                placed.append(Placed(item: .text(block), frame: Rect(x: fx, y: y - 2, width: fw, height: h)))
                y += h
            }
            y += gap + 8
        }

        /// A header (when titled) and a row that spans the usable width, so tiles scroll out to
        /// the screen's edges while the first one lines up with the content column.
        mutating func placeCarousel(_ c: Carousel) {
            if c.title != nil || c.action != nil {
                var header = ContentSection(title: c.title)
                header.action = c.action
                placed.append(Placed(item: .section(header), frame: Rect(x: left, y: y, width: width, height: 28)))
                y += 36
            }
            let h = CarouselLayout.height(c)
            placed.append(Placed(item: .carousel(c), frame: Rect(x: left - margin, y: y, width: width + 2 * margin, height: h)))
            y += h + gap + 4
        }

        mutating func placeGrid(_ g: Grid) {
            let columns = isCompact ? g.columns : max(g.columns, Int((width + gap) / (g.minimumTileWidth + gap)))
            let tileGap = isCompact ? 14.0 : 20.0
            let tileWidth = ((width - tileGap * Double(columns - 1)) / Double(columns)).rounded(.down)
            let imageHeight = g.isGlyphCircles ? min(tileWidth, Grid.glyphCircleDiameter) : (tileWidth / g.aspectRatio).rounded()
            let hasTitle = g.tiles.contains { !$0.title.isEmpty }
            let hasSubtitle = g.tiles.contains { $0.subtitle != nil }
            let tileHeight = imageHeight + (hasTitle ? 26 : 0) + (hasSubtitle ? 18 : 0)
            for (k, tile) in g.tiles.enumerated() {
                let col = k % columns
                if k > 0, col == 0 { y += tileHeight + tileGap }
                var single = g
                single.tiles = [tile]
                placed.append(Placed(item: .grid(single), frame: Rect(x: left + Double(col) * (tileWidth + tileGap), y: y, width: tileWidth, height: tileHeight)))
            }
            if !g.tiles.isEmpty { y += tileHeight + gap + 4 }
        }
    }

    /// Carousels the page shows, in order, with their layouts.
    var carousels: [(index: Int, carousel: Carousel, layout: CarouselLayout)] {
        var found: [(Int, Carousel, CarouselLayout)] = []
        for placed in items {
            guard case .carousel(let c) = placed.item else { continue }
            found.append((found.count, c, CarouselLayout(carousel: c, frame: placed.frame, inset: margin)))
        }
        return found
    }

    /// The height of a group of controls at `width`.
    static func controlGroupHeight(_ g: ControlGroup, width: Double) -> Double {
        let pad = ContentMetrics.controlGroupPadding
        switch g.axis {
        case .vertical:
            return g.controls.reduce(0) { $0 + ContentMetrics.controlRowHeight($1) } + (g.grouped ? 0 : 0)
        case .horizontal:
            return ContentMetrics.horizontalFrames(g.controls, width: width - 2 * pad).height + 2 * pad
        }
    }
}

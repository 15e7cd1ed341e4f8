/// Groups toolbar items into glass capsules and places them (N1, N2), in points.
///
/// Adjacent icon buttons share one capsule. Text buttons, Done/Close/Cancel/Confirm buttons
/// and prominent buttons each get their own. A fixed spacer splits a group; a flexible space
/// separates groups unless it shares the background. An item that hides its background sits
/// on no glass at all.
struct ToolbarLayout: Equatable, Sendable {
    /// One capsule (or a bare item when `hasGlass` is false) and its buttons.
    struct Group: Equatable, Sendable {
        var frame: Rect
        var buttons: [(button: ToolbarButton, frame: Rect)]
        var hasGlass: Bool
        var prominent: Bool
        /// A search field filling this capsule (S1), instead of buttons.
        var search: ToolbarSearch? = nil

        static func == (a: Group, b: Group) -> Bool {
            a.frame == b.frame && a.hasGlass == b.hasGlass && a.prominent == b.prominent
                && a.buttons.map(\.button) == b.buttons.map(\.button) && a.buttons.map(\.frame) == b.buttons.map(\.frame)
                && a.search == b.search
        }
    }

    static let barHeight = 44.0
    static let topInset = 8.0
    /// Space between the bottom toolbar and the window's bottom edge.
    static let bottomInset = 21.0
    static let edgeInset = 16.0
    static let iconSlot = 40.0
    static let groupGap = 10.0
    /// A bottom bar's search field narrower than this (points) collapses to a button: at a
    /// 320 pt phone's width Mail's would be 170 pt, too short for its placeholder and text.
    static let narrowestSearchField = 200.0
    /// A window at least this wide (points) has the regular layout: a navigation bar's search
    /// is a field, not a button.
    static let regularWidth = 700.0
    /// A navigation bar's search field on a regular width (points), as iPadOS's.
    static let navigationSearchWidth = 240.0
    /// A navigation bar's field narrowed beside a top tab bar below this (points) stands in
    /// the row below instead: less leaves a prompt of a word or two.
    static let narrowestNavigationSearchField = 150.0
    /// Between the bar's row and a field standing below it (points).
    static let belowRowGap = 8.0
    /// The close button beside a search field expanded from a button: a tap collapses it.
    static let searchCloseButtonID = "search.close"

    /// The "more" button that stands for the top bar's items that did not fit.
    static let overflowButtonID = "toolbar.more"
    static let overflowIcon = "view-more-horizontal-symbolic"
    /// Gap kept between an inline title and the groups beside it (points).
    static let titleGap = 8.0

    var groups: [Group] = []
    /// The top bar's buttons folded into the "more" button's menu, in the bar's order.
    private(set) var overflow: [ToolbarButton] = []

    /// Lays out `toolbar` as `init(placing:)` does, folding the top bar's items that leave no
    /// room into a "more" button (N5): while two groups overlap, or the free span between the
    /// leading and trailing groups is narrower than `titleRoom`, a button leading back drops its
    /// label, then the innermost trailing button (then the innermost leading one, never one
    /// leading back) moves into the "more" button's
    /// menu, where choosing its entry does what the button did; a trailing ellipsis button with
    /// a menu of its own takes them at the top of its menu instead. Buttons with a popover and
    /// search fields stay. A field growing over the bar (`searchExpansion`) folds nothing.
    /// - Parameters:
    ///   - titleRoom: the width the screen's inline title needs between the groups
    ///     (points; 0 for none).
    ///   - fieldClearOf: where something else holds the bar's row up to (x, points: the top
    ///     tab bar's trailing edge plus a gap); a navigation bar's field at the trailing end
    ///     narrows to start no further leading, or, with less than
    ///     `narrowestNavigationSearchField` left, stands at full width in the row below
    ///     (nil: no such limit).
    init(toolbar: Toolbar, viewport: Size, bottomBar: Bool, leadingInset: Double = 0, searchExpansion: Double = 0,
         titleRoom: Double = 0, sizeClass: SizeClass? = nil, fieldClearOf: Double? = nil, textWidth: (String) -> Double) {
        let sizeClass = sizeClass ?? SizeClass(width: viewport.width)
        func place(_ t: Toolbar) -> ToolbarLayout {
            ToolbarLayout(placing: t, viewport: viewport, bottomBar: bottomBar, leadingInset: leadingInset,
                          searchExpansion: searchExpansion, sizeClass: sizeClass, fieldClearOf: fieldClearOf, textWidth: textWidth)
        }
        var shown = toolbar
        var placed = place(shown)
        var leadFolded: [ToolbarButton] = [], trailFolded: [ToolbarButton] = []
        // A trailing ellipsis button with a menu of its own takes the folded items (one "more",
        // not two side by side).
        let host: ToolbarButton? = toolbar.trailing.lazy.compactMap { item -> ToolbarButton? in
            guard case .button(let b) = item, b.icon == ToolbarLayout.overflowIcon, !b.menu.isEmpty, b.id != nil else { return nil }
            return b
        }.first
        while searchExpansion <= 0, !placed.topFits(titleRoom: titleRoom, viewportWidth: viewport.width, leadingInset: leadingInset) {
            func foldable(_ item: ToolbarItem) -> ToolbarButton? {
                guard case .button(let b) = item, b.id != ToolbarLayout.overflowButtonID, b.id != ToolbarLayout.backButtonID,
                      b.icon != ToolbarLayout.backIcon,
                      b.popover == nil, host == nil || b.id != host?.id else { return nil }
                return b
            }
            // First a button leading back gives up its label (a chevron alone, as iOS shortens
            // it), then items fold.
            if let i = shown.leading.firstIndex(where: { if case .button(let b) = $0 { return b.icon == ToolbarLayout.backIcon && b.title != nil }; return false }),
               case .button(var b) = shown.leading[i] {
                b.title = nil
                shown.leading[i] = .button(b)
                placed = place(shown)
                continue
            } else if let i = shown.trailing.firstIndex(where: { foldable($0) != nil }), let b = foldable(shown.trailing[i]) {
                shown.trailing.remove(at: i)
                trailFolded.append(b)
            } else if let i = shown.leading.lastIndex(where: { foldable($0) != nil }), let b = foldable(shown.leading[i]) {
                shown.leading.remove(at: i)
                leadFolded.insert(b, at: 0)
            } else {
                break
            }
            let more = ToolbarLayout.overflowButton(for: leadFolded + trailFolded)
            if let host, let i = shown.trailing.firstIndex(where: { if case .button(let b) = $0 { return b.id == host.id }; return false }) {
                var merged = host
                var own = host.menu
                own[0].startsSection = true
                merged.menu = more.menu + own
                shown.trailing[i] = .button(merged)
            } else {
                shown.trailing.removeAll { if case .button(let b) = $0 { return b.id == ToolbarLayout.overflowButtonID }; return false }
                shown.trailing.insert(.button(more), at: 0)
            }
            placed = place(shown)
        }
        self = placed
        overflow = leadFolded + trailFolded
    }

    /// The back button's id (the navigation stack's): it never folds into "more", nor does any
    /// button with the back chevron (a "Mailboxes" or "More" button leading back).
    static let backButtonID = "navigation.back"
    static let backIcon = "go-previous-symbolic"

    /// The "more" button for `buttons`: an ellipsis whose menu lists them, each entry doing
    /// what its button does (a button with a menu becomes a submenu).
    static func overflowButton(for buttons: [ToolbarButton]) -> ToolbarButton {
        var more = ToolbarButton()
        more.id = ToolbarLayout.overflowButtonID
        more.icon = ToolbarLayout.overflowIcon
        more.menu = buttons.map { b in
            var item = MenuItem(title: ToolbarLayout.menuTitle(for: b), icon: b.icon)
            item.id = b.id
            item.destructive = b.role == .destructive
            item.submenu = b.menu
            if b.menu.isEmpty { item.tap = MenuItem.Tap(buttonID: b.id, action: b.action) }
            return item
        }
        return more
    }

    /// A folded button's entry title: what the button is called (`readableLabel`).
    static func menuTitle(for b: ToolbarButton) -> String { b.readableLabel }

    /// Whether the top bar's groups stand apart, `titleRoom` points free between the leading
    /// and trailing ones (a search field across the window's centre needs no title room: it is
    /// the bar's middle).
    func topFits(titleRoom: Double, viewportWidth: Double, leadingInset: Double) -> Bool {
        let top = groups.filter { $0.frame.minY == ToolbarLayout.topInset }
        for (i, a) in top.enumerated() {
            for b in top[(i + 1)...] where a.frame.insetBy(dx: -ToolbarLayout.groupGap / 2, dy: 0).intersects(b.frame) { return false }
        }
        if top.contains(where: { g in g.search.map { !$0.collapsed } ?? false && g.frame.minX < viewportWidth / 2 && g.frame.maxX > viewportWidth / 2 }) {
            return true
        }
        guard titleRoom > 0 else { return true }
        let span = topTitleSpan(viewportWidth: viewportWidth)
        return span.upperBound - span.lowerBound >= titleRoom
    }

    /// The free span of the top bar between its leading and trailing groups (for an inline title).
    func topTitleSpan(viewportWidth: Double) -> ClosedRange<Double> {
        let top = groups.filter { $0.frame.minY == ToolbarLayout.topInset }
        let lead = top.filter { $0.frame.midX < viewportWidth / 2 }.map(\.frame.maxX).max() ?? 0
        let trail = top.filter { $0.frame.midX >= viewportWidth / 2 }.map(\.frame.minX).min() ?? viewportWidth
        let g = ToolbarLayout.titleGap
        return (lead + g)...max(lead + g, trail - g)
    }

    /// Lays out the top bar's leading and trailing items and the bottom bar's items, as given.
    /// - Parameters:
    ///   - leadingInset: room a floating sidebar takes on the leading side (points); leading
    ///     items start after it.
    ///   - textWidth: measures a title in the button style (points).
    ///   - searchExpansion: how far the screen's search has opened: a collapsed bottom-bar
    ///     button grown into a field spanning the bar beside a close button, or a navigation
    ///     bar's field widened toward the leading side (0 at rest … 1 open).
    private init(placing toolbar: Toolbar, viewport: Size, bottomBar: Bool, leadingInset: Double, searchExpansion: Double,
                 sizeClass: SizeClass, fieldClearOf: Double?, textWidth: (String) -> Double) {
        let top = ToolbarLayout.topInset
        let lead = ToolbarLayout.place(ToolbarLayout.split(toolbar.leading), startX: leadingInset + ToolbarLayout.edgeInset, y: top,
                                       towardTrailing: true, textWidth: textWidth)
        groups += lead
        // A search field in the navigation bar (S2) stands at its trailing end, or centred,
        // before the trailing items; on a compact width it is a button.
        let topSearch = (toolbar.leading + toolbar.trailing).lazy.compactMap { item -> ToolbarSearch? in
            if case .search(let s) = item { return s }
            return nil
        }.first
        let leadEnd = max(leadingInset, lead.map(\.frame.maxX).max() ?? 0) + ToolbarLayout.groupGap
        func topBar(collapsing: Bool) -> (trailing: [Group], field: Group?) {
            var trailingEdge = viewport.width - ToolbarLayout.edgeInset
            var topField: Group?
            if let search = topSearch {
                let h = ToolbarLayout.barHeight
                var field = search
                field.collapsed = collapsing || search.collapsed || !sizeClass.isRegular
                // Beside a top tab bar the field takes the room the bar leaves, the bar never
                // moving for it (iPadOS keeps its tabs still when Search is selected); with too
                // little room it stands in the row below, at the page's title.
                let room = fieldClearOf.map { trailingEdge - $0 } ?? .infinity
                let below = !field.collapsed && room < ToolbarLayout.narrowestNavigationSearchField
                let width = field.collapsed ? h : below ? ToolbarLayout.navigationSearchWidth : min(ToolbarLayout.navigationSearchWidth, room)
                let y = below ? top + h + ToolbarLayout.belowRowGap : top
                var frame = Rect(x: trailingEdge - width, y: y, width: width, height: h)
                if !field.collapsed, toolbar.searchPlacement == .centered {
                    frame = Rect(x: (viewport.width + leadingInset - width) / 2, y: y, width: width, height: h)
                } else if !below {
                    trailingEdge = frame.minX - ToolbarLayout.groupGap
                }
                if searchExpansion > 0 {
                    // Focused, it widens toward the leading side (a button grows into a field).
                    let e = min(1, searchExpansion)
                    // Clear of a top tab bar in its row.
                    let clear = frame.minY == top ? fieldClearOf.map { max(leadEnd, $0) } ?? leadEnd : leadEnd
                    let open = min(ToolbarLayout.navigationSearchWidth * 1.4, frame.maxX - clear)
                    let grown = frame.width + (max(frame.width, open) - frame.width) * e
                    frame = Rect(x: frame.maxX - grown, y: top, width: grown, height: h)
                    field.collapsed = false
                }
                topField = Group(frame: frame, buttons: [], hasGlass: true, prominent: false, search: field)
            }
            let trailing = ToolbarLayout.place(ToolbarLayout.split(toolbar.trailing).reversed().map { $0 }, startX: trailingEdge,
                                               y: top, towardTrailing: false, textWidth: textWidth)
            return (trailing, topField)
        }
        var bar = topBar(collapsing: false)
        // No room for the field beside the bar's items: it is a button, as on a narrow iPad.
        let starts: [Double] = bar.trailing.map { $0.frame.minX } + [bar.field?.frame.minX ?? .infinity]
        let overlapped = searchExpansion <= 0 && bar.trailing.contains { g in bar.field.map { $0.frame.intersects(g.frame) } ?? false }
        let crowded = (starts.min() ?? .infinity) < leadEnd || overlapped
        if crowded, bar.field?.search?.collapsed == false { bar = topBar(collapsing: true) }
        // The expanding field covers what it grows over: those items give way while it is open.
        let field = bar.field
        groups += bar.trailing.filter { g in
            guard let field, searchExpansion > 0 else { return true }
            return !field.frame.intersects(g.frame)
        }
        if let field { groups.append(field) }
        if bottomBar, !toolbar.bottom.isEmpty {
            let y = viewport.height - ToolbarLayout.bottomInset - ToolbarLayout.barHeight
            // Bottom items flow from both ends toward a flexible space or a search field, like a
            // UIToolbar; an expanded search field fills the room between them (S1).
            let searchIndex = toolbar.bottom.firstIndex { if case .search = $0 { return true }; return false }
            let flexible = searchIndex ?? toolbar.bottom.firstIndex { if case .spacer(true, false) = $0 { return true }; return false }
            let leading = flexible.map { Array(toolbar.bottom[..<$0]) } ?? toolbar.bottom
            let trailing = flexible.map { Array(toolbar.bottom[($0 + 1)...]) } ?? []
            let lead = ToolbarLayout.place(ToolbarLayout.split(leading), startX: leadingInset + 21, y: y, towardTrailing: true, textWidth: textWidth)
            let trail = ToolbarLayout.place(ToolbarLayout.split(trailing).reversed().map { $0 }, startX: viewport.width - 21, y: y,
                                            towardTrailing: false, textWidth: textWidth)
            var bar = lead + trail
            if let i = searchIndex, case .search(let search) = toolbar.bottom[i] {
                let x0 = (lead.map(\.frame.maxX).max() ?? leadingInset + 21 - ToolbarLayout.groupGap) + ToolbarLayout.groupGap
                let x1 = (trail.map(\.frame.minX).min() ?? viewport.width - 21 + ToolbarLayout.groupGap) - ToolbarLayout.groupGap
                // Too little room, or asked to: the field collapses to a button (S1).
                let collapsed = search.collapsed || x1 - x0 < ToolbarLayout.narrowestSearchField
                let h = ToolbarLayout.barHeight
                var frame = collapsed ? Rect(x: x1 - h, y: y, width: h, height: h) : Rect(x: x0, y: y, width: x1 - x0, height: h)
                var field = search
                field.collapsed = collapsed
                if collapsed, searchExpansion > 0 {
                    // Expanding: the button grows into a field over the whole bar, the bar's other
                    // items give way, and a close button stands at the trailing end.
                    let close = Rect(x: viewport.width - 21 - h, y: y, width: h, height: h)
                    let open = Rect(x: leadingInset + 21, y: y, width: close.minX - ToolbarLayout.groupGap - leadingInset - 21, height: h)
                    let e = min(1, searchExpansion)
                    frame = Rect(x: frame.minX + (open.minX - frame.minX) * e, y: y, width: frame.width + (open.width - frame.width) * e, height: h)
                    field.collapsed = false
                    var cancel = ToolbarButton()
                    cancel.id = ToolbarLayout.searchCloseButtonID
                    cancel.icon = "window-close-symbolic"
                    bar = [Group(frame: close, buttons: [(cancel, close)], hasGlass: true, prominent: false)]
                }
                bar.append(Group(frame: frame, buttons: [], hasGlass: true, prominent: false, search: field))
            }
            groups += bar
        }
    }

    /// Whether a button must stand in a capsule of its own.
    static func standsAlone(_ b: ToolbarButton) -> Bool {
        b.prominent || b.hidesBackground || (b.title != nil && b.icon == nil) || [.done, .close, .cancel, .confirm].contains(b.role)
            || (b.title != nil && b.icon != nil)
    }

    /// Items split into groups of buttons (spacers and search fields are dropped here).
    static func split(_ items: [ToolbarItem]) -> [[ToolbarButton]] {
        var groups: [[ToolbarButton]] = []
        var current: [ToolbarButton] = []
        func close() { if !current.isEmpty { groups.append(current); current = [] } }
        for item in items {
            switch item {
            case .button(let b):
                if standsAlone(b) { close(); groups.append([b]) } else { current.append(b) }
            case .spacer(_, let shares):
                if !shares { close() }
            case .search:
                close()
            }
        }
        close()
        return groups
    }

    static func place(_ groups: [[ToolbarButton]], startX: Double, y: Double, towardTrailing: Bool, textWidth: (String) -> Double) -> [Group] {
        var x = startX
        var out: [Group] = []
        for buttons in groups {
            let widths = buttons.map { b -> Double in
                switch (b.icon, b.title) {
                case (_?, let t?): return ToolbarLayout.iconSlot + textWidth(t) + 14
                case (nil, let t?): return textWidth(t) + 28
                default: return ToolbarLayout.iconSlot
                }
            }
            let pad = buttons.count > 1 ? 4.0 : 2.0
            let width = max(ToolbarLayout.barHeight, widths.reduce(0, +) + 2 * pad)
            let frame = Rect(x: towardTrailing ? x : x - width, y: y, width: width, height: ToolbarLayout.barHeight)
            var bx = frame.minX + (width - widths.reduce(0, +)) / 2
            var placed: [(ToolbarButton, Rect)] = []
            for (b, w) in zip(buttons, widths) {
                placed.append((b, Rect(x: bx, y: y, width: w, height: ToolbarLayout.barHeight)))
                bx += w
            }
            let glass = !(buttons.count == 1 && buttons[0].hidesBackground)
            out.append(Group(frame: frame, buttons: placed.map { (button: $0.0, frame: $0.1) }, hasGlass: glass,
                             prominent: buttons.count == 1 && buttons[0].prominent))
            x += towardTrailing ? width + ToolbarLayout.groupGap : -(width + ToolbarLayout.groupGap)
        }
        return out
    }
}

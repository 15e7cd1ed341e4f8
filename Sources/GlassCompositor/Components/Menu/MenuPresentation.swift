/// One open menu or popover (P1): the button it grew out of, what it shows, where its
/// panel is, how far the morph has come and what the pointer is doing with it. Value state
/// of `MenuComponent`; geometry in window points, times in seconds of scene time.
struct MenuPresentation {
    /// What the panel holds.
    enum Content: Equatable {
        case menu([MenuItem])
        case popover(Popover)
    }

    /// What the press in progress is doing.
    enum Gesture: Equatable {
        /// The press that opened the menu is still down at `from`: once it has dragged
        /// (`dragged`), releasing it on a row chooses that row (press, drag onto an item, let
        /// go, as on iOS); released where it went down, the menu stays open.
        case opening(from: Point, dragged: Bool)
        /// A press that began on the panel at `from`. On rows that scroll, moving it further
        /// than the slop makes it a drag of the rows (`scrolling`), which no longer chooses.
        case inside(from: Point, scrolling: Bool)
        /// A press that began outside: it dismissed the panel and is consumed to its end.
        case outside
    }

    var source: ToolbarComponent.PlacedButton
    var content: Content
    /// The submenus opened, as indices into each level's entries (P1: expanded in place).
    var path: [Int] = []
    var layout: MenuLayout
    /// The panel's frame before the last submenu change; `level` morphs from it to `layout`'s.
    var previousFrame: Rect?
    var level = SpringAnimation(value: 1.0, spring: PanelMorph.spring)
    /// 0 the button ... 1 the open panel.
    var progress = SpringAnimation(value: 0.0, spring: PanelMorph.spring)
    /// Shrinking back into the button; gone once `progress` settles at 0.
    var closing = false
    var highlighted: Int?
    var gesture: Gesture?
    /// What a press on a popover's content holds, and whether the pointer is still on it.
    var popoverPress: PopoverContent.Target?
    var popoverPressInside = false
    /// The rows' scroll when they do not fit in the panel.
    var scroll: ListScroll?
    /// When the rows last moved (sampled), for their scroll indicator; flashed when the panel
    /// opened with rows that scroll, so it shows once, as UIKit flashes it for content that scrolls.
    var rowsMovement = ScrollMovement()
    /// Where a held press is (window points): while it auto-scrolls, the row under it changes
    /// with time alone.
    var pointer: Point?

    var buttonID: String { source.button.id ?? "" }
    var isPopover: Bool { if case .popover = content { return true }; return false }

    /// The entries of the level shown: a back row first inside a submenu.
    var entries: [MenuLayout.Entry] {
        guard case .menu(let root) = content else { return [] }
        var items = root
        var title: String?
        for i in path where items.indices.contains(i) {
            title = items[i].title
            items = items[i].submenu
        }
        return (title.map { [MenuLayout.Entry.back(title: $0)] } ?? []) + items.map { .item($0) }
    }

    /// The glass shape of the button in pixels: its own capsule when it stands alone, else a
    /// capsule on its slot of the group.
    func buttonShape(scale: Double) -> GlassShape { .capsule((source.alone ? source.groupFrame : source.frame).scaled(by: scale)) }

    /// How far the rows have scrolled at `t` (points).
    func offset(at t: Double) -> Double { scroll?.offset(at: t) ?? 0 }

    /// A popover's whole content unscrolled (window points): the panel's frame at the
    /// content's own height.
    var contentRect: Rect { Rect(x: layout.frame.minX, y: layout.frame.minY, width: layout.frame.width, height: layout.contentHeight) }

    /// Where a popover's whole content is at `t`: `contentRect` moved up by the scroll.
    func contentFrame(at t: Double) -> Rect { contentRect.offsetBy(dx: 0, dy: -offset(at: t)) }

    /// The row highlighted at `t`: while a held press auto-scrolls, the row passing under it.
    func highlightedRow(at t: Double) -> Int? {
        if scroll?.auto != nil, let p = pointer { return layout.row(at: p, offset: offset(at: t)) }
        return highlighted
    }

    /// Gives the rows a scroll when they do not fit (kept, clamped, when they still do not).
    mutating func fitScroll(at t: Double) {
        guard layout.scrolls else { scroll = nil; return }
        let visible = layout.frame.height, content = layout.contentHeight
        if scroll == nil { scroll = ListScroll(visible: visible, content: content); rowsMovement.flash(at: t) }
        scroll?.stopAuto(at: t)
        scroll?.physics.setLengths(viewport: visible, content: content, at: t)
    }

    /// Whether the glass itself moves at `t` (the morph or a submenu's reshaping); rows
    /// scrolling inside it do not move the glass, which is then shaded from its plan.
    func glassIsMoving(at t: Double) -> Bool { !progress.isSettled(at: t) || !level.isSettled(at: t) }

    /// Whether anything still moves at `t` (the rows' scroll indicator fading included; while it
    /// lingers at full opacity nothing changes, and the host sleeps until `indicatorFadeStart`).
    func isAnimating(at t: Double) -> Bool {
        !progress.isSettled(at: t) || !level.isSettled(at: t) || (scroll?.isAnimating(at: t) ?? false)
            || (scroll != nil && rowsMovement.isFading(at: t))
    }

    /// When the rows' lingering scroll indicator starts to fade (an idle host wakes for it).
    func indicatorFadeStart(at t: Double) -> Double? { scroll == nil ? nil : rowsMovement.fadeStart(at: t) }

    /// The rows' scroll indicator at `t` (window points) and its opacity before the panel's
    /// content fade; nil when the rows do not scroll. It runs inside the panel's trailing edge,
    /// clear of the rounded corners.
    func scrollIndicator(at t: Double) -> (frame: Rect, opacity: Double)? {
        guard scroll != nil else { return nil }
        let opacity = rowsMovement.opacity(at: t)
        let frame = layout.frame, inset = max(MenuLayout.verticalPadding, layout.radius * 0.75)
        guard opacity > 0, let r = ScrollIndicator.frame(offset: offset(at: t), contentLength: layout.contentHeight,
                                                           viewport: frame.size, top: inset, bottom: inset) else { return nil }
        return (r.offsetBy(dx: frame.minX, dy: frame.minY), opacity)
    }
}

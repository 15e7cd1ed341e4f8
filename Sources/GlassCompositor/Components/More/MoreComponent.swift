/// The More tab of a compact tab bar with more than five tabs (iOS's rule): a tap on its slot
/// shows a page listing the tabs without a slot; a tap on a row opens that tab's page as if
/// pushed inside More, its navigation bar leading with a "More" back button, which brings
/// the list back. Selecting a tab with a slot of its own, or a window wide enough for every
/// tab, leaves More. The list is one opaque picture over the page, under the bars' glass.
/// Opening a tab from it and going back slide as a push and a pop do (`MoreSlide`): the tab's
/// page comes in from the trailing edge over the list, which moves by the parallax under a
/// veil, and back.
final class MoreComponent: Component, MorePresence, ActionHandler {
    unowned let ui: UIContext
    /// The list shows (the More slot was tapped).
    private(set) var listShown = false
    /// The tab opened from the list, while it is selected.
    private(set) var opened: TabID?
    /// The row the pointer went down on, while it is held.
    private var pressedTab: Int?
    private var drawn: (key: Key, surface: Surface, version: Int)?
    /// The slide between the list and the tab opened from it, while it runs.
    private var slide: MoreSlide?
    /// The part of the list the slide shows, darkened: made for the key it holds.
    private var slideSurface: (key: SlideKey, surface: Surface, version: Int)?
    private struct SlideKey: Equatable { var listVersion: Int, lowerX: Int, upperX: Int, keep: UInt32 }

    /// What the list's picture depends on.
    private struct Key: Equatable {
        var layout: MoreLayout
        var pressed: Int?
        var pixelWidth: Int, pixelHeight: Int
        var scale: Double
        var dark: Bool
        var background: Color
        var accent: Color
    }

    static var showListID: String { TabBarSlots.moreListID }
    static var backButtonID: String { TabBarSlots.moreBackID }

    init(ui: UIContext) { self.ui = ui }

    /// More applies: a compact bar with tabs under More.
    private var available: Bool { ui.showsTabBar && !ui.tabSlots.overflow.isEmpty }

    var showsList: Bool { listShown && available }
    var openedFromMore: Bool { !listShown && available && opened != nil && opened == ui.selectedTabID }

    var layout: MoreLayout { MoreLayout(scene: ui.scene, slots: ui.tabSlots, viewport: ui.viewport) }

    // MARK: Actions

    func perform(_ action: UIAction, at t: Double) -> Bool {
        if case .button(let id) = action, id == TabBarSlots.moreCloseID {
            guard listShown else { return false }
            listShown = false
            opened = nil
            ui.invalidated = true
            ui.emit("more.closed", t)
            return true
        }
        guard case .button(let id) = action, id == Self.showListID || id == Self.backButtonID, available else { return false }
        guard !listShown else { return true }
        listShown = true
        if id == Self.backButtonID { startSlide(opening: false, at: t) }
        ui.invalidated = true
        ui.emit("more.list", t, [("tabs", .integer(ui.tabSlots.overflow.count)), ("back", .bool(id == Self.backButtonID))])
        return true
    }

    // MARK: Component

    func hitTest(_ p: Point) -> Bool { showsList }

    func handle(_ event: InputEvent) -> Bool {
        guard showsList else { return false }
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let b) where b == 1:
            pressedTab = layout.tab(at: p)
            ui.emitPress(at: p, target: "more", t)
            ui.invalidated = true
            return true
        case .move:
            if let held = pressedTab, layout.tab(at: p) != held { pressedTab = nil; ui.invalidated = true }
            return true
        case .up(let b) where b == 1:
            let chosen = pressedTab.flatMap { layout.tab(at: p) == $0 ? $0 : nil }
            pressedTab = nil
            ui.emitRelease(at: p, t)
            ui.invalidated = true
            if let chosen, let id = ui.tabID(at: chosen) {
                listShown = false
                opened = id
                startSlide(opening: true, at: t)
                ui.emit("more.opened", t, [("index", .integer(chosen)), ("id", .string(id.rawValue))])
                if id != ui.selectedTabID { ui.select(id, at: t) } else { ui.stackChanged() }
            }
            return true
        case .wheel, .smoothScroll:
            return true
        default:
            return false
        }
    }

    func tabDidChange(from old: TabID?) {
        // A tab chosen in the bar (or by a key) leaves More, unless More chose it.
        guard let selected = ui.selectedTabID else { return }
        if selected != opened { opened = nil; slide = nil }
        listShown = false
    }

    func sceneDidChange(from old: Scene) { listShown = false; opened = nil; pressedTab = nil; drawn = nil; slide = nil }

    /// Starts the push (`opening`) or pop slide at `t`; none under Reduce Motion.
    private func startSlide(opening: Bool, at t: Double) {
        guard !ui.reduceMotion else { slide = nil; return }
        slide = MoreSlide(opening: opening, at: t, from: slide, now: t)
    }

    /// The slide showing now, nil once it settled.
    private var sliding: MoreSlide? {
        guard let slide, available, !slide.isSettled(at: ui.time) else { return nil }
        return slide
    }

    var isAnimating: Bool { sliding != nil }

    /// The opened tab's page's left edge while the slide shows (pixels); 0 at rest.
    var pageShiftPixels: Int { sliding.map { $0.placement(at: ui.time, width: ui.pixelWidth).upper } ?? 0 }
    func appearanceDidChange() { drawn = nil }

    func plan() -> [RenderCommand] {
        if let slide = sliding { return slideCommands(slide) }
        guard showsList, let drawn = listPicture() else { return [] }
        return [.overlay(drawn.surface, x: 0, y: 0, version: drawn.version)]
    }

    /// The list under the page sliding over it: the part the page leaves, moved by the
    /// parallax and veiled as the page under a push is.
    private func slideCommands(_ slide: MoreSlide) -> [RenderCommand] {
        let (upperX, lowerX) = slide.placement(at: ui.time, width: ui.pixelWidth)
        guard upperX > 0, let list = listPicture() else { return [] }
        let keep = NavigationTransition.veil(position: slide.pagePosition(at: ui.time))
        let key = SlideKey(listVersion: list.version, lowerX: lowerX, upperX: upperX, keep: keep)
        if slideSurface?.key != key {
            let shown = PixelRect(x0: -lowerX, y0: 0, x1: min(list.surface.width, upperX - lowerX), y1: list.surface.height)
            guard !shown.isEmpty else { return [] }
            let part = Surface(sized: shown.width, shown.height)
            part.blitRows(list.surface, at: -shown.x0, -shown.y0, opaque: true)
            part.darkenRows(part.bounds, keep255: keep)
            slideSurface = (key, part, (slideSurface?.version ?? 0) + 1)
        }
        guard let part = slideSurface else { return [] }
        return [.overlay(part.surface, x: 0, y: 0, version: part.version)]
    }

    /// The list's picture, drawn again only when what it shows changed.
    private func listPicture() -> (surface: Surface, version: Int)? {
        let palette = Palette.system(ui.scene.appearance)
        let key = Key(layout: layout, pressed: pressedTab, pixelWidth: ui.pixelWidth, pixelHeight: ui.pixelHeight, scale: ui.scale,
                      dark: ui.dark, background: ui.pageColor, accent: ui.readableAccent)
        if drawn?.key != key, let s = Surface(width: key.pixelWidth, height: key.pixelHeight) {
            let c = Canvas(surface: s, scale: key.scale)
            c.fill(Rect(x: 0, y: 0, width: ui.viewport.width, height: ui.viewport.height), color: key.background.withAlpha(1))
            let l = key.layout
            c.drawText(TabBarSlots.moreTitle, in: l.titleFrame, style: .largeTitle, color: palette.primaryText)
            for row in l.rows {
                let f = row.frame
                if row.tab == key.pressed { c.fill(f, color: palette.separator) }
                let m = MoreLayout.margin
                _ = IconTheme.shared.draw(row.icon, in: Rect(x: m, y: f.midY - 12, width: 24, height: 24), color: key.accent, on: c)
                c.drawText(row.title, in: Rect(x: m + 40, y: f.midY - 11, width: f.width - m - 40 - 40, height: 22), style: .body,
                           color: palette.primaryText)
                _ = IconTheme.shared.draw("go-next-symbolic", in: Rect(x: f.maxX - m - 14, y: f.midY - 7, width: 14, height: 14),
                                          color: palette.secondaryText, on: c)
                c.fill(Rect(x: m + 40, y: f.maxY - 0.5, width: f.width - m - 40, height: 0.5), color: palette.separator)
            }
            c.flush()
            drawn = (key, s, (drawn?.version ?? 0) + 1)
        }
        return drawn.map { ($0.surface, $0.version) }
    }

    func reportState(into snapshot: inout StateSnapshot) {
        guard available else { return }
        snapshot.set("more.list", showsList ? 1 : 0)
        snapshot.set("more.opened", openedFromMore ? 1 : 0)
    }
}

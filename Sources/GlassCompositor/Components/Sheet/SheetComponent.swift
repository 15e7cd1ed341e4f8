/// The selected screen's sheet (SPEC P2): glass at partial heights, inset from the display's
/// edges with concentric corners; dragged toward full height it anchors to the edges and turns
/// opaque. Dragging the grabber moves it between detents; a tap on the grabber steps to the
/// next detent. Scrolling over it does not scroll the content under it.
final class SheetComponent: Component {
    unowned let ui: UIContext
    /// The selected screen's sheet and its height; rebuilt when the tab or the sheet changes.
    private(set) var current: (tab: Int, sheet: Sheet, drag: SheetDrag)?
    /// The pointer went down on the sheet: on its grabber (which drags it) or its body.
    private var capture: (handle: Bool, down: Point)?
    let glyphs = PanelGlyphs()

    init(ui: UIContext) { self.ui = ui }

    /// The sheet's drag state for the selected screen, if it presents one.
    var drag: SheetDrag? { current?.drag }

    /// Makes `current` match the selected screen's sheet and the viewport. Runs whenever the
    /// screen, the scene or the window changes, at that moment (not when a frame is drawn).
    private func refit() {
        guard let sheet = ui.screen?.sheet, sheet.presented else { current = nil; return }
        let layout = SheetLayout(sheet: sheet, viewport: ui.viewport, displayRadius: ui.scene.device.cornerRadius)
        if var c = current, c.tab == ui.selectedTab, c.sheet == sheet {
            c.drag.relayout(layout)
            current = c
            return
        }
        current = (ui.selectedTab, sheet, SheetDrag(layout: layout, detent: sheet.selectedDetent))
    }

    /// The sheet's frame now, in window points.
    var frame: Rect? {
        guard let drag else { return nil }
        return drag.layout.frame(at: drag.height(at: ui.time))
    }

    // MARK: Component

    func start() { refit() }
    func sceneDidChange(from old: Scene) { capture = nil; refit() }
    func viewportDidChange() { capture = nil; refit() }
    func tabDidChange(from old: Int) { capture = nil; refit() }
    func stackDidChange() { capture = nil; refit() }

    func hitTest(_ p: Point) -> Bool { frame?.contains(p) ?? false }
    func covers(_ rect: Rect) -> Bool { frame?.intersects(rect) ?? false }
    var isAnimating: Bool { current?.drag.isAnimating(at: ui.time) ?? false }

    func handle(_ event: InputEvent) -> Bool {
        let p = event.position, t = event.time
        switch event.kind {
        case .down(let button) where button == 1:
            guard let frame, frame.contains(p) else { return false }
            let handle = p.y < frame.minY + SheetLayout.handleHeight
            capture = (handle, p)
            if handle { current?.drag.begin(pointerY: p.y, at: t) }
            return true
        case .move:
            guard let capture else { return false }
            if capture.handle { current?.drag.move(pointerY: p.y, at: t) }
            return true
        case .up(let button) where button == 1:
            guard let (handle, down) = capture else { return false }
            capture = nil
            guard handle, let drag = current?.drag else { return true }
            let moved = abs(p.y - down.y) + abs(p.x - down.x)
            current?.drag.end(at: t)
            if moved < 4, !drag.layout.detentHeights.isEmpty {
                // A tap on the grabber steps to the next detent, wrapping around.
                current?.drag.select(detent: (drag.detent + 1) % drag.layout.detentHeights.count, at: t)
            }
            if let drag = current?.drag {
                ui.emit("sheet.detent", t, [("detent", .integer(drag.detent)), ("height", .number(drag.layout.detentHeights[drag.detent]))])
            }
            return true
        case .wheel, .smoothScroll:
            // Scrolling over the sheet does not scroll the content under it.
            return hitTest(p)
        default:
            return false
        }
    }

    func plan() -> [RenderCommand] {
        guard let (tab, sheet, drag) = current else { return [] }
        let layout = drag.layout
        let height = drag.height(at: ui.time)
        let frame = layout.frame(at: height)
        let anchoring = layout.anchoring(at: height)
        let dark = ui.dark
        var style = GlassStyle.regular(dark: dark).sized(for: frame.size).applying(ui.scene.settings)
        // Toward full height the glass fills in with the page colour until it is opaque.
        let page = Palette.system(ui.scene.appearance).background.withAlpha(1)
        style.fill = style.fill.mixed(with: page, Float(anchoring))
        let tint = (ui.scene.tabs.indices.contains(tab) ? ui.scene.tabs[tab].screen.tint : nil) ?? ui.scene.accent
        // The content is painted once at the sheet's tallest size and moves with its top edge;
        // only the width or one of four opacity steps repaints it (not every frame of a drag:
        // repainting a grid of artwork costs several frames' budget).
        // The width moves with the anchoring inset every frame; painting at 16 pt steps keeps
        // the pixels (the content is at most that much narrower than the glass).
        let paintedWidth = max(16, (frame.width / 16).rounded(.down) * 16)
        // The height too is the tallest detent and a margin, in 64 pt steps beyond it: a spring
        // overshooting full height would otherwise repaint every frame of its bounce.
        let paintedHeight = max(layout.maxHeight + 64, (frame.height / 64).rounded(.up) * 64)
        let tallest = Rect(x: 0, y: 0, width: paintedWidth, height: paintedHeight)
        let key = PanelGlyphs.Key(frame: tallest, title: sheet.title, items: sheet.items, grabber: sheet.showsGrabber, dark: dark, tint: tint,
                                  opacity: Int((anchoring * 4).rounded()) * 6, scale: ui.scale)
        let surface = glyphs.surface(for: key, placedAt: frame.origin)
        // While the sheet moves, paint the neighbouring opacity steps and the other width ahead
        // on the background queue: each painting costs several frames' budget. (A cache
        // filled ahead: the pixels are the same whether it is warm or not.)
        if drag.isDragging || drag.isAnimating(at: ui.time) {
            for step in [key.opacity - 6, key.opacity + 6] where (0...24).contains(step) {
                var next = key
                next.opacity = step
                glyphs.prefetch(next)
            }
            let other = layout.frame(at: anchoring < 0.5 ? layout.fullHeight : layout.anchorStart).width
            var wider = key
            wider.frame.size.width = max(16, (other / 16).rounded(.down) * 16)
            if wider.frame.width != key.frame.width { glyphs.prefetch(wider) }
        }
        let scale = ui.scale
        let field = GlassField(.roundedRect(frame.scaled(by: scale), radius: layout.cornerRadius(at: height) * scale))
        var h = Hasher()
        h.combine("sheet"); h.combine(field); h.combine(style); h.combine(glyphs.version)
        var item = GlassItem(field: field, style: style, glyphs: surface?.surface, glyphOrigin: surface?.origin ?? (0, 0), signature: h.finalize())
        item.glyphClip = PixelRect(covering: frame.scaled(by: scale))
        item.planUse = drag.isDragging || drag.isAnimating(at: ui.time) ? .moving : .still
        return [.glass(item)]
    }

    /// Moves the sheet to detent `d` (tests, keys).
    func select(detent d: Int, at t: Double) {
        current?.drag.select(detent: d, at: t)
        ui.invalidated = true
    }
}

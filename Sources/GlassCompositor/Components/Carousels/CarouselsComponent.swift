/// Carousels: rows of tiles inside the page that scroll sideways on their own (V3,
/// "nested horizontal rows scroll on their own axis"). A component of its own; the content
/// draws the rows with its page (`commands(tab:...)`), so they fade with it on a tab switch.
///
/// Each row scrolls with its own `ScrollPhysics`, exactly as the page does vertically: wheel
/// steps on a spring, touchpad deltas 1:1, drags 1:1 with release velocity, `Decay` flings,
/// rubber band at both ends and the bounce spring back.
/// - Horizontal wheel steps (buttons 6/7, or Shift with the vertical wheel, which the hosts
///   turn sideways) and touchpad gestures that start mostly sideways scroll the row under the
///   pointer; vertical wheel steps there still scroll the page.
/// - A drag that starts on a row locks to the axis it first moves along: sideways moves the
///   row, up or down hands the drag to the page as if it had started there.
///
/// Drawing: the page's tiles hold only background where a row is; each row is a `TiledLayer`
/// of its own, cut into columns, composited over the page at the row's offset and clipped to
/// the row. Scrolling a row changes only that command, so damage (and work) is the row; the
/// page's tiles are never repainted for it.
final class CarouselsComponent: Component, CarouselRows {
    unowned let ui: UIContext
    let state = CarouselState()

    init(ui: UIContext) { self.ui = ui }

    private var scale: Double { ui.scale }
    private func scrollOffset() -> Double { ui.pages.offset() }

    /// Every row's scroll is refitted to its row's current width and content at the moment
    /// the layout changes (reload, resize, a panel taking room), so the fit never waits for a
    /// frame to be drawn.
    func refitRows() {
        let t = ui.time
        for tab in ui.scene.tabs.indices {
            for c in rows(tab: tab) where state.scroll[c.key] != nil { withCarouselScroll(c, at: t) { _ in } }
        }
    }

    /// The content was laid out again just before (it is earlier in the list).
    func contentDidRelayout() { refitRows() }

    func sceneDidChange(from old: Scene) {
        state.cancelGestures(at: ui.time)
        state.layers.removeAll()
        refitRows()
    }

    func viewportDidChange() {
        state.cancelGestures(at: ui.time)
        refitRows()
    }

    /// The rows draw with their page (a `PageFeature`, below), so a fading page takes its rows along.
    func plan() -> [RenderCommand] { [] }

    /// The tile with a destination under window point `p` in row `c`, as navigation's press
    /// target: the tile's frame (content points, where the row's scroll has it now) is the
    /// highlight it shows while held and keeps under the screen it pushes.
    private func destinationTile(in c: PlacedCarousel, at p: Point) -> NavigationGesture.Target? {
        let scrollX = state.scroll[c.key]?.offset(at: ui.time) ?? 0
        let q = Point(p.x - c.layout.frame.minX + scrollX, p.y + scrollOffset())
        for k in c.layout.tiles(from: q.x, to: q.x + 1) where c.carousel.tiles.indices.contains(k) {
            let f = c.layout.tileFrame(k)
            guard f.contains(q), let d = c.carousel.tiles[k].destination else { continue }
            // The tile's image dims, as a pressed artwork does on iOS; its title stays as it is.
            let image = ContentPainter.tileImage(in: f, grid: c.carousel.tileStyle)
            let frame = image.rect.offsetBy(dx: c.layout.frame.minX - scrollX, dy: 0)
            return .init(destination: d, source: c.carousel.tiles[k].id ?? "\(c.key).tile.\(k)",
                         highlight: RowHighlight(frame: frame, grouping: .single, radius: image.radius, strength: 2.5))
        }
        return nil
    }

    /// A row on a tab, with where it is and how its offset is kept.
    struct PlacedCarousel {
        var key: String
        var carousel: Carousel
        var layout: CarouselLayout
    }

    /// The rows of `tab`'s screen, in order.
    func rows(tab: TabID) -> [PlacedCarousel] {
        guard ui.tab(tab) != nil else { return [] }
        let page = ui.pages.page(tab: tab)
        return ui.pages.layout(tab: tab).carousels.map { placed in
            PlacedCarousel(key: placed.carousel.id ?? Self.key(forRowAt: placed.index, on: page), carousel: placed.carousel, layout: placed.layout)
        }
    }

    /// How a row without an id keeps its offset: by its place on its page, the page named by
    /// its tab and, for a pushed screen, the screen and its depth, so a pushed screen's rows
    /// do not scroll with the rows at the same places on the screen under it.
    static func key(forRowAt index: Int, on page: ContentPage) -> String {
        guard page.depth > 0 else { return "\(page.tab.rawValue).carousel.\(index)" }
        return "\(page.tab.rawValue).\(page.screenID ?? "").\(page.depth).carousel.\(index)"
    }

    /// The rows of the tab at `index` of the scene's list.
    func rows(tab index: Int) -> [PlacedCarousel] { ui.tabID(at: index).map { rows(tab: $0) } ?? [] }

    /// The offset of the row with `key` at the clock's time, in points (outside its bounds
    /// while rubber-banded); nil for a row the user has not scrolled yet (it rests at 0).
    func carouselOffset(_ key: String) -> Double? {
        state.scroll[key]?.offset(at: ui.time)
    }

    /// Runs `body` on the row's scroll, made to fit the row's current viewport and content
    /// (a resize or reload keeps the offset and continues any motion toward the new bounds).
    @discardableResult
    func withCarouselScroll<R>(_ c: PlacedCarousel, at t: Double, _ body: (inout ScrollPhysics) -> R) -> R {
        let viewport = max(1, c.layout.frame.width), content = c.layout.contentWidth
        var s = state.scroll[c.key] ?? ScrollPhysics(viewportLength: viewport, contentLength: content)
        if s.viewportLength != viewport || s.contentLength != content { s.setLengths(viewport: viewport, content: content, at: t) }
        let result = body(&s)
        state.scroll[c.key] = s
        return result
    }

    /// The row under window point `p` on the selected tab, unless glass or chrome is there.
    func carousel(at p: Point) -> PlacedCarousel? {
        guard !ui.scene.tabs.isEmpty else { return nil }
        // A wheel over the tab bar or a panel scrolls the page (or nothing), never a row under it.
        if ui.somethingIsInFront(of: self, at: p) { return nil }
        let q = Point(p.x, p.y + scrollOffset())
        return rows(tab: ui.pages.shownTab).first { $0.layout.frame.contains(q) }
    }

    // MARK: Input

    /// Gives the rows a look at an input event after the chrome and controls; true when a row
    /// consumed it.
    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .wheel(let dx, let dy):
            guard dx != 0, let c = carousel(at: p) else { return false }
            let target = withCarouselScroll(c, at: t) { s in s.wheel(steps: dx, at: t); return s.restingOffset }
            emitCarouselScroll(c.key, "wheel", t, [("steps", .number(dx)), ("target", .number(target))])
            // A diagonal step scrolls the page with its vertical part.
            return dy == 0
        case .smoothScroll(let dx, let dy):
            if let gesture = state.smooth {
                // The gesture stays with its row (its vertical part is dropped) until it pauses.
                state.smooth = (gesture.key, t)
                if let c = rows(tab: ui.pages.shownTab).first(where: { $0.key == gesture.key }), dx != 0 {
                    withCarouselScroll(c, at: t) { $0.scroll(by: dx, at: t) }
                }
                return true
            }
            // A touchpad gesture picks its axis with its first delta, like a drag.
            guard ui.pages.lastSmoothScroll == nil, abs(dx) > abs(dy), let c = carousel(at: p) else { return false }
            withCarouselScroll(c, at: t) { $0.scroll(by: dx, at: t) }
            state.smooth = (c.key, t)
            return true
        case .down(let button) where button == 1:
            guard let c = carousel(at: p) else { return false }
            ui.emitPress(at: p, target: "carousel.\(c.key)", t)
            // A press that stops a moving row (or page) is only that: it pushes nothing.
            let moving = (state.scroll[c.key]?.isAnimating(at: t) ?? false) || ui.pages.selectedScroll.isAnimating(at: t)
            let target = moving ? nil : destinationTile(in: c, at: p)
            // Both catch any motion they have and hold still until the drag picks an axis; on a
            // pushed page the swipe back competes too.
            ui.gestures.join(.pageScroll)
            if ui.stacks.depth(tab: ui.pages.shownTab) > 0 { ui.gestures.join(.swipeBack) }
            withCarouselScroll(c, at: t) { $0.beginDrag(pointer: p.x, at: t) }
            state.gesture = CarouselState.Gesture(key: c.key, down: p, downTime: t, axis: nil, target: target)
            if target != nil { ui.invalidated = true }
            return true
        case .move:
            guard var g = state.gesture else { return false }
            guard let c = rows(tab: ui.pages.shownTab).first(where: { $0.key == g.key }) else {
                state.cancelGestures(at: t)
                return false
            }
            if g.axis == nil {
                let dx = p.x - g.down.x, dy = p.y - g.down.y
                guard max(abs(dx), abs(dy)) >= CarouselState.axisLockDistance else { return true }
                // A drag is no tap: the held tile's grey goes.
                if g.target != nil { ui.invalidated = true }
                let atStart = (state.scroll[c.key]?.restingOffset ?? 0) <= 0 && !(state.scroll[c.key]?.isAnimating(at: t) ?? false)
                if abs(dx) > abs(dy), !(dx > 0 && atStart && ui.stacks.depth(tab: ui.pages.shownTab) > 0) {
                    g.axis = .horizontal
                    ui.gestures.claim(self, at: t)
                } else {
                    // Not the row's: a vertical drag is the page's, and a drag to the right on a
                    // row at its start (nothing to show to the left) the swipe back's; each
                    // claims it from where the press began when the arena offers it the move.
                    g.axis = .vertical
                    g.target = nil
                    state.gesture = g
                    return true
                }
            }
            state.gesture = g
            guard g.axis == .horizontal else { return true }
            withCarouselScroll(c, at: t) { $0.drag(pointer: p.x, at: t) }
            return true
        case .up(let button) where button == 1:
            guard let g = state.gesture else { return false }
            state.gesture = nil
            ui.emitRelease(at: p, t)
            if g.axis != .horizontal { ui.gestures.endUndecided(at: t) }
            guard let c = rows(tab: ui.pages.shownTab).first(where: { $0.key == g.key }) else {
                state.scroll[g.key]?.endDrag(at: t)
                return true
            }
            let (velocity, target) = withCarouselScroll(c, at: t) { s in
                s.endDrag(at: t)
                return (s.velocity(at: t), s.restingOffset)
            }
            if g.axis == .horizontal {
                emitCarouselScroll(c.key, "drag", t, [("velocity", .number(velocity)), ("target", .number(target))])
            }
            // A tap on a tile with a destination pushes it, as a row does.
            if g.axis == nil, let tile = g.target {
                ui.actions.perform(.push(destination: tile.destination, source: tile.source, highlight: tile.highlight), at: t)
            }
            return true
        default:
            return false
        }
    }

    /// A paused touchpad gesture on a row ends and flings (like the page's).
    func advance(to t: Double) {
        guard let s = state.smooth, t - s.last >= ContentComponent.smoothScrollEndDelay else { return }
        state.smooth = nil
        let end = s.last + ContentComponent.smoothScrollEndDelay
        guard var physics = state.scroll[s.key] else { return }
        physics.endScroll(at: end)
        state.scroll[s.key] = physics
        emitCarouselScroll(s.key, "smooth", end, [("target", .number(physics.restingOffset))])
    }

    /// True while a row moves on its own or a touchpad gesture on one may still end.
    var isAnimating: Bool { state.isAnimating(at: ui.time) }

    /// The `scroll` semantic event for a row: which tab and row, what moved it.
    private func emitCarouselScroll(_ key: String, _ source: String, _ t: Double, _ fields: [(String, SemanticEvent.FieldValue)]) {
        let tab = ui.selectedTabID?.rawValue ?? ""
        ui.emit("scroll", t, [("tab", .string(tab)), ("carousel", .string(key)), ("source", .string(source))] + fields)
    }

    // MARK: Drawing

    /// Where a row's layer lands in the frame (pixels) with the page at `pageOffsetY`.
    private struct RowPlacement {
        var layer: TiledLayer
        var offsetX: Int, offsetY: Int
        /// The row's rectangle in the frame, unclipped.
        var bounds: PixelRect
        /// The row's offset in layer pixels.
        var scrollX: Int
    }

    private func placement(_ c: PlacedCarousel, tab: TabID, page: TiledLayer, pageOffsetY: Int, at t: Double) -> RowPlacement {
        let f = c.layout.frame
        let top = Int((f.minY * scale).rounded(.down)), bottom = Int((f.maxY * scale).rounded(.up))
        let left = Int((f.minX * scale).rounded(.down)), right = Int((f.maxX * scale).rounded(.up))
        let layer = rowLayer(c, tab: tab, page: page, top: top, height: bottom - top, width: right - left)
        let scrollX = Int(((state.scroll[c.key]?.offset(at: t) ?? 0) * scale).rounded())
        // Layer column 0 is the row's x = 0; layer row 0 is page pixel row `top`.
        return RowPlacement(layer: layer, offsetX: left - scrollX, offsetY: pageOffsetY - top,
                            bounds: PixelRect(x0: left, y0: top - pageOffsetY, x1: right, y1: bottom - pageOffsetY), scrollX: scrollX)
    }

    /// Commands for `tab`'s rows over its page (placed at `pageOffsetY` pixels), clipped to
    /// `within`; blended at `opacity` for a tab fading out; moved `shiftX` pixels sideways
    /// with a page sliding in or out of a navigation stack.
    func commands(tab: TabID, page: TiledLayer, pageOffsetY: Int, within: PixelRect, opacity: UInt32? = nil, shiftX: Int = 0) -> [RenderCommand] {
        let t = ui.time
        return rows(tab: tab).compactMap { c in
            let r = placement(c, tab: tab, page: page, pageOffsetY: pageOffsetY, at: t)
            let bounds = PixelRect(x0: r.bounds.x0 + shiftX, y0: r.bounds.y0, x1: r.bounds.x1 + shiftX, y1: r.bounds.y1).intersection(within)
            guard !bounds.isEmpty else { return nil }
            if let opacity { return .fadingLayer(r.layer, offsetX: r.offsetX + shiftX, offsetY: r.offsetY, bounds: bounds, opacity: opacity) }
            return .layer(r.layer, offsetX: r.offsetX + shiftX, offsetY: r.offsetY, bounds: bounds)
        }
    }

    /// The layer holding a row's tiles: as tall as the row, as wide as its content (or the
    /// row, if wider), cut into columns. Made once per page layer.
    private func rowLayer(_ c: PlacedCarousel, tab: TabID, page: TiledLayer, top: Int, height: Int, width: Int) -> TiledLayer {
        let layers: CarouselState.Layers
        if let existing = state.layers[tab], existing.page === page { layers = existing } else {
            layers = CarouselState.Layers(page: page)
            state.layers[tab] = layers
        }
        let layerWidth = max(width, Int((c.layout.contentWidth * scale).rounded(.up)))
        if let l = layers.rows[c.key], l.pixelWidth == layerWidth, l.pixelHeight == max(1, height),
           l.origin.y == Double(top) / scale { return l }
        var painter = ContentPainter(layout: ui.pages.layout(tab: tab), palette: Palette.system(ui.scene.appearance), title: nil)
        if let bg = ui.scene.background { painter.palette.background = bg }
        let (carousel, layout, scale) = (c.carousel, c.layout, ui.scale)
        let layer = TiledLayer(pixelWidth: layerWidth, pixelHeight: height, scale: scale, tileHeight: max(1, height),
                               tileWidth: CarouselState.layerTileWidth, origin: Point(0, Double(top) / scale), isOpaque: true) { canvas in
            let visible = Rect(x: canvas.origin.x, y: canvas.origin.y,
                               width: Double(canvas.surface.width) / scale, height: Double(canvas.surface.height) / scale)
            painter.paintCarousel(carousel, layout: layout, visible: visible, on: canvas)
        }
        layers.rows[c.key] = layer
        return layer
    }

    /// Mean luminance of the content under `rect` (frame pixels) with the selected tab's page
    /// at `offsetY`: the page's `meanLuminance`, except that grid points on a row sample the
    /// row's layer, so glass over a row adapts to the tiles passing under it (G4).
    func contentLuminance(under rect: PixelRect, page: TiledLayer, offsetY: Int) -> Float {
        let rows = rows(tab: ui.pages.shownTab)
        guard !rows.isEmpty else { return page.meanLuminance(under: rect, offsetY: offsetY) }
        var sum: Float = 0, count: Float = 0
        guard forEachContentSample(under: rect, page: page, offsetY: offsetY, rows: rows, { layer, x, y in
            layer.addLuminance(around: x, y, to: &sum, count: &count)
        }) else { return 1 }
        return sum / count
    }

    /// Mean colour (straight sRGB, opaque) of the content under `rect` (frame pixels), sampled
    /// where `contentLuminance` samples: what a label on glass there has behind the glass.
    func contentColor(under rect: PixelRect, page: TiledLayer, offsetY: Int) -> Color {
        let rows = rows(tab: ui.pages.shownTab)
        guard !rows.isEmpty else { return page.meanColor(under: rect, offsetY: offsetY) }
        var sum = SIMD4<Float>(), count: Float = 0
        guard forEachContentSample(under: rect, page: page, offsetY: offsetY, rows: rows, { layer, x, y in
            layer.addColor(around: x, y, to: &sum, count: &count)
        }) else { return .white }
        return TiledLayer.color(sum: sum, count: count)
    }

    /// Calls `visit` with the layer and layer pixel of each point of `rect`'s 5×5 sampling grid
    /// (`TiledLayer.luminanceGrid`): a row's layer where a row lies, else the page. False when
    /// `rect` misses the page.
    private func forEachContentSample(under rect: PixelRect, page: TiledLayer, offsetY: Int, rows: [PlacedCarousel],
                                      _ visit: (TiledLayer, Int, Int) -> Void) -> Bool {
        let t = ui.time
        let placed = rows.map { placement($0, tab: ui.pages.shownTab, page: page, pageOffsetY: offsetY, at: t) }
        let layerRect = PixelRect(x0: rect.x0, y0: rect.y0 + offsetY, x1: rect.x1, y1: rect.y1 + offsetY).intersection(page.bounds)
        guard !layerRect.isEmpty else { return false }
        for (cx, cy) in TiledLayer.luminanceGrid(layerRect) {
            let point = PixelRect(x: cx, y: cy - offsetY, width: 1, height: 1)
            if let r = placed.first(where: { !$0.bounds.intersection(point).isEmpty }),
               !r.layer.bounds.intersection(PixelRect(x: cx - r.offsetX, y: cy - offsetY + r.offsetY, width: 1, height: 1)).isEmpty {
                visit(r.layer, cx - r.offsetX, cy - offsetY + r.offsetY)
            } else {
                visit(page, cx, cy)
            }
        }
        return true
    }

    /// Queues background rasterization of the columns around each row near the view (a
    /// screen to each side), and of the rows on the first screen of other tabs; drops columns
    /// far from view. Keeps flings and tab switches from drawing tiles on the frame path.
    func prefetch(around pageOffsetY: Int) {
        guard !ui.scene.tabs.isEmpty else { return }
        let t = ui.time
        let nearby = PixelRect(x0: 0, y0: -ui.pixelHeight, x1: ui.pixelWidth, y1: 3 * ui.pixelHeight)
        // The selected tab's rows are queued first: the raster queue is serial.
        let shown = ui.pages.shownTab
        for tab in [shown] + ui.scene.tabs.map(\.tabID).filter({ $0 != shown }) {
            let selected = tab == shown
            guard selected || ui.pages.warmTabs.contains(tab) else {
                for layer in state.layers[tab]?.rows.values ?? [:].values { layer.evict(keeping: .empty) }
                continue
            }
            // Other tabs once their page has been made (the page prefetches its first screen).
            guard let page = selected ? ui.pages.layer(tab: tab) : ui.pages.layers[tab] else { continue }
            let offsetY = selected ? pageOffsetY : Int((ui.pages.offset(tab: tab, at: t) * scale).rounded())
            for c in rows(tab: tab) {
                let r = placement(c, tab: tab, page: page, pageOffsetY: offsetY, at: t)
                let near = !r.bounds.intersection(selected ? nearby : PixelRect(x: 0, y: 0, width: ui.pixelWidth, height: ui.pixelHeight)).isEmpty
                guard near else { r.layer.evict(keeping: .empty); continue }
                let w = r.bounds.width
                r.layer.prefetch(PixelRect(x0: r.scrollX - w / 2, y0: 0, x1: r.scrollX + 2 * w, y1: r.layer.pixelHeight))
                r.layer.evict(keeping: PixelRect(x0: r.scrollX - 2 * w, y0: 0, x1: r.scrollX + 3 * w, y1: r.layer.pixelHeight))
            }
        }
    }
}

/// The rows ride on their page: drawn with its pixels (only on a tab's top page, whose rows
/// these are), and the grey of a held tile with a destination over it (the list row's
/// highlight, `RowHighlight`).
extension CarouselsComponent: PageFeature {
    func contentCommands(for page: ContentPage, at placement: PagePlacement, clip: PixelRect, opacity: UInt32?) -> [RenderCommand] {
        guard page == ui.stacks.topPage(tab: page.tab) else { return [] }
        return commands(tab: page.tab, page: ui.pages.layer(page: page), pageOffsetY: placement.offsetY, within: clip,
                        opacity: opacity, shiftX: placement.shiftX)
    }

    func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand] {
        guard placement.isTop, let g = state.gesture, g.axis == nil, let h = g.target?.highlight,
              let s = ui.stacks.highlights.surface(h, dark: ui.dark, scale: ui.scale) else { return [] }
        return [.overlay(s.surface, x: Int((h.frame.minX * ui.scale).rounded()) + placement.shiftX,
                         y: Int((h.frame.minY * ui.scale).rounded()) - placement.offsetY, version: s.version)]
    }
}

/// A row's sideways scroll in the gesture arena: it holds presses on a row and claims a drag
/// that locks sideways; a vertical drag goes to the page, a rightward one at the row's start
/// on a pushed page to the swipe back.
extension CarouselsComponent: GestureRecognizer {
    /// The press it held went to another recognizer: the row lets go where it is.
    func gestureCancelled(at t: Double) {
        guard let g = state.gesture else { return }
        state.gesture = nil
        if let c = rows(tab: ui.pages.shownTab).first(where: { $0.key == g.key }) {
            withCarouselScroll(c, at: t) { $0.endDrag(at: t) }
        } else {
            state.scroll[g.key]?.endDrag(at: t)
        }
    }
}

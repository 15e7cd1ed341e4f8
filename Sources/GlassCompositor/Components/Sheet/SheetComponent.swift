/// The selected screen's sheet (P2): glass at partial heights, inset from the display's
/// edges with concentric corners; dragged toward full height it anchors to the edges and turns
/// opaque. Dragging the grabber moves it between detents at once; a drag on its body moves it
/// once it locks vertically past the slop (its content is painted whole and never scrolls, so
/// it is always at its top, where iOS hands a sheet's content drag to the sheet); a tap on the
/// grabber steps to the next detent. Scrolling over it does not scroll the content under it.
/// In the gesture arena the sheet holds every press on it and claims its drag.
///
/// A sheet with a `source` morphs out of that toolbar button or custom glass element when
/// presented (a tap on it) and back into it when dismissed: dragged down past its lowest
/// detent or flung down, Escape, or a tap on the dimmed backdrop at the large detent
/// (`SheetMorph`, `SheetSourceComponent`).
final class SheetComponent: Component {
    unowned let ui: UIContext
    /// The custom glass elements' shapes, for a sheet that grows out of one.
    private unowned let elementShapes: GlassElementShapes
    /// The selected screen's sheet and its height; rebuilt when the tab or the sheet changes.
    private(set) var current: (tab: TabID, sheet: Sheet, drag: SheetDrag)?
    /// Presented or folded into its source (a sheet without a source is always presented).
    private(set) var morph = SheetMorph(presented: true)
    /// The pointer went down on the sheet (window points): `drags` once the press moves the
    /// sheet (at once on its grabber, past the slop vertically on its body); or on the dimmed
    /// backdrop (`backdropPress`), which dismisses it.
    private var capture: (drags: Bool, down: Point, time: Double)?
    private var backdropPress = false
    let glyphs = PanelGlyphs()
    let sourceGlyphs = MenuGlyphs()
    /// How dark the content behind is at full height: black at this alpha.
    static let maximumDimming = 0.28

    init(ui: UIContext, elementShapes: GlassElementShapes) {
        self.ui = ui
        self.elementShapes = elementShapes
    }

    /// The sheet's drag state for the selected screen, if it presents one.
    var drag: SheetDrag? { current?.drag }

    /// Makes `current` match the selected screen's sheet and the viewport. Runs whenever the
    /// screen, the scene or the window changes, at that moment (not when a frame is drawn).
    private func refit() {
        guard let sheet = ui.screen?.sheet, sheet.presented else { current = nil; return }
        let layout = SheetLayout(sheet: sheet, viewport: ui.viewport, displayRadius: ui.scene.device.cornerRadius)
        if var c = current, c.tab == ui.pages.shownTab, c.sheet == sheet {
            c.drag.relayout(layout)
            current = c
            return
        }
        var drag = SheetDrag(layout: layout, detent: sheet.selectedDetent)
        drag.followsBelowLowest = sheet.source != nil
        current = (ui.pages.shownTab, sheet, drag)
        morph = SheetMorph(presented: sheet.presented || sheet.source == nil)
    }

    /// The sheet's frame at rest on its detents now (while it morphs, the panel it morphs to
    /// or from), in window points.
    private var restingFrame: Rect? {
        guard let drag else { return nil }
        return drag.layout.frame(at: drag.height(at: ui.time))
    }

    /// The sheet's frame now, in window points: nil while folded into its source.
    var frame: Rect? {
        guard let resting = restingFrame, !morph.isHidden(at: ui.time) else { return nil }
        guard morph.isAnimating(at: ui.time), let shape = morphShape(at: ui.time) else { return resting }
        return shape.rect.scaled(by: 1 / ui.scale)
    }

    /// Whether the sheet is presented (or on its way), taking presses.
    var isPresented: Bool { current != nil && morph.isPresented }

    /// Whether the sheet is presented with a detent where it anchors at full height, so that a
    /// drag may push the page back (`SheetRecede`): the host makes that frame's memory ahead.
    var mayRecede: Bool {
        guard isPresented, let layout = drag?.layout else { return false }
        return layout.maxHeight > layout.anchorStart
    }

    /// The glass shape (pixels) of the sheet's source now, if it has one on screen.
    func sourceShape() -> (shape: GlassShape, frame: Rect, icon: String?, title: String?)? {
        guard let id = current?.sheet.source else { return nil }
        let scale = ui.scale
        if let b = ui.barButtons.placedButton(id: id) {
            return (.capsule((b.alone ? b.groupFrame : b.frame).scaled(by: scale)), b.frame, b.button.icon, b.button.title)
        }
        for node in ui.screen?.glass ?? [] {
            let members = node.members
            for e in members where e.id == id {
                let rect = e.frame.rect(in: ui.viewport)
                return (elementShapes.shape(of: e, in: rect), rect, e.icon, e.icon == nil ? e.text : nil)
            }
        }
        return nil
    }

    /// The sheet's glass shape (pixels) part way through its morph at `t`, nil when it has no
    /// source on screen.
    private func morphShape(at t: Double) -> GlassShape? {
        guard let drag, let source = sourceShape() else { return nil }
        let height = drag.height(at: t)
        let sheet = GlassShape.roundedRect(drag.layout.frame(at: height).scaled(by: ui.scale),
                                           radius: drag.layout.cornerRadius(at: height) * ui.scale)
        if ui.reduceMotion { return sheet }
        return PanelMorph.shape(from: source.shape, to: sheet, progress: morph.progress.value(at: t))
    }

    /// Presents the sheet out of its source at `t`, at the detent it opens at.
    func present(at t: Double) {
        guard var c = current, !morph.isPresented else { return }
        c.drag = SheetDrag(layout: c.drag.layout, detent: c.sheet.selectedDetent)
        c.drag.followsBelowLowest = true
        current = c
        capture = nil
        morph.present(at: t, spring: morphSpring)
        ui.invalidated = true
        ui.emit("sheet.presented", t, [("id", .string(c.sheet.id ?? "")), ("source", .string(c.sheet.source ?? ""))])
    }

    /// Dismisses the sheet into its source at `t`; `how` names the cause in the event.
    func dismiss(_ how: String, at t: Double) {
        guard let c = current, c.sheet.source != nil, morph.isPresented else { return }
        capture = nil
        morph.dismiss(at: t, spring: morphSpring)
        ui.invalidated = true
        ui.emit("sheet.dismissed", t, [("id", .string(c.sheet.id ?? "")), ("how", .string(how))])
    }

    private var morphSpring: Spring { ui.reduceMotion ? PanelMorph.crossFade : PanelMorph.spring }

    // MARK: Component

    func start() { refit() }
    func sceneDidChange(from old: Scene) { capture = nil; backdropPress = false; refit() }
    func viewportDidChange() { capture = nil; backdropPress = false; refit() }
    func tabDidChange(from old: TabID?) { capture = nil; backdropPress = false; refit() }
    func stackDidChange() { capture = nil; backdropPress = false; refit() }

    func hitTest(_ p: Point) -> Bool {
        guard isPresented, let frame else { return false }
        return frame.contains(p) || dimsBackdrop
    }
    func covers(_ rect: Rect) -> Bool { frame?.intersects(rect) ?? false }
    func gap(to rect: Rect) -> Double? {
        guard let f = frame else { return nil }
        // The larger of the horizontal and vertical gaps: 0 once the two meet.
        return max(0, f.minX - rect.maxX, rect.minX - f.maxX, f.minY - rect.maxY, rect.minY - f.maxY)
    }
    var isAnimating: Bool {
        guard current != nil else { return false }
        return (current?.drag.isAnimating(at: ui.time) ?? false) || morph.isAnimating(at: ui.time)
    }

    /// How far the content behind is dimmed now, 0...1: as the sheet anchors at full height.
    private var dimming: Double {
        guard let drag, isPresented || morph.isAnimating(at: ui.time) else { return 0 }
        let presented = min(max(morph.progress.value(at: ui.time), 0), 1)
        return drag.layout.anchoring(at: drag.height(at: ui.time)) * presented
    }

    /// At the large detent the content behind is dimmed, and a tap there dismisses a sheet
    /// that has a source.
    var dimsBackdrop: Bool { current?.sheet.source != nil && dimming > 0.5 }

    func handle(_ event: InputEvent) -> Bool {
        let p = event.position, t = event.time
        if backdropPress {
            // The press that dismissed the sheet is consumed to its end.
            if case .move = event.kind { return true }
            if case .up = event.kind { backdropPress = false; return true }
        }
        guard isPresented else { return false }
        switch event.kind {
        case .key(let name, _) where name == "Escape":
            guard current?.sheet.source != nil else { return false }
            dismiss("escape", at: t)
            return true
        case .down(let button) where button == 1:
            guard let frame else { return false }
            if !frame.contains(p) {
                guard dimsBackdrop else { return false }
                backdropPress = true
                dismiss("backdrop", at: t)
                return true
            }
            let handle = p.y < frame.minY + SheetLayout.handleHeight
            capture = (handle, p, t)
            if handle {
                current?.drag.begin(pointerY: p.y, at: t)
                ui.gestures.claim(self, at: t)
            }
            return true
        case .move:
            guard var c = capture else { return false }
            if !c.drags, GestureArena.locksVertically(GestureArena.Press(down: c.down, time: c.time), p) {
                // The body's drag moves the sheet from where the press began.
                c.drags = true
                capture = c
                current?.drag.begin(pointerY: c.down.y, at: t)
                ui.gestures.claim(self, at: t)
            }
            if c.drags { current?.drag.move(pointerY: p.y, at: t) }
            return true
        case .up(let button) where button == 1:
            guard let (drags, down, _) = capture else { return false }
            capture = nil
            guard drags, let drag = current?.drag else { return true }
            let moved = abs(p.y - down.y) + abs(p.x - down.x)
            let release = drag.release(at: t)
            if current?.sheet.source != nil, drag.isDragging,
               SheetMorph.dismisses(releasedAt: release.height, velocity: release.velocity, lowest: drag.layout.minHeight) {
                current?.drag.end(at: t)
                current?.drag.select(detent: drag.layout.detentHeights.firstIndex(of: drag.layout.minHeight) ?? 0, at: t)
                dismiss(release.velocity < -SheetMorph.dismissVelocity ? "fling" : "drag", at: t)
                return true
            }
            let before = drag.detent
            current?.drag.end(at: t)
            if moved < 4, !drag.layout.detentHeights.isEmpty {
                // A tap on the grabber steps to the next detent, wrapping around.
                current?.drag.select(detent: (drag.detent + 1) % drag.layout.detentHeights.count, at: t)
            }
            if let drag = current?.drag {
                ui.emit("sheet.detent", t, [("detent", .integer(drag.detent)), ("height", .number(drag.layout.detentHeights[drag.detent]))])
                if drag.detent != before { ui.emit("sheet.detentChanged", t, [("detent", .integer(drag.detent)), ("previous", .integer(before))]) }
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
        guard let (tab, sheet, drag) = current, !morph.isHidden(at: ui.time) else { return [] }
        let layout = drag.layout
        let height = drag.height(at: ui.time)
        let frame = layout.frame(at: height)
        let anchoring = layout.anchoring(at: height)
        let dark = ui.dark
        let scale = ui.scale
        // Out of (or back into) its source: one shape between the source's and the sheet's.
        let morphing = morph.isAnimating(at: ui.time)
        let progress = min(max(morph.progress.value(at: ui.time), 0), 1)
        let source = morphing ? sourceShape() : nil
        let shape = (morphing ? morphShape(at: ui.time) : nil)
            ?? GlassShape.roundedRect(frame.scaled(by: scale), radius: layout.cornerRadius(at: height) * scale)
        let shapeSize = Size(shape.rect.width / scale, shape.rect.height / scale)
        var style = GlassStyle.regular(dark: dark).sized(for: shapeSize).applying(ui.scene.settings)
        // Reduce Motion, or a source not on screen: a short cross-fade in place (A4).
        if morphing, ui.reduceMotion || source == nil { style = style.materialized(progress) }
        var commands: [RenderCommand] = []
        // Anchoring at full height pushes everything behind back, as iOS does (`SheetRecede`).
        if let recede = SheetRecede.command(amount: dimming, viewport: ui.viewport, pixelScale: scale,
                                            bounds: PixelRect(x: 0, y: 0, width: ui.pixelWidth, height: ui.pixelHeight)) {
            commands.append(.recede(recede))
        }
        // The dimming reaches just under the sheet's top corners; while the sheet morphs and
        // leaves the backdrop bare, the whole window.
        // A scrim of its own, blended in row bands on the cores: nothing to paint while the
        // sheet moves, and the level follows the sheet continuously as iOS's does.
        let dimmedHeight = morphing ? ui.viewport.height : frame.minY + layout.cornerRadius(at: height)
        let dimAlpha = UInt32((SheetComponent.maximumDimming * min(max(dimming, 0), 1) * 255).rounded())
        let dimmedRows = min(ui.pixelHeight, Int((dimmedHeight * scale).rounded(.up)))
        if dimAlpha > 0, dimmedRows > 0 {
            commands.append(.scrim(dimAlpha << 24, bounds: PixelRect(x: 0, y: 0, width: ui.pixelWidth, height: dimmedRows)))
        }
        // Toward full height the glass fills in with the page colour until it is opaque.
        let page = Palette.system(ui.scene.appearance).background.withAlpha(1)
        // While it morphs out of (or into) its source it is glass, as the source is.
        let opaque = morphing ? anchoring * PanelMorph.smoothstep(0.2, 0.9, progress) : anchoring
        style.fill = style.fill.mixed(with: page, Float(opaque))
        // The spring settling at full height leaves the fill a hair short of opaque for half a
        // second; within a level of it nothing of the backdrop can show, and opaque glass
        // skips its blur and hides what lies under it (`OpaqueCover`).
        if style.fill.a >= SheetComponent.opaqueFill { style.fill.a = 1 }
        let tint = ui.tab(tab)?.screen.tint ?? ui.scene.accent
        // The content is painted once at the sheet's tallest size and moves with its top edge;
        // only the width or one of four opacity steps repaints it (not every frame of a drag:
        // repainting a grid of artwork costs several frames' budget).
        // The width moves with the anchoring inset every frame; painting at 16 pt steps keeps
        // the pixels (the content is at most that much narrower than the glass).
        let paintedWidth = max(16, (frame.width / 16).rounded(.down) * 16)
        // The height too is the tallest detent and a margin, in 64 pt steps beyond it: a spring
        // overshooting full height would otherwise repaint every frame of its bounce. The margin
        // is two steps, so that a drag rubber-banding past the top finds the next one painted
        // ahead (below) before it needs it.
        let paintedHeight = max(layout.maxHeight + 128, (frame.height / 64).rounded(.up) * 64)
        let tallest = Rect(x: 0, y: 0, width: paintedWidth, height: paintedHeight)
        let key = PanelGlyphs.Key(frame: tallest, title: sheet.title, items: sheet.items, grabber: sheet.showsGrabber, dark: dark, tint: tint,
                                  opacity: Int((anchoring * 4).rounded()) * 6, scale: ui.scale)
        // While it morphs, the content rides on the shape's top-leading corner, so the grabber
        // and title come out of the source first.
        let contentOrigin = morphing && !ui.reduceMotion && source != nil ? Point(shape.rect.minX / scale, shape.rect.minY / scale) : frame.origin
        let surface = glyphs.surface(for: key, placedAt: contentOrigin)
        // Every step between clear and opaque is a cross-fade of the two ends, so while the sheet
        // is shown both ends are painted ahead on the background queue, at this width and at the
        // other (floating or edge to edge): each painting costs several frames' budget, and the
        // first drag would otherwise wait for them. (A cache filled ahead: the pixels are the
        // same whether it is warm or not.)
        let other = layout.frame(at: anchoring < 0.5 ? layout.fullHeight : layout.anchorStart).width
        var otherWidth = key
        otherWidth.frame.size.width = max(16, (other / 16).rounded(.down) * 16)
        for width in [key, otherWidth] {
            for step in [0, 24] {
                var end = width
                end.opacity = step
                glyphs.prefetch(end)
            }
        }
        glyphs.reserveCrossFade(like: key)
        // A drag far past the tallest detent rubber-bands toward the next 64 pt of painting.
        if frame.height > paintedHeight - 64 {
            var taller = key
            taller.frame.size.height = paintedHeight + 64
            glyphs.prefetch(taller)
        }
        let field = GlassField(shape)
        // While it morphs, the source's symbol fades out first, then the sheet's content in.
        // The panel's painting is cross-faded into a reused surface, so its version goes with it.
        var glyph = surface.map { (surface: $0.surface, origin: $0.origin, version: glyphs.version) }
        var opacity = 1.0
        if morphing {
            let buttonOpacity = ui.reduceMotion || source == nil ? 0 : PanelMorph.buttonOpacity(progress)
            if buttonOpacity > 0, let source {
                // A button's painting is never drawn over: its surface alone names it.
                glyph = sourceGlyphs.button(for: MenuGlyphs.ButtonKey(frame: source.frame, icon: source.icon, title: source.title, tint: nil,
                                                                      dark: dark, scale: scale)).map { ($0.surface, $0.origin, 0) }
                opacity = buttonOpacity
            } else {
                opacity = ui.reduceMotion || source == nil ? progress : PanelMorph.contentOpacity(progress)
            }
        }
        let level = PanelMorph.level(opacity)
        var item = GlassItem(field: field, style: style, glyphs: level > 0 ? glyph?.surface : nil, glyphOrigin: glyph?.origin ?? (0, 0),
                             glyphVersion: glyph?.version ?? 0)
        item.glyphClip = morphing ? PixelRect(covering: shape.rect) : PixelRect(covering: frame.scaled(by: scale))
        // Its content is cut by its rounded corners (C5), not square at its frame.
        item.glyphClipRadius = morphing ? 0 : layout.cornerRadius(at: height) * scale
        item.glyphOpacity = level
        item.planUse = drag.isDragging || drag.isAnimating(at: ui.time) || morphing ? .moving : .still
        commands.append(.glass(item))
        return commands
    }

    /// A fill at least this opaque is drawn opaque: the backdrop could move no channel by
    /// more than one level of 255.
    static let opaqueFill: Float = 1 - 1 / 255

    /// Moves the sheet to detent `d` (tests, keys).
    func select(detent d: Int, at t: Double) {
        current?.drag.select(detent: d, at: t)
        ui.invalidated = true
    }
}

/// The sheet's drag in the gesture arena: it holds every press on the sheet (nothing under it
/// competes) and claims the drag, on the grabber at once, on the body past the slop.
extension SheetComponent: GestureRecognizer {}

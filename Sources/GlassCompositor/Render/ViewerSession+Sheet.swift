/// The selected screen's sheet (SPEC P2): glass at partial heights, inset from the display's
/// edges with concentric corners; dragged toward full height it anchors to the edges and turns
/// opaque.
extension ViewerSession {
    /// The sheet's drag state for the selected screen, created (or refitted to the viewport)
    /// as needed; nil when the screen presents no sheet.
    func sheetDrag() -> SheetDrag? {
        guard scene.tabs.indices.contains(selectedTab), let sheet = scene.tabs[selectedTab].screen.sheet, sheet.presented else {
            chrome.sheet = nil
            return nil
        }
        let layout = SheetLayout(sheet: sheet, viewport: viewport, displayRadius: scene.device.cornerRadius)
        let state = chrome
        if var current = state.sheet, current.tab == selectedTab, current.sheet == sheet {
            if current.drag.layout != layout {
                current.drag.relayout(layout)
                state.sheet = current
            }
            return current.drag
        }
        let drag = SheetDrag(layout: layout, detent: sheet.selectedDetent)
        state.sheet = (selectedTab, sheet, drag)
        return drag
    }

    func sheetCommand() -> RenderCommand? {
        guard let drag = sheetDrag(), let sheet = chrome.sheet?.sheet else { return nil }
        let layout = drag.layout
        let height = drag.height(at: clock.now)
        let frame = layout.frame(at: height)
        let anchoring = layout.anchoring(at: height)
        let dark = scene.appearance == .dark
        var style = GlassStyle.regular(dark: dark).sized(for: frame.size).applying(scene.settings)
        // Toward full height the glass fills in with the page colour until it is opaque.
        let page = Palette.system(scene.appearance).background.withAlpha(1)
        style.fill = style.fill.mixed(with: page, Float(anchoring))
        let tint = scene.tabs[selectedTab].screen.tint ?? scene.accent
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
                                  opacity: Int((anchoring * 4).rounded()) * 6, scale: scale)
        let glyphs = chrome.sheetGlyphs.surface(for: key, placedAt: frame.origin)
        // While the sheet moves, paint the neighbouring opacity steps and the other width ahead
        // on the background queue: each painting costs several frames' budget.
        if drag.isDragging || drag.isAnimating(at: clock.now) {
            for step in [key.opacity - 6, key.opacity + 6] where (0...24).contains(step) {
                var next = key
                next.opacity = step
                chrome.sheetGlyphs.prefetch(next)
            }
            let other = layout.frame(at: anchoring < 0.5 ? layout.fullHeight : layout.anchorStart).width
            var wider = key
            wider.frame.size.width = max(16, (other / 16).rounded(.down) * 16)
            if wider.frame.width != key.frame.width { chrome.sheetGlyphs.prefetch(wider) }
        }
        let field = GlassField(.roundedRect(frame.scaled(by: scale), radius: layout.cornerRadius(at: height) * scale))
        var h = Hasher()
        h.combine("sheet"); h.combine(field); h.combine(style); h.combine(chrome.sheetGlyphs.version)
        var item = GlassItem(field: field, style: style, glyphs: glyphs?.surface, glyphOrigin: glyphs?.origin ?? (0, 0), signature: h.finalize())
        item.glyphClip = PixelRect(covering: frame.scaled(by: scale))
        return .glass(item)
    }
}

/// Drawing a transition: both pages, the lower one shifted by the parallax and dimmed, the
/// upper one at its position with a shadow on its leading edge (or, under Reduce Motion, the
/// upper page fading in place over the lower one). Pixels throughout.
extension NavigationComponent {
    func plan() -> [RenderCommand] {
        let t = ui.time
        guard let tr = transition, tr.tab == ui.selectedTab else { return pressedRowCommands() }
        let frame = PixelRect(x: 0, y: 0, width: ui.pixelWidth, height: ui.pixelHeight)
        let x = tr.progress(at: t)
        if tr.crossfade {
            let opacity = UInt32(((1 - x) * 255).rounded())
            var commands = pageCommands(tr.lower, shiftX: 0, clip: frame, opacity: nil)
            commands += highlightCommands(tr.lower, shiftX: 0, at: t)
            // What rides on each page goes with it: the lower page's under the upper one fading
            // over it, the upper page's glass buttons fading with it.
            commands += ridingCommands(tr.lower, shiftX: 0, isTop: !tr.upperIsTop)
            if opacity > 0 {
                commands += pageCommands(tr.upper, shiftX: 0, clip: frame, opacity: opacity)
                commands += ridingCommands(tr.upper, shiftX: 0, isTop: tr.upperIsTop, visibility: 1 - x)
            }
            return commands
        }
        let (upperX, lowerX) = placement(tr, at: t)
        var commands: [RenderCommand] = []
        // The lower page only where the upper one leaves it uncovered, under a light veil.
        let uncovered = PixelRect(x0: 0, y0: 0, x1: min(ui.pixelWidth, upperX), y1: ui.pixelHeight)
        if !uncovered.isEmpty {
            let veil = UInt32(((1 - NavigationTransition.dimming * (1 - x)) * 255).rounded())
            // What rides on the lower page goes under the upper page, which covers whatever of it
            // lies there. Its glass reads the page around itself, so the page is drawn as far as
            // what rides on it reads, past the edge, or it would read the frame before this one there.
            let riding = ridingCommands(tr.lower, shiftX: lowerX, isTop: !tr.upperIsTop) + ui.customGlass.lowerPageCommands()
            var reach = uncovered
            for read in riding.compactMap({ $0.readReach(scale: ui.scale) }) where !read.isEmpty && read.x0 < uncovered.x1 {
                reach.x1 = min(ui.pixelWidth, max(reach.x1, read.x1))
            }
            commands += pageCommands(tr.lower, shiftX: lowerX, clip: reach, opacity: veil, over: Color.black)
            // Its large title flies into the back button as the bar's own text (the toolbar draws it).
            commands += flyingTitleCover(lowerX: lowerX, veil: veil, clip: reach)
            commands += highlightCommands(tr.lower, shiftX: lowerX, at: t)
            commands += riding
            if let s = shadow.surface(amount: 1 - x, height: ui.pixelHeight, scale: ui.scale) {
                commands.append(.overlay(s.surface, x: upperX - s.surface.width, y: 0, version: s.version))
            }
        }
        let covered = PixelRect(x0: max(0, upperX), y0: 0, x1: ui.pixelWidth, y1: ui.pixelHeight)
        if !covered.isEmpty {
            commands += pageCommands(tr.upper, shiftX: upperX, clip: covered, opacity: nil)
            commands += ridingCommands(tr.upper, shiftX: upperX, isTop: tr.upperIsTop)
        }
        return commands
    }

    /// What rides on a page in a transition: its glass buttons (materialized to `visibility`),
    /// and the top page's live controls (their overlays do not fade).
    private func ridingCommands(_ page: ContentPage, shiftX: Int, isTop: Bool, visibility: Double = 1) -> [RenderCommand] {
        (isTop ? ui.controls.topPageCommands() : []) + ui.contentButtons.commands(of: page, shiftX: shiftX, visibility: visibility)
    }

    /// The grey of the row a finger holds on the top page (no transition showing).
    private func pressedRowCommands() -> [RenderCommand] {
        guard let g = gesture, !g.swiping, let h = g.target?.highlight,
              ui.scene.tabs.indices.contains(ui.selectedTab) else { return [] }
        return highlightCommands(h, amount: 1, shiftX: 0, offsetY: ui.content.offsetPixels)
    }

    /// The kept grey of the row that pushed the page above `page`, at its strength now.
    private func highlightCommands(_ page: ContentPage, shiftX: Int, at t: Double) -> [RenderCommand] {
        guard let h = selectedRows[page] else { return [] }
        return highlightCommands(h, amount: highlightAmount(of: page, at: t), shiftX: shiftX, offsetY: offsetPixels(of: page))
    }

    private func highlightCommands(_ h: RowHighlight, amount: Double, shiftX: Int, offsetY: Int) -> [RenderCommand] {
        // One drawing per row, blended at the strength now: a pop that reveals the row fades it
        // without a new drawing (a row's worth of pixels) at each step.
        let opacity = RowHighlightSurfaces.opacity(amount)
        guard opacity > 0, let s = highlights.surface(h, dark: ui.dark, scale: ui.scale) else { return [] }
        let x = Int((h.frame.minX * ui.scale).rounded()) + shiftX, y = Int((h.frame.minY * ui.scale).rounded()) - offsetY
        return [opacity == 255 ? .overlay(s.surface, x: x, y: y, version: s.version)
                               : .fadedOverlay(s.surface, x: x, y: y, version: s.version, opacity: opacity)]
    }

    /// A page's content with its left edge at `shiftX`, clipped to `clip`: the page colour
    /// where its layer ends, the layer, and a top page's carousel rows. At `opacity` (0...255)
    /// it is blended over what is drawn, or, with `over`, over that colour (a dimmed page:
    /// the page's pixels mixed with black).
    private func pageCommands(_ page: ContentPage, shiftX: Int, clip: PixelRect, opacity: UInt32?, over backing: Color? = nil) -> [RenderCommand] {
        let layer = ui.content.layer(page: page)
        let offsetY = offsetPixels(of: page)
        let pageRect = PixelRect(x: shiftX, y: -offsetY, width: ui.pixelWidth, height: layer.pixelHeight)
        let covered = pageRect.intersection(clip)
        var commands: [RenderCommand] = []
        if covered != clip {
            var colour = ui.pageColor
            if let o = opacity, let backing {
                let f = Float(o) / 255
                colour = Color(r: colour.r * f + backing.r * (1 - f), g: colour.g * f + backing.g * (1 - f), b: colour.b * f + backing.b * (1 - f), a: 1)
            }
            // A fading page blends its page colour too, as the content would have shown it.
            if opacity == nil || backing != nil { commands.append(.fill(colour.pixel, bounds: clip)) }
        }
        guard !covered.isEmpty else { return commands }
        if let opacity, backing == Color.black, layer.isOpaque {
            // Dimmed: copied and darkened in place, vector work (a blend per pixel cost a
            // transition several times a scroll's content time).
            commands.append(.dimmedLayer(layer, offsetX: shiftX, offsetY: offsetY, bounds: covered, keep: opacity))
        } else if let opacity {
            if let backing { commands.append(.fill(backing.pixel, bounds: covered)) }
            commands.append(.fadingLayer(layer, offsetX: shiftX, offsetY: offsetY, bounds: covered, opacity: opacity))
        } else {
            commands.append(.layer(layer, offsetX: shiftX, offsetY: offsetY, bounds: covered))
        }
        // Rows scroll only on the top page (they are the content's); another page under a
        // veil shows the page without them.
        if page == topPage(tab: page.tab), backing == nil {
            commands += ui.carousels.commands(tab: page.tab, page: layer, pageOffsetY: offsetY, within: covered, opacity: opacity, shiftX: shiftX)
        }
        return commands
    }
}

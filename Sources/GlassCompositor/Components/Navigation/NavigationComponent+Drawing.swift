/// What navigation draws on pages (a `PageFeature`): the grey of the row a finger holds on the
/// top page, and the kept grey of the row that pushed the page above, fading as a pop reveals
/// it. The pages themselves are drawn by `PagesComponent`. Pixels throughout.
extension NavigationComponent: PageFeature {
    /// Drawn with the pages (`PagesComponent`).
    func plan() -> [RenderCommand] { [] }

    func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand] {
        if let tr = transition, tr.tab == ui.selectedTabID {
            return page == tr.lower ? highlightCommands(page, shiftX: placement.shiftX, at: ui.time) : []
        }
        return placement.isTop ? pressedRowCommands() : []
    }

    /// The grey of the row a finger holds on the top page (no transition showing).
    private func pressedRowCommands() -> [RenderCommand] {
        guard let g = gesture, !g.swiping, let h = g.target?.highlight,
              ui.selectedTabID != nil else { return [] }
        return highlightCommands(h, amount: 1, shiftX: 0, offsetY: ui.pages.offsetPixels)
    }

    /// The kept grey of the row that pushed the page above `page`, at its strength now.
    private func highlightCommands(_ page: ContentPage, shiftX: Int, at t: Double) -> [RenderCommand] {
        guard let h = ui.pages.store.existing(page)?.rowHighlight else { return [] }
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
}

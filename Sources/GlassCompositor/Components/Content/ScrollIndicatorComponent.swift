/// The scroll indicator of the selected tab's content (V3): shown while the content
/// moves and for a moment after, then faded. Drawn over the content and its controls, under
/// the bars. Whether the content moved is read on the sampling grid, so the fade starts at
/// the same moment however many frames were drawn.
final class ScrollIndicatorComponent: Component {
    unowned let ui: UIContext
    /// When the selected tab's content last moved.
    private var lastMovement: Double?
    /// The selected tab's offset at the previous sample.
    private var lastOffset: Double?
    private let capsules = ScrollIndicatorSurfaces()

    init(ui: UIContext) { self.ui = ui }

    func sample(at t: Double) {
        guard !ui.scene.tabs.isEmpty else { return }
        let offset = ui.pages.offset(at: t)
        if let last = lastOffset, abs(last - offset) > 0.01 { lastMovement = t }
        lastOffset = offset
    }

    /// Only the fade animates: while the indicator lingers at full opacity nothing it shows
    /// changes, so the host sleeps until the fade begins (`nextTimedChange`) instead of drawing
    /// unchanged frames.
    var isAnimating: Bool {
        guard let last = lastMovement else { return false }
        return ui.time - last > ScrollIndicator.linger && ScrollIndicator.opacity(at: ui.time, lastMovement: last) > 0
    }

    var nextTimedChange: Double? {
        guard let last = lastMovement, ui.time - last <= ScrollIndicator.linger else { return nil }
        return last + ScrollIndicator.linger + 1e-6
    }

    func tabDidChange(from old: TabID?) { lastOffset = nil }
    func stackDidChange() { lastOffset = nil }
    func sceneDidChange(from old: Scene) { lastOffset = nil }

    func plan() -> [RenderCommand] {
        let opacity = ScrollIndicator.opacity(at: ui.time, lastMovement: lastMovement)
        guard opacity > 0, !ui.scene.tabs.isEmpty else { return [] }
        let toolbarTop = ui.screen?.toolbar == nil ? 0.0 : ToolbarLayout.topInset + ToolbarLayout.barHeight
        let bottom = ui.showsTabBar ? TabBarLayout.height + TabBarLayout.edgeInset : 21
        guard let exact = ScrollIndicator.frame(offset: ui.pages.offset(), contentLength: ui.pages.layout(tab: ui.pages.shownTab).height,
                                                viewport: ui.viewport, top: toolbarTop + 6, bottom: bottom + 6) else { return [] }
        return capsules.command(exact, opacity: opacity, dark: ui.dark, scale: ui.scale).map { [$0] } ?? []
    }

    func appearanceDidChange() { capsules.removeAll() }
}

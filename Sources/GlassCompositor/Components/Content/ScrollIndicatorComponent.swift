/// The scroll indicator of the selected tab's content (V3): shown while the content
/// moves and for a moment after, then faded. Drawn over the content and its controls, under
/// the bars. Whether the content moved is read on the sampling grid, so the fade starts at
/// the same moment however many frames were drawn.
final class ScrollIndicatorComponent: Component {
    unowned let ui: UIContext
    /// When the selected tab's content last moved.
    private var movement = ScrollMovement()
    private let capsules = ScrollIndicatorSurfaces()

    init(ui: UIContext) { self.ui = ui }

    func sample(at t: Double) {
        guard !ui.scene.tabs.isEmpty else { return }
        movement.sample(offset: ui.pages.offset(at: t), at: t)
    }

    /// Only the fade animates: while the indicator lingers at full opacity nothing it shows
    /// changes, so the host sleeps until the fade begins (`nextTimedChange`) instead of drawing
    /// unchanged frames.
    var isAnimating: Bool { movement.isFading(at: ui.time) }

    var nextTimedChange: Double? { movement.fadeStart(at: ui.time) }

    func tabDidChange(from old: TabID?) { movement.sample(offset: nil, at: ui.time) }
    func stackDidChange() { movement.sample(offset: nil, at: ui.time) }
    func sceneDidChange(from old: Scene) { movement.sample(offset: nil, at: ui.time) }

    func plan() -> [RenderCommand] {
        let opacity = movement.opacity(at: ui.time)
        guard opacity > 0, !ui.scene.tabs.isEmpty else { return [] }
        let toolbarTop = ui.screen?.toolbar == nil ? 0.0 : ToolbarLayout.topInset + ToolbarLayout.barHeight
        let bottom = ui.showsTabBar ? TabBarLayout.height + TabBarLayout.edgeInset : 21
        guard let exact = ScrollIndicator.frame(offset: ui.pages.offset(), contentLength: ui.pages.layout(tab: ui.pages.shownTab).height,
                                                viewport: ui.viewport, top: toolbarTop + 6, bottom: bottom + 6) else { return [] }
        return capsules.command(exact, opacity: opacity, dark: ui.dark, scale: ui.scale).map { [$0] } ?? []
    }

    func appearanceDidChange() { capsules.removeAll() }
}

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
    /// Capsules drawn once per length and opacity step, then moved.
    private var surfaces: [Int: Surface] = [:]

    init(ui: UIContext) { self.ui = ui }

    func sample(at t: Double) {
        guard !ui.scene.tabs.isEmpty else { return }
        let offset = ui.content.offset(at: t)
        if let last = lastOffset, abs(last - offset) > 0.01 { lastMovement = t }
        lastOffset = offset
    }

    var isAnimating: Bool { ScrollIndicator.opacity(at: ui.time, lastMovement: lastMovement) > 0 }

    func tabDidChange(from old: Int) { lastOffset = nil }
    func stackDidChange() { lastOffset = nil }
    func sceneDidChange(from old: Scene) { lastOffset = nil }

    func plan() -> [RenderCommand] {
        let opacity = ScrollIndicator.opacity(at: ui.time, lastMovement: lastMovement)
        guard opacity > 0, !ui.scene.tabs.isEmpty else { return [] }
        let scale = ui.scale
        let toolbarTop = ui.screen?.toolbar == nil ? 0.0 : ToolbarLayout.topInset + ToolbarLayout.barHeight
        let bottom = ui.showsTabBar ? TabBarLayout.height + TabBarLayout.edgeInset : 21
        guard let exact = ScrollIndicator.frame(offset: ui.content.offset(), contentLength: ui.content.layout(tab: ui.selectedTab).height,
                                                viewport: ui.viewport, top: toolbarTop + 6, bottom: bottom + 6) else { return [] }
        // On whole pixels vertically, so a cached capsule of one length and opacity is the
        // same pixels wherever it was first drawn.
        let y0 = (exact.minY * scale).rounded(), y1 = (exact.maxY * scale).rounded()
        let rect = Rect(x: exact.minX, y: y0 / scale, width: exact.width, height: max(1, y1 - y0) / scale)
        let px = PixelRect(covering: rect.scaled(by: scale))
        let step = Int((opacity * 8).rounded())
        guard step > 0 else { return [] }
        let key = px.height * 16 + step
        let surface: Surface
        if let cached = surfaces[key] { surface = cached } else {
            guard let s = Surface(width: px.width, height: px.height) else { return [] }
            let c = Canvas(surface: s, scale: scale, origin: Point(Double(px.x0) / scale, Double(px.y0) / scale))
            // Dark on light content, light on dark: a grey that reads on both, like UIKit's.
            let grey = ui.dark ? Color(white: 1, a: 0.55) : Color(white: 0, a: 0.42)
            c.fill(rect, color: grey.withAlpha(grey.a * Float(step) / 8), radius: rect.width / 2)
            c.flush()
            if surfaces.count > 64 { surfaces.removeAll() }
            surfaces[key] = s
            surface = s
        }
        return [.overlay(surface, x: px.x0, y: px.y0, version: key)]
    }

    func appearanceDidChange() { surfaces.removeAll() }
}

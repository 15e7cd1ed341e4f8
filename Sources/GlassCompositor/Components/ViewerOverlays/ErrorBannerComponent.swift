/// The banner over everything that says why the last reload of the scene failed (V5),
/// while the last good scene stays on screen below it.
final class ErrorBannerComponent: Component {
    unowned let ui: UIContext
    /// Problems of the last load attempt; empty after a good one.
    var diagnostics: [SceneDiagnostic] = [] { didSet { ui.invalidated = true } }
    let banner = ErrorBanner()

    init(ui: UIContext) { self.ui = ui }

    var repaintsEveryFrame: Bool { !diagnostics.isEmpty }
    func sceneDidChange(from old: Scene) { diagnostics = [] }

    func plan() -> [RenderCommand] {
        guard let s = banner.surface(for: diagnostics, viewportWidth: ui.viewport.width, scale: ui.scale) else { return [] }
        let m = Int((ErrorBanner.margin * ui.scale).rounded())
        return [.overlay(s, x: m, y: m + Int(40 * ui.scale), version: banner.version)]
    }
}

/// A short message at the bottom of the window ("Saved glass-viewer-music-….png"), shown by
/// the host for `duration` seconds of scene time and fading out over the last `fadeOut`. It is
/// the viewer's own chrome, never part of a screenshot. While time is paused it stays up.
final class ToastComponent: Component {
    static let duration = 2.5
    static let fadeOut = 0.4
    unowned let ui: UIContext
    /// The message and the scene time it was shown at.
    private(set) var message: (text: String, time: Double)?
    private let chip = ToastChip()

    init(ui: UIContext) { self.ui = ui }

    /// Shows `text` from scene time `t`.
    func show(_ text: String, at t: Double) {
        message = (text, t)
        ui.invalidated = true
    }

    func advance(to t: Double) {
        if let m = message, t - m.time >= Self.duration || t < m.time { message = nil; ui.invalidated = true }
    }

    var isAnimating: Bool { message != nil }
    /// The toast is the viewer's answer to F12, which no replay gives: drawn with the HUD over
    /// the frame and the profiling overlays, never part of a screenshot or a bug report's.
    var repaintsEveryFrame: Bool { message != nil }

    /// Opacity at `t`: 1, then down to 0 over the last `fadeOut` seconds.
    static func opacity(shownAt shown: Double, at t: Double) -> Double {
        min(1, max(0, (duration - (t - shown)) / fadeOut))
    }

    func plan() -> [RenderCommand] {
        guard let m = message else { return [] }
        let alpha = Self.opacity(shownAt: m.time, at: ui.time)
        let level = Int((alpha * 32).rounded())
        guard level > 0, let s = chip.surface(m.text, scale: ui.scale, level: level) else { return [] }
        let x = (ui.pixelWidth - s.width) / 2
        let y = ui.pixelHeight - s.height - Int((ToastChip.bottomInset * ui.scale).rounded())
        // The chip paints each text and level into a new surface, which its identity names.
        return [.overlay(s, x: max(0, x), y: max(0, y), version: 0)]
    }
}

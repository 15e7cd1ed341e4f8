/// One alert or action sheet on screen (P3): what it shows, where it is anchored, and how
/// far it has appeared. Times in seconds of scene time; the source in window points.
struct AlertPresentation {
    var action: ButtonAction
    /// Names it in events: the content's id, else the presenting element's id with `.alert`.
    var id: String
    /// The button an anchored action sheet comes out of.
    var source: Rect?
    var layout: AlertLayout
    /// 0 hidden … 1 shown: springs in (with a bouncy scale unless Reduce Motion) and out (a fade).
    var appearance: SpringAnimation<Double>
    /// Whether it is leaving (fading, not scaling).
    var leaving = false
    /// Presented under Reduce Motion: it fades in without scaling.
    var fadeOnly = false
    /// The id of the element that presented it (an anchored sheet's button shows its symbol
    /// on the glass growing out of it).
    var element: String?
    /// The button under a held pointer, highlighted.
    var highlighted: Int?
    /// The buttons' presses by index: the held one grows as pressed glass does, the one the
    /// pointer left (or let go) springs back.
    var presses: [Int: GlassPress] = [:]

    var isActionSheet: Bool { action.isActionSheet }
    var eventPrefix: String { isActionSheet ? "actionSheet" : "alert" }

    /// An action sheet anchored to a button grows out of it and shrinks back into it, as a
    /// menu does (`PanelMorph`): `appearance` is then the morph's progress (0 the button's
    /// capsule, 1 the panel). Not under Reduce Motion, where it fades in place.
    var morphsFromSource: Bool { source != nil && !fadeOnly }

    /// How much bigger than at rest it is drawn at `t`: an alert or a bottom sheet scales in
    /// from 1.1 (P3); an anchored sheet grows out of its button instead.
    func scale(at t: Double) -> Double {
        guard !leaving, !fadeOnly, !morphsFromSource else { return 1 }
        return 1 + AlertPresentation.appearingScale * (1 - min(1, max(0, appearance.value(at: t))))
    }

    /// Moves the press to button `index` (nil: none) at `t`, the one before springing back.
    mutating func press(_ index: Int?, at p: Point, time t: Double, reducesMotion: Bool) {
        for (i, var press) in presses where i != index && press.isPressed {
            press.release(time: t)
            presses[i] = press
        }
        guard let index, !(presses[index]?.isPressed ?? false) else { return }
        var press = GlassPress(reducesMotion: reducesMotion, followsDrag: false)
        press.press(at: p, time: t)
        presses[index] = press
    }

    /// The buttons drawn at a pressed size at `t` (held, or still springing back), in order.
    func liftedButtons(at t: Double) -> [Int] {
        presses.filter { !$0.value.reducesMotion && ($0.value.isPressed || $0.value.isAnimating(at: t)) }.keys.sorted()
    }

    /// Whether a button's press still moves at `t`.
    func pressIsAnimating(at t: Double) -> Bool { presses.values.contains { $0.isAnimating(at: t) } }

    /// How opaque it is at `t`, 0...1.
    func opacity(at t: Double) -> Double { min(1, max(0, appearance.value(at: t))) }

    /// The scale it appears from, less one.
    static let appearingScale = 0.1
}

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
    /// The button under a held pointer, highlighted.
    var highlighted: Int?

    var isActionSheet: Bool { action.isActionSheet }
    var eventPrefix: String { isActionSheet ? "actionSheet" : "alert" }

    /// How much bigger than at rest it is drawn at `t`: it scales in from 1.1 (P3).
    func scale(at t: Double) -> Double {
        guard !leaving, !fadeOnly else { return 1 }
        return 1 + AlertPresentation.appearingScale * (1 - min(1, max(0, appearance.value(at: t))))
    }

    /// How opaque it is at `t`, 0...1.
    func opacity(at t: Double) -> Double { min(1, max(0, appearance.value(at: t))) }

    /// The scale it appears from, less one.
    static let appearingScale = 0.1
}

/// The sidebar growing out of the tab bar and shrinking back into it (T6): how far it is in,
/// 0 (the tab bar) … 1 (the sidebar), on a spring started by the switch; at once under Reduce
/// Motion. Pure to read at a time.
struct SidebarMorph {
    /// As quick as the inspector's slide, without bounce (a panel, not a button).
    static let spring = Spring(duration: 0.4, bounce: 0)
    /// Below this presence the tab bar itself shows and the sidebar draws nothing; above it the
    /// sidebar's glass takes over from exactly the bar's shape (`frame` starts there), so the
    /// hand-over moves no edge.
    static let handover = 0.25
    private var animation: SpringAnimation<Double>?

    /// How far in the sidebar is at `t`; at rest, 1 when `shown`, else 0.
    func presence(shown: Bool, at t: Double) -> Double {
        guard let animation, !animation.isSettled(at: t) else { return shown ? 1 : 0 }
        return min(1, max(0, animation.value(at: t)))
    }

    /// Whether the glass is between the tab bar and the sidebar at `t`.
    func isMorphing(at t: Double) -> Bool { animation.map { !$0.isSettled(at: t) } ?? false }

    /// The switch to the sidebar (`shown`) or the tab bar at `t`, from `presence` now.
    mutating func start(shown: Bool, from presence: Double, at t: Double, reduceMotion: Bool) {
        guard !reduceMotion else { animation = nil; return }
        var a = SpringAnimation(value: presence, spring: SidebarMorph.spring)
        if let old = animation, !old.isSettled(at: t) { a = old }
        a.setTarget(shown ? 1 : 0, at: t)
        animation = a
    }

    /// The glass's frame at `presence` between the tab bar's `bar` and the sidebar's `panel`
    /// (points): it grows from the bar toward the leading edge, the bar's height becoming the
    /// panel's, so the tabs' row turns into the list.
    static func frame(from bar: Rect, to panel: Rect, presence: Double) -> Rect {
        let f = min(1, max(0, (presence - handover) / (1 - handover)))
        // The leading edge leads and the height follows a little behind, as a sheet grows.
        let x = f, h = f * f * (3 - 2 * f)
        let minX = bar.minX + (panel.minX - bar.minX) * x, maxX = bar.maxX + (panel.maxX - bar.maxX) * x
        let minY = bar.minY + (panel.minY - bar.minY) * h, maxY = bar.maxY + (panel.maxY - bar.maxY) * h
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

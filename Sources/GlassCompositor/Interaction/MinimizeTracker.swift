/// Decides when the tab bar minimizes on scroll (T2): moves under 3 pt are
/// ignored; scrolling toward the end past 100 pt collapses (for `onScrollDown`), scrolling
/// back or coming within 50 pt of the top expands. `onScrollUp` is the mirror image;
/// `automatic` behaves as `onScrollDown` on compact (phone) layouts and as `never` elsewhere.
struct MinimizeTracker: Sendable {
    static let ignoredMove = 3.0
    static let collapseAfter = 100.0
    static let expandNearTop = 50.0

    let behavior: TabBarSettings.MinimizeBehavior
    /// The offset at which the current direction was last confirmed.
    private var anchor: Double?
    private(set) var collapsed = false

    init(behavior: TabBarSettings.MinimizeBehavior) { self.behavior = behavior }

    /// Feeds the scroll offset of a frame; returns the new collapsed state when it changes.
    ///
    /// - Parameter range: the offsets the content rests at (0 ... its end). An offset beyond
    ///   them is a rubber band, whose stretch and bounce back are no scroll of the person's:
    ///   it counts as the edge it is pulled from, so the return is not taken for a scroll back.
    mutating func update(offset raw: Double, range: ClosedRange<Double>? = nil, compact: Bool) -> Bool? {
        let offset = range.map { min(max(raw, $0.lowerBound), $0.upperBound) } ?? raw
        let effective: TabBarSettings.MinimizeBehavior = behavior == .automatic ? (compact ? .onScrollDown : .never) : behavior
        guard effective != .never else { return nil }
        guard let a = anchor else { anchor = offset; return nil }
        let delta = offset - a
        guard abs(delta) >= MinimizeTracker.ignoredMove || offset < MinimizeTracker.expandNearTop else { return nil }
        anchor = offset
        let towardEnd = delta > 0
        var wanted = collapsed
        if offset < MinimizeTracker.expandNearTop {
            wanted = false
        } else if abs(delta) >= MinimizeTracker.ignoredMove {
            switch effective {
            case .onScrollDown: wanted = towardEnd ? offset > MinimizeTracker.collapseAfter : false
            case .onScrollUp: wanted = towardEnd ? false : offset > MinimizeTracker.collapseAfter
            default: break
            }
        }
        guard wanted != collapsed else { return nil }
        collapsed = wanted
        return wanted
    }

    /// Expands at once (a tap on the collapsed bar).
    mutating func expand() { collapsed = false }
}

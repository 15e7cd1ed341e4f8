/// A press on the content while navigation may want it (N7): a tap on a row, tile or
/// card with a destination pushes; a drag that is clearly horizontal toward the trailing edge
/// swipes back; a vertical drag is the page's scroll, from where it began.
struct NavigationGesture {
    /// What a press is on: the screen a tap pushes, and the element's id.
    struct Target: Equatable, Sendable {
        var destination: String
        var source: String
        /// A list row greys while pressed; other elements have no highlight here.
        var highlight: RowHighlight? = nil
    }

    /// Where the pointer went down, window points, and when.
    var down: Point
    var downTime: Double
    /// The tap on the destination under the press, if any: cancelled past the slop.
    var tap: TapPress<Target>?
    /// The destination a release would push now (nil once the press moved past the slop).
    var target: Target? { tap?.tapped }

    init(down: Point, downTime: Double, target: Target?) {
        self.down = down
        self.downTime = downTime
        tap = target.map { TapPress($0, at: down, slop: NavigationGesture.slop) }
    }
    /// Set once the drag has locked to a horizontal swipe back.
    var swiping = false
    /// The transition's position when the swipe took hold (a settling one can be caught).
    var anchor = 0.0
    /// Where a moving top page was held by this press (nil when none was moving).
    var caught: Double?
    /// The finger's horizontal position over time, for the release velocity.
    var velocity = VelocityTracker<Double>()

    /// How far (points) a press moves before it is a drag: the carousels' axis lock.
    static var slop: Double { CarouselState.axisLockDistance }
    /// A drag is a swipe back when its horizontal part is at least this many times the
    /// vertical one: clearly sideways, so a slightly slanted scroll still scrolls.
    static let horizontalRatio = 1.5

    /// Whether a drag of (`dx`, `dy`) points from its press is a swipe back: past the slop,
    /// to the right, and clearly sideways.
    static func isSwipeBack(dx: Double, dy: Double) -> Bool {
        max(abs(dx), abs(dy)) >= slop && dx > 0 && abs(dx) >= horizontalRatio * abs(dy)
    }
    /// How far ahead a release is projected: a swipe completes when position + velocity ×
    /// this lies past half the width.
    static let projection = 0.2
}

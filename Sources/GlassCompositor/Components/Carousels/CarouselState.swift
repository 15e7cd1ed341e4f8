import Foundation

/// What the carousels (V3's nested horizontal rows) remember between frames: each row's
/// horizontal scroll by key, the gesture in progress, and the tile layers that draw the rows.
/// Held by the session; keys are the row's `id`, or its tab's id and its place among the
/// tab's rows, so offsets survive tab switches and live reload like the page's.
final class CarouselState {
    /// How far (points) a press on a row moves before it picks an axis: far enough that the
    /// first wobble of a vertical swipe does not grab the row, near enough to feel immediate.
    static let axisLockDistance = 8.0
    /// Pixels per tile across a row's layer: a few tiles span the screen, so a scroll draws
    /// one column at a time, and each holds about two album tiles at 2×.
    static let layerTileWidth = 512

    /// Each row's horizontal scroll (offset 0 shows its start), by key.
    var scroll: [String: ScrollPhysics] = [:]

    /// The axis a drag that began on a row moves along.
    enum Axis { case horizontal, vertical }

    /// A press on a row. Until the pointer has moved `axisLockDistance` both the row and the
    /// page hold still (each caught any motion it had); then the gesture locks to the axis it
    /// moved along more: horizontal keeps the row, vertical hands the drag to the page.
    struct Gesture {
        var key: String
        /// Where and when (seconds) the pointer went down, window points.
        var down: Point
        var downTime: Double
        var axis: Axis?
        /// The tile with a `destination` under the press (a tap pushes it; it dims while held),
        /// unless the press caught the row moving.
        var target: NavigationGesture.Target? = nil
    }
    var gesture: Gesture?

    /// The row a touchpad gesture scrolls and when its last delta came (XInput2 reports no
    /// gesture end; a pause ends it, as for the page).
    var smooth: (key: String, last: Double)?

    /// One tab's row layers, valid while the page layer they were made with is the tab's: a
    /// new page layer (reload, resize, appearance, relayout) means new rows.
    final class Layers {
        weak var page: TiledLayer?
        var rows: [String: TiledLayer] = [:]
        init(page: TiledLayer) { self.page = page }
    }
    var layers: [TabID: Layers] = [:]

    /// Ends any gesture on a row where it is (reload, resize): a row left dragging would never
    /// settle.
    func cancelGestures(at t: Double) {
        if let g = gesture { scroll[g.key]?.endDrag(at: t) }
        if let s = smooth { scroll[s.key]?.endScroll(at: t) }
        gesture = nil
        smooth = nil
    }

    /// Whether any row moves on its own at `t`.
    func isAnimating(at t: Double) -> Bool {
        smooth != nil || scroll.values.contains { $0.isAnimating(at: t) }
    }
}

/// A press that is a tap while the pointer stays within `slop` of where it went down (window
/// points): moved past it, the tap is cancelled for good and the release does nothing, as on
/// iOS, whoever then takes the drag. One recognizer for every component whose press can tap
/// (a row that pushes, a search result, a tab's slot).
struct TapPress<Target> {
    /// What a tap acts on (the row, the slot).
    let target: Target
    /// Where the press went down, window points.
    let down: Point
    /// How far (points) the pointer may wander and still tap.
    let slop: Double
    /// Whether the pointer has gone past the slop (no tap any more).
    private(set) var isCancelled = false

    init(_ target: Target, at down: Point, slop: Double = GestureArena.slop) {
        self.target = target
        self.down = down
        self.slop = slop
    }

    /// The pointer moved to `p`: true when this move took it past the slop (the tap is
    /// cancelled now; false before and after).
    mutating func move(to p: Point) -> Bool {
        guard !isCancelled, max(abs(p.x - down.x), abs(p.y - down.y)) >= slop else { return false }
        isCancelled = true
        return true
    }

    /// What the release taps, nil when the press was cancelled.
    var tapped: Target? { isCancelled ? nil : target }
}

extension TapPress: Sendable where Target: Sendable {}

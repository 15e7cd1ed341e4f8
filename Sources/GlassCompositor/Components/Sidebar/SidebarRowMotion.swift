/// The sidebar's rows making room (T7): when the list changes under the person (a dragged row
/// passes others, Edit mode shows the hidden tabs, a row is dropped) each row springs from
/// where it was drawn to its new place instead of jumping. Window points; pure to read at a
/// time, changed only by `retarget` and `forgetSettled`.
struct SidebarRowMotion {
    /// Quick and without bounce, as a list's rows make room on iOS.
    static let spring = Spring(duration: 0.3, bounce: 0)
    private var tops: [SidebarLayout.Item: SpringAnimation<Double>] = [:]

    /// The top of `row` as drawn at `t` (its rest frame's when it does not move).
    func top(of row: SidebarLayout.Row, at t: Double) -> Double { tops[row.item]?.value(at: t) ?? row.frame.minY }

    /// The rows of `layout` where they are drawn at `t`.
    func placed(_ layout: SidebarLayout, at t: Double) -> SidebarLayout {
        guard !tops.isEmpty else { return layout }
        var moved = layout
        for i in moved.rows.indices { moved.rows[i].frame.origin.y = top(of: moved.rows[i], at: t) }
        return moved
    }

    /// The list changed from `old` to `new` at `t`: every row that was drawn elsewhere springs
    /// from there to its new place; `from` overrides where a row starts (a dropped row starts
    /// where it was let go).
    mutating func retarget(from old: SidebarLayout, to new: SidebarLayout, at t: Double, reduceMotion: Bool,
                           from start: [SidebarLayout.Item: Double] = [:]) {
        guard !reduceMotion else { tops = [:]; return }
        for row in new.rows {
            let was = start[row.item] ?? tops[row.item]?.value(at: t) ?? old.rows.first { $0.item == row.item }?.frame.minY
            guard let was, abs(was - row.frame.minY) > 0.01 || tops[row.item] != nil else { continue }
            var spring = tops[row.item] ?? SpringAnimation(value: was, spring: SidebarRowMotion.spring)
            if tops[row.item] == nil || start[row.item] != nil { spring.jump(to: was) }
            spring.setTarget(row.frame.minY, at: t)
            tops[row.item] = spring
        }
    }

    /// The rows still on their way at `t`.
    func moving(at t: Double) -> Set<SidebarLayout.Item> { Set(tops.filter { !$0.value.isSettled(at: t) }.keys) }

    /// Whether a row is still on its way at `t`.
    func isMoving(at t: Double) -> Bool { tops.values.contains { !$0.isSettled(at: t) } }

    /// Drops the rows that have arrived by `t`.
    mutating func forgetSettled(at t: Double) { tops = tops.filter { !$0.value.isSettled(at: t) } }

    /// Every row at its place at once.
    mutating func stop() { tops = [:] }
}

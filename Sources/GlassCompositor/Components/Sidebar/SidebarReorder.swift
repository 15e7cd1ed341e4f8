/// Where a dragged row of the sidebar lands (T7), as a pure function of the group it belongs
/// to: the tabs of one section (or the ungrouped tabs), or the sections. Pinned members keep
/// their places; the others are ordered around them.
enum SidebarReorder {
    /// `group` (in its current order) with `moving` put at place `k` among the members that
    /// can move (`k` counts only those, without `moving`), pinned members where they were.
    static func reordered<ID: Equatable>(_ group: [ID], moving: ID, to k: Int, pinned: (ID) -> Bool) -> [ID] {
        var movable = group.filter { !pinned($0) && $0 != moving }
        guard group.contains(moving), !pinned(moving) else { return group }
        movable.insert(moving, at: min(max(0, k), movable.count))
        var next = movable.makeIterator()
        return group.map { pinned($0) ? $0 : next.next()! }
    }

    /// The place (among the other movable members) for a lifted row whose centre is at `y`
    /// (points), given the centres of the other movable members' rows where they were when the
    /// drag began: the number of them above it.
    static func place(forCentre y: Double, among centres: [Double]) -> Int { centres.filter { $0 < y }.count }
}

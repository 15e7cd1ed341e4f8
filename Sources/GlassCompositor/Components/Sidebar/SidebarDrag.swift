/// A row of the sidebar lifted off the list and following the pointer in Edit mode (T7): a
/// tab within its group, or a section among the sections. Window points.
struct SidebarDrag: Equatable {
    /// What is dragged: a tab (scene index) or a section header (section index).
    var item: SidebarLayout.Item
    /// The pointer's height above the lifted row's top, kept from where it was grabbed.
    var grabY: Double
    /// The pointer now.
    var pointer: Point
    /// Where the lifted row was when the drag began (its rest frame).
    var origin: Rect
    /// The centres (y) of the other movable rows of its group when the drag began, in the
    /// list's own coordinates (window points at scroll 0).
    var centres: [Double]
    /// Its place among them now (`SidebarReorder.place`).
    var place: Int
    /// The group's order when the drag began (tab ids, or section ids).
    var group: [String]
    /// Every row the drag may move: the lifted one and those that can make room for it (its
    /// group's movable tabs; for a section, every section's rows), drawn on their own.
    var moving: Set<SidebarLayout.Item> = []

    /// The lifted row's frame now: under the pointer, as wide as the list.
    var frame: Rect { Rect(x: origin.minX, y: pointer.y - grabY, width: origin.width, height: origin.height) }
}

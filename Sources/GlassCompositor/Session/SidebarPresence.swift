/// Whether a sidebar is shown and the room it takes beside the content, read-only: the bars
/// and the inspector place themselves beside it. The sidebar answers it (`SidebarComponent`).
protocol SidebarPresence: AnyObject {
    /// The sidebar shows (it replaces the tab bar on wide layouts).
    var isShown: Bool { get }
    /// Room it leaves beside the content, in points.
    var contentInsets: (leading: Double, trailing: Double) { get }
}

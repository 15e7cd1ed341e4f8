/// Whether a sidebar is shown and the room it takes beside the content, read-only: the bars
/// and the inspector place themselves beside it. The sidebar answers it (`SidebarComponent`).
protocol SidebarPresence: AnyObject {
    /// The scene can show a sidebar at this width (regular, sidebar-adaptable), shown or not.
    var isAvailable: Bool { get }
    /// The floating button that shows the sidebar again while the tab bar is up (points).
    var showButtonFrame: Rect? { get }
    /// The sidebar shows (it replaces the tab bar on wide layouts).
    var isShown: Bool { get }
    /// The tab bar gives way: the sidebar shows, or is morphing out of or into the bar (T6).
    var hidesTabBar: Bool { get }
    /// How far the sidebar is in (1) or out (0) while it morphs from or into the tab bar
    /// (T6); 1 or 0 at rest. The tab bar draws nothing while this is between.
    var presence: Double { get }
    /// Room it leaves beside the content, in points.
    var contentInsets: (leading: Double, trailing: Double) { get }
}

/// Floating chrome besides the tab bar and toolbars: sidebar (SPEC T6–T9), inspector (T10),
/// sheets (P2). The session calls these hooks while planning and handling input.
extension ViewerSession {
    /// Room the content leaves on each side for a floating sidebar or inspector, in points.
    var contentInsets: (leading: Double, trailing: Double) { (0, 0) }

    /// Whether the floating tab bar is shown (a sidebar can replace it on wide layouts).
    var showsTabBar: Bool { scene.tabBar.visible }

    /// Commands for the chrome, drawn after the content and toolbars, before custom glass.
    func chromeCommands(offset: Double) -> [RenderCommand] { [] }

    /// Gives the chrome the first look at an input event; true when it consumed it.
    func handleChromeInput(_ event: InputEvent) -> Bool { false }
}

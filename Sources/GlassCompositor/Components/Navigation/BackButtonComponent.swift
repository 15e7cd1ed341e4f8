/// The back button of a navigation stack (N7): the glass capsule with a chevron and the
/// previous screen's title that leads the toolbar of a pushed screen (the toolbar lays it out
/// and draws it, `NavigationComponent.toolbarForTopScreen`). Here it takes its presses, in
/// front of the toolbar: a press and release on it pops the selected tab's top screen.
final class BackButtonComponent: Component {
    unowned let ui: UIContext
    unowned let toolbar: ToolbarComponent
    unowned let navigation: NavigationComponent
    /// The pointer went down on the button and is held.
    private(set) var pressed = false

    init(ui: UIContext, toolbar: ToolbarComponent, navigation: NavigationComponent) {
        self.ui = ui
        self.toolbar = toolbar
        self.navigation = navigation
    }

    /// The button's frame now, window points (nil at the root of a stack).
    var frame: Rect? {
        guard let tab = ui.selectedTabID, navigation.depth(tab: tab) > 0 else { return nil }
        return toolbar.frame(ofButton: NavigationComponent.backButtonID)
    }

    func hitTest(_ p: Point) -> Bool { frame?.contains(p) ?? false }

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let button) where button == 1:
            guard hitTest(p) else { return false }
            pressed = true
            ui.emitPress(at: p, target: NavigationComponent.backButtonID, t)
            return true
        case .move:
            return pressed
        case .up(let button) where button == 1:
            guard pressed else { return false }
            pressed = false
            ui.emitRelease(at: p, t)
            // A press dragged off the button does nothing, as with any button.
            if hitTest(p) { navigation.pop(.backButton, at: t) }
            return true
        default:
            return false
        }
    }

    func sceneDidChange(from old: Scene) { pressed = false }
    func tabDidChange(from old: TabID?) { pressed = false }

    func plan() -> [RenderCommand] { [] }
}

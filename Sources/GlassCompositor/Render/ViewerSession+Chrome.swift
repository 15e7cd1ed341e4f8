/// Floating chrome besides the tab bar and toolbars: sidebar (SPEC T6–T9), inspector (T10),
/// sheets (P2). The session calls these hooks while planning and handling input.
///
/// Switching between sidebar and tab bar (T6): the `s` key, the toggle button in the
/// sidebar's header, a floating "show sidebar" button at the top leading corner while the tab
/// bar shows (or the toolbar's `toggle-sidebar` button, when the screen has one). The `i` key
/// (or the toolbar's `inspect` button) shows and hides the inspector.
extension ViewerSession {

    /// Room the content leaves on each side for a floating sidebar or inspector, in points.
    var contentInsets: (leading: Double, trailing: Double) {
        let leading = showsSidebar ? sidebarLayout.contentInset : 0
        let trailing = shownInspector.map { $0.layout.contentInset(viewportWidth: viewport.width) } ?? 0
        return (leading, trailing)
    }

    /// Whether the floating tab bar is shown (a sidebar can replace it on wide layouts).
    var showsTabBar: Bool { scene.tabBar.visible && !showsSidebar }

    /// Commands for the chrome, drawn after the content and toolbars, before custom glass.
    func chromeCommands(offset: Double) -> [RenderCommand] {
        var commands: [RenderCommand] = []
        if showsSidebar {
            commands.append(sidebarCommand())
        } else if let button = showSidebarButton {
            commands += showSidebarButtonCommands(button)
        }
        if let inspector = shownInspector { commands.append(inspectorCommand(inspector.inspector, layout: inspector.layout)) }
        if let sheet = sheetCommand() { commands.append(sheet) }
        return commands
    }

    /// Gives the chrome the first look at an input event; true when it consumed it.
    func handleChromeInput(_ event: InputEvent) -> Bool {
        let state = chrome
        let p = event.position, t = event.time
        switch event.kind {
        case .key(let name, let modifiers) where modifiers.isEmpty:
            if name == "s", sidebarAvailable { setSidebar(shown: !showsSidebar); return true }
            if name == "i", sceneInspector != nil, isRegularWidth { setInspector(shown: shownInspector == nil); return true }
            return false
        case .down(let button) where button == 1:
            guard let capture = chromeTarget(at: p) else { return false }
            state.capture = capture
            state.pointer = p
            state.downPoint = p
            if capture == .sheetHandle, let drag = sheetDrag() {
                var d = drag
                d.begin(pointerY: p.y, at: t)
                state.sheet?.drag = d
            }
            return true
        case .move:
            guard let capture = state.capture else { return false }
            state.pointer = p
            if capture == .sheetHandle { state.sheet?.drag.move(pointerY: p.y, at: t) }
            return true
        case .up(let button) where button == 1:
            guard let capture = state.capture else { return false }
            state.capture = nil
            state.pointer = p
            switch capture {
            case .sidebar(let item?) where sidebarLayout.item(at: p) == item:
                switch item {
                case .tab(let index): select(tab: index, at: t)
                case .toggle: setSidebar(shown: false)
                case .section, .action: break
                }
            case .button(let id) where chromeTarget(at: p) == .button(id):
                if id == SidebarLayout.toggleButtonID { setSidebar(shown: !showsSidebar) }
                if id == ViewerSession.inspectorButtonID { setInspector(shown: shownInspector == nil) }
            case .sheetHandle:
                let moved = abs(p.y - state.downPoint.y) + abs(p.x - state.downPoint.x)
                if moved < 4, let drag = state.sheet?.drag, !drag.layout.detentHeights.isEmpty {
                    // A tap on the grabber steps to the next detent, wrapping around.
                    state.sheet?.drag.end(at: t)
                    state.sheet?.drag.select(detent: (drag.detent + 1) % drag.layout.detentHeights.count, at: t)
                } else {
                    state.sheet?.drag.end(at: t)
                }
                if let drag = state.sheet?.drag {
                    emit("sheet.detent", t, [("detent", .integer(drag.detent)), ("height", .number(drag.layout.detentHeights[drag.detent]))])
                }
            default:
                break
            }
            return true
        case .wheel, .smoothScroll:
            // Scrolling over a panel does not scroll the content under it.
            guard let target = chromeTarget(at: p) else { return false }
            if case .button = target { return false }
            return true
        case .resize:
            state.capture = nil
            return false
        default:
            return false
        }
    }

    /// A toolbar button with this id shows and hides the inspector.
    static let inspectorButtonID = "inspect"

    /// Whether the layout is regular (tablet, desktop): the scene's hint, or the width.
    var isRegularWidth: Bool {
        switch scene.device.layout {
        case .compact: return false
        case .regular: return true
        case .automatic: return viewport.width >= ContentLayout.compactWidthLimit
        }
    }

    /// What chrome lies under `p`, topmost first (the sheet is above the panels).
    func chromeTarget(at p: Point) -> ChromeState.Capture? {
        if let drag = sheetDrag() {
            let frame = drag.layout.frame(at: drag.height(at: clock.now))
            if frame.contains(p) { return p.y < frame.minY + SheetLayout.handleHeight ? .sheetHandle : .sheetBody }
        }
        if showsSidebar {
            let layout = sidebarLayout
            if layout.frame.contains(p) { return .sidebar(layout.item(at: p)) }
        } else if let button = showSidebarButton, button.contains(p) {
            return .button(SidebarLayout.toggleButtonID)
        }
        if let inspector = shownInspector, inspector.layout.frame.contains(p) { return .inspector }
        if let toolbar = currentToolbar {
            for group in toolbarLayout(toolbar).groups {
                for (b, f) in group.buttons where f.contains(p) {
                    if b.id == SidebarLayout.toggleButtonID, sidebarAvailable { return .button(SidebarLayout.toggleButtonID) }
                    if b.id == ViewerSession.inspectorButtonID, sceneInspector != nil, isRegularWidth { return .button(ViewerSession.inspectorButtonID) }
                }
            }
        }
        return nil
    }

    /// Whether chrome covers `rect` (points): floating glass there would be glass on glass,
    /// so it leaves (SPEC G11).
    func chromeCovers(_ rect: Rect) -> Bool {
        if let drag = sheetDrag(), drag.layout.frame(at: drag.height(at: clock.now)).intersects(rect) { return true }
        if showsSidebar, sidebarLayout.frame.intersects(rect) { return true }
        if let inspector = shownInspector, inspector.layout.frame.intersects(rect) { return true }
        return false
    }

    /// The content insets changed: every tab's content must be laid out again.
    func chromeLayoutChanged() { relayoutContent() }

    /// True while the chrome moves with no input driving it.
    var chromeNeedsFrame: Bool {
        guard let drag = chrome.sheet?.drag else { return false }
        return drag.isAnimating(at: clock.now)
    }
}

import Testing
@testable import GlassCompositor

/// One place carries out what taps ask for: handlers in order, the first that takes an action.
@Suite struct ActionRouterTests {
    final class Probe: ActionHandler {
        var performed: [UIAction] = [], prepared: [UIAction] = []
        let takes: (UIAction) -> Bool
        init(takes: @escaping (UIAction) -> Bool) { self.takes = takes }
        func perform(_ action: UIAction, at t: Double) -> Bool {
            performed.append(action)
            return takes(action)
        }
        func prepare(_ action: UIAction) { prepared.append(action) }
    }

    @Test func theFirstHandlerThatTakesAnActionCarriesItOut() {
        let router = ActionRouter()
        let pushes = Probe { if case .push = $0 { return true } else { return false } }
        let everything = Probe { _ in true }
        router.register(pushes)
        router.register(everything)
        let push = UIAction.push(destination: "detail", source: "row", highlight: nil)
        #expect(router.perform(push, at: 1))
        #expect(pushes.performed == [push] && everything.performed.isEmpty)
        #expect(router.perform(.button(id: "compose"), at: 2))
        #expect(everything.performed == [.button(id: "compose")])
        router.prepare(push)
        #expect(pushes.prepared == [push] && everything.prepared == [push], "every handler may draw ahead")
        #expect(!ActionRouter().perform(push, at: 3), "no handler: nothing took it")
    }

    /// A toolbar button says what it asks for; a handler the toolbar does not know takes it.
    @Test func aToolbarTapReachesTheRouterByTheButtonsID() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let probe = Probe { _ in true }
        d.session.ui.actions.register(probe)
        let compose = try #require(d.session.toolbar.placedButton(id: "compose"))
        d.tap(Point(compose.frame.midX, compose.frame.midY))
        #expect(probe.performed == [.button(id: "compose")])
        #expect(d.events(named: "button.pressed").last?.string("id") == "compose")
    }

    /// A row's action sheet and a tile's push go through the router to the alerts and navigation.
    @Test func presentationsAndPushesAreTheRoutersHandlers() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        #expect(d.session.ui.actions.perform(.push(destination: try #require(d.session.scene.screens.first?.id), source: "test", highlight: nil), at: d.t))
        d.settle()
        #expect(d.depth == 1)
        var content = AlertContent()
        content.title = "Delete?"
        content.buttons = [AlertButton(title: "Delete")]
        #expect(d.session.ui.actions.perform(.present(.alert(content), source: nil, element: "test"), at: d.t))
        #expect(d.session.alerts.isPresented)
    }
}

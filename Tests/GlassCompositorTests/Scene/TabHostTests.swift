import Testing
@testable import GlassCompositor

@Suite struct TabHostTests {
    private func scene(_ ids: [String], selected: String? = nil) throws -> Scene {
        let tabs = ids.map { #"{"id": "\#($0)", "title": "\#($0)", "screen": {"items": []}}"# }.joined(separator: ",")
        let bar = selected.map { #", "tabBar": {"selected": "\#($0)"}"# } ?? ""
        return try SceneDecoder.decode(#"{"tabs": [\#(tabs)]\#(bar)}"#, file: "tabs.json")
    }

    @Test func theSelectionIsATabNotAPlace() throws {
        var host = TabHost(scene: try scene(["a", "b", "c"], selected: "b"))
        #expect(host.selected == TabID("b"))
        let selected = host.select(TabID("c"))
        #expect(selected)
        #expect(host.previous == TabID("b"))
        let again = host.select(TabID("c")), unknown = host.select(TabID("nope"))
        #expect(!again && !unknown)
        host.sceneDidChange(to: try scene(["c", "x", "a"]))
        #expect(host.selected == TabID("c"))
        #expect(host.order == [TabID("c"), TabID("x"), TabID("a")], "without a customization the order is the scene's")
        host.sceneDidChange(to: try scene(["x", "a"]))
        #expect(host.selected == TabID("x"), "a removed selected tab gives way to the scene's first")
    }

    @Test func thePersonsOrderOutlivesAReload() throws {
        var host = TabHost(scene: try scene(["a", "b", "c"]))
        host.move(TabID("c"), to: 0)
        #expect(host.order == [TabID("c"), TabID("a"), TabID("b")])
        host.sceneDidChange(to: try scene(["a", "b", "new", "c"]))
        #expect(host.order == [TabID("c"), TabID("a"), TabID("b"), TabID("new")])
        host.sceneDidChange(to: try scene(["b", "c"]))
        #expect(host.order == [TabID("c"), TabID("b")])
    }
}

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

@Suite struct TabHostVisibilityTests {
    private func scene(hiddenC: Bool = true) throws -> Scene {
        let json = """
        {"tabs": [{"id": "a", "title": "A", "screen": {"items": []}},
                  {"id": "b", "title": "B", "customization": "optional", "screen": {"items": []}},
                  {"id": "c", "title": "C", "customization": "optional", "hidden": \(hiddenC), "screen": {"items": []}}]}
        """
        return try SceneDecoder.decode(json, file: "tabs.json")
    }

    @Test func theScenesHiddenTabsUntilThePersonChooses() throws {
        var host = TabHost(scene: try scene())
        #expect(host.visible == [TabID("a"), TabID("b")])
        // A designer's edit to the file shows.
        host.sceneDidChange(to: try scene(hiddenC: false))
        #expect(host.visible.count == 3)
        // The person's choice outlives the file's.
        let s = try scene()
        let hid = host.setHidden(TabID("b"), true, in: s)
        #expect(hid)
        host.sceneDidChange(to: s)
        #expect(host.visible == [TabID("a"), TabID("c")])
        let pinned = host.setHidden(TabID("a"), true, in: s)
        #expect(!pinned, "only optional tabs hide")
        _ = host.setHidden(TabID("b"), false, in: s)
        _ = host.select(TabID("b"))
        let selected = host.setHidden(TabID("b"), true, in: s)
        #expect(!selected, "the selected tab is never hidden")
    }
}

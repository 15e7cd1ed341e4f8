import Foundation
import Testing
@testable import GlassCompositor

/// What the format-1 decoder builds from each part of a scene.
@Suite struct SceneFormatTests {
    private func decode(_ text: String) throws -> Scene {
        try SceneDecoder.decode(text, file: "t.json", baseDirectory: RepositoryPaths.scenes.path)
    }

    @Test func tabSectionsFlattenIntoTabs() throws {
        let scene = try decode("""
        {"tabBar": {"style": "sidebarAdaptable", "minimizeBehavior": "onScrollDown", "selected": "b"},
         "tabs": [{"id": "a", "title": "A"},
                  {"section": "Library", "action": {"title": "New Station", "icon": "list-add-symbolic"},
                   "tabs": [{"id": "b", "title": "B", "customization": "optional", "hidden": true}]},
                  {"id": "s", "role": "search", "search": {"prompt": "Find", "suggestions": ["x"]}}]}
        """)
        #expect(scene.tabs.map(\.id) == ["a", "b", "s"])
        #expect(scene.tabs[1].section == "library")
        #expect(scene.tabSections.first?.action == SectionAction(title: "New Station", icon: "list-add-symbolic"))
        #expect(scene.tabs[1].hidden)
        #expect(scene.tabs[2].role == .search && scene.tabs[2].title == "Search" && scene.tabs[2].icon == "system-search-symbolic")
        #expect(scene.tabs[2].search?.prompt == "Find")
        #expect(scene.tabBar.minimizeBehavior == .onScrollDown && scene.tabBar.selected == "b")
    }

    @Test func namedScreensResolveAndInheritTheAccent() throws {
        let scene = try decode("""
        {"accent": "#ff0000", "screens": {"detail": {"title": "Detail"}},
         "tabs": [{"title": "Home", "screen": "detail"},
                  {"title": "List", "screen": {"items": [{"kind": "row", "title": "Go", "destination": "detail"}]}}]}
        """)
        #expect(scene.tabs[0].screen.title == "Detail")
        #expect(scene.tabs[0].screen.id == "detail")
        #expect(scene.tabs[1].screen.tint == Color(hex: "#ff0000"))
        #expect(scene.screen(id: "detail") != nil)
    }

    @Test func contentKindsDecode() throws {
        let scene = try decode("""
        {"tabs": [{"screen": {"items": [
          {"kind": "section", "title": "S", "footer": "F", "items": [{"kind": "row", "title": "R", "badge": 3, "accessory": "chevron"}]},
          {"kind": "grid", "columns": 3, "tiles": [{"title": "T", "color": "#00ff00"}]},
          {"kind": "text", "text": "Hello", "style": "footnote"},
          {"kind": "image", "src": "assets/valley-dusk.png", "height": 100},
          {"kind": "artwork", "artwork": {"seed": 4, "style": "map"}, "fullBleed": true},
          {"kind": "spacer", "height": 8}]}}]}
        """)
        let items = scene.tabs[0].screen.items
        guard case .section(let s) = items[0], case .row(let r) = s.items[0] else { Issue.record("not a section of rows"); return }
        #expect(s.footer == "F" && r.badge == 3 && r.accessory == .chevron)
        guard case .grid(let g) = items[1] else { Issue.record("not a grid"); return }
        #expect(g.columns == 3 && g.tiles[0].color == Color(hex: "#00ff00"))
        guard case .image(let im) = items[3] else { Issue.record("not an image"); return }
        #expect(im.source.resolvedPath.hasSuffix("Scenes/assets/valley-dusk.png"))
        #expect(items[5] == .spacer(8))
    }

    @Test func toolbarSheetAndControls() throws {
        let scene = try decode("""
        {"tabs": [{"screen": {
          "toolbar": {"trailing": [{"id": "share", "icon": "send-to-symbolic"}, {"kind": "spacer"}, {"icon": "starred-symbolic", "badge": "dot", "prominent": true}],
                      "bottom": [{"kind": "search", "prompt": "Search"}], "scrollEdge": "hard"},
          "sheet": {"detents": [0.25, {"height": 120}, "large"], "selectedDetent": 2, "source": "share"},
          "items": [{"kind": "controls", "controls": [
            {"title": "Go", "style": "prominentGlass", "size": "extraLarge"},
            {"kind": "slider", "min": -1, "max": 1, "value": 0.5, "neutral": 0, "ticks": 5, "snapsToTicks": true},
            {"kind": "switch", "title": "On", "on": true},
            {"kind": "segmented", "segments": ["A", "B", "C"], "selected": 2}]}]}}]}
        """)
        let screen = scene.tabs[0].screen
        #expect(screen.toolbar?.trailing.count == 3)
        #expect(screen.toolbar?.scrollEdge == .hard)
        if case .button(let b)? = screen.toolbar?.trailing.last { #expect(b.badge == .dot && b.prominent) } else { Issue.record("no button") }
        #expect(screen.sheet?.detents == [.fraction(0.25), .height(120), .large])
        #expect(screen.sheet?.source == "share")
        guard case .controls(let g) = screen.items[0] else { Issue.record("no controls"); return }
        #expect(g.controls.count == 4)
        if case .slider(let s) = g.controls[1] { #expect(s.neutral == 0 && s.ticks == 5 && s.minimum == -1) } else { Issue.record("no slider") }
    }

    @Test func glassElementsContainersAndMaterial() throws {
        let scene = try decode("""
        {"tabs": [{"screen": {"glass": [
          {"kind": "container", "spacing": 30, "members": [
            {"id": "a", "shape": "circle", "frame": {"width": 50, "height": 50}},
            {"id": "b", "shape": "rect", "cornerRadius": "concentric", "minimumRadius": 10, "frame": {"anchor": "bottomTrailing", "x": 10, "y": 20, "width": 80, "height": 40}}]},
          {"id": "c", "variant": "clear", "tint": "#ff0000", "interactive": true, "frame": {"anchor": "center", "width": 100, "height": 40},
           "material": {"frost": 3, "refraction": 20, "dispersion": 0.4, "shadow": 0.2, "profile": "snellSquircle"}}]}}]}
        """)
        let glass = scene.tabs[0].screen.glass
        guard case .container(let c) = glass[0], case .element(let e) = glass[1] else { Issue.record("wrong nodes"); return }
        #expect(c.spacing == 30 && c.members.count == 2)
        #expect(c.members[1].corners == .concentric(minimum: 10))
        #expect(c.members[1].frame.rect(in: Size(400, 800)) == Rect(x: 310, y: 740, width: 80, height: 40))
        #expect(e.frame.rect(in: Size(400, 800)) == Rect(x: 150, y: 380, width: 100, height: 40))
        #expect(e.variant == .clear && e.interactive)
        let style = e.material.applied(to: .regular())
        #expect(style.frost == 3 && style.refraction == 20 && style.dispersion == 0.4 && style.shadowOpacity == 0.2 && style.profile == .snellSquircle)
        #expect(style.bezel == GlassStyle.regular().bezel)
    }

    @Test func deviceHintsDefaultByKind() throws {
        let scene = try decode(#"{"device": {"kind": "tablet", "layout": "regular"}, "tabs": [{"title": "A"}]}"#)
        #expect(scene.device.width == 1194 && scene.device.layout == .regular)
    }

    @Test func severalProblemsComeOutInFileOrder() {
        let text = """
        {"tabs": [{"title": "A", "icon": "nope-nope-nope-nope-nope", "screen": {"tittle": "x"}}],
         "accent": "blue"}
        """
        do { _ = try decode(text); Issue.record("decoded") } catch let e as SceneLoadError {
            #expect(e.diagnostics.count == 3)
            #expect(e.diagnostics.map { $0.line ?? 0 } == [1, 1, 2])
        } catch { Issue.record("\(error)") }
    }
}

@Suite struct SceneSchemaTests {
    /// The schema is JSON, draft 2020-12, closed at the top, and names every top-level key
    /// the decoder reads.
    @Test func schemaDescribesTheTopLevel() throws {
        let text = try String(contentsOf: RepositoryPaths.scenes.appendingPathComponent("scene.schema.json"), encoding: .utf8)
        let root = try JSONParser.parse(text)
        guard case .object(let members) = root.value,
              case .object(let props)? = members.first(where: { $0.key == "properties" })?.node.value else {
            Issue.record("no properties"); return
        }
        #expect(members.first { $0.key == "$schema" }?.node.stringValue == "https://json-schema.org/draft/2020-12/schema")
        if case .bool(let open)? = members.first(where: { $0.key == "additionalProperties" })?.node.value { #expect(!open) } else { Issue.record("additionalProperties") }
        let keys = Set(props.map(\.key))
        #expect(keys.isSuperset(of: ["format", "name", "demonstrates", "device", "appearance", "accent", "background", "tabBar", "tabs", "sidebar", "screens"]))
    }
}

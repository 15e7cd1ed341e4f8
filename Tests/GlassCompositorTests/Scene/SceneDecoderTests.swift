import Foundation
import Testing
@testable import GlassCompositor

@Suite struct SceneDecoderTests {
    @Test func builtInDefaultSceneMatchesTheShippedFile() throws {
        let file = try String(contentsOf: RepositoryPaths.scenes.appendingPathComponent("default.json"), encoding: .utf8)
        #expect(file == Scene.defaultSceneJSON)
        let scene = Scene.builtInDefault()
        #expect(scene.tabs.count == 4)
        #expect(scene.tabs.map(\.title) == ["Listen Now", "Browse", "Radio", "Library"])
        #expect(scene.tabs.allSatisfy { $0.screen.items.count > 10 })
    }

    @Test func smallSceneGetsDefaults() throws {
        let scene = try SceneDecoder.decode(#"{"tabs": [{"title": "Home"}]}"#, file: "s.json")
        #expect(scene.name == "Untitled")
        #expect(scene.appearance == .light)
        #expect(scene.tabs[0].id == "home")
        #expect(scene.tabs[0].icon == "starred-symbolic")
    }

    private func diagnostics(_ text: String) -> [String] {
        do { _ = try SceneDecoder.decode(text, file: "t.json"); return [] } catch let e as SceneLoadError {
            return e.diagnostics.map(\.description)
        } catch { return ["unexpected \(error)"] }
    }

    @Test func unknownKeySuggestsTheNearestKnownOne() {
        #expect(diagnostics("{\n  \"nmae\": \"x\"\n}") == [#"t.json:2:11: error: unknown key "nmae" (did you mean "name"?) (at $)"#])
    }

    @Test func reportsSeveralProblemsInOneRun() {
        let text = """
        {"appearance": "sepia", "accent": "#12345",
         "tabs": [{"title": 3, "icon": "no-such-icon-anywhere"}, {"screen": {"items": [{"kind": "blob"}]}}]}
        """
        let d = diagnostics(text)
        #expect(d == [
            #"t.json:1:16: error: unknown appearance "sepia" (expected one of "light", "dark") (at $.appearance)"#,
            ##"t.json:1:35: error: bad colour "#12345" (use #rgb, #rrggbb or #rrggbbaa) (at $.accent)"##,
            #"t.json:2:21: error: expected a string, found a number (at $.tabs[0].title)"#,
            #"t.json:2:32: error: unknown icon "no-such-icon-anywhere" (neither an installed freedesktop icon nor a known SF Symbols name; docs/SCENES.md#icons lists both) (at $.tabs[0].icon)"#,
            #"t.json:2:89: error: unknown item kind "blob" (expected one of "card", "header", "row", "section", "grid", "carousel", "text", "image", "artwork", "controls", "spacer") (at $.tabs[1].screen.items[0].kind)"#,
        ])
    }

    @Test func syntaxErrorNamesFileLineAndColumn() {
        #expect(diagnostics("{\"name\": \"x\",\n}") == ["t.json:2:1: error: trailing comma before '}' (at $)"])
    }

    @Test func outOfRangeAndWrongTypes() {
        #expect(diagnostics(#"{"format": 7}"#) == ["t.json:1:12: error: format 7 is out of range 1...1 (at $.format)"])
        #expect(diagnostics(#"{"tabs": {}}"#) == ["t.json:1:10: error: expected an array, found an object (at $.tabs)"])
        #expect(diagnostics("[]") == ["t.json:1:1: error: expected an object, found an array (at $)"])
    }

    @Test func missingFileIsADiagnosticNotACrash() {
        #expect(throws: SceneLoadError.self) { try SceneDecoder.load(path: "/nonexistent/scene.json") }
    }
}

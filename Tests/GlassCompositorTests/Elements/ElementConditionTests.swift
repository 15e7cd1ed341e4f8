import Foundation
import Testing
@testable import GlassCompositor

/// Element expectations (`expect` lines with `on`) hold or fail against a tree with a message
/// that names the element, what was expected and what was found.
@Suite struct ElementConditionTests {
    static func tree(_ scene: String, script: String? = nil, until t: Double = 1, size: (Int, Int) = (1280, 800)) throws -> ElementTree {
        guard let script else {
            return ViewerSession(scene: try ElementTreeTests.scene(scene), pixelWidth: size.0, pixelHeight: size.1, scale: 1).elementTree()
        }
        return try ElementScriptTests.play(script, on: try ElementTreeTests.scene(scene), size: size, until: t).0.elementTree()
    }

    static func condition(_ line: String) throws -> ElementCondition {
        let script = try InteractionScript.parse(line, file: "flow.jsonl")
        return try #require(script.elementConditions.first)
    }

    @Test func selectionAndVisibility() throws {
        let home = try Self.tree("music")
        #expect(try Self.condition(#"{"t":2,"type":"expect","on":{"id":"home"},"selected":true,"visible":true}"#).failure(in: home) == nil)
        let radio = try Self.condition(#"{"t":2,"type":"expect","on":{"role":"tab","label":"Radio"},"selected":true}"#)
        #expect(radio.time == 2 && radio.line == 1)
        #expect(radio.failure(in: home) == "expected tab \"Radio\" #radio selected true, found false")
        let after = try Self.tree("music", script: #"{"t":0.5,"type":"tap","on":"Radio"}"#, until: 2)
        #expect(radio.failure(in: after) == nil)
        // Not visible: a row that is not on screen passes, one on screen fails naming its frame.
        #expect(try Self.condition(#"{"t":1,"type":"expect","on":"No Such Row","visible":false}"#).failure(in: home) == nil)
        let shown = try Self.condition(#"{"t":1,"type":"expect","on":{"id":"home"},"visible":false}"#).failure(in: home)
        #expect(shown?.hasPrefix("expected {\"id\":\"home\"} not visible, found tab \"Home\" #home at [") == true, "\(shown ?? "")")
        // Visible but nowhere: the message has the nearest candidates.
        let missing = try Self.condition(#"{"t":1,"type":"expect","on":"Radoi","visible":true}"#).failure(in: home)
        #expect(missing?.contains("no element matches \"Radoi\" (nearest: tab \"Radio\" #radio") == true, "\(missing ?? "")")
    }

    /// Covered by a modal is not visible.
    @Test func coveredIsNotVisible() throws {
        let sheet = try Self.tree("mail", script: #"{"t":0.2,"type":"tap","on":{"id":"select"}}"#, until: 1.5, size: (960, 540))
        #expect(try Self.condition(#"{"t":1,"type":"expect","on":{"role":"row","label":"Figma"},"visible":false}"#).failure(in: sheet) == nil)
        let failure = try Self.condition(#"{"t":1,"type":"expect","on":{"role":"row","label":"Figma"},"visible":true}"#).failure(in: sheet)
        #expect(failure?.contains("found it covered") == true, "\(failure ?? "")")
        #expect(try Self.condition(#"{"t":1,"type":"expect","on":"Delete All…","visible":true}"#).failure(in: sheet) == nil)
    }

    /// Controls: a switch's on, a slider's value, a segmented control's index and segments.
    @Test func controlState() throws {
        // Tall enough to show every control at once.
        let tree = try Self.tree("controls", size: (1280, 2400))
        let switches = tree.elements.filter { $0.role == .switch }
        let sliders = tree.elements.filter { $0.role == .slider }
        let segmented = tree.elements.filter { $0.role == .segmented }
        #expect(!switches.isEmpty && !sliders.isEmpty && !segmented.isEmpty, "the controls scene shows each kind")
        let sw = try #require(switches.first)
        let flipped = ElementCondition(target: ElementTarget(naming: sw), isOn: !(sw.state.on ?? false))
        #expect(flipped.failure(in: tree) == "expected \(sw.name) on \(!(sw.state.on ?? false)), found \(sw.state.on ?? false)")
        let slider = try #require(sliders.first)
        let v = try #require(slider.state.value)
        #expect(ElementCondition(target: ElementTarget(naming: slider), value: v + 0.001).failure(in: tree) == nil, "within the tolerance")
        let off = ElementCondition(target: ElementTarget(naming: slider), value: v + 0.25).failure(in: tree)
        #expect(off?.contains("value \(ElementTree.number(v + 0.25, places: 3)), found \(ElementTree.number(v, places: 3))") == true, "\(off ?? "")")
        let seg = try #require(segmented.first)
        let segments = tree.elements.filter { $0.parent.map { tree.elements[$0] == seg } ?? false }
        #expect(segments.count >= 2 && segments.allSatisfy { $0.role == .segment })
        #expect(segments.filter { $0.state.selected == true }.count == 1)
        // Tapping another segment selects it.
        let other = try #require(segments.first { $0.state.selected == false })
        let s = ViewerSession(scene: try ElementTreeTests.scene("controls"), pixelWidth: 1280, pixelHeight: 2400, scale: 1)
        var player = ScriptPlayer(InteractionScript(events: [InputEvent(.down(button: 1), time: 0.5), InputEvent(.up(button: 1), time: 0.55)],
                                                    addresses: [0: ElementAddress(kind: .point, target: ElementTarget(naming: other), gesture: 1, line: 1, type: "tap"),
                                                                1: ElementAddress(kind: .point, target: ElementTarget(naming: other), gesture: 1, line: 1, type: "tap")]))
        player.deliver(upTo: 2, to: s)
        s.advance(to: 2)
        #expect(player.error == nil, "\(player.error?.description ?? "")")
        #expect(s.elementTree().matches(ElementTarget(naming: other)).first?.state.selected == true)
    }

    /// The search field: focus and text.
    @Test func searchFieldFocusAndText() throws {
        let tree = try Self.tree("mail", script: """
        {"t":0.5,"type":"tap","on":{"role":"search-field"}}
        {"t":0.8,"type":"text","text":"midnight"}
        """, until: 2, size: (960, 540))
        let ok = try Self.condition(#"{"t":2,"type":"expect","on":{"role":"search-field"},"focused":true,"text":"midnight"}"#)
        #expect(ok.failure(in: tree) == nil, "\(ok.failure(in: tree) ?? "")\n\(tree.text)")
        let wrong = try Self.condition(#"{"t":2,"type":"expect","on":{"role":"search-field"},"text":"noon"}"#).failure(in: tree)
        #expect(wrong?.hasSuffix("text \"noon\", found \"midnight\"") == true, "\(wrong ?? "")")
    }
}

import Testing
@testable import GlassCompositor

/// A window that starts from a saved sidebar customization writes it into its recordings'
/// meta line, and a session made from that line (`replay`, a bug report, `--replay`, step
/// back) starts from the same arrangement: the same frame, not the scene file's order.
@Suite struct RecordedCustomizationTests {
    @Test func aRecordingCarriesTheCustomizationAndReplaysToTheSameFrame() throws {
        let scene = try ChromeFixtures.scene("tv")
        let meta0 = InteractionScript.Meta(scene: "tv.json", width: 1194, height: 834, scale: 1)
        let window = ViewerSession(scene: scene, meta: meta0)
        let ids = window.ui.tabs.visible.map(\.rawValue)
        // The person moved the third tab first and hid nothing; a section collapsed.
        var order = ids
        order.insert(order.remove(at: 2), at: 0)
        window.sidebar.apply(TabCustomization(order: order))
        #expect(window.ui.tabs.visible.map(\.rawValue) == order)

        var meta = meta0
        window.recordCustomization(into: &meta)
        let line = meta.line
        #expect(line.contains("\"customization\""))
        let script = try InteractionScript.parse(line + "\n", file: "recording.jsonl")
        let parsed = try #require(script.meta)
        #expect(parsed.customization == TabCustomization(order: order))

        let replay = ViewerSession(scene: scene, meta: parsed)
        #expect(replay.ui.tabs.visible.map(\.rawValue) == order)
        let a = try #require(OffscreenPresenter(width: 1194, height: 834))
        let b = try #require(OffscreenPresenter(width: 1194, height: 834))
        window.renderFrame(to: a)
        replay.renderFrame(to: b)
        #expect(a.surface.hasSamePixels(as: b.surface), "the replay draws the window's arrangement")
        // Without it, the scene's own order: the frame differs.
        let plain = ViewerSession(scene: scene, meta: meta0)
        let c = try #require(OffscreenPresenter(width: 1194, height: 834))
        plain.renderFrame(to: c)
        #expect(!a.surface.hasSamePixels(as: c.surface))
    }

    @Test func aBadIdListIsReportedWithItsPath() throws {
        let text = #"{"t":0,"type":"meta","scene":"tv.json","width":800,"height":600,"scale":1,"customization":{"order":["home",3]}}"# + "\n"
        #expect(throws: (any Error).self) { try InteractionScript.parse(text, file: "bad.jsonl") }
        do { _ = try InteractionScript.parse(text, file: "bad.jsonl") } catch {
            #expect("\(error)".contains("$.customization.order[1]"), "\(error)")
        }
    }
}

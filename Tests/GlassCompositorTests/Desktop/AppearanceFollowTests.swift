import Foundation
import Testing
@testable import GlassCompositor
@testable import GlassViewer

/// A scene that names no appearance follows the desktop's theme in the window; one that names
/// it, or `--appearance`, wins. A change while open is input, so a replay of the recording shows
/// it (issue 38, item 3).
@Suite struct AppearanceFollowTests {
    let folder = TemporaryFolder()
    static let plain = #"{"name": "Plain", "tabs": [{"title": "Home", "screen": {"title": "Home", "items": [{"title": "Card"}]}}]}"#

    func scene(_ appearance: String?) throws -> Scene {
        let text = appearance.map { Self.plain.replacingOccurrences(of: #""name""#, with: #""appearance": "\#($0)", "name""#) } ?? Self.plain
        return try SceneDecoder.decode(text, file: "s.json")
    }

    @Test func theDecoderSaysWhetherTheFileNamesItsAppearance() throws {
        #expect(try scene(nil).namesAppearance == false)
        #expect(try scene("light").namesAppearance == true)
        #expect(try scene("dark").appearance == .dark)
        // The shipped scenes made for either appearance follow the desktop; tv is made dark.
        #expect(Scene.builtInDefault().namesAppearance == false)
        #expect(try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("tv.json").path).namesAppearance == true)
    }

    @Test func optionThenSceneThenDesktop() throws {
        let plain = try scene(nil), light = try scene("light")
        let choice = AppearanceChoice(option: nil, desktop: .dark)
        #expect(choice.appearance(for: plain) == .dark)
        #expect(choice.appearance(for: light) == .light)
        #expect(choice.recorded(for: plain) == "dark")
        #expect(choice.recorded(for: light) == nil)
        choice.desktop = nil
        #expect(choice.appearance(for: plain) == .light)
        #expect(choice.recorded(for: plain) == nil)
        let forced = AppearanceChoice(option: .light, desktop: .dark)
        #expect(forced.appearance(for: plain) == .light)
        #expect(forced.appearance(for: try scene("dark")) == .light)
        #expect(forced.recorded(for: plain) == "light")
    }

    /// The desktop's change reaches the session as an input event: the session turns dark,
    /// and a fresh session fed the same events draws the same frame.
    @Test func anAppearanceEventIsInputThatReplays() throws {
        let events = [InputEvent(.wheel(dx: 0, dy: 2), at: Point(100, 200), time: 0.1),
                      InputEvent(.appearance(.dark), time: 0.5)]
        func run() throws -> (ViewerSession, Surface) {
            let s = ViewerSession(scene: try scene(nil), pixelWidth: 320, pixelHeight: 480, scale: 1, clock: FixedStepClock())
            let p = OffscreenPresenter(width: 320, height: 480)!
            var recorded: [InputEvent] = []
            s.onInput = { recorded.append($0) }
            for e in events { s.advance(to: e.time); s.handle(e) }
            s.advance(to: 1.5)
            s.renderFrame(to: p)
            #expect(recorded == events)
            return (s, p.surface)
        }
        let (a, frameA) = try run()
        let (_, frameB) = try run()
        #expect(a.scene.appearance == .dark)
        #expect(frameA.hasSamePixels(as: frameB))
        // Dark: the page behind the content is dark.
        let corner = frameA.row(2)[2]
        #expect((corner >> 16) & 0xff < 64, "corner pixel \(String(corner, radix: 16))")
    }

    /// A save of a scene that names no appearance keeps the desktop's, not the file's default.
    @Test func liveReloadKeepsTheChosenAppearance() throws {
        let path = folder.file("s.json", Self.plain)
        let choice = AppearanceChoice(option: nil, desktop: .dark)
        var first = try SceneDecoder.load(path: path)
        choice.apply(to: &first)
        let session = ViewerSession(scene: first, pixelWidth: 320, pixelHeight: 480, scale: 1, clock: FixedStepClock())
        let reloader = try SceneReloader(path: path, session: session)
        reloader.adjust = { choice.apply(to: &$0) }
        reloader.reloadNow()
        #expect(session.scene.appearance == .dark)
        choice.desktop = .light
        reloader.reloadNow()
        #expect(session.scene.appearance == .light)
    }

    @Test func aScriptLineNamesTheAppearance() throws {
        let line = InteractionScript.line(for: InputEvent(.appearance(.dark), time: 2))
        #expect(line == #"{"t":2,"type":"appearance","appearance":"dark"}"#)
        #expect(throws: SceneLoadError.self) { try InteractionScript.parse(#"{"t":1,"type":"appearance","appearance":"dim"}"#, file: "x.jsonl") }
        #expect(throws: SceneLoadError.self) { try InteractionScript.parse(#"{"t":1,"type":"appearance"}"#, file: "x.jsonl") }
    }
}

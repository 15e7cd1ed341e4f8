import Foundation
import Testing
@testable import GlassCompositor

/// A script's meta line may name settings (`"settings":{"reduceTransparency":true}`); flows and
/// `replay` run under them, and so do `render`, `bench` and `inspect`: one script, one frame.
/// Runs the built binary headless; needs no X server.
@Suite struct ScriptSettingsCommandTests {
    let folder = TemporaryFolder()

    /// glass-lab at 480×320 points, scale 1, a second after a script with no events but its
    /// meta line (with `settings` when given).
    private func script(settings: String?) throws -> String {
        let scene = RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path
        let name = settings == nil ? "plain.jsonl" : "settings.jsonl"
        let meta = "{\"t\":0,\"type\":\"meta\",\"scene\":\"\(scene)\",\"width\":480,\"height\":320,\"scale\":1"
            + (settings.map { ",\"settings\":\($0)" } ?? "") + "}\n"
        let path = folder.path(name)
        try meta.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func render(_ scriptPath: String, _ out: String) throws -> Surface {
        let scene = RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path
        let viewer = try ViewerProcess(["render", scene, "--script", scriptPath, "--time", "1", "--size", "480x320", "--scale", "1",
                                        "--out", folder.path(out)], display: nil)
        let status = viewer.waitForExit(timeout: 120)
        #expect(status == 0, "render: \(viewer.stderr)")
        return try PNGFile.read(folder.path(out))
    }

    @Test func renderDrawsAScriptUnderItsMetaLinesSettings() throws {
        let settings = "{\"reduceTransparency\":true,\"increaseContrast\":true}"
        let withSettings = try render(try script(settings: settings), "with.png")
        let without = try render(try script(settings: nil), "without.png")
        #expect(!withSettings.hasSamePixels(as: without), "the settings changed nothing in render's frame")
        // The frame a flow or replay draws for that meta line, in process.
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path)
        let meta = try #require(try InteractionScript.parse(try String(contentsOfFile: try script(settings: settings), encoding: .utf8),
                                                            file: "settings.jsonl").meta)
        let session = ViewerSession(scene: scene, meta: meta)
        session.advance(to: 1)
        let presenter = try #require(OffscreenPresenter(width: session.pixelWidth, height: session.pixelHeight))
        session.renderFrame(to: presenter)
        #expect(withSettings.hasSamePixels(as: presenter.surface), "render and a flow drew the settings differently")
    }
}

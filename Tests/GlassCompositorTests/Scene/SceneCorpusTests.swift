import Foundation
import Testing
@testable import GlassCompositor

/// The shipped scenes decode clean, and every broken scene under `Broken/` gives exactly the
/// one diagnostic its `.expected` file holds (what `glass-viewer check` prints after its
/// `glass-viewer: ` prefix; `check` exits 1 exactly when `SceneDecoder.load` throws).
@Suite struct SceneCorpusTests {
    static let brokenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Broken")

    static var shippedScenes: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: RepositoryPaths.scenes, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" && $0.lastPathComponent != "scene.schema.json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static var brokenScenes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: brokenFolder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func theSixSeedScenesShip() {
        let names = Set(Self.shippedScenes.map { $0.deletingPathExtension().lastPathComponent })
        #expect(names.isSuperset(of: ["default", "music", "tv", "mail", "maps", "controls", "landmarks"]))
    }

    @Test(arguments: shippedScenes)
    func shippedSceneChecksClean(_ url: URL) throws {
        let scene = try SceneDecoder.load(path: url.path)
        #expect(!scene.tabs.isEmpty)
        #expect(!scene.demonstrates.isEmpty, "\(url.lastPathComponent) names no behaviour IDs")
        #expect(scene.tabs.allSatisfy { $0.screen.tint != nil })
    }

    /// Each scene demonstrates what docs/BEHAVIOURS.md lists it for.
    @Test func scenesDemonstrateTheirSpecIDs() throws {
        let expected: [String: [String]] = [
            "music": ["T1", "T2", "T3", "T4", "T5"], "tv": ["T6", "T7", "T8", "T9"],
            "mail": ["N2", "N3", "N5", "N6", "N7", "S1", "P1"], "maps": ["P2", "G1", "G2", "G9", "G11", "G12", "C5"],
            "controls": ["C1", "C2", "C3", "C4", "C5", "G3", "G7"], "landmarks": ["T10", "N2", "N4", "S2", "G1", "G9", "G10"],
        ]
        for (name, ids) in expected {
            let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
            #expect(Set(scene.demonstrates).isSuperset(of: ids), "\(name) misses \(Set(ids).subtracting(scene.demonstrates))")
        }
    }

    @Test func atLeastThirtyBrokenScenes() {
        #expect(Self.brokenScenes.count >= 30)
    }

    @Test(arguments: brokenScenes)
    func brokenSceneGivesItsOneDiagnostic(_ name: String) throws {
        let expected = try String(contentsOf: Self.brokenFolder.appendingPathComponent("\(name).expected"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let text = try String(contentsOf: Self.brokenFolder.appendingPathComponent("\(name).json"), encoding: .utf8)
        do {
            _ = try SceneDecoder.decode(text, file: "Broken/\(name).json", baseDirectory: Self.brokenFolder.path)
            Issue.record("\(name) decoded without error")
        } catch let e as SceneLoadError {
            #expect(e.diagnostics.map(\.description) == [expected])
        }
    }

    /// `check` exits 0 for a good file and 1 for a broken one: it fails exactly when `load` throws.
    @Test func loadThrowsForBrokenFilesOnly() throws {
        _ = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        #expect(throws: SceneLoadError.self) {
            try SceneDecoder.load(path: Self.brokenFolder.appendingPathComponent("unknown-key-top.json").path)
        }
    }

    /// Damaged versions of every shipped scene (cut short, values of the wrong type or absurd
    /// size) give diagnostics, never a crash.
    @Test(arguments: shippedScenes)
    func damagedScenesNeverCrash(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let bytes = Array(text.utf8)
        var rng = SeededRandom(seed: UInt64(bytes.count))
        for _ in 0..<40 {
            let cut = Int(rng.unit() * Double(bytes.count))
            let truncated = String(decoding: bytes[0..<cut], as: UTF8.self)
            #expect(throws: SceneLoadError.self) { try SceneDecoder.decode(truncated, file: "cut.json", baseDirectory: RepositoryPaths.scenes.path) }
        }
        let mutations: [(String, String)] = [("1", "-1e9"), ("2", "1e300"), ("true", "\"yes\""), ("\"#", "\"red"), ("\"kind\": \"", "\"kind\": \"x"),
                                             ("0", "0.5"), ("\"title\": \"", "\"title\": 7, \"x\": \""), ("[", "[{\"kind\": \"container\"},")]
        for (from, to) in mutations {
            let damaged = text.replacingOccurrences(of: from, with: to)
            guard damaged != text else { continue }
            _ = try? SceneDecoder.decode(damaged, file: "damaged.json", baseDirectory: RepositoryPaths.scenes.path)
        }
    }

    /// Every shipped scene lays out and paints its first screen of every tab at phone and
    /// tablet widths (content only; floating chrome is the renderer's).
    @Test(arguments: shippedScenes)
    func shippedSceneContentPaints(_ url: URL) throws {
        let scene = try SceneDecoder.load(path: url.path)
        for width in [390.0, 1024.0] {
            for tab in scene.tabs {
                let layout = ContentLayout(screen: tab.screen, width: width, bottomInset: TabBarLayout.contentBottomInset)
                #expect(layout.height > 0 && layout.height < 100_000)
                let surface = try #require(Surface(width: Int(width / 2), height: 200))
                let canvas = Canvas(surface: surface, scale: 0.5)
                ContentPainter(layout: layout, palette: .system(scene.appearance), title: tab.screen.title)
                    .paint(on: canvas, visible: Rect(x: 0, y: 0, width: width, height: 400))
                canvas.flush()
            }
        }
    }
}

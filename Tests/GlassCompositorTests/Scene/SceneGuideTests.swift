import Foundation
import Testing
@testable import GlassCompositor

/// docs/SCENES.md is a guide people copy from: every JSON example in it is a scene that checks
/// clean and draws something, and its SF Symbols table is the one glass-viewer uses.
@Suite struct SceneGuideTests {
    static let guidePath = RepositoryPaths.root.appendingPathComponent("docs/SCENES.md").path

    /// The ```json blocks of the guide, with the line each starts on.
    static func examples() throws -> [(line: Int, text: String)] {
        let lines = try String(contentsOfFile: guidePath, encoding: .utf8).components(separatedBy: "\n")
        var found: [(Int, String)] = [], current: [String]?, start = 0
        for (i, line) in lines.enumerated() {
            if current == nil, line == "```json" { current = []; start = i + 2; continue }
            if current != nil, line == "```" { found.append((start, current!.joined(separator: "\n"))); current = nil; continue }
            current?.append(line)
        }
        return found
    }

    @Test func theGuideHasAnExampleForEachPart() throws {
        #expect(try Self.examples().count >= 15)
    }

    /// Each example decodes with no diagnostic (images resolve in Scenes/, where the guide
    /// says to save them) and its first frame, at the device's size, is not one flat colour.
    @Test func everyExampleChecksAndDraws() throws {
        for (line, text) in try Self.examples() {
            let name = "docs/SCENES.md example at line \(line)"
            let scene: Scene
            do {
                scene = try SceneDecoder.decode(text, file: name, baseDirectory: RepositoryPaths.scenes.path)
            } catch let e as SceneLoadError {
                Issue.record("\(e.diagnostics.map(\.description).joined(separator: "\n"))")
                continue
            }
            let w = Int(scene.device.width), h = Int(scene.device.height)
            let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock())
            let presenter = try #require(OffscreenPresenter(width: w, height: h))
            session.step(to: presenter)
            var colours = Set<UInt32>()
            for y in stride(from: 0, to: h, by: 3) { for x in stride(from: 0, to: w, by: 3) { colours.insert(presenter.surface[x, y]) } }
            #expect(colours.count >= 16, "\(name) draws \(colours.count) colours")
        }
    }

    /// The guide's SF Symbols tables list exactly the names `SFSymbolNames` maps, each to its icon.
    @Test func theSFSymbolsTableIsTheOneInUse() throws {
        let text = try String(contentsOfFile: Self.guidePath, encoding: .utf8)
        let icons = try #require(text.range(of: "## Icons")).upperBound
        let end = text.range(of: "## Images", range: icons..<text.endIndex)?.lowerBound ?? text.endIndex
        var listed: [String: String] = [:]
        for line in text[icons..<end].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            for pair in stride(from: 0, to: cells.count - 1, by: 2) where !cells[pair].isEmpty {
                #expect(listed[cells[pair]] == nil, "\(cells[pair]) is listed twice")
                listed[cells[pair]] = cells[pair + 1]
            }
        }
        #expect(listed == SFSymbolNames.freedesktop)
    }
}

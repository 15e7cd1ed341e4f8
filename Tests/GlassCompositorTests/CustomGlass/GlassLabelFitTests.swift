import Foundation
import Testing
@testable import GlassCompositor

/// Labels on custom glass are laid out at their measured width, so a label that fits its
/// element is never ellipsized, at any scale.
@Suite struct GlassLabelFitTests {
    /// Every element of every scene that has an icon and text, with the size it is laid out in.
    private func labelledElements() throws -> [(scene: String, element: GlassElement)] {
        var found: [(String, GlassElement)] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.scenes.path).filter { $0.hasSuffix(".json") && $0 != "scene.schema.json" }
        for file in files.sorted() {
            let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(file).path)
            for tab in scene.tabs {
                for node in tab.screen.glass {
                    switch node {
                    case .element(let e) where e.text != nil: found.append((file, e))
                    case .container(let c): for case let e in c.members where e.text != nil { found.append((file, e)) }
                    default: break
                    }
                }
            }
        }
        return found
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func labelsThatFitAreNotCut(scale: Double) throws {
        let elements = try labelledElements()
        #expect(elements.contains { $0.element.text == "Tinted" && $0.element.icon != nil }, "the glass lab's tinted capsule is checked")
        let surface = try #require(Surface(width: 8, height: 8))
        let canvas = Canvas(surface: surface, scale: scale, origin: .zero)
        for (file, e) in elements {
            let rect = e.frame.rect(in: Size(1280, 800))
            let run = canvas.measureText(e.text!, style: .headline).width
            let layout = GlassLabelLayout(in: rect, shape: e.shape, hasIcon: e.icon != nil, textWidth: run + 0.5)
            let box = try #require(layout.text)
            #expect(box.width >= run, "\(file) \(e.id ?? "?"): \"\(e.text!)\" needs \(run) pt, gets \(box.width) pt at scale \(scale)")
            // The label stays inside the element's padding.
            let pad = GlassLabelLayout.padding(for: rect, shape: e.shape)
            let left = layout.icon?.minX ?? box.minX
            #expect(left >= rect.minX + min(pad, 8) - 0.01 && box.maxX <= rect.maxX - min(pad, 8) + 0.01, "\(file) \(e.id ?? "?") inside its glass")
        }
    }

    /// A label too long for its element still ends inside it (ellipsized by pango).
    @Test func tooLongTextIsGivenOnlyTheRoom() {
        let rect = Rect(x: 0, y: 0, width: 110, height: 44)
        let layout = GlassLabelLayout(in: rect, shape: .capsule, hasIcon: true, textWidth: 300)
        let box = layout.text!
        #expect(box.maxX <= rect.maxX - GlassLabelLayout.padding(for: rect, shape: .capsule) + 1e-9)
        #expect(layout.icon!.minX >= rect.minX + GlassLabelLayout.padding(for: rect, shape: .capsule) - 1e-9)
    }
}

import Testing
@testable import GlassCompositor

/// Labels on glass stay legible over any backdrop (G6): large glass does not flip
/// light or dark with what is behind it, but its label does.
@Suite struct VibrantLabelTests {
    /// A light scene whose page is `background`, with one large glass rectangle, labelled or not.
    private func render(background: String, labelled: Bool) throws -> Surface {
        let text = labelled ? #", "text": "Large glass""# : ""
        let scene = try SceneDecoder.decode("""
            {"appearance": "light", "background": "\(background)", "tabs": [{"title": "A", "screen": {"glass": [
              {"kind": "glass", "shape": "rect", "cornerRadius": 24\(text),
               "frame": {"anchor": "center", "width": 260, "height": 140}}]}}]}
            """, file: "t.json")
        let s = ViewerSession(scene: scene, pixelWidth: 500, pixelHeight: 400, scale: 1, clock: FixedStepClock())
        let p = OffscreenPresenter(width: 500, height: 400)!
        s.step(to: p)
        return p.surface.copy()
    }

    /// Of the pixels the label changes, the share that it makes lighter.
    private func lighterShare(background: String) throws -> (share: Double, changed: Int) {
        let with = try render(background: background, labelled: true)
        let without = try render(background: background, labelled: false)
        var lighter = 0, changed = 0
        for y in 150..<250 {
            for x in 130..<370 where with[x, y] != without[x, y] {
                changed += 1
                func sum(_ c: UInt32) -> Int { Int(c >> 16 & 0xff) + Int(c >> 8 & 0xff) + Int(c & 0xff) }
                if sum(with[x, y]) > sum(without[x, y]) { lighter += 1 }
            }
        }
        return (Double(lighter) / Double(max(1, changed)), changed)
    }

    @Test func largeGlassOverADarkPageHasALightLabel() throws {
        let (share, changed) = try lighterShare(background: "#101418")
        #expect(changed > 200, "the label is drawn")
        #expect(share > 0.9, "light ink over the dark page (\(share))")
    }

    @Test func largeGlassOverALightPageKeepsADarkLabel() throws {
        let (share, changed) = try lighterShare(background: "#f4f4f6")
        #expect(changed > 200)
        #expect(share < 0.1, "dark ink over the light page (\(share))")
    }
}

import Testing
@testable import GlassCompositor

/// At its large detent a sheet pushes the page behind it back, as iOS does (issue 35, item 3):
/// the frame behind the sheet is drawn smaller (`SheetRecede.scale`, 0.93) with rounded
/// corners on black, under the sheet's dimming, its top a little above the sheet's, which sits
/// just below the status bar. Before, the page stayed full size and a strip of map showed
/// above the sheet to the window's edges and corners.
@Suite struct SheetPushesThePageBackTests {
    /// The maps scene with its sheet at `detent`, settled, drawn at scale 1.
    private func maps(detent: Int) throws -> (NavigationDriver, Surface) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("maps.json").path)
        let d = NavigationDriver(scene)
        d.session.sheet.select(detent: detent, at: d.t)
        d.settle()
        return (d, d.frame())
    }

    private func rgb(_ s: Surface, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = s.row(y)[x]
        return (Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff))
    }

    @Test func atFullHeightThePageBehindIsSmallerWithRoundedCornersOnBlack() throws {
        let (d, frame) = try maps(detent: 2)
        let sheet = try #require(d.session.sheet.frame)
        #expect(sheet.minY <= 60, "the sheet's top sits just below the status bar")
        // The window's top corner and the edge beside the page are black under the dimming;
        // the page's own pixels are further in and further down.
        for (x, y) in [(1, 1), (3, Int(sheet.minY) - 4)] {
            let (r, g, b) = rgb(frame, x, y)
            #expect(r < 24 && g < 24 && b < 24, "(\(x), \(y)) is black behind the page, not map: \(r), \(g), \(b)")
        }
        let (r, g, b) = rgb(frame, Int(d.viewport.width / 2), Int(sheet.minY) - 4)
        #expect(r + g + b > 200, "the page shows, dimmed, just above the sheet: \(r), \(g), \(b)")
    }

    @Test func atAPartialDetentThePageIsWhole() throws {
        let (_, frame) = try maps(detent: 1)
        let (r, g, b) = rgb(frame, 1, 1)
        #expect(r + g + b > 300, "the map reaches the window's corner: \(r), \(g), \(b)")
    }
}

import Testing
@testable import GlassCompositor

/// The dimming band behind a sheet: every row it shows holds its step's black, whichever
/// steps and heights came before (it is one surface refilled as far as a band reaches).
@Suite struct SheetDimTests {
    func expectBand(_ band: Surface, rows: Int, level: Double) {
        let step = Int((level * Double(SheetDim.steps)).rounded())
        let alpha = UInt32((SheetDim.maximumAlpha * Double(step) / Double(SheetDim.steps) * 255).rounded())
        #expect(band.height == rows)
        var wrong = 0
        for y in 0..<band.height { for x in 0..<band.width where band[x, y] != alpha << 24 { wrong += 1 } }
        #expect(wrong == 0, "\(wrong) pixels not black at alpha \(alpha) in \(rows) rows")
    }

    @Test func everyBandShowsItsStepAfterAnyOther() throws {
        let dim = SheetDim()
        var versions: [Int] = []
        // Grows at one step, changes step at one height, shrinks, grows again at a third step.
        for (rows, level) in [(40, 1.0), (90, 1.0), (90, 0.5), (30, 0.5), (100, 0.25), (120, 1.0)] {
            let band = try #require(dim.surface(width: 17, height: rows, windowHeight: 120, level: level))
            expectBand(band.surface, rows: rows, level: level)
            versions.append(band.version)
        }
        // A new step is a new version (the frame redraws it); a new height of the same step is not.
        #expect(versions[0] == versions[1] && versions[1] != versions[2] && versions[2] == versions[3])
        #expect(versions[3] != versions[4] && versions[4] != versions[5])
        #expect(dim.surface(width: 17, height: 50, windowHeight: 120, level: 0) == nil)
    }

    @Test func aSurfaceMadeAheadShowsTheSameBand() throws {
        let ahead = SheetDim(), now = SheetDim()
        ahead.prepare(width: 23, windowHeight: 80)
        SurfaceReserve.waitForReserves()
        let a = try #require(ahead.surface(width: 23, height: 60, windowHeight: 80, level: 0.75))
        let b = try #require(now.surface(width: 23, height: 60, windowHeight: 80, level: 0.75))
        #expect(a.surface.hasSamePixels(as: b.surface))
        expectBand(a.surface, rows: 60, level: 0.75)
    }
}

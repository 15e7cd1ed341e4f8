import Testing
@testable import GlassCompositor

/// A map drawn on a dark page is the night map (as Apple Maps turns dark with the system);
/// other artwork is the same picture in either appearance.
@Suite struct NightMapTests {
    func meanLuminance(_ spec: ArtworkSpec) throws -> Double {
        let s = try #require(Surface(width: 160, height: 120))
        let c = Canvas(surface: s, scale: 1, origin: Point(0, 0))
        ArtworkPainter.paintDirect(spec, in: Rect(x: 0, y: 0, width: 160, height: 120), radius: 0, on: c)
        c.flush()
        var sum = 0.0
        for y in 0..<s.height { for x in 0..<s.width {
            let p = s[x, y]
            sum += 0.2126 * Double((p >> 16) & 0xff) + 0.7152 * Double((p >> 8) & 0xff) + 0.0722 * Double(p & 0xff)
        } }
        return sum / Double(s.width * s.height) / 255
    }

    @Test func aMapOnADarkPageIsTheNightMap() throws {
        let map = ArtworkSpec(seed: 7, style: .map)
        #expect(try meanLuminance(map.painted(dark: false)) > 0.75)
        #expect(try meanLuminance(map.painted(dark: true)) < 0.25)
        // Other styles ignore the appearance (one cached painting for both).
        let album = ArtworkSpec(seed: 7, style: .album)
        #expect(album.painted(dark: true) == album && !album.painted(dark: true).dark)
        #expect(map.painted(dark: true).dark)
    }

    @Test func theMapsSceneInDarkModeShowsTheNightMap() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("maps.json").path)
        var luminance: [Bool: Double] = [:]
        for dark in [false, true] {
            var s = scene
            s.appearance = dark ? .dark : .light
            let session = ViewerSession(scene: s, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: FixedStepClock())
            let p = try #require(OffscreenPresenter(width: 390, height: 844))
            session.step(to: p)
            // The map's open middle, above the sheet and clear of the glass buttons.
            var sum = 0.0, n = 0.0
            for y in 200..<300 { for x in 40..<300 {
                let v = p.surface[x, y]
                sum += Double((v >> 16) & 0xff) + Double((v >> 8) & 0xff) + Double(v & 0xff); n += 3
            } }
            luminance[dark] = sum / n / 255
        }
        #expect(try #require(luminance[false]) > 0.7 && (try #require(luminance[true])) < 0.3, "\(luminance)")
    }
}

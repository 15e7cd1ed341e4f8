import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// The image cache reads an image again when its file changes, stays within its memory
/// budget, and images beyond the pixel limits are refused where the scene names them.
@Suite struct ImageCacheTests {
    let folder = TemporaryFolder()

    /// Writes a `size`×`size` PNG of one colour to `name` (through a rename, as editors save).
    @discardableResult
    func png(_ name: String, size: Int = 4, pixel: UInt32) throws -> String {
        let s = try #require(Surface(width: size, height: size))
        s.fill(pixel)
        let path = folder.path(name)
        try PNGFile.write(s, to: path)
        return path
    }

    @Test func readsAnImageAgainWhenItsFileChanges() throws {
        let cache = ImageCache()
        let path = try png("a.png", pixel: 0xffff_0000)
        #expect(cache.image(at: path)?[0, 0] == 0xffff_0000)
        #expect(cache.image(at: path)?[0, 0] == 0xffff_0000)
        try png("a.png", pixel: 0xff00_00ff)
        #expect(cache.image(at: path)?[0, 0] == 0xff00_00ff, "the edited PNG shows")
        unlink(path)
        #expect(cache.image(at: path) == nil)
        #expect(cache.count == 0)
    }

    @Test func anEditedImageShowsAfterTheSceneReloads() throws {
        try png("photo.png", size: 64, pixel: 0xffff_0000)
        let json = #"{"tabs": [{"title": "Home", "screen": {"items": [{"kind": "image", "src": "photo.png", "height": 300}]}}]}"#
        let scenePath = folder.file("s.json", json)
        let clock = FixedStepClock()
        let session = ViewerSession(scene: try SceneDecoder.load(path: scenePath), pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        let presenter = try #require(OffscreenPresenter(width: 390, height: 700))
        session.step(to: presenter)
        func reds() -> Int {
            var n = 0
            for y in stride(from: 0, to: 700, by: 5) { for x in stride(from: 0, to: 390, by: 5) where presenter.surface[x, y] == 0xffff_0000 { n += 1 } }
            return n
        }
        #expect(reds() > 100)
        try png("photo.png", size: 64, pixel: 0xff00_ff00)
        session.reload(try SceneDecoder.load(path: scenePath))
        clock.advance()
        session.step(to: presenter)
        #expect(reds() == 0, "the old picture still shows after reload")
    }

    @Test func staysWithinItsBudget() throws {
        // Three 16×16 images (1 KiB each) in a budget that holds two.
        let one = 16 * 16 * 4 + ImageCache.entryOverhead
        let cache = ImageCache(budgetBytes: 2 * one + 10)
        let paths = try (0..<3).map { try png("i\($0).png", size: 16, pixel: 0xff00_0000 | UInt32($0)) }
        for p in paths { #expect(cache.image(at: p) != nil) }
        #expect(cache.count == 2 && cache.residentBytes <= cache.budgetBytes)
        // The least recently used (the first) went; the newest two stay.
        _ = cache.image(at: paths[1])
        _ = cache.image(at: paths[0])
        #expect(cache.count == 2 && cache.residentBytes <= cache.budgetBytes)
    }

    @Test func aBrokenImageIsRememberedUntilItChanges() throws {
        let cache = ImageCache()
        let path = folder.file("bad.png", "not a png at all")
        #expect(cache.image(at: path) == nil)
        #expect(cache.count == 1)
        try png("bad.png", pixel: 0xff12_3456)
        #expect(cache.image(at: path)?[1, 1] == 0xff12_3456)
    }

    /// The first 33 bytes of a PNG that claims `width` × `height` (nothing else is read).
    func header(width: Int, height: Int) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        return PNGHeader.signature + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    @Test(arguments: [(9000, 100, "is 9000×100 pixels, larger than 8192×8192"),
                      (8192, 8000, "is 8192×8000 pixels, more than 32 million pixels (8192×4096)"),
                      (0, 10, "has no pixels (0×10)")])
    func imagesBeyondTheLimitsAreRefusedWhereTheSceneNamesThem(_ width: Int, _ height: Int, _ reason: String) throws {
        let bytes = header(width: width, height: height)
        FileManager.default.createFile(atPath: folder.path("big.png"), contents: Data(bytes))
        #expect(throws: (any Error).self) { try PNGFile.decode(bytes, path: "big.png") }
        let scene = #"{"tabs": [{"title": "Home", "screen": {"items": [{"kind": "image", "src": "big.png"}]}}]}"#
        let error = try #require(throws: SceneLoadError.self) { try SceneDecoder.decode(scene, file: "s.json", baseDirectory: folder.root) }
        #expect(error.diagnostics.map(\.description) == ["s.json:1:75: error: image \"big.png\" \(reason) (at $.tabs[0].screen.items[0].src)"])
    }
}

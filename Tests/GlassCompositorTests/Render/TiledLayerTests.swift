import Testing
@testable import GlassCompositor

@Suite struct TiledLayerTests {
    /// A layer whose row y is painted with a colour that encodes y, so placement is checkable.
    private func stripedLayer(height: Int, tile: Int) -> TiledLayer {
        TiledLayer(pixelWidth: 8, pixelHeight: height, scale: 1, tileHeight: tile, isOpaque: true) { canvas in
            let top = Int(canvas.origin.y)
            for y in 0..<canvas.surface.height {
                let v = UInt32((top + y) & 0xff)
                canvas.surface.fill(PixelRect(x: 0, y: y, width: 8, height: 1), with: 0xff00_0000 | v)
            }
        }
    }

    @Test func compositesRowsAtTheScrollOffsetAcrossTileSeams() {
        let layer = stripedLayer(height: 100, tile: 16)
        let frame = Surface(width: 8, height: 20)!
        layer.prepare(rows: 37, 57)
        layer.composite(into: frame, offsetX: 0, offsetY: 37, clip: frame.bounds)
        for y in 0..<20 { #expect(frame[3, y] == 0xff00_0000 | UInt32(37 + y)) }
    }

    @Test func rasterizesOnlyTilesThatAreShown() {
        let layer = stripedLayer(height: 1000, tile: 100)
        layer.prepare(rows: 250, 320)
        #expect(layer.rasterizedTiles == 2)
        layer.prepare(rows: 250, 320)
        #expect(layer.rasterizedTiles == 2)
        #expect(layer.tileCount == 10)
    }

    @Test func clipLimitsWrites() {
        let layer = stripedLayer(height: 50, tile: 64)
        let frame = Surface(width: 8, height: 10)!
        layer.prepare(rows: 0, 10)
        layer.composite(into: frame, offsetX: 0, offsetY: 0, clip: PixelRect(x: 2, y: 3, width: 2, height: 2))
        #expect(frame[2, 3] == 0xff00_0003)
        #expect(frame[1, 3] == 0 && frame[2, 5] == 0)
    }
}

import Testing
@testable import GlassCompositor

/// A keystroke in the toolbar's search field draws the field's group on a surface made ahead
/// in the background (zeroed and paged in), not on fresh memory: its pixels are those of a
/// surface drawn fresh, whatever the group drew before.
@Suite struct ToolbarGlyphsReserveTests {
    private func key(_ text: String) -> ToolbarGlyphs.Key {
        var search = ToolbarSearch()
        search.prompt = "Search"
        return ToolbarGlyphs.Key(frame: Rect(x: 16, y: 10, width: 300, height: 48), buttons: [], buttonFrames: [], lightness: 20,
                                 prominent: false, accent: Color(r: 0, g: 0.48, b: 1), scale: 2, search: search,
                                 field: TextFieldDisplay(text: text, caret: text.count, focused: true, caretShown: true))
    }

    private func pixels(_ s: Surface) -> [UInt32] { Array(UnsafeBufferPointer(start: s.pixels, count: s.stride * s.height)) }

    @Test func aKeystrokesSurfaceIsAsClearAsAFreshOne() throws {
        let typing = ToolbarGlyphs()
        // Each draw orders the next surface; wait for it so the next keystroke takes it.
        for text in ["liquid glass", "liquid glas"] {
            _ = try #require(typing.surface(for: key(text)))
            SurfaceReserve.waitForReserves()
        }
        let reused = try #require(typing.surface(for: key("l")))
        let fresh = try #require(ToolbarGlyphs().surface(for: key("l")))
        #expect(reused.0 !== fresh.0)
        #expect(pixels(reused.0) == pixels(fresh.0))
        #expect(typing.drawn == 3)
    }
}

import Testing
@testable import GlassCompositor

/// A title flying into the back button is set once and shrunk in steps (`BarTextGlyphs`):
/// every look of a flight and the drawing it is shrunk from fit the flight's slot, so a
/// second flight of the same title draws nothing, and the drawing it shrinks is the one a
/// step's own room would set.
@Suite struct FlightLooksTests {
    /// The looks of a flight of `text` from 34 pt to 16 pt, as `titleFlight` steps them.
    private func fly(_ glyphs: BarTextGlyphs, _ text: String) {
        let steps = ToolbarComponent.flightLookSteps
        for k in 0...Int(steps) {
            let s = Double(k) / steps
            let size = ((34 + (16 - 34) * s) * 4).rounded() / 4
            let opacity = UInt8((255 * (1 - ToolbarComponent.arrivingLabelOpacity(s))).rounded())
            _ = glyphs.scaled(slot: 0, text: text, style: .largeTitle, color: Color(white: 0.1, a: 1),
                              factor: size / 34, opacity: opacity, scale: 2)
        }
    }

    @Test func aSecondFlightOfTheSameTitleDrawsNothing() {
        let glyphs = BarTextGlyphs()
        fly(glyphs, "Inbox")
        let drawn = glyphs.surfacesDrawn
        #expect(drawn <= BarTextGlyphs.entriesPerSlot, "a flight drew \(drawn) surfaces, more than its slot keeps")
        #expect(glyphs.textsSet == 1)
        fly(glyphs, "Inbox")
        #expect(glyphs.surfacesDrawn == drawn, "the second flight drew \(glyphs.surfacesDrawn - drawn) surfaces again")
    }

    @Test(arguments: ["Inbox", "Trip photos from Lisbon", "Ünïcødé Ωmega"])
    func aTitleSetInAWiderRoomIsTheSamePixels(_ text: String) throws {
        // Each step once set the title in the room it would have once grown back (2000 pt
        // over the step's factor); it is set in 2000 pt now, which the title does not fill.
        func drawn(room: Double) throws -> Surface {
            let style = TextStyle.largeTitle
            let size = TextMeasurer.shared.size(text, style: style, width: 2000, maxLines: 1)
            let s = try #require(Surface(width: Int(((size.width + 7) * 2).rounded(.up)), height: Int(((size.height + 4) * 2).rounded(.up))))
            let c = Canvas(surface: s, scale: 2)
            c.drawText(text, in: Rect(x: 2, y: 2, width: room, height: size.height), style: style, color: Color(white: 0.1, a: 1))
            c.flush()
            return s
        }
        let set = try drawn(room: 2000)
        for factor in [0.95, 0.7, 16.0 / 34] {
            let wider = try drawn(room: 2000 / factor)
            #expect(set.pixels(equal: wider), "set in \(2000 / factor) pt, \(text) came out different")
        }
    }
}

private extension Surface {
    func pixels(equal other: Surface) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { return false } }
        return true
    }
}

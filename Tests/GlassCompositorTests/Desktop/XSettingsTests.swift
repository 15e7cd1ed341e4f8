import Testing
@testable import GlassCompositor
@testable import GlassViewer

/// The XSETTINGS property is another client's bytes: a well-formed one is read in either byte
/// order, and anything malformed is refused whole (nil), never read past its end or trusted
/// for a count (issue 38, item 3).
@Suite struct XSettingsTests {
    static let sample = XSettings(serial: 7, values: [
        "Xft/DPI": .integer(196_608),
        "Net/ThemeName": .string("Adwaita-dark"),
        "Gtk/ApplicationPreferDarkTheme": .integer(1),
        "Gtk/Color": .color(red: 0xffff, green: 0x8000, blue: 0x10, alpha: 0xffff),
        "Odd/Pad": .string("abcde"),
        "Empty/String": .string(""),
    ])

    @Test func readsBothByteOrders() {
        #expect(XSettings(bytes: Self.sample.encoded()) == Self.sample)
        #expect(XSettings(bytes: Self.sample.encoded(bigEndian: true)) == Self.sample)
        #expect(XSettings(bytes: XSettings().encoded()) == XSettings())
    }

    /// A property written by hand the way xsettingsd lays it out: one integer, MSB first.
    @Test func readsAHandWrittenProperty() {
        let header: [UInt8] = [1, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1]
        let name: [UInt8] = [0, 0, 0, 7] + Array("Xft/DPI".utf8) + [0] // padded to 8
        let bytes = header + name + [0, 0, 0, 0] /* its serial */ + [0, 3, 0, 0]
        #expect(XSettings(bytes: bytes) == XSettings(serial: 3, values: ["Xft/DPI": .integer(196_608)]))
    }

    @Test func colourChannelsAreReadInTheFormatsOrder() {
        // Stored red, blue, green, alpha.
        var bytes: [UInt8] = [0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0, 1, 0, 0x43, 0, 0, 0, 0, 0, 0, 0]
        bytes += [1, 0, 2, 0, 3, 0, 4, 0]
        #expect(XSettings(bytes: bytes)?.values["C"] == .color(red: 1, green: 3, blue: 2, alpha: 4))
    }

    @Test(arguments: [
        [UInt8](),                                    // nothing
        [0],                                          // a byte order alone
        [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],         // no such byte order
        [0, 0, 0, 0, 1, 0, 0, 0],                     // no count
        [0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0],         // one setting promised, none there
        [0, 0, 0, 0, 1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff] + [UInt8](repeating: 0, count: 64), // a count that cannot fit
    ])
    func refusesTruncatedHeaders(_ bytes: [UInt8]) {
        #expect(XSettings(bytes: bytes) == nil)
    }

    @Test func refusesEveryTruncationOfAGoodProperty() {
        let good = Self.sample.encoded()
        for length in 0..<good.count {
            #expect(XSettings(bytes: Array(good.prefix(length))) == nil, "cut at \(length) of \(good.count)")
        }
    }

    @Test func refusesLengthsThatRunPastTheEnd() {
        let header: [UInt8] = [0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]
        // A name 0xffff long in a short property.
        #expect(XSettings(bytes: header + [0, 0, 0xff, 0xff] + [UInt8](repeating: 0x41, count: 40)) == nil)
        // A string whose length is 4 GiB.
        let name: [UInt8] = [1, 0, 1, 0, 0x41, 0, 0, 0, 0, 0, 0, 0]
        #expect(XSettings(bytes: header + name + [0xff, 0xff, 0xff, 0xff] + [UInt8](repeating: 0x41, count: 40)) == nil)
        // A string that fits but whose padding does not.
        #expect(XSettings(bytes: header + name + [5, 0, 0, 0] + Array("abcde".utf8)) == nil)
    }

    @Test func refusesUnknownTypesEmptyNamesAndDuplicates() {
        let header: [UInt8] = [0, 0, 0, 0, 1, 0, 0, 0]
        let integerA: [UInt8] = [0, 0, 1, 0, 0x41, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0]
        #expect(XSettings(bytes: header + [1, 0, 0, 0] + integerA) != nil)
        #expect(XSettings(bytes: header + [2, 0, 0, 0] + integerA + integerA) == nil)
        var unknown = integerA
        unknown[0] = 3
        #expect(XSettings(bytes: header + [1, 0, 0, 0] + unknown) == nil)
        let emptyName: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0]
        #expect(XSettings(bytes: header + [1, 0, 0, 0] + emptyName) == nil)
    }

    @Test func invalidUTF8IsReadNotTrusted() {
        let header: [UInt8] = [0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]
        let setting: [UInt8] = [1, 0, 1, 0, 0x41, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0xff, 0xc0, 0, 0]
        #expect(XSettings(bytes: header + setting)?.string("A") == "\u{fffd}\u{fffd}")
    }

    /// Seeded random bytes and random mutations of a good property: never a trap, and a
    /// result only when every length checked out.
    @Test func survivesHostileBytes() {
        var rng = SeededRandom(seed: 38)
        let good = Self.sample.encoded()
        for _ in 0..<4000 {
            var bytes = good
            for _ in 0..<Int(rng.next() % 6) + 1 {
                let i = Int(rng.next() % UInt64(bytes.count))
                bytes[i] = UInt8(truncatingIfNeeded: rng.next())
            }
            if rng.next() % 4 == 0 { bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count)))) }
            _ = XSettings(bytes: bytes)
            let noise = (0..<Int(rng.next() % 80)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = XSettings(bytes: [0, 0, 0, 0] + noise)
        }
        #expect(XSettings(bytes: [UInt8](repeating: 0, count: XSettings.maximumBytes + 1)) == nil)
    }
}

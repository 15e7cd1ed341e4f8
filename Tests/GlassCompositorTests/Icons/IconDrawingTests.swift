import Foundation
import Testing
@testable import GlassCompositor

/// What the theme draws: a `-symbolic` icon as a mask in the caller's colour, PNG as well as
/// SVG; any other icon in its own colours.
@Suite struct IconDrawingTests {
    let fixture = IconFixture()

    /// Draws `name` 16 points wide at scale 2 in red on a clear 32-pixel surface; the centre pixel.
    func centre(_ name: String, theme: IconTheme) throws -> UInt32 {
        let s = try #require(Surface(width: 32, height: 32))
        let c = Canvas(surface: s, scale: 2, origin: Point(0, 0))
        #expect(theme.draw(name, in: Rect(x: 0, y: 0, width: 16, height: 16), color: Color(r: 1, g: 0, b: 0), on: c))
        c.flush()
        return s[16, 16]
    }

    func theme() throws -> IconTheme {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, directories: [("16x16/apps", 16, "Fixed", ""), ("scalable/apps", 16, "Scalable", "MinSize=8\nMaxSize=512\n")])
        // Grey, as pre-rendered symbolic PNGs often are, and blue.
        try fixture.png("Adwaita/16x16/apps/grey-symbolic.png", in: base, side: 16, pixel: 0xff80_8080)
        try fixture.png("Adwaita/16x16/apps/blue.png", in: base, side: 16, pixel: 0xff00_00ff)
        fixture.svg("Adwaita/scalable/apps/green.svg", in: base, fill: "#00ff00")
        fixture.svg("Adwaita/scalable/apps/green-symbolic.svg", in: base, fill: "#00ff00")
        return IconTheme(searchPath: IconSearchPath(folders: [base]))
    }

    @Test func aSymbolicPNGIsRecoloured() throws {
        #expect(try centre("grey-symbolic", theme: theme()) == 0xffff_0000)
    }

    @Test func aSymbolicSVGIsRecoloured() throws {
        #expect(try centre("green-symbolic", theme: theme()) == 0xffff_0000)
    }

    @Test func otherIconsKeepTheirColours() throws {
        let t = try theme()
        #expect(try centre("blue", theme: t) == 0xff00_00ff)
        #expect(try centre("green", theme: t) == 0xff00_ff00)
    }

    @Test func anUnknownIconDrawsNothing() throws {
        let t = try theme()
        let s = try #require(Surface(width: 8, height: 8))
        #expect(!t.draw("missing", in: Rect(x: 0, y: 0, width: 4, height: 4), color: .black, on: Canvas(surface: s, scale: 2, origin: Point(0, 0))))
        #expect(!t.draw("../apps/blue", in: Rect(x: 0, y: 0, width: 4, height: 4), color: .black, on: Canvas(surface: s, scale: 2, origin: Point(0, 0))))
    }

    @Test func aBrokenIconFileDrawsNothingAndDoesNotTrap() throws {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, directories: [("16x16/apps", 16, "Fixed", "")])
        fixture.write("not a png", to: "Adwaita/16x16/apps/liar.png", in: base)
        fixture.write("<svg", to: "Adwaita/16x16/apps/cut.svg", in: base)
        // A PNG header that claims 100000 pixels a side: refused before decoding.
        fixture.write([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0, 8, 6, 0, 0, 0],
                      to: "Adwaita/16x16/apps/huge.png", in: base)
        let t = IconTheme(searchPath: IconSearchPath(folders: [base]))
        let s = try #require(Surface(width: 8, height: 8))
        for name in ["liar", "cut", "huge"] {
            #expect(t.path(for: name) != nil)
            #expect(!t.draw(name, in: Rect(x: 0, y: 0, width: 4, height: 4), color: .black, on: Canvas(surface: s, scale: 2, origin: Point(0, 0))))
        }
    }
}

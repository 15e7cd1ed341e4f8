import Testing
@testable import GlassCompositor

/// A symbolic icon drawn wholly faded in its theme is drawn at full strength (issue 35, item
/// 3): Adwaita's `mail-read-symbolic` fills its envelope at 50 % opacity (the theme's way of
/// saying "read"), so mail's "Mark All as Read" menu row showed a grey icon among black ones.
/// The icon's own coverage is its mask, so its most opaque part now stands for the colour.
@Suite struct FadedSymbolicIconTests {
    /// The most opaque pixel of `name` drawn in opaque black, 0...255.
    private func strongest(_ name: String) throws -> UInt32 {
        let s = try #require(Surface(width: 64, height: 64))
        let c = Canvas(surface: s, scale: 2, origin: Point(0, 0))
        #expect(IconTheme.shared.draw(name, in: Rect(x: 4, y: 4, width: 24, height: 24), color: Color(white: 0, a: 1), on: c))
        c.flush()
        var top: UInt32 = 0
        for y in 0..<s.height { for x in 0..<s.width { top = max(top, s.row(y)[x] >> 24) } }
        return top
    }

    @Test func markAsReadIsAsDarkAsItsNeighbours() throws {
        try #require(IconTheme.shared.path(for: "mail-read-symbolic") != nil, "Adwaita's icon is installed")
        #expect(try strongest("mail-read-symbolic") >= 250)
        #expect(try strongest("folder-symbolic") >= 250)
        #expect(try strongest("user-trash-symbolic") >= 250)
    }
}

import Testing
@testable import GlassCompositor

/// Menus and sheets part way through their morphs and at rest, compared with
/// `Golden/presentations/<name>.png` (phone size at scale 1).
@Suite struct PresentationGoldenTests {
    /// Mail's Sort menu 7 frames after the press: the button's glass half grown into the panel.
    @Test func mailMenuMidMorph() throws {
        let d = try PresentationDriver("mail")
        d.down(try d.button("sort"))
        d.advance(frames: 7)
        d.session.step(to: d.presenter)
        expectMatchesGolden(d.presenter.surface, area: "presentations", name: "mail-menu-morph")
    }

    /// Mail's More menu open, its submenu row under the pointer.
    @Test func mailMenuOpen() throws {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("inbox-more"))
        d.settle()
        d.move(try d.row(1))
        d.session.step(to: d.presenter)
        expectMatchesGolden(d.presenter.surface, area: "presentations", name: "mail-menu-open")
    }

    /// The maps sheet coming out of its search button, 8 frames after the tap.
    @Test func mapsSheetMidMorph() throws {
        let d = try PresentationDriver("maps")
        d.key("Escape")
        d.settle()
        let button = try #require(d.session.sheet.sourceShape()).frame
        d.tap(Point(button.midX, button.midY))
        d.advance(frames: 8)
        d.session.step(to: d.presenter)
        expectMatchesGolden(d.presenter.surface, area: "presentations", name: "maps-sheet-morph")
    }
}

import Testing
@testable import GlassCompositor

/// An action sheet anchored to a button grows out of that button, as a menu does (issue 35,
/// item 3): its glass is one shape between the button's capsule and the panel
/// (`PanelMorph.shape`, on the menu's spring), never bigger than the panel, growing every
/// frame; the button's symbol shows on it first and the sheet's text fades in over the last
/// part (`PanelMorph.contentOpacity`). Before, it faded in at full size scaling down from 1.1.
@Suite struct AnchoredActionSheetGrowsFromSourceTests {
    /// The message's trash button (window points) and a session showing the message.
    private func messageWithTrash() throws -> (NavigationDriver, Rect) {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.settle()
        let trash = try #require(d.session.toolbar.frame(ofButton: "trash"))
        return (d, trash)
    }

    private func glass(_ d: NavigationDriver) -> [GlassItem] {
        d.session.advance(to: d.t)
        return d.session.alerts.plan().compactMap { if case .glass(let g) = $0 { return g } else { return nil } }
    }

    @Test func theTrashActionSheetGrowsOutOfItsButton() throws {
        let (d, trash) = try messageWithTrash()
        d.tap(Point(trash.midX, trash.midY))
        let p = try #require(d.session.alerts.current)
        #expect(p.isActionSheet && p.source != nil)
        let panel = p.layout.panel.scaled(by: d.session.scale)
        let start = d.t
        var widths: [Double] = [], heights: [Double] = []
        var sawSymbol = false
        for k in 0..<40 {
            d.t = start + Double(k) / 60
            let items = glass(d)
            guard let g = items.first else { continue }
            #expect(items.count == 1, "one shape morphing")
            let r = g.field.shapes[0].rect
            #expect(r.width <= panel.width + 1e-6 && r.height <= panel.height + 1e-6, "never bigger than the panel (no scale from 1.1)")
            widths.append(r.width)
            heights.append(r.height)
            let progress = d.session.alerts.current!.opacity(at: d.t)
            if PanelMorph.buttonOpacity(progress) > 0 { sawSymbol = sawSymbol || g.glyphs != nil }
            else {
                let level = AlertGlyphs.level(PanelMorph.contentOpacity(progress))
                #expect(level == 0 ? g.glyphs == nil : g.glyphOpacity == level, "the text fades in as a menu's rows do")
            }
        }
        // From the button's size up to the panel's, every frame a little more.
        let first = try #require(widths.first)
        #expect(first < panel.width * 0.5, "starts near the button's size (\(first) of \(panel.width))")
        #expect(widths == widths.sorted() && heights == heights.sorted())
        #expect(abs(widths.last! - panel.width) < 1 && abs(heights.last! - panel.height) < 1)
        #expect(sawSymbol, "the button's symbol shows on the glass as it leaves the button")
    }

    @Test func anAlertStillScalesInWhereItStands() throws {
        let (d, _) = try messageWithTrash()
        d.session.alerts.present(.alert(AlertTests.content([("Cancel", .cancel), ("OK", .default)])), source: nil, element: "a", at: d.t)
        d.advance(by: 0.05)
        let g = try #require(glass(d).first)
        let panel = try #require(d.session.alerts.current).layout.panel
        #expect(g.field.shapes[0].rect.width > panel.width * d.session.scale, "an alert scales in from 1.1")
    }
}

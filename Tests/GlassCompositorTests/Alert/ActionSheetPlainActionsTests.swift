import Testing
@testable import GlassCompositor

/// Which button is drawn as the filled accent capsule (issue 35, item 3): in an alert the
/// default one (Return's); in an action sheet, a list of actions with no default, only a button
/// marked `preferred`. Before, mail's trash sheet drew "Move to Junk", its one plain action
/// beside a destructive one, as a filled blue capsule that read as a default button.
@Suite struct ActionSheetPlainActionsTests {
    private func content(_ buttons: [(String, AlertButton.Role, Bool)]) -> AlertContent {
        var c = AlertContent()
        c.buttons = buttons.map { var b = AlertButton(title: $0.0, role: $0.1); b.preferred = $0.2; return b }
        return c
    }

    @Test func anActionSheetFillsOnlyAPreferredButton() {
        let trash = content([("Delete Message", .destructive, false), ("Move to Junk", .default, false)])
        #expect(trash.defaultButton == 1, "Return still chooses the one plain action")
        #expect(trash.emphasizedButton(inSheet: true) == nil, "no filled capsule in the trash sheet")
        #expect(trash.emphasizedButton(inSheet: false) == 1, "an alert fills its default button")
        let preferred = content([("Keep", .default, false), ("Save", .default, true)])
        #expect(preferred.emphasizedButton(inSheet: true) == 1)
        let destructive = content([("Delete", .destructive, true)])
        #expect(destructive.emphasizedButton(inSheet: false) == nil, "a destructive button is red text, never filled")
    }

    /// Mail's trash sheet as drawn: "Move to Junk" is plain glass with dark text, no accent fill.
    @Test func mailsMoveToJunkIsPlain() {
        let trash = content([("Delete Message", .destructive, false), ("Move to Junk", .default, false)])
        let scale = 2.0
        let frame = Rect(x: 0, y: 0, width: 200, height: 48)
        let s = Surface(width: 400, height: 96)!
        let c = Canvas(surface: s, scale: scale, origin: Point(0, 0))
        let accent = Color(hex: "#0a84ff")!
        AlertGlyphs.paintButton(1, in: frame, content: trash, sheet: true, held: false, dark: false, accent: accent, on: c)
        c.flush()
        // A pixel of the capsule away from the title: not the accent.
        let p = s.row(48)[20]
        let (r, g, b) = (p >> 16 & 0xff, p >> 8 & 0xff, p & 0xff)
        #expect(!(b > 200 && r < 60 && g < 160), "the capsule is filled with the accent (\(r), \(g), \(b))")
    }
}

import Testing
@testable import GlassCompositor

/// The inline title's fit (N5): full size when there is room, shrunk toward the minimum when
/// there is less, cut short only past the minimum; the subtitle gives way first.
@Suite struct InlineTitleFitTests {
    /// A fake measure: each character half the text size wide.
    func measure(_ text: String, _ style: TextStyle) -> Double { Double(text.count) * style.size * 0.5 }

    @Test func aTitleWithRoomKeepsItsSizeAndIsCentredInTheWindow() {
        let fit = InlineTitleFit(title: "Inbox", subtitle: "49 Unread", span: 100...300, viewportWidth: 400, measure: measure)
        #expect(fit.titleStyle.size == InlineTitleFit.titleSize && !fit.titleTruncated)
        #expect(fit.subtitleStyle?.size == InlineTitleFit.subtitleSize && !fit.subtitleTruncated)
        #expect(fit.box.midX == 200 && fit.titleWidth == 42.5)
    }

    @Test func aTitleShrinksToTheRoomLeft() {
        // 10 characters: 85 pt at 17 pt; the span is 70 pt.
        let fit = InlineTitleFit(title: "Mailboxes!", subtitle: nil, span: 20...90, viewportWidth: 400, measure: measure)
        #expect(fit.titleStyle.size < InlineTitleFit.titleSize && fit.titleStyle.size >= InlineTitleFit.minimumTitleSize)
        #expect(fit.titleWidth <= 70 && !fit.titleTruncated)
        // Not centred in the window (no room there): centred in the span.
        #expect(fit.box.minX == 20 && fit.box.width == 70)
    }

    @Test func pastItsMinimumTheTitleIsCutAndTheSubtitleLeaves() {
        let fit = InlineTitleFit(title: String(repeating: "W", count: 30), subtitle: "12 new", span: 0...60, viewportWidth: 320, measure: measure)
        #expect(fit.titleStyle.size == InlineTitleFit.minimumTitleSize && fit.titleTruncated)
        #expect(fit.titleWidth == 60)
        #expect(fit.subtitleStyle == nil && fit.subtitleTruncated)
    }

    @Test func theSubtitleIsCutBeforeTheTitle() {
        // The title fits at full size; a long subtitle cannot shrink past the title's ratio.
        let fit = InlineTitleFit(title: "Inbox", subtitle: String(repeating: "x", count: 40), span: 0...100, viewportWidth: 100, measure: measure)
        #expect(!fit.titleTruncated && fit.titleStyle.size == InlineTitleFit.titleSize)
        #expect(fit.subtitleTruncated && fit.subtitleWidth <= 100)
    }
}

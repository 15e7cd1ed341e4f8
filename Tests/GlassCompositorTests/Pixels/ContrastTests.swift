import Testing
@testable import GlassCompositor

/// The WCAG contrast formula and the readable-variant rule the labels on glass share.
@Suite struct ContrastTests {
    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 0.01)
        #expect(abs(Contrast.ratio(.white, .white) - 1) < 0.001)
    }

    @Test func aColourThatReadsIsKept() {
        let blue = Color(hex: "#0a84ff")!
        #expect(Contrast.readable(blue, over: .white) == blue)
    }

    /// Red on a red-magenta backdrop moves to a darker red, and white on near-white to a grey,
    /// each until it reads at 3:1; a dark backdrop moves a dark colour lighter.
    @Test(arguments: [("#fa2d48", "#e0508a"), ("#ffffff", "#f2f2f7"), ("#fa2d48", "#101018"), ("#202020", "#303038")])
    func anUnreadableColourMovesUntilItReads(color: String, backdrop: String) {
        let c = Color(hex: color)!, b = Color(hex: backdrop)!
        let r = Contrast.readable(c, over: b)
        #expect(Contrast.ratio(r, b) >= Contrast.minimum)
    }
}

/// Why a flow failed: the `expect` line, what it asked for and what the run found, with the
/// images a person needs to see it (all premultiplied sRGB, in device pixels).
public struct FlowFailure {
    public var expectation: Expectation
    /// What the line asked for, in words: `sheet.presented since line 4 (t 1 s)`.
    public var expected: String
    /// What the run found instead: `no such event; logged since then: tab.selected (t 1.02)`.
    public var found: String
    /// The whole frame at the failing step, without the viewer's HUD and overlays.
    public var frame: Surface?
    /// For a golden-image expectation: the golden image, the frame's region it was compared
    /// with, and their difference (red where they differ, a faded grey copy elsewhere).
    public var expectedImage: Surface?
    public var actualImage: Surface?
    public var differenceImage: Surface?
}

/// What running one flow gave: how far it got, the first failure (the run stops there: what
/// follows a broken step tests nothing), the log and the golden images `--update` rewrote.
public struct FlowOutcome {
    /// Events and expect lines the flow has.
    public var steps: Int
    /// Expect lines that held before the failure (all of them when it passed).
    public var passedExpectations: Int
    public var failure: FlowFailure?
    /// The semantic events of the run as `--log` lines, up to the failure.
    public var log: [String]
    /// The events handled before the failing step, as the session got them (element targets
    /// resolved to points): the recording an artifact folder keeps.
    public var playedEvents: [InputEvent]
    /// Golden images to write (`--update`): each with what it replaces (nil: a new file).
    public var goldenUpdates: [GoldenUpdate]
    public var passed: Bool { failure == nil }
}

/// A golden image the run wants rewritten, and why.
public struct GoldenUpdate {
    public var path: String
    public var image: Surface
    /// `new`, or how the old image differed (`1204 pixels differ`, `was 390x84 px`).
    public var reason: String
}

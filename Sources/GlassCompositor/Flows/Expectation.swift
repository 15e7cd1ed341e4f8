import Foundation

/// One `expect` line of a flow (a script run as a test by `glass-viewer test`): what must be
/// true at its time `t` (seconds of scene time), after every event above it in the file.
///
/// Four kinds, each one line:
/// - `logged`: a semantic event (`--log` line) happened: `{"t":2,"type":"expect",
///   "logged":"sheet.presented","with":{"id":"details"}}`, since the previous `expect` (the
///   default, `"since":"last"`) or since the start (`"since":"start"`); `"count":N` asks for
///   exactly N such events (0: it must not have happened).
/// - `frame`: the frame (without the viewer's HUD and overlays) matches a golden PNG within a
///   tolerance: `{"frame":"golden/tabs.png","tolerance":{"channel":4,"pixels":0.001},
///   "region":[0,760,390,84]}` (region in points; `ImageTolerance` says what the numbers mean).
/// - `frames`: a budget for the frames before `t` on the fixed-step clock (`FrameBudget`):
///   `{"frames":{"last":30,"drawn":0}}`.
/// - `element`: a condition on an element of the UI (`"on"` with `visible`, `selected`,
///   `value`, `focused`), checked against the element tree (`ElementExpectationCheck`).
public struct Expectation: Sendable {
    /// The 1-based line of the flow file, for messages.
    public var line: Int
    /// Scene time in seconds.
    public var time: Double
    /// How many of the script's events come before this line.
    public var eventCount: Int
    public var kind: Kind

    public enum Kind: Sendable {
        case logged(LoggedExpectation)
        case frame(GoldenExpectation)
        case frames(FrameBudget)
        case element(ElementExpectation)
    }

    /// `expect` at `line`, for messages: `line 12 (t 2.5 s)`.
    public var location: String { "line \(line) (t \(Expectation.seconds(time)) s)" }

    static func seconds(_ t: Double) -> String {
        t == t.rounded() && abs(t) < 1e9 ? String(Int(t)) : String(format: "%.4g", t)
    }
}

/// `"logged":"NAME"`: a semantic event was logged, with the given members.
public struct LoggedExpectation: Sendable {
    public var name: String
    /// Members the event must have, each with this value (strings, numbers, booleans).
    public var fields: [(String, SemanticEvent.FieldValue)]
    /// True: counted from the start of the flow; false: since the previous `expect`.
    public var sinceStart: Bool
    /// Exactly this many such events; nil: at least one.
    public var count: Int?

    /// Whether `event` is one this expectation asks for. Numbers compare within 0.005 (the
    /// log writes them with 2 decimals, and a flow author copies them from there).
    func matches(_ event: SemanticEvent) -> Bool {
        guard event.name == name else { return false }
        for (key, want) in fields {
            guard let have = event.fields.first(where: { $0.0 == key })?.1 else { return false }
            if !LoggedExpectation.same(want, have) { return false }
        }
        return true
    }

    static func same(_ a: SemanticEvent.FieldValue, _ b: SemanticEvent.FieldValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(x - y) < 0.005
        case (.number(let x), .integer(let y)), (.integer(let y), .number(let x)): return abs(x - Double(y)) < 0.005
        default: return a == b
        }
    }

    /// How the expectation reads in a message: `sheet.presented with id "details"`.
    var description: String {
        guard !fields.isEmpty else { return name }
        return name + " with " + fields.map { "\($0.0) \(LoggedExpectation.text($0.1))" }.joined(separator: ", ")
    }

    static func text(_ v: SemanticEvent.FieldValue) -> String {
        switch v {
        case .string(let s): return EchoedValue.quoted(s)
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(format: "%.2f", d)
        case .integer(let i): return String(i)
        case .bool(let b): return String(b)
        }
    }
}

/// `"frame":"golden/x.png"`: the frame, or a region of it, matches a golden image.
public struct GoldenExpectation: Sendable {
    /// The golden image's path as written in the flow, and resolved beside the flow file.
    public var written: String
    public var path: String
    public var tolerance: ImageTolerance
    /// The region in points (`[x, y, width, height]`); nil: the whole frame.
    var region: Rect?
}

/// `"frames":{"last":N,...}`: a budget for the last N frames on the fixed-step clock (60 per
/// second) up to and including the `expect`'s time, counted in frames and pixels, never in
/// milliseconds, so a flow gives the same answer on any machine and under any load.
///
/// - `drawn`: at most this many of the N frames drew anything. A frame is drawn when input
///   or motion changed it (`ViewerSession.needsFrame`); nothing moving means none (V2), and a
///   settled animation stops drawing.
/// - `redrawn`: the pixels the N frames redrew (their damage regions), summed, at most this
///   many screens' worth (1 = every pixel of the window once). This is the work the frames
///   did: frame time grows with the pixels redrawn, so a change that makes a scroll repaint
///   the whole window every frame instead of its moving part fails here.
public struct FrameBudget: Sendable {
    public var last: Int
    public var drawn: Int?
    public var redrawn: Double?
}

/// `"on": ...` with `visible`, `selected`, `isOn`, `value`, `text` or `focused`: a condition
/// on an element of the UI, checked against the element tree of the frame at its time.
public struct ElementExpectation: Sendable {
    public var condition: ElementCondition
    /// The line as text, for messages.
    public var text: String
}

extension Expectation {
    /// A number as a person writes it: `2`, `1.5`.
    public static func shortNumber(_ v: Double) -> String { seconds(v) }
}

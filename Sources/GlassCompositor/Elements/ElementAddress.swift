/// How a script event addressed by element gets its point: the `ScriptPlayer` resolves it when
/// it plays the event, against the element tree of the frame at the event's time
/// (`ViewerSession.elementTree()` after advancing there), so the same script gives the same
/// points headless, in `render`, `replay` and `bench`. Points are window points.
public struct ElementAddress: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// At the target's hit point (a `down`, `move` or `up` with `on`, each half of a `tap`).
        case point
        /// A step of a drag from `target` to `to`: `fraction` of the way (0 the press, 1 the
        /// release), both ends resolved at the drag's first event.
        case path(fraction: Double)
        /// Scroll the page under the pointer until the target shows uncovered (`scroll` with
        /// `until: visible`): the event is replaced by the smooth scrolls that get there.
        case scrollUntilVisible
    }
    public var kind: Kind
    public var target: ElementTarget
    /// Where a drag ends.
    public var to: ElementTarget?
    /// The events of one tap or drag share the points resolved at its first (the line's number).
    public var gesture: Int
    /// The script line (1-based), for messages.
    public var line: Int
    /// What the line asked for (`tap`, `down`, `drag` ...), for messages.
    public var type: String
    /// Points from the target's hit point where a `.point` event goes (`"offset"`).
    public var offset: Point = .zero
}

/// A script event whose target names no one element when it is played: which file, line and
/// target, and the nearest candidates (`description` is the message the commands print).
public struct ScriptTargetError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var time: Double
    public var type: String
    public var message: String
    /// The member of the line that failed (`$.on`, `$.by`).
    public var path = "$.on"

    public var description: String {
        SceneDiagnostic(file: file, line: line, path: path, message: "\(type) at t=\(ElementTree.number(time, places: 3)): \(message)").description
    }
}

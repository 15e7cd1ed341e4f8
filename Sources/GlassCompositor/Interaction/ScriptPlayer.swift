/// Feeds a script's events to a session as its clock passes their times: the same input path
/// as the window, so a scripted run and a live one behave alike.
public struct ScriptPlayer {
    public let script: InteractionScript
    private var next = 0

    public init(_ script: InteractionScript) { self.script = script }

    /// True once every event has been delivered.
    public var isFinished: Bool { next >= script.events.count }

    /// The time of the next event to deliver (nil once every event has been).
    public var nextEventTime: Double? { isFinished ? nil : script.events[next].time }

    /// Delivers every event with a time at or before `t`, in order.
    public mutating func deliver(upTo t: Double, to session: ViewerSession) {
        while next < script.events.count, script.events[next].time <= t {
            session.handle(script.events[next])
            next += 1
        }
    }
}

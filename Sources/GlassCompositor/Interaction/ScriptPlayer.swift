/// Feeds a script's events to a session as its clock passes their times: the same input path
/// as the window, so a scripted run and a live one behave alike.
///
/// An event addressed by element (`InteractionScript.addresses`) gets its point here, when it
/// is played: the session is advanced to the event's time and the target is found in its
/// element tree, the frame that time shows (`ElementScriptResolver`). A tap's release and a
/// drag's moves reuse the points found at their first event. A move or release placed `by` a
/// distance (`InteractionScript.pressMoves`) goes that far from where the last press went
/// down, in the session's window. A target that names no one
/// element stops the script: `error` says which line, target and candidates, and the hosts
/// (`render`, `replay`, `bench`) report it and exit 1.
public struct ScriptPlayer {
    public let script: InteractionScript
    private var next = 0
    /// The points of each tap or drag (by its line), found at its first event.
    private var resolved: [Int: (from: Point, to: Point)] = [:]
    /// Why the script stopped: a target that matched no element or several.
    public private(set) var error: ScriptTargetError?
    /// Where the last press delivered went down (window points): what `by` measures from.
    private var press: Point?

    /// Called with each event as the session got it, with its point resolved (a flow's
    /// failure folder keeps these, so its recording replays without the element tree).
    public var onPlayed: ((InputEvent) -> Void)?

    public init(_ script: InteractionScript) { self.script = script }

    /// How many of the script's events have been delivered.
    public var delivered: Int { next }

    /// True once every event has been delivered, or the script stopped at an error.
    public var isFinished: Bool { next >= script.events.count || error != nil }

    /// The time of the next event to deliver (nil once every event has been).
    public var nextEventTime: Double? { isFinished ? nil : script.events[next].time }

    /// Delivers every event with a time at or before `t`, in order.
    /// `limit`: deliver none at or past this index (a flow's `expect` line sits between events
    /// of the same time).
    public mutating func deliver(upTo t: Double, to session: ViewerSession, before limit: Int = .max) {
        while error == nil, next < min(limit, script.events.count), script.events[next].time <= t {
            var event = script.events[next]
            if let move = script.pressMoves[next] {
                guard let press else {
                    error = ScriptTargetError(file: script.file, line: move.line, time: event.time, type: move.type,
                                              message: "no press before it to measure \"by\" from", path: "$.by")
                    return
                }
                event.position = move.point(from: press, viewport: session.viewport)
            }
            if let address = script.addresses[next] {
                session.advance(to: event.time)
                do {
                    switch address.kind {
                    case .scrollUntilVisible:
                        try ElementScriptResolver.scrollUntilVisible(address, event: event, in: session) { scroll in
                            session.handle(scroll); onPlayed?(scroll)
                        }
                        next += 1
                        continue
                    case .point, .path:
                        event.position = try point(for: address, session: session)
                    }
                } catch let e as ElementTargetError {
                    error = ScriptTargetError(file: script.file, line: address.line, time: event.time, type: address.type, message: e.description)
                    return
                } catch {
                    return
                }
            }
            session.handle(event)
            if case .down = event.kind { press = event.position }
            onPlayed?(event)
            next += 1
        }
    }

    private mutating func point(for address: ElementAddress, session: ViewerSession) throws -> Point {
        if let known = resolved[address.gesture] {
            guard case .path(let f) = address.kind else { return known.from }
            return known.from + (known.to - known.from) * f
        }
        let tree = session.elementTree()
        let from = try ElementScriptResolver.pressPoint(address.target, offset: address.offset, in: tree)
        let to = try address.to.map { try ElementScriptResolver.pressPoint($0, in: tree) } ?? from
        resolved[address.gesture] = (from, to)
        if case .path(let f) = address.kind { return from + (to - from) * f }
        return from
    }
}

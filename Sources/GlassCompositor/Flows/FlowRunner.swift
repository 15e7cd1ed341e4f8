import Foundation

/// Runs a flow headless and checks its `expect` lines: the session is fed the flow's events
/// at their times and advanced to each expectation's time, where the expectation is checked
/// against the log, the frame, the frames drawn before it or the element tree.
///
/// A flow with a frame budget (`frames`) runs on the fixed-step clock at 60 frames a second
/// from the start, drawing each step's frame when the window would (input or motion changed
/// it; idle stretches are skipped as the window sleeps through them), since damage and
/// frame counts are only what they are in the window when every frame before was drawn.
/// Other flows draw only the frames they compare: a frame is a function of input and time.
public struct FlowRunner {
    public let scene: Scene
    public let meta: InteractionScript.Meta
    public let script: InteractionScript
    /// The flow file: golden paths are resolved beside it, and the log names it.
    public let file: String
    public var options = RenderOptions()
    /// Golden images that are missing or differ are rewritten instead of failing (`--update`).
    public var updatingGoldens = false
    /// A failure keeps the frame it happened on (`FlowFailure.frame`); off, a runner that wants
    /// only the verdict (a test running scripts at a 4K window) draws no frame for it.
    public var keepsFailureFrames = true

    /// The fixed-step clock's rate for frame budgets, frames per second.
    public static let framesPerSecond = 60.0

    public init(scene: Scene, meta: InteractionScript.Meta, script: InteractionScript, file: String) {
        self.scene = scene; self.meta = meta; self.script = script; self.file = file
    }

    /// Where a golden path written in the flow lives: beside the flow file when relative.
    public static func goldenPath(_ written: String, flow file: String) -> String {
        if written.hasPrefix("/") { return written }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? written : "\(folder)/\(written)"
    }

    public func run() -> FlowOutcome {
        let session = ViewerSession(scene: scene, meta: meta, options: options)
        let log = LogBox()
        log.events.append(SemanticEvent("scene.loaded", time: 0, [("scene", .string(session.sceneName)), ("file", .string(meta.scene))]))
        session.onSemanticEvent = { log.events.append($0) }
        let events = script.events
        var player = ScriptPlayer(script)
        let played = PlayedBox()
        player.onPlayed = { played.events.append($0) }
        func deliver(upTo t: Double, limit: Int) { player.deliver(upTo: t, to: session, before: limit) }

        let stepping = script.expectations.contains { if case .frames = $0.kind { return true } else { return false } }
        let clock = FixedStepClock(step: 1 / FlowRunner.framesPerSecond)
        var drawnSteps: [(step: Int, pixels: Int)] = []
        var presenter: OffscreenPresenter?
        var lastPixels = 0
        session.onFrame = { lastPixels = $0.redrawnPixels }
        var stepIndex = 0
        /// Steps the clock up to `t` (and the events before `limit`), drawing as the window would.
        func step(upTo t: Double, limit: Int) {
            while clock.now <= t + 1e-9 {
                deliver(upTo: clock.now, limit: limit)
                session.advance(to: clock.now)
                if session.needsFrame(at: clock.now) {
                    if presenter?.surface.width != session.pixelWidth || presenter?.surface.height != session.pixelHeight {
                        presenter = OffscreenPresenter(width: session.pixelWidth, height: session.pixelHeight)
                    }
                    if let presenter, session.renderFrame(to: presenter) { drawnSteps.append((stepIndex, lastPixels)) }
                }
                clock.advance()
                stepIndex = Int((clock.now * FlowRunner.framesPerSecond).rounded())
                // Nothing moves and nothing is due before the next event or check: the window
                // would sleep, and so the steps in between draw nothing.
                if !session.needsFrame(at: clock.now) {
                    var next = t
                    if player.delivered < min(limit, events.count) { next = min(next, events[player.delivered].time) }
                    if let timed = session.nextTimedChange { next = min(next, timed) }
                    clock.skip(toStepAtOrBefore: next)
                    stepIndex = Int((clock.now * FlowRunner.framesPerSecond).rounded())
                }
            }
        }

        var logMark = 1, lastCheck: Expectation?
        var passed = 0
        var updates: [GoldenUpdate] = []
        for x in script.expectations {
            if stepping { step(upTo: x.time, limit: x.eventCount) }
            deliver(upTo: .infinity, limit: x.eventCount)
            if let error = player.error {
                return targetFailure(error, at: x, session: session, passed: passed, log: log.events, played: played.events, updates: updates)
            }
            session.advance(to: x.time)
            let context = Context(session: session, log: log.events, logMark: logMark, previous: lastCheck,
                                  drawnSteps: drawnSteps, file: file, updating: updatingGoldens, keepsFrames: keepsFailureFrames)
            var failure: FlowFailure?
            switch x.kind {
            case .logged(let e): failure = context.check(e, x)
            case .frame(let g):
                let (f, update) = context.check(g, x)
                failure = f
                if let update { updates.append(update) }
            case .frames(let b): failure = context.check(b, x)
            case .element(let e): failure = ElementExpectationCheck.check(e, in: session).map {
                FlowFailure(expectation: x, expected: e.text, found: $0, frame: keepsFailureFrames ? session.screenshot() : nil)
            }
            }
            if let failure {
                return FlowOutcome(steps: events.count + script.expectations.count, passedExpectations: passed, failure: failure,
                                   log: log.events.map(\.jsonLine), playedEvents: played.events, goldenUpdates: updates)
            }
            passed += 1
            logMark = log.events.count
            lastCheck = x
        }
        // The events after the last check still run: a flow whose tail breaks the session
        // should not pass by stopping early.
        deliver(upTo: .infinity, limit: events.count)
        if let error = player.error, let last = script.expectations.last {
            return targetFailure(error, at: last, session: session, passed: passed, log: log.events, played: played.events, updates: updates)
        }
        session.advance(to: script.duration)
        return FlowOutcome(steps: events.count + script.expectations.count, passedExpectations: passed, failure: nil,
                           log: log.events.map(\.jsonLine), playedEvents: played.events, goldenUpdates: updates)
    }

    /// A line whose element target named no one element: the step that failed is that line,
    /// at its time (reported through the `expect` line it kept from being reached).
    private func targetFailure(_ error: ScriptTargetError, at x: Expectation, session: ViewerSession, passed: Int,
                               log: [SemanticEvent], played: [InputEvent], updates: [GoldenUpdate]) -> FlowOutcome {
        var step = x
        step.line = error.line; step.time = error.time
        let failure = FlowFailure(expectation: step, expected: "line \(error.line)'s target to name one element", found: error.message,
                                  frame: keepsFailureFrames ? session.screenshot() : nil)
        return FlowOutcome(steps: script.events.count + script.expectations.count, passedExpectations: passed, failure: failure,
                           log: log.map(\.jsonLine), playedEvents: played, goldenUpdates: updates)
    }

    /// The semantic events of the run (a class: the session's callback appends to it).
    private final class LogBox { var events: [SemanticEvent] = [] }
    /// The events the session got, points resolved (a class: the player's callback appends).
    private final class PlayedBox { var events: [InputEvent] = [] }

    /// What an expectation is checked against.
    private struct Context {
        let session: ViewerSession
        let log: [SemanticEvent]
        /// The log's length at the previous check.
        let logMark: Int
        let previous: Expectation?
        let drawnSteps: [(step: Int, pixels: Int)]
        let file: String
        let updating: Bool
        let keepsFrames: Bool

        func fail(_ x: Expectation, _ expected: String, _ found: String) -> FlowFailure {
            FlowFailure(expectation: x, expected: expected, found: found, frame: keepsFrames ? session.screenshot() : nil)
        }

        func check(_ e: LoggedExpectation, _ x: Expectation) -> FlowFailure? {
            let window = e.sinceStart ? log[...] : log[min(logMark, log.count)...]
            let matching = window.filter { e.matches($0) }
            let since = e.sinceStart || previous == nil ? "since the start" : "since \(previous!.location)"
            if let count = e.count {
                guard matching.count != count else { return nil }
                let times = matching.prefix(5).map { "t \(String(format: "%.2f", $0.time))" }.joined(separator: ", ")
                return fail(x, "\(count == 0 ? "no" : "exactly \(count)") \(e.description) logged \(since)",
                            "\(matching.count) logged" + (times.isEmpty ? "" : " (\(times)\(matching.count > 5 ? ", ..." : ""))"))
            }
            guard matching.isEmpty else { return nil }
            // What was logged instead, by name, and the same name with other members.
            let sameName = window.filter { $0.name == e.name }
            var found = sameName.isEmpty ? "no \(e.name) logged" : "\(e.name) logged with other members: \(sameName.last!.jsonLine)"
            var counts: [(String, Int)] = []
            for ev in window where ev.name != e.name {
                if let i = counts.firstIndex(where: { $0.0 == ev.name }) { counts[i].1 += 1 } else { counts.append((ev.name, 1)) }
            }
            if sameName.isEmpty {
                found += counts.isEmpty ? " (nothing was logged \(since))"
                    : "; logged \(since): " + counts.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }.joined(separator: ", ")
            }
            return fail(x, "\(e.description) logged \(since)", found)
        }

        func check(_ g: GoldenExpectation, _ x: Expectation) -> (FlowFailure?, GoldenUpdate?) {
            let path = FlowRunner.goldenPath(g.path, flow: file)
            guard let frame = session.screenshot() else { return (fail(x, "a frame", "no memory for a \(session.pixelWidth)x\(session.pixelHeight) frame"), nil) }
            var actual = frame
            var regionText = ""
            if let region = g.region {
                let s = session.scale
                let rect = PixelRect(x0: Int((region.minX * s).rounded(.down)), y0: Int((region.minY * s).rounded(.down)),
                                     x1: Int((region.maxX * s).rounded(.up)), y1: Int((region.maxY * s).rounded(.up)))
                let v = session.viewport
                regionText = " in [\(Expectation.seconds(region.minX)), \(Expectation.seconds(region.minY)), \(Expectation.seconds(region.width)), \(Expectation.seconds(region.height))] pt"
                guard rect.x0 >= 0, rect.y0 >= 0, rect.x1 <= frame.width, rect.y1 <= frame.height, let crop = frame.cropped(to: rect) else {
                    var f = fail(x, "the frame\(regionText) to match \(g.written)",
                                 "the region is not inside the \(Expectation.seconds(v.width))x\(Expectation.seconds(v.height)) pt frame")
                    f.frame = frame
                    return (f, nil)
                }
                actual = crop
            }
            let expected = "the frame\(regionText) matches \(g.written) (\(g.tolerance.description))"
            guard FileReader.kind(of: path, followingLinks: true) != nil else {
                if updating { return (nil, GoldenUpdate(path: path, image: actual, reason: "new")) }
                var f = fail(x, expected, "no golden image at \(EchoedValue.path(path)) (glass-viewer test --update writes it)")
                f.frame = frame; f.actualImage = actual
                return (f, nil)
            }
            let golden: Surface
            do { golden = try PNGFile.read(path) } catch {
                if updating { return (nil, GoldenUpdate(path: path, image: actual, reason: "unreadable before: \(error)")) }
                var f = fail(x, expected, "cannot read the golden image: \(error)")
                f.frame = frame; f.actualImage = actual
                return (f, nil)
            }
            guard let diff = PixelDiff(actual: actual, expected: golden, channelThreshold: g.tolerance.channel) else {
                let reason = "the golden image is \(golden.width)x\(golden.height) px, the frame\(regionText) \(actual.width)x\(actual.height) px"
                if updating { return (nil, GoldenUpdate(path: path, image: actual, reason: "was \(golden.width)x\(golden.height) px")) }
                var f = fail(x, expected, reason)
                f.frame = frame; f.expectedImage = golden; f.actualImage = actual
                return (f, nil)
            }
            if updating {
                // Rewritten whenever it is not the same bits, so the golden is what runs now.
                return (nil, diff.maxDifference == 0 ? nil
                        : GoldenUpdate(path: path, image: actual, reason: "\(diff.differingPixels) pixels differed by more than \(g.tolerance.channel) levels, up to \(diff.maxDifference)"))
            }
            guard !g.tolerance.accepts(diff) else { return (nil, nil) }
            var f = fail(x, expected,
                         "\(diff.differingPixels) of \(diff.totalPixels) pixels (\(ImageTolerance.percent(diff.differingFraction))) differ by more than \(g.tolerance.channel) levels, by up to \(diff.maxDifference)")
            f.frame = frame; f.expectedImage = golden; f.actualImage = actual; f.differenceImage = diff.image
            return (f, nil)
        }

        func check(_ b: FrameBudget, _ x: Expectation) -> FlowFailure? {
            // The last `b.last` steps at or before the expectation's time.
            let lastStep = Int((x.time * FlowRunner.framesPerSecond + 1e-6).rounded(.down))
            let firstStep = lastStep - b.last + 1
            let inWindow = drawnSteps.filter { $0.step >= firstStep && $0.step <= lastStep }
            let screens = Double(inWindow.reduce(0) { $0 + $1.pixels }) / Double(max(1, session.pixelWidth * session.pixelHeight))
            let span = "the last \(b.last) frames (t \(String(format: "%.3f", Double(max(0, firstStep)) / FlowRunner.framesPerSecond))–\(String(format: "%.3f", Double(lastStep) / FlowRunner.framesPerSecond)) s)"
            if let drawn = b.drawn, inWindow.count > drawn {
                let first = inWindow.first.map { String(format: "%.3f", Double($0.step) / FlowRunner.framesPerSecond) } ?? ""
                return fail(x, "at most \(drawn) of \(span) drawn", "\(inWindow.count) drawn, the first at t \(first) s, redrawing \(String(format: "%.2f", screens)) screens of pixels")
            }
            if let redrawn = b.redrawn, screens > redrawn {
                return fail(x, "at most \(Expectation.seconds(redrawn)) screens of pixels redrawn in \(span)",
                            "\(String(format: "%.2f", screens)) screens in \(inWindow.count) frames drawn")
            }
            return nil
        }
    }
}

import Testing
@testable import GlassCompositor

/// A headless session on a shipped scene with its clock, presenter and semantic log, and the
/// gestures the menu and sheet tests make (window points, scale 1).
final class PresentationDriver {
    let session: ViewerSession
    let presenter: OffscreenPresenter
    let clock: FixedStepClock
    private(set) var events: [SemanticEvent] = []

    init(_ name: String, width: Int = 390, height: Int = 844) throws {
        let scene = try ChromeFixtures.scene(name)
        (session, presenter) = ChromeFixtures.session(scene, width: width, height: height)
        clock = session.clock as! FixedStepClock
        session.onSemanticEvent = { [unowned self] in self.events.append($0) }
        session.step(to: presenter)
    }

    var now: Double { clock.now }
    var menu: MenuComponent { session.menu }

    /// The events named `name` so far.
    func events(_ name: String) -> [SemanticEvent] { events.filter { $0.name == name } }

    /// A field of an event as a string (strings and numbers).
    static func field(_ e: SemanticEvent?, _ key: String) -> String? {
        guard let v = e?.fields.first(where: { $0.0 == key })?.1 else { return nil }
        switch v {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .number(let d): return String(d)
        case .bool(let b): return String(b)
        }
    }

    func advance(frames: Int = 1) {
        for _ in 0..<frames { clock.advance() }
        session.advance(to: clock.now)
    }

    /// Lets everything settle (skips ahead; springs are closed forms of the clock's time).
    func settle() {
        advance(frames: 120)
        session.step(to: presenter)
    }

    func down(_ p: Point) { session.handle(InputEvent(.down(button: 1), at: p, time: clock.now)) }
    func move(_ p: Point) { session.handle(InputEvent(.move, at: p, time: clock.now)) }
    func up(_ p: Point) { session.handle(InputEvent(.up(button: 1), at: p, time: clock.now)) }
    func key(_ name: String) { session.handle(InputEvent(.key(name: name, modifiers: []), time: clock.now)) }

    /// A tap: down, a frame, up.
    func tap(_ p: Point) {
        down(p)
        advance()
        up(p)
    }

    /// Presses at `a`, moves to `b` in `steps` frames, and lets go there.
    func drag(from a: Point, to b: Point, steps: Int) {
        down(a)
        for i in 1...steps {
            advance()
            let f = Double(i) / Double(steps)
            move(Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f))
        }
        up(b)
    }

    /// The centre of the toolbar button `id`.
    func button(_ id: String) throws -> Point {
        let b = try #require(session.toolbar.placedButton(id: id), "no toolbar button \(id)")
        return Point(b.frame.midX, b.frame.midY)
    }

    /// The centre of row `i` of the open menu.
    func row(_ i: Int) throws -> Point {
        let rows = try #require(menu.presentation?.layout.rows)
        try #require(rows.indices.contains(i))
        return Point(rows[i].midX, rows[i].midY)
    }
}

extension PresentationDriver {
    /// Taps the first list row with a destination (Mail's first message) and lets the push settle.
    func pushFirstDestination() throws {
        let layout = session.content.layout(tab: session.selectedTab)
        let frame = try #require(layout.items.first { placed in
            if case .row(let r) = placed.item { return r.destination != nil && placed.frame.minY > 60 }
            return false
        }?.frame, "no row with a destination")
        tap(Point(frame.midX, frame.midY - session.content.offset()))
        settle()
    }

    /// The wheel at `p`, and a touchpad delta.
    func wheel(_ dy: Double, at p: Point) { session.handle(InputEvent(.wheel(dx: 0, dy: dy), at: p, time: clock.now)) }
    func smooth(_ dy: Double, at p: Point) { session.handle(InputEvent(.smoothScroll(dx: 0, dy: dy), at: p, time: clock.now)) }
}

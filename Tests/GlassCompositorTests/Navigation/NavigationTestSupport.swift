import Foundation
@testable import GlassCompositor

/// Drives a session through navigation gestures in scene time, and records its events.
final class NavigationDriver {
    let session: ViewerSession
    private(set) var events: [SemanticEvent] = []
    /// The time of the next input, seconds of scene time.
    var t = 0.1

    /// A session of `size` points (phone-sized by default) at `scale` showing `scene`.
    init(_ scene: Scene, scale: Double = 1, size: Size = Size(390, 844)) {
        session = ViewerSession(scene: scene, pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale), scale: scale)
        session.onSemanticEvent = { [unowned self] in self.events.append($0) }
    }

    static func mail() throws -> Scene {
        try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
    }

    /// Root rows "r0"… push screen "a"; screen "a" has rows pushing "b"; "b" is long text.
    static func chain() throws -> Scene {
        func rows(_ prefix: String, _ destination: String) -> String {
            (0..<30).map { #"{"kind": "row", "id": "\#(prefix)\#($0)", "title": "Row \#($0)", "destination": "\#(destination)"}"# }.joined(separator: ",")
        }
        let json = """
        {"format": 1, "name": "Chain", "tabBar": {"visible": false},
         "screens": {"a": {"title": "Alpha", "items": [\(rows("a", "b"))]},
                     "b": {"title": "Beta", "items": [\(rows("b", "a"))]}},
         "tabs": [{"id": "root", "title": "Root", "icon": "go-home-symbolic",
                   "screen": {"title": "Root", "items": [\(rows("r", "a"))]}}]}
        """
        return try SceneDecoder.decode(json, file: "chain.json")
    }

    var nav: NavigationComponent { session.navigation }
    var viewport: Size { session.viewport }
    var depth: Int { nav.depth(tab: session.selectedTab) }
    var top: ContentPage { nav.topPage(tab: session.selectedTab) }

    func events(named name: String) -> [SemanticEvent] { events.filter { $0.name == name } }

    /// The window point of the first row with a destination on the top page (its centre).
    func destinationRow(_ index: Int = 0) -> Point {
        let layout = session.content.layout(tab: session.selectedTab)
        let offset = session.content.offset()
        let frames = layout.items.compactMap { placed -> Rect? in
            if case .row(let r) = placed.item, r.destination != nil { return placed.frame }
            if case .card(let c) = placed.item, c.destination != nil { return placed.frame }
            return nil
        }
        let f = frames[index]
        return Point(f.midX, f.midY - offset)
    }

    func advance(by dt: Double) {
        t += dt
        session.advance(to: t)
    }

    /// Advances far enough for any transition to settle.
    func settle() { advance(by: 2) }

    func tap(_ p: Point) {
        session.handle(InputEvent(.down(button: 1), at: p, time: t))
        t += 0.05
        session.handle(InputEvent(.up(button: 1), at: p, time: t))
        t += 0.01
    }

    func key(_ name: String, _ modifiers: KeyModifiers = []) {
        session.handle(InputEvent(.key(name: name, modifiers: modifiers), time: t))
        t += 0.01
    }

    /// Presses at `from` and moves by (`dx`, `dy`) in `steps` steps over `duration`; then,
    /// if `release`, lifts (after holding still for `hold` seconds: no velocity left).
    func drag(from: Point, dx: Double = 0, dy: Double = 0, steps: Int = 10, duration: Double = 0.2, hold: Double = 0.2, release: Bool = true) {
        session.handle(InputEvent(.down(button: 1), at: from, time: t))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            session.handle(InputEvent(.move, at: Point(from.x + dx * f, from.y + dy * f), time: t + duration * f))
        }
        t += duration
        guard release else { return }
        if hold > 0 {
            t += hold
            session.handle(InputEvent(.move, at: Point(from.x + dx, from.y + dy), time: t))
        }
        session.handle(InputEvent(.up(button: 1), at: Point(from.x + dx, from.y + dy), time: t))
        t += 0.01
    }

    func up(at p: Point) {
        session.handle(InputEvent(.up(button: 1), at: p, time: t))
        t += 0.01
    }

    /// The frame now, drawn whole.
    func frame() -> Surface {
        session.advance(to: t)
        let presenter = OffscreenPresenter(width: session.pixelWidth, height: session.pixelHeight)!
        session.renderFrame(to: presenter)
        return presenter.surface
    }
}

extension SemanticEvent {
    /// A string field's value.
    func string(_ key: String) -> String? {
        for (k, v) in fields where k == key { if case .string(let s) = v { return s } }
        return nil
    }
}

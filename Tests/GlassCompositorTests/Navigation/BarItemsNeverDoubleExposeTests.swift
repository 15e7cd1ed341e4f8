import Foundation
import Testing
@testable import GlassCompositor

/// Items of the two bars that share a place are never both legible (issue 35, item 2): at every
/// frame of a push, a pop by the back button and a swipe back, no item of the outgoing bar and
/// item of the incoming bar that overlap are both above a quarter opacity, as iOS fades the
/// outgoing item out before the incoming one comes in. (The issue asks for "not both above
/// half"; a plain cross-fade, v and 1 − v, meets that at its worst frame with both at exactly
/// half, so the bound here is the one that tells a staggered fade from a plain one.) Before,
/// mail's "Search" field under the message's folder button, and the message's inline title
/// sliding in under "Select", were both half opaque half way through a push.
@Suite struct BarItemsNeverDoubleExposeTests {
    /// Above this opacity an item reads.
    static let legible = 0.25

    /// Overlapping items of the two bars both legible now, as "upper/lower" names.
    private func doubleExposed(_ d: NavigationDriver) -> [String] {
        d.session.advance(to: d.t)
        guard let b = d.nav.barTransition else { return [] }
        let items = d.session.toolbar.transition(b).items
        var found: [String] = []
        for u in items where u.upper && u.opacity > Self.legible {
            for l in items where !l.upper && l.opacity > Self.legible {
                // The title flying into the back button becomes its label: the same words meeting.
                if l.name == "flight", u.name == NavigationComponent.backButtonID { continue }
                let overlap = u.frame.intersection(l.frame)
                // Touching edges or a sliver of a capsule's padding is not a shared place.
                if !overlap.isEmpty, overlap.width > 2, overlap.height > 2 { found.append("\(u.name)/\(l.name)") }
            }
        }
        return found
    }

    /// Steps 1/60 s at a time while a transition shows, collecting what double-exposes.
    private func run(_ d: NavigationDriver, frames: Int = 60) -> Set<String> {
        var found = Set<String>()
        for _ in 0..<frames {
            found.formUnion(doubleExposed(d))
            d.advance(by: 1.0 / 60)
        }
        return found
    }

    private func backButton(_ d: NavigationDriver) throws -> Point {
        d.session.advance(to: d.t)
        let f = try #require(d.session.toolbar.frame(ofButton: NavigationComponent.backButtonID))
        return Point(f.midX, f.midY)
    }

    @Test(arguments: ["mail", "default"])
    func pushPopAndSwipeNeverShowTwoItemsInOnePlace(_ name: String) throws {
        let scene = name == "default" ? Scene.builtInDefault()
            : try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
        let d = NavigationDriver(scene)
        d.tap(d.destinationRow())
        d.t -= 0.01
        #expect(d.nav.barTransition != nil, "a push shows")
        #expect(run(d) == [], "push of \(name)")
        d.settle()
        d.tap(try backButton(d))
        #expect(run(d) == [], "pop of \(name)")
        d.settle()
        d.tap(d.destinationRow())
        d.settle()
        // A swipe back held at each place across the window: the finger scrubs the bars.
        d.drag(from: Point(40, 420), dx: 0.9 * d.viewport.width, dy: 4, steps: 45, duration: 0.75, release: false)
        var found = Set<String>()
        for k in 1...30 {
            d.session.handle(InputEvent(.move, at: Point(40 + 0.9 * d.viewport.width * (1 - Double(k) / 30), 424), time: d.t))
            found.formUnion(doubleExposed(d))
            d.t += 1.0 / 60
        }
        #expect(found == [], "swipe of \(name)")
    }
}

import Testing
@testable import GlassCompositor

/// Reduce Motion (A4) on custom glass: stacks and materialize cross-fade in place instead
/// of sliding, merging or shrinking, and pressed glass still answers by brightening.
@Suite struct ReduceMotionGlassTests {
    private func landmarks() throws -> (ViewerSession, FixedStepClock, node: Int, frames: [Rect]) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("landmarks.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 1000, pixelHeight: 700, scale: 1, clock: clock)
        s.reduceMotion = true
        let glass = scene.tabs[s.selectedTab].screen.glass
        let node = try #require(glass.firstIndex { if case .container(let c) = $0 { c.id == "badge-stack" } else { false } })
        guard case .container(let c) = glass[node] else { throw CancellationError() }
        return (s, clock, node, c.members.map { $0.frame.rect(in: s.viewport) })
    }

    private func key(_ s: ViewerSession, _ name: String, at t: Double) {
        s.handle(InputEvent(.key(name: name, modifiers: []), time: t))
    }

    @Test func stackCollapsesByFadingInPlace() throws {
        let (s, _, node, frames) = try landmarks()
        key(s, "e", at: 0)
        var sawFading = false
        for i in 1...40 {
            for p in s.customGlass.customGlassGeometry(node: node, at: Double(i) * 0.02) {
                // Every member stays exactly on its own frame: nothing slides into the toggle.
                #expect(p.rect == frames[p.member], "member \(p.member) at \(Double(i) * 0.02) s")
                if p.progress > 0.05 && p.progress < 0.95 { sawFading = true }
            }
        }
        #expect(sawFading, "the badges fade part way before they are gone")
        #expect(s.customGlass.customGlassGeometry(node: node, at: 2).map(\.member) == [0])
    }

    @Test func materializeFadesWithoutShrinkingOrSplitting() throws {
        let (s, _, node, frames) = try landmarks()
        key(s, "m", at: 0)
        for i in 1...20 {
            let placed = s.customGlass.customGlassGeometry(node: node, at: Double(i) * 0.02)
            for p in placed { #expect(p.rect == frames[p.member]) }
        }
    }

    /// The frames half way through a collapse are a cross-fade: inside a fading badge the pixels
    /// lie between the expanded and the collapsed frames.
    @Test func fadingBadgeLiesBetweenItsEnds() throws {
        let (s, clock, node, frames) = try landmarks()
        let p = OffscreenPresenter(width: 1000, height: 700)!
        s.step(to: p)
        let expanded = p.surface.copy()
        key(s, "e", at: clock.now)
        let start = clock.now
        var mid: Surface?
        while clock.now < start + 2 {
            s.step(to: p)
            let g = s.customGlass.customGlassGeometry(node: node, at: clock.now)
            if mid == nil, let badge = g.first(where: { $0.member == 2 }), badge.progress < 0.6, badge.progress > 0.3 { mid = p.surface.copy() }
        }
        let collapsed = p.surface.copy()
        let middle = try #require(mid)
        let r = PixelRect(covering: frames[2])
        // Mean channel distance over the badge: the middle frame is part way from one end to the other.
        func distance(_ u: Surface, _ v: Surface) -> Double {
            var total = 0
            for y in r.y0..<(r.y0 + r.height) {
                for x in r.x0..<(r.x0 + r.width) {
                    let a = u[x, y], b = v[x, y]
                    for shift: UInt32 in [16, 8, 0] { total += abs(Int(a >> shift & 0xff) - Int(b >> shift & 0xff)) }
                }
            }
            return Double(total) / Double(r.width * r.height * 3)
        }
        let whole = distance(expanded, collapsed)
        #expect(whole > 2, "the badge is visible expanded and gone collapsed")
        #expect(distance(middle, expanded) > 0.2 * whole && distance(middle, collapsed) > 0.2 * whole,
                "half way is neither end: \(distance(middle, expanded)) and \(distance(middle, collapsed)) of \(whole)")
    }

    @Test func pressedGlassBrightensWithoutGrowing() throws {
        let scene = try SceneDecoder.decode("""
            {"appearance": "dark", "tabs": [{"title": "A", "screen": {"glass": [
              {"kind": "glass", "shape": "circle", "interactive": true,
               "frame": {"anchor": "center", "width": 96, "height": 96}}]}}]}
            """, file: "t.json")
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        s.reduceMotion = true
        let p = OffscreenPresenter(width: 390, height: 700)!
        s.step(to: p)
        let rest = p.surface.copy()
        s.handle(InputEvent(.down(button: 1), at: Point(195, 350), time: clock.now))
        for _ in 0..<20 { s.step(to: p) }
        let pressed = p.surface
        // Under the pointer the glass is lighter ...
        func sum(_ c: UInt32) -> Int { Int(c >> 16 & 0xff) + Int(c >> 8 & 0xff) + Int(c & 0xff) }
        #expect(sum(pressed[195, 350]) > sum(rest[195, 350]) + 6, "brightened under the pointer")
        // ... and it did not grow: a ring just outside its resting edge (and its shadow) is unchanged.
        var grown = 0
        for angle in stride(from: 0.0, to: 6.28, by: 0.05) {
            let x = Int(195 + 56 * cos(angle)), y = Int(350 + 56 * sin(angle))
            if rest[x, y] != pressed[x, y] { grown += 1 }
        }
        #expect(grown == 0)
    }
}

import Foundation

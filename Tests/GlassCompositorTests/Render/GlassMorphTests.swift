import Testing
@testable import GlassCompositor

/// Custom glass in motion through the session (G9 splitting, G10 morph by identity):
/// the landmarks badge stack collapses into and expands out of its toggle, and containers
/// peel apart from one drop as they materialize.
@Suite struct GlassMorphTests {
    final class Log: @unchecked Sendable { var events: [SemanticEvent] = [] }

    func landmarks() throws -> (ViewerSession, FixedStepClock, node: Int, Log) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("landmarks.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 1000, pixelHeight: 700, scale: 1, clock: clock)
        let log = Log()
        s.onSemanticEvent = { [log] in log.events.append($0) }
        let glass = scene.tabs[s.selectedTab].screen.glass
        let node = try #require(glass.firstIndex { if case .container(let c) = $0 { c.id == "badge-stack" } else { false } })
        return (s, clock, node, log)
    }

    func members(_ s: ViewerSession, _ node: Int) -> [GlassElement] {
        guard case .container(let c) = s.scene.tabs[s.selectedTab].screen.glass[node] else { return [] }
        return c.members
    }

    func key(_ s: ViewerSession, _ name: String, at t: Double) {
        s.handle(InputEvent(.key(name: name, modifiers: []), time: t))
    }

    func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func sceneDeclaresTheStack() throws {
        let (s, _, node, _) = try landmarks()
        let m = members(s, node)
        #expect(m.map(\.collapsedInto) == [nil, "badge-toggle", "badge-toggle", "badge-toggle"])
        #expect(m[0].id == "badge-toggle" && m[0].interactive)
    }

    @Test func collapseMorphsTheBadgesIntoTheToggleAndBack() throws {
        let (s, clock, node, _) = try landmarks()
        let m = members(s, node)
        let frames = m.map { $0.frame.rect(in: s.viewport) }
        let toggle = frames[0]
        // Start: the scene's layout, everything shown.
        let start = s.customGlass.customGlassGeometry(node: node, at: 0)
        #expect(start.map(\.member) == [0, 1, 2, 3])
        for p in start { #expect(close(p.rect, frames[p.member]) && p.progress == 1) }

        key(s, "e", at: 0)
        #expect(s.customGlass.customGlassGeometry(node: node, at: 0) == start, "t = 0 of the morph is the expanded layout")
        // Middle: each badge is on its way into the toggle, smaller, the toggle unchanged.
        let mid = s.customGlass.customGlassGeometry(node: node, at: 0.1)
        #expect(mid.count == 4)
        #expect(close(mid[0].rect, toggle))
        for p in mid.dropFirst() {
            let own = frames[p.member]
            #expect(p.progress > 0 && p.progress < 1)
            #expect(p.rect.width < own.width && p.rect.width > 0)
            // Between its own frame and the toggle (the badges sit leading of the toggle).
            #expect(p.rect.midX > own.midX + 1 && p.rect.midX < toggle.midX)
            #expect(abs(p.rect.midY - toggle.midY) < 1e-6)
        }
        // End: only the toggle, exactly at its frame.
        let end = s.customGlass.customGlassGeometry(node: node, at: 2)
        #expect(end.map(\.member) == [0])
        #expect(close(end[0].rect, toggle))
        #expect(s.customGlass.collapsedMembers(node: node) == [1, 2, 3], "hidden badges take no presses")

        // Expanding again grows them back out of the toggle to their frames.
        clock.set(2)
        key(s, "e", at: 2)
        let growing = s.customGlass.customGlassGeometry(node: node, at: 2.08)
        #expect(growing.count == 4)
        for p in growing.dropFirst() { #expect(p.rect.midX > frames[p.member].midX && p.rect.width < frames[p.member].width) }
        let back = s.customGlass.customGlassGeometry(node: node, at: 4)
        #expect(back.map(\.member) == [0, 1, 2, 3])
        for p in back { #expect(close(p.rect, frames[p.member]) && p.progress == 1) }
        #expect(s.customGlass.collapsedMembers(node: node).isEmpty)
    }

    @Test func clickingTheToggleTogglesAndABadgeDoesNot() throws {
        let (s, _, node, log) = try landmarks()
        #expect(!s.customGlass.customGlassTapped(slot: node * 64 + 2, at: 0), "a badge is no toggle")
        #expect(s.customGlass.customGlassTapped(slot: node * 64, at: 0))
        #expect(s.customGlass.customGlassGeometry(node: node, at: 2).map(\.member) == [0])
        let morph = try #require(log.events.first { $0.name == "glass.morph" })
        #expect(morph.jsonLine.contains("badge-stack"))
        #expect(morph.fields.contains { $0.0 == "collapsed" && "\($0.1)".contains("true") })
    }

    @Test func keyEEmitsMorphAndSettlesIdle() throws {
        let (s, clock, node, log) = try landmarks()
        let p = OffscreenPresenter(width: 1000, height: 700)!
        s.step(to: p)
        #expect(!s.needsFrame)
        clock.set(0.5)
        key(s, "e", at: 0.5)
        #expect(log.events.filter { $0.name == "glass.morph" }.count == 1)
        #expect(s.needsFrame)
        clock.set(0.6)
        #expect(s.needsFrame, "the morph springs")
        s.step(to: p)
        clock.set(3)
        s.step(to: p)
        #expect(!s.needsFrame, "idle once settled")
        #expect(s.customGlass.customGlassGeometry(node: node, at: clock.now).count == 1)
    }

    @Test func reduceMotionMorphsWithoutOvershoot() throws {
        let (s, _, node, _) = try landmarks()
        s.reduceMotion = true
        key(s, "e", at: 0)
        let toggle = members(s, node)[0].frame.rect(in: s.viewport)
        // A critically damped spring never passes its target: progress only falls.
        var last = 1.0
        for i in 1...40 {
            let g = s.customGlass.customGlassGeometry(node: node, at: Double(i) * 0.02)
            #expect(close(g[0].rect, toggle))
            let p = g.count > 1 ? g[1].progress : 0
            #expect(p <= last + 1e-9)
            last = p
        }
        #expect(last == 0)
    }

    @Test func containerSplitsApartFromOneDropWhenMaterializing() throws {
        let (s, clock, node, log) = try landmarks()
        let frames = members(s, node).map { $0.frame.rect(in: s.viewport) }
        let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        key(s, "m", at: 0)          // away
        clock.set(2)
        key(s, "m", at: 2)          // and back
        #expect(log.events.filter { $0.name == "glass.materialize" }.count == 2)
        let early = s.customGlass.customGlassGeometry(node: node, at: 2.02)
        #expect(early.count == 4)
        // Every member starts near the container's centre, all overlapping one another.
        for p in early { #expect(abs(p.rect.midX - union.midX) < frames[p.member].width / 2) }
        for a in early { for b in early where a.member < b.member { #expect(a.rect.intersects(b.rect)) } }
        // Part way they are spreading toward their frames...
        let mid = s.customGlass.customGlassGeometry(node: node, at: 2.1)
        for (p, e) in zip(mid, early) {
            #expect(abs(p.rect.midX - frames[p.member].midX) < abs(e.rect.midX - frames[p.member].midX) || abs(e.rect.midX - frames[p.member].midX) < 1)
        }
        // ...and end exactly at them.
        for p in s.customGlass.customGlassGeometry(node: node, at: 5) { #expect(close(p.rect, frames[p.member])) }
    }

    @Test func collapsedIntoMustNameASiblingToggle() {
        func diagnostics(_ glass: String) -> [String] {
            do { _ = try SceneDecoder.decode(#"{"tabs": [{"title": "A", "screen": {"glass": [\#(glass)]}}]}"#, file: "t.json"); return [] } catch let e as SceneLoadError {
                return e.diagnostics.map(\.description)
            } catch { return ["unexpected \(error)"] }
        }
        let ok = #"{"kind": "container", "members": [{"id": "t", "frame": {"width": 40, "height": 40}}, {"id": "b", "collapsedInto": "t", "frame": {"width": 40, "height": 40}}]}"#
        #expect(diagnostics(ok) == [])
        let missing = #"{"kind": "container", "members": [{"id": "t", "frame": {"width": 40, "height": 40}}, {"id": "b", "collapsedInto": "x", "frame": {"width": 40, "height": 40}}]}"#
        #expect(diagnostics(missing).count == 1 && diagnostics(missing)[0].contains(#"no member "x""#))
        let lone = #"{"id": "b", "collapsedInto": "t", "frame": {"width": 40, "height": 40}}"#
        #expect(diagnostics(lone).count == 1 && diagnostics(lone)[0].contains("not in one"))
    }
}

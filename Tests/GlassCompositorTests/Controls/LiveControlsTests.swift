import Testing
@testable import GlassCompositor

/// Live sliders, switches and segmented controls in content (C2–C4), driven through the
/// session's input path on the fixed-step clock.
@Suite struct LiveControlsTests {
    struct Harness {
        let session: ViewerSession
        let presenter: OffscreenPresenter
        let clock: FixedStepClock
        var events: [SemanticEvent] { log.events }
        let log = EventLog()

        func control(_ id: String) -> ControlsState.Live {
            session.controls.liveControls().first { $0.id == id }!
        }
        /// A content point in window coordinates.
        func window(_ p: Point) -> Point { Point(p.x, p.y - session.scrollOffset()) }

        func down(_ p: Point) { session.handle(InputEvent(.down(button: 1), at: window(p), time: clock.now)) }
        func move(_ p: Point) { session.handle(InputEvent(.move, at: window(p), time: clock.now)) }
        func up(_ p: Point) { session.handle(InputEvent(.up(button: 1), at: window(p), time: clock.now)) }
        func frames(_ n: Int) { for _ in 0..<n { session.step(to: presenter) } }
        /// Renders until nothing moves (at most `limit` frames); the number of frames it took.
        @discardableResult
        func settle(limit: Int = 300) -> Int {
            var n = 0
            repeat { session.step(to: presenter); n += 1 } while session.needsFrame && n < limit
            return n
        }
    }

    final class EventLog { var events: [SemanticEvent] = [] }

    func makeHarness(height: Int = 1700) throws -> Harness {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("controls.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: height, scale: 1, clock: clock)
        let h = Harness(session: s, presenter: OffscreenPresenter(width: 390, height: height)!, clock: clock)
        s.onSemanticEvent = { [log = h.log] in log.events.append($0) }
        h.frames(1)
        return h
    }

    @Test func sliderDraggedNearATickSnapsToIt() throws {
        let h = try makeHarness()
        let c = h.control("ticks")
        guard case .slider(let model) = c.control else { Issue.record("not a slider"); return }
        let y = c.rect.midY
        let from = ContentPainter.sliderX(model, value: 3, in: c.rect)
        let to = ContentPainter.sliderX(model, value: 4.3, in: c.rect)
        h.down(Point(from, y))
        for i in 1...10 {
            h.clock.advance()
            h.move(Point(from + (to - from) * Double(i) / 10, y))
            h.frames(1)
        }
        // The thumb is glass while dragged.
        #expect(h.session.controls.state.sliders["ticks"]!.glass.target == 1)
        // Rest a moment so the release carries no velocity, then let go between ticks.
        for _ in 0..<12 { h.clock.advance(); h.move(Point(to, y)) }
        h.up(Point(to, y))
        #expect(h.session.needsFrame, "the thumb springs to the tick")
        h.settle()
        let state = h.session.controls.state.sliders["ticks"]!
        #expect(state.value == 4)
        #expect(state.motion.value(at: h.clock.now) == 4, "it comes to rest exactly on the tick")
        let value = h.events.last { $0.name == "value" }
        #expect(value != nil)
        #expect(value?.fields.first { $0.0 == "control" }?.1 == .string("ticks"))
        #expect(value?.fields.first { $0.0 == "value" }?.1 == .number(4))
        #expect(!h.session.needsFrame)
    }

    @Test func flungSliderKeepsMomentumAndStopsAtTheEnd() throws {
        let h = try makeHarness()
        let c = h.control("volume")
        guard case .slider(let model) = c.control else { Issue.record("not a slider"); return }
        let y = c.rect.midY
        let x = ContentPainter.sliderX(model, value: model.value, in: c.rect)
        h.down(Point(x, y))
        // 60 pt right in 100 ms (600 pt/s) and let go while moving.
        for i in 1...6 { h.clock.advance(); h.move(Point(x + Double(i) * 10, y)) }
        h.up(Point(x + 60, y))
        let state = h.session.controls.state.sliders["volume"]!
        #expect(state.fling != nil, "a release with velocity glides on")
        #expect(state.value == model.maximum, "600 pt/s carries it into the end")
        h.frames(2)
        #expect(h.session.needsFrame)
        h.settle()
        #expect(!h.session.needsFrame)
        #expect(h.session.controls.state.sliders["volume"]!.stretch.value(at: h.clock.now) == 0, "the squash springs back")
    }

    @Test func clickTogglesASwitch() throws {
        let h = try makeHarness()
        let c = h.control("bluetooth")
        h.settle()
        let before = h.presenter.surface.copy()
        h.down(Point(c.rect.midX, c.rect.midY))
        h.frames(3)
        h.up(Point(c.rect.midX, c.rect.midY))
        h.settle()
        #expect(h.session.controls.state.switches["bluetooth"]!.isOn)
        let toggle = h.events.last { $0.name == "toggle" }
        #expect(toggle?.fields.first { $0.0 == "control" }?.1 == .string("bluetooth"))
        #expect(toggle?.fields.first { $0.0 == "on" }?.1 == .bool(true))
        // The track turned green and the thumb moved right.
        var changed = 0
        for y in Int(c.rect.minY)..<Int(c.rect.maxY) {
            for x in Int(c.rect.minX)..<Int(c.rect.maxX) where h.presenter.surface[x, y] != before[x, y] { changed += 1 }
        }
        #expect(changed > Int(c.rect.width * c.rect.height / 2))
        let green = h.presenter.surface[Int(c.rect.minX + 8), Int(c.rect.midY)]
        #expect((green >> 8) & 0xff > (green >> 16) & 0xff, "the track is green")
        #expect(!h.session.needsFrame)
        // A second click turns it off again.
        h.down(Point(c.rect.midX, c.rect.midY)); h.frames(2); h.up(Point(c.rect.midX, c.rect.midY))
        h.settle()
        #expect(!h.session.controls.state.switches["bluetooth"]!.isOn)
    }

    @Test func segmentedClickSelectsTheSegment() throws {
        let h = try makeHarness()
        let c = h.control("range")
        let w = c.rect.width / 4
        let year = Point(c.rect.minX + 3.5 * w, c.rect.midY)
        h.down(year); h.frames(2); h.up(year)
        h.settle()
        let state = h.session.controls.state.segments["range"]!
        #expect(state.selected == 3)
        #expect(state.position.value(at: h.clock.now) == 3)
        let event = h.events.last { $0.name == "value" }
        #expect(event?.fields.first { $0.0 == "selected" }?.1 == .integer(3))
        #expect(event?.fields.first { $0.0 == "segment" }?.1 == .string("Year"))
        #expect(!h.session.needsFrame)
    }

    @Test func draggingTheSegmentedThumbSelectsWhereItIsLetGo() throws {
        let h = try makeHarness()
        let c = h.control("range")
        let w = c.rect.width / 4
        let start = Point(c.rect.minX + 1.5 * w, c.rect.midY)   // "Week", the selected one
        h.down(start)
        for i in 1...8 { h.clock.advance(); h.move(Point(start.x + Double(i) * w / 8 * 1.1, start.y)); h.frames(1) }
        #expect(h.session.controls.state.segments["range"]!.glass.target == 1, "the thumb is glass while dragged")
        h.up(Point(start.x + 1.1 * w, start.y))
        h.settle()
        #expect(h.session.controls.state.segments["range"]!.selected == 2)
        #expect(!h.session.needsFrame)
    }

    @Test func aControlHeldBeforeTheDragKeepsItAndTheContentStays() throws {
        let h = try makeHarness(height: 900)
        // Bring the sliders into view.
        h.session.handle(InputEvent(.wheel(dx: 0, dy: 8), at: Point(200, 300), time: h.clock.now))
        h.settle()
        let offset = h.session.scrollOffset()
        #expect(offset > 0)
        let c = h.control("balance")
        let p = Point(c.rect.midX, c.rect.midY)
        let pressed = h.clock.now
        h.down(p)
        // Held past the time in which a vertical drag is still the page's.
        while h.clock.now - pressed <= ControlsComponent.scrollWindow { h.frames(1) }
        for i in 1...6 { h.clock.advance(); h.move(Point(p.x + Double(i) * 5, p.y - Double(i) * 30)); h.frames(1) }
        h.up(Point(p.x + 30, p.y - 180))
        h.settle()
        #expect(h.session.scrollOffset() == offset, "the content stayed put")
        #expect(!h.events.contains { $0.name == "scroll" && $0.fields.contains { $0.0 == "source" && $0.1 == .string("drag") } })
        #expect(!h.session.needsFrame)
    }

    @Test func restingControlsLookAsTheyDidWhenPaintedStatically() throws {
        let h = try makeHarness()
        h.settle()
        // The whole content painted the old way: controls drawn whole into the page.
        let layout = h.session.content.layout(tab: 0)
        var painter = ContentPainter(layout: layout, palette: Palette.system(.light), title: "Controls")
        painter.controlsAreLive = false
        let reference = Surface(width: 390, height: 1700)!
        let canvas = Canvas(surface: reference, scale: 1)
        painter.paint(on: canvas, visible: Rect(x: 0, y: 0, width: 390, height: 1700))
        canvas.flush()
        for id in ["volume", "ticks", "balance", "progress", "wifi", "bluetooth", "focus", "range"] {
            let r = h.control(id).rect.insetBy(dx: -4, dy: -4)
            var worst = 0
            for y in Int(r.minY)..<Int(r.maxY) {
                for x in Int(r.minX)..<Int(r.maxX) {
                    let a = h.presenter.surface[x, y], b = reference[x, y]
                    for shift in [0, 8, 16] {
                        worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xff) - Int((b >> UInt32(shift)) & 0xff)))
                    }
                }
            }
            #expect(worst <= 3, "\(id) differs by \(worst)")
        }
    }

    @Test func reduceMotionTogglesWithoutBounce() throws {
        let h = try makeHarness()
        h.session.reduceMotion = true
        let c = h.control("bluetooth")
        h.down(Point(c.rect.midX, c.rect.midY)); h.frames(2); h.up(Point(c.rect.midX, c.rect.midY))
        var highest = 0.0, frames = 0
        while h.session.needsFrame && frames < 300 {
            h.frames(1); frames += 1
            highest = max(highest, h.session.controls.state.switches["bluetooth"]!.position.value(at: h.clock.now))
        }
        #expect(h.session.controls.state.switches["bluetooth"]!.isOn)
        #expect(highest <= 1, "no overshoot under Reduce Motion")
        #expect(frames < 40, "a short transition")
    }
}

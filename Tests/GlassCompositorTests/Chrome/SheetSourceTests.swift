import Testing
@testable import GlassCompositor

/// P2: a sheet with a source morphs out of that button when presented and back into it
/// when dismissed (dragged down past its lowest detent or flung down, Escape, a tap on the
/// dimmed backdrop at the large detent); its detents keep working.
@Suite struct SheetSourceTests {
    /// The maps sheet's source (the search button) in window points.
    func source(_ d: PresentationDriver) throws -> Rect {
        try #require(d.session.sheet.sourceShape()).frame
    }

    /// Whether `r` lies between `a` and `b` edge by edge (with `slack` points to spare).
    func isBetween(_ r: Rect, _ a: Rect, _ b: Rect, slack: Double = 0.5) -> Bool {
        func within(_ v: Double, _ x: Double, _ y: Double) -> Bool { v >= min(x, y) - slack && v <= max(x, y) + slack }
        return within(r.minX, a.minX, b.minX) && within(r.maxX, a.maxX, b.maxX) && within(r.minY, a.minY, b.minY) && within(r.maxY, a.maxY, b.maxY)
    }

    @Test func escapeShrinksTheSheetIntoItsSourceAndATapBringsItBack() throws {
        let d = try PresentationDriver("maps")
        let sheetFrame = try #require(d.session.sheet.frame)
        let button = try source(d)
        d.key("Escape")
        #expect(PresentationDriver.field(d.events("sheet.dismissed").last, "how") == "escape")
        var frames: [Rect] = []
        while let f = d.session.sheet.frame {
            frames.append(f)
            d.advance()
            if frames.count > 200 { break }
        }
        #expect(frames.count > 5 && frames.count < 200)
        // Mid-morph: between the sheet and the button, edge by edge, and shrinking all along.
        let mid = frames[frames.count / 3]
        #expect(isBetween(mid, sheetFrame, button), "\(mid) between \(sheetFrame) and \(button)")
        #expect(mid != sheetFrame && mid != button)
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(b.width <= a.width + 1e-9 && b.height <= a.height + 1e-9 && isBetween(b, a, button), "\(a) → \(b)")
        }
        // The last frame drawn is the button's.
        let last = try #require(frames.last)
        #expect(abs(last.minX - button.minX) < 2 && abs(last.maxY - button.maxY) < 2 && abs(last.width - button.width) < 3)
        // Glass the sheet covered comes back, dematerialized in and settling within a second.
        var settling = 0
        repeat { d.session.step(to: d.presenter); settling += 1 } while d.session.needsFrame && settling < 90
        #expect(!d.session.needsFrame)
        #expect(!d.session.sheet.hitTest(Point(195, 600)), "a dismissed sheet takes no presses")

        // The source shows again; a tap on it presents the sheet, out of the button.
        d.tap(Point(button.midX, button.midY))
        #expect(d.events("sheet.presented").count == 1)
        d.advance(frames: 6)
        let growing = try #require(d.session.sheet.frame)
        #expect(isBetween(growing, button, sheetFrame) && growing != sheetFrame, "\(growing)")
        d.settle()
        #expect(d.session.sheet.frame == sheetFrame, "back on the detent it opens at")
        #expect(d.session.sheet.drag?.detent == 1)
    }

    /// From its lowest detent: a short slow pull springs back; a long one dismisses; a quick
    /// flick down dismisses too.
    @Test func aDragDownDismissesPastTheThresholdOrWithVelocity() throws {
        let d = try PresentationDriver("maps")
        d.session.sheet.select(detent: 0, at: d.now)
        d.settle()
        let top = try #require(d.session.sheet.frame).minY
        // 20 pt over half a second: back to the detent.
        d.drag(from: Point(195, top + 20), to: Point(195, top + 40), steps: 30)
        d.settle()
        #expect(d.events("sheet.dismissed").isEmpty)
        #expect(d.session.sheet.isPresented && d.session.sheet.drag?.detent == 0)
        #expect(d.session.sheet.frame?.minY == top)
        // 70 pt slowly: past the threshold (half of the 96 pt detent).
        d.drag(from: Point(195, top + 20), to: Point(195, top + 90), steps: 40)
        #expect(PresentationDriver.field(d.events("sheet.dismissed").last, "how") == "drag")
        d.settle()
        #expect(d.session.sheet.frame == nil)

        // Presented again, a 40 pt flick in two frames (short of the threshold, but fast)
        // dismisses with its velocity.
        let button = try source(d)
        d.tap(Point(button.midX, button.midY))
        d.settle()
        d.session.sheet.select(detent: 0, at: d.now)
        d.settle()
        d.drag(from: Point(195, top + 20), to: Point(195, top + 60), steps: 2)
        #expect(d.events("sheet.dismissed").count == 2)
        #expect(PresentationDriver.field(d.events("sheet.dismissed").last, "how") == "fling")
    }

    @Test func aTapOnTheDimmedBackdropAtTheLargeDetentDismisses() throws {
        let d = try PresentationDriver("maps")
        // At the medium detent the map above is not dimmed and takes its own presses.
        d.tap(Point(195, 30))
        #expect(d.events("sheet.dismissed").isEmpty)
        let page = d.presenter.surface[195, 30]
        d.session.sheet.select(detent: 2, at: d.now)
        d.settle()
        #expect(d.events("sheet.detentChanged").isEmpty, "a detent chosen by the program is no gesture")
        let dimmed = d.presenter.surface[195, 30]
        let (r0, g0, b0) = ChromeFixtures.rgb(page), (r1, g1, b1) = ChromeFixtures.rgb(dimmed)
        #expect(r1 + g1 + b1 < r0 + g0 + b0 - 60, "the backdrop darkens at the large detent")
        let before = d.events.count
        d.tap(Point(195, 30))
        #expect(PresentationDriver.field(d.events("sheet.dismissed").last, "how") == "backdrop")
        #expect(d.events[before...].map(\.name) == ["sheet.dismissed"], "the press is consumed to its end")
        d.settle()
        #expect(d.session.sheet.frame == nil)
        #expect(d.presenter.surface[195, 30] == page, "no dimming left once it is gone")
    }

    @Test func detentChangesStillWorkAndAreReported() throws {
        let d = try PresentationDriver("maps")
        let top = try #require(d.session.sheet.frame).minY
        // A tap on the grabber steps to the next detent.
        d.tap(Point(195, top + 10))
        #expect(d.session.sheet.drag?.detent == 2)
        let changed = try #require(d.events("sheet.detentChanged").last)
        #expect(PresentationDriver.field(changed, "detent") == "2" && PresentationDriver.field(changed, "previous") == "1")
        d.settle()
        #expect(d.session.sheet.isPresented)
    }

    @Test func reduceMotionCrossFadesInPlace() throws {
        let d = try PresentationDriver("maps")
        d.session.reduceMotion = true
        let sheetFrame = try #require(d.session.sheet.frame)
        d.key("Escape")
        d.advance(frames: 3)
        #expect(d.session.sheet.frame == sheetFrame, "no morph: the sheet fades where it is")
        d.advance(frames: 30)
        #expect(d.session.sheet.frame == nil)
    }
}

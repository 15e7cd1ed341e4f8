import Testing
@testable import GlassCompositor

/// The session end to end, headless: input in, pixels out.
@Suite struct ViewerSessionTests {
    func makeSession(width: Int = 390, height: Int = 700, scale: Double = 1, clock: Clock = FixedStepClock()) -> (ViewerSession, OffscreenPresenter) {
        let session = ViewerSession(scene: .builtInDefault(), pixelWidth: width, pixelHeight: height, scale: scale, clock: clock)
        return (session, OffscreenPresenter(width: width, height: height)!)
    }

    @Test func twoRendersAtTheSameTimeAreIdentical() throws {
        let (a, pa) = makeSession()
        let (b, pb) = makeSession()
        a.step(to: pa)
        b.step(to: pb)
        #expect(pa.surface.hasSamePixels(as: pb.surface))
        // And after the same input at the same times.
        for s in [a, b] { s.handle(InputEvent(.wheel(dx: 0, dy: 2), at: Point(100, 100), time: s.clock.now)) }
        for _ in 0..<5 { a.step(to: pa); b.step(to: pb) }
        #expect(pa.surface.hasSamePixels(as: pb.surface))
    }

    @Test func frameShowsContentAndGlass() {
        let (s, p) = makeSession()
        s.step(to: p)
        // Non-uniform content, fully opaque everywhere.
        var colours = Set<UInt32>()
        for y in stride(from: 0, to: 700, by: 7) { for x in stride(from: 0, to: 390, by: 7) { colours.insert(p.surface[x, y]) } }
        #expect(colours.count > 200)
        #expect((0..<700).allSatisfy { p.surface[200, $0] >> 24 == 0xff })
    }

    @Test func wheelScrollsContentUnderTheTabBar() {
        let (s, p) = makeSession()
        s.step(to: p)
        let bar = s.tabBar.layout.bar
        let before = p.surface.copy()
        s.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(200, 300), time: s.clock.now))
        for _ in 0..<60 { s.step(to: p) }
        #expect(abs(s.scrollOffset() - 3 * ViewerSession.wheelStep) < 0.5)
        for _ in 0..<60 { s.step(to: p) }
        #expect(!s.needsFrame, "the scroll settles and its indicator fades within two seconds")
        // Pixels inside the glass (not only the content above it) changed.
        var changedUnderBar = 0
        for y in Int(bar.minY + 4)..<Int(bar.maxY - 4) {
            for x in Int(bar.minX + 30)..<Int(bar.maxX - 30) where p.surface[x, y] != before[x, y] { changedUnderBar += 1 }
        }
        #expect(changedUnderBar > 500)
    }

    @Test func wheelStopsAtTheEndsOfTheContent() {
        let (s, p) = makeSession()
        s.handle(InputEvent(.wheel(dx: 0, dy: -5), at: Point(200, 300), time: 0))
        for _ in 0..<40 { s.step(to: p) }
        #expect(s.scrollOffset() == 0)
        s.handle(InputEvent(.wheel(dx: 0, dy: 10_000), at: Point(200, 300), time: s.clock.now))
        for _ in 0..<60 { s.step(to: p) }
        #expect(abs(s.scrollOffset() - s.maxScroll(tab: 0)) < 0.5)
    }

    @Test func dragScrollsOneToOneAndFlingsOnRelease() {
        let (s, p) = makeSession()
        let clock = s.clock as! FixedStepClock
        s.handle(InputEvent(.down(button: 1), at: Point(200, 500), time: clock.now))
        // 200 pt up over 100 ms: content follows the pointer exactly while held.
        for i in 1...6 {
            clock.advance()
            s.handle(InputEvent(.move, at: Point(200, 500 - Double(i) * 200 / 6), time: clock.now))
        }
        #expect(abs(s.scrollOffset() - 200) < 1e-6)
        s.handle(InputEvent(.up(button: 1), at: Point(200, 300), time: clock.now))
        for _ in 0..<30 { s.step(to: p) }
        // The fling carried it further (about 2000 pt/s decaying).
        #expect(s.scrollOffset() > 400)
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let (s, p) = makeSession()
        let clock = s.clock as! FixedStepClock
        s.handle(InputEvent(.down(button: 1), at: Point(200, 100), time: clock.now))
        clock.advance()
        s.handle(InputEvent(.move, at: Point(200, 400), time: clock.now))
        // 300 pt of pull shows less than 300 pt of overscroll, more than nothing.
        #expect(s.scrollOffset() < -50 && s.scrollOffset() > -300)
        s.step(to: p)
        // The exposed band above the content shows the page colour, not stale pixels.
        #expect(p.surface[200, 5] == Palette.system(.light).background.pixel)
        s.handle(InputEvent(.up(button: 1), at: Point(200, 400), time: clock.now))
        for _ in 0..<120 { s.step(to: p) }
        #expect(s.scrollOffset() == 0)
        #expect(!s.needsFrame)
    }

    @Test func clickingATabSelectsItAndMovesThePill() {
        let (s, p) = makeSession()
        s.step(to: p)
        let before = p.surface.copy()
        let third = s.tabBar.layout.slots[2]
        s.handle(InputEvent(.down(button: 1), at: third.center, time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: third.center, time: s.clock.now))
        #expect(s.selectedTab == 2)
        for _ in 0..<90 { s.step(to: p) }
        #expect(!s.needsFrame)
        // The content changed to the Radio screen and the pill moved under the third tab.
        #expect(!p.surface.hasSamePixels(as: before))
    }

    @Test func pressOutsideTheBarOrDragOffATabSelectsNothing() {
        let (s, _) = makeSession()
        let slots = s.tabBar.layout.slots
        s.handle(InputEvent(.down(button: 1), at: Point(100, 100), time: 0))
        s.handle(InputEvent(.up(button: 1), at: slots[1].center, time: 0))
        s.handle(InputEvent(.down(button: 1), at: slots[1].center, time: 0))
        s.handle(InputEvent(.up(button: 1), at: slots[3].center, time: 0))
        #expect(s.selectedTab == 0)
    }

    @Test func keysSelectTabs() {
        let (s, _) = makeSession()
        s.handle(InputEvent(.key(name: "4", modifiers: []), time: 0))
        #expect(s.selectedTab == 3)
        s.handle(InputEvent(.key(name: "Tab", modifiers: .control), time: 0))
        #expect(s.selectedTab == 0)
        s.handle(InputEvent(.key(name: "ISO_Left_Tab", modifiers: [.control, .shift]), time: 0))
        #expect(s.selectedTab == 3)
        s.handle(InputEvent(.key(name: "9", modifiers: []), time: 0))
        #expect(s.selectedTab == 3)
    }

    @Test func idleSessionDrawsNothingAndDamageIsLocal() {
        let (s, p) = makeSession()
        s.step(to: p)
        #expect(!s.needsFrame)
        // Selecting a tab without scrolling still redraws the content (new screen), but a
        // HUD toggle alone only damages the HUD's corner.
        s.showsHUD = true
        #expect(s.needsFrame)
        s.step(to: p)
        #expect(p.lastDamage.area <= Int((HUD.size.width + 2 * HUD.margin) * (HUD.size.height + 2 * HUD.margin)))
        #expect(p.lastDamage.area < 390 * 700 / 2)
        #expect(!s.needsFrame)
    }

    @Test func resizeRelaysOutToTheNewSize() {
        let (s, _) = makeSession()
        s.handle(InputEvent(.resize(width: 1200, height: 800), time: 0))
        let p = OffscreenPresenter(width: 1200, height: 800)!
        #expect(s.step(to: p))
        #expect(s.tabBar.layout.bar.midX == 600)
        #expect(s.content.layout(tab: 0).isCompact == false)
    }
}

/// Interactive glass (G8) and the tab bar's selection pill (T4).
@Suite struct InteractiveGlassTests {
    @Test func pressScalesUpThenBouncesBackToRest() {
        var press = GlassPress()
        let rect = Rect(x: 100, y: 100, width: 60, height: 60)
        press.press(at: Point(130, 130), time: 0)
        let held = press.apply(to: rect, at: 0.5)
        #expect(held.width > rect.width * 1.08 && held.width < rect.width * 1.12)
        #expect(abs(held.midX - rect.midX) < 1e-9)
        press.release(time: 0.5)
        // The bouncy spring overshoots below rest after release (the visible bounce) ...
        let smallest = stride(from: 0.5, to: 1.5, by: 0.005).map { press.apply(to: rect, at: $0).width }.min()!
        #expect(smallest < rect.width - 0.3)
        // ... and settles exactly back to 1.
        #expect(!press.isAnimating(at: 3))
        #expect(press.apply(to: rect, at: 3) == rect)
    }

    @Test func dragFollowsSoftlyAndStretchesAlongIt() {
        var press = GlassPress()
        let rect = Rect(x: 0, y: 0, width: 80, height: 80)
        press.press(at: Point(40, 40), time: 0)
        press.move(to: Point(240, 40), time: 0.5)
        let r = press.apply(to: rect, at: 0.5)
        let follow = r.midX - rect.midX
        #expect(follow > 2 && follow <= GlassPress.maximumFollow)
        #expect(r.width / r.height > 1.2, "stretched along x")
        // Area grows only by the press scale: the stretch keeps volume.
        var still = GlassPress()
        still.press(at: Point(40, 40), time: 0)
        let unstretched = still.apply(to: rect, at: 0.5)
        #expect(abs(r.width * r.height - unstretched.width * unstretched.height) < 1e-6)
    }

    @Test func pressingInteractiveSceneGlassScalesItAndReleasingSettles() throws {
        let scene = try SceneDecoder.decode("""
            {"tabs": [{"title": "A", "screen": {"glass": [
              {"kind": "glass", "shape": "circle", "interactive": true, "icon": "starred-symbolic",
               "frame": {"anchor": "center", "width": 64, "height": 64}}]}}]}
            """, file: "t.json")
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 700)!
        s.step(to: p)
        let rest = p.surface.copy()
        s.handle(InputEvent(.down(button: 1), at: Point(195, 350), time: clock.now))
        for _ in 0..<20 { s.step(to: p) }
        // Pressed: the glass grew past its resting edge (pixels just outside it changed).
        #expect(p.surface[195 - 33, 350] != rest[195 - 33, 350])
        s.handle(InputEvent(.up(button: 1), at: Point(195, 350), time: clock.now))
        for _ in 0..<120 { s.step(to: p) }
        #expect(!s.needsFrame)
        #expect(p.surface.hasSamePixels(as: rest))
    }

    @Test func draggingThePillAcrossTheBarSelectsOnRelease() {
        let clock = FixedStepClock()
        let s = ViewerSession(scene: .builtInDefault(), pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        let slots = s.tabBar.layout.slots
        s.handle(InputEvent(.down(button: 1), at: slots[0].center, time: 0))
        for x in stride(from: slots[0].midX, through: slots[2].midX, by: 10) {
            s.handle(InputEvent(.move, at: Point(x, slots[0].midY), time: 0.01))
        }
        #expect(s.selectedTab == 0, "nothing selected while dragging")
        s.handle(InputEvent(.up(button: 1), at: slots[2].center, time: 0.02))
        #expect(s.selectedTab == 2)
    }
}

/// The scroll indicator (V3).
@Suite struct ScrollIndicatorTests {
    @Test func showsWhileScrollingThenFades() {
        let clock = FixedStepClock()
        let s = ViewerSession(scene: .builtInDefault(), pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 700)!
        s.step(to: p)
        let still = p.surface.copy()
        s.handle(InputEvent(.wheel(dx: 0, dy: 4), at: Point(200, 300), time: clock.now))
        for _ in 0..<12 { s.step(to: p) }
        // A grey capsule at the trailing edge, inside the 5 pt track.
        let x = 390 - Int(ScrollIndicator.inset + ScrollIndicator.width / 2)
        let column = (0..<700).map { p.surface[x, $0] }
        #expect(column.contains { $0 != still[x, 300] && ($0 & 0xff) < 0xc0 && ($0 & 0xff) > 0x40 })
        for _ in 0..<120 { s.step(to: p) }
        #expect(!s.needsFrame, "gone and idle after the fade")
    }

    @Test func geometry() {
        let r = ScrollIndicator.frame(offset: 0, contentLength: 2000, viewport: Size(400, 800), top: 0, bottom: 0)!
        #expect(r.minY == 0 && abs(r.height - 320) < 1e-9)
        let end = ScrollIndicator.frame(offset: 1200, contentLength: 2000, viewport: Size(400, 800), top: 0, bottom: 0)!
        #expect(abs(end.maxY - 800) < 1e-9)
        #expect(ScrollIndicator.frame(offset: 0, contentLength: 700, viewport: Size(400, 800), top: 0, bottom: 0) == nil)
        #expect(ScrollIndicator.opacity(at: 10, lastMovement: 9.9) == 1)
        #expect(ScrollIndicator.opacity(at: 10, lastMovement: 9) == 0)
    }
}

/// Reduce Motion (A4).
@Suite struct ReduceMotionTests {
    @Test func noPressScaleNoPillStretchNoOvershoot() {
        let clock = FixedStepClock()
        let s = ViewerSession(scene: .builtInDefault(), pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        s.handle(InputEvent(.key(name: "r", modifiers: []), time: 0))
        #expect(s.reduceMotion)
        let bar = s.tabBar.layout.bar
        s.handle(InputEvent(.down(button: 1), at: s.tabBar.layout.slots[3].center, time: 0))
        // Pressed glass does not swell, but still brightens under the pointer.
        let press = s.tabBar.press
        #expect(press?.apply(to: bar, at: 0.3) == bar, "pressed glass does not swell")
        #expect((press?.intensity(at: 0.3) ?? 0) > 0.5, "it still answers with light")
        s.handle(InputEvent(.up(button: 1), at: s.tabBar.layout.slots[3].center, time: 0))
        #expect(s.selectedTab == 3)
        // The pill glides to 3 without passing it.
        var maximum = 0.0
        let p = OffscreenPresenter(width: 390, height: 700)!
        for _ in 0..<40 { s.step(to: p); maximum = max(maximum, s.pillPositionForTesting) }
        #expect(maximum <= 3 + 1e-9)
        #expect(s.tabBar.layout.bar == bar)
    }
}

/// Switching tabs shows the new tab's content at once, as iOS does (issue 35 replaced issue 5's
/// short cross-fade, which double-exposed two pages); only the tab bar's pill moves.
@Suite struct TabTransitionTests {
    @Test func theNewTabShowsAtOnce() {
        let clock = FixedStepClock()
        let s = ViewerSession(scene: .builtInDefault(), pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 700)!
        s.step(to: p)
        let before = p.surface.copy()
        s.handle(InputEvent(.key(name: "3", modifiers: []), time: clock.now))
        for _ in 0..<6 { s.step(to: p) }   // 0.1 s after the switch
        let middle = p.surface.copy()
        for _ in 0..<60 { s.step(to: p) }
        let after = p.surface.copy()
        // A pixel of the artwork: already the new tab's.
        let x = 200, y = 250
        #expect(before[x, y] != after[x, y])
        #expect(middle[x, y] == after[x, y])
        #expect(!s.needsFrame)
    }
}

/// The dragged selection pill is a lens that magnifies the tabs under it (T4).
@Suite struct TabLensTests {
    @Test func lensAppearsWhileDraggingAndLeavesOnRelease() {
        let clock = FixedStepClock()
        let s = ViewerSession(scene: .builtInDefault(), pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 700)!
        s.step(to: p)
        let rest = p.surface.copy()
        let slot = s.tabBar.layout.slots[0]
        s.handle(InputEvent(.down(button: 1), at: slot.center, time: clock.now))
        s.step(to: p)
        // The icon under the lens is drawn larger: pixels just outside the normal 24 pt icon
        // box (but inside the lens) now belong to the icon or the lens rim.
        var changed = 0
        for y in Int(slot.minY)..<Int(slot.maxY) { for x in Int(slot.minX)..<Int(slot.maxX) where p.surface[x, y] != rest[x, y] { changed += 1 } }
        #expect(changed > 800)
        s.handle(InputEvent(.up(button: 1), at: slot.center, time: clock.now))
        for _ in 0..<90 { s.step(to: p) }
        #expect(!s.needsFrame)
        // Glass shaded again from its plan may differ from the first, live shading by two levels.
        #expect(p.surface.matchesReshadedGlass(rest), "no lens once released and settled")
    }
}

/// Frames where only the HUD changes redraw the HUD's region (grown by any glass it touches)
/// and leave every other pixel as the first full frame drew it: exactly, except glass in the
/// grown region, which is shaded again from its plan (within two levels of the live shading).
@Suite struct OverlayDamageTests {
    @Test func hudOnlyFramesChangeNothingOutsideTheHUD() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1, clock: clock)
        s.showsHUD = true
        let p = OffscreenPresenter(width: 390, height: 700)!
        s.step(to: p)
        let first = p.surface.copy()
        for _ in 0..<4 { s.step(to: p) }
        let hud = PixelRect(x: 12, y: 12, width: Int(HUD.size.width), height: Int(HUD.size.height))
        // The HUD's pixels are put back from the first frame, then the rest must match it.
        let now = p.surface.copy()
        for y in hud.y0..<hud.y1 { for x in hud.x0..<hud.x1 { now[x, y] = first[x, y] } }
        #expect(now.matchesReshadedGlass(first), "largest change outside the HUD: \(now.largestChannelDifference(from: first)) levels")
    }
}

import Testing
@testable import GlassCompositor

/// P2, C5: a partial-height glass sheet inset from the display with concentric corners;
/// dragged toward full height it anchors to the edges and turns opaque.
@Suite struct SheetTests {
    func mapsSheet() throws -> Sheet { try #require(try ChromeFixtures.scene("maps").tabs.first?.screen.sheet) }

    @Test func partialHeightIsInsetWithConcentricCorners() throws {
        let layout = SheetLayout(sheet: try mapsSheet(), viewport: Size(390, 844), displayRadius: 55)
        #expect(layout.detentHeights == [96, 422, 788])
        let medium = layout.frame(at: 422)
        #expect(medium == Rect(x: 8, y: 422, width: 374, height: 414))
        #expect(layout.cornerRadius(at: 422) == 55 - 8)
        #expect(layout.anchoring(at: 96) == 0)
        #expect(layout.anchoring(at: 422) == 0)
        // At full height: edge to edge, the display's own radius, opaque.
        #expect(layout.anchoring(at: 788) == 1)
        #expect(layout.frame(at: 788) == Rect(x: 0, y: 56, width: 390, height: 788))
        #expect(layout.cornerRadius(at: 788) == 55)
        // Half way: half anchored.
        #expect(abs(layout.inset(at: 605) - 4) < 1e-9)
    }

    @Test func releaseSettlesOnTheDetentTheMotionPointsAt() throws {
        let layout = SheetLayout(sheet: try mapsSheet(), viewport: Size(390, 844), displayRadius: 55)
        #expect(layout.detent(releasedAt: 430, velocity: 0) == 1)
        #expect(layout.detent(releasedAt: 500, velocity: 2000) == 2)
        #expect(layout.detent(releasedAt: 380, velocity: -2500) == 0)
    }

    @Test func draggingTheGrabberUpAnchorsAndTurnsOpaque() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("maps"), width: 390, height: 844)
        let clock = s.clock as! FixedStepClock
        s.step(to: p)
        let drag = try #require(s.sheet.drag)
        #expect(drag.detent == 1)
        let start = drag.layout.frame(at: drag.height(at: clock.now))
        // Translucent at the medium detent: the map shows through the glass.
        let probe = (x: 200, y: Int(start.minY) + 300)
        let before = p.surface[probe.x, probe.y]
        // Drag the grabber up 400 pt over 0.2 s and let go.
        var y = start.minY + 10
        s.handle(InputEvent(.down(button: 1), at: Point(195, y), time: clock.now))
        for _ in 0..<12 {
            clock.advance()
            y -= 400.0 / 12
            s.handle(InputEvent(.move, at: Point(195, y), time: clock.now))
        }
        s.handle(InputEvent(.up(button: 1), at: Point(195, y), time: clock.now))
        // The spring keeps frames coming after the hand lets go ...
        s.step(to: p)
        #expect(s.needsFrame)
        // ... until it settles (skip ahead: springs are evaluated at the clock's time).
        for _ in 0..<120 { clock.advance() }
        s.step(to: p)
        #expect(!s.needsFrame, "the sheet settles")
        let settled = try #require(s.sheet.drag)
        #expect(settled.detent == 2)
        let h = settled.height(at: clock.now)
        #expect(abs(h - settled.layout.fullHeight) < 0.5)
        #expect(settled.layout.frame(at: h).minX == 0)
        // Opaque: the pixel is the page colour now, whatever the map was.
        let page = Palette.system(.light).background
        let (r, g, b) = ChromeFixtures.rgb(p.surface[probe.x, probe.y])
        let (pr, pg, pb) = ChromeFixtures.rgb(page.pixel)
        #expect(abs(r - pr) + abs(g - pg) + abs(b - pb) < 12)
        #expect(before != p.surface[probe.x, probe.y])
        // And at rest nothing more is drawn.
        s.step(to: p)
        #expect(p.lastDamage.isEmpty)
    }

    /// Dragged to full height, frame by frame, with the spring's bounce at the top: the sheet's
    /// content is painted for its width and opacity steps only (most of them ahead, off the
    /// frame path), never once per frame of the motion.
    @Test func aDragToFullHeightPaintsTheContentOnlyPerStep() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("maps"), width: 390, height: 844)
        let clock = s.clock as! FixedStepClock
        s.step(to: p)
        let start = try #require(s.sheet.drag).layout.frame(at: try #require(s.sheet.drag).height(at: clock.now))
        var y = start.minY + 10
        s.handle(InputEvent(.down(button: 1), at: Point(195, y), time: clock.now))
        var frames = 1
        for _ in 0..<12 {
            clock.advance()
            y -= 420.0 / 12
            s.handle(InputEvent(.move, at: Point(195, y), time: clock.now))
            s.step(to: p); frames += 1
            PanelGlyphs.waitForPrefetch()
        }
        s.handle(InputEvent(.up(button: 1), at: Point(195, y), time: clock.now))
        while s.needsFrame && frames < 200 {
            clock.advance()
            s.step(to: p); frames += 1
        }
        #expect(frames > 30)
        #expect(s.sheet.glyphs.paintedOnFramePath <= 3, "\(s.sheet.glyphs.paintedOnFramePath) paintings on the frame path in \(frames) frames")
    }

    /// A panel painted ahead on the background queue is the same picture as one painted on the
    /// frame path, so frames do not depend on which happened. Between its ends it is their
    /// cross-fade, so it needs both ends painted (ahead, or now).
    @Test func prefetchedPaintingIsTheSamePicture() throws {
        let sheet = try mapsSheet()
        let key = PanelGlyphs.Key(frame: Rect(x: 0, y: 0, width: 368, height: 500), title: sheet.title, items: sheet.items,
                                  grabber: true, dark: false, tint: Color(r: 0, g: 0.5, b: 1), opacity: 12, scale: 2)
        let ahead = PanelGlyphs(), now = PanelGlyphs()
        ahead.prefetch(key)
        ahead.reserveCrossFade(like: key)
        ViewerSession.waitForBackgroundWork()
        let a = try #require(ahead.surface(for: key)), b = try #require(now.surface(for: key))
        #expect(ahead.paintedOnFramePath == 0 && now.paintedOnFramePath == 2)
        #expect(a.surface.hasSamePixels(as: b.surface))
    }

    /// Clear glass in dark mode draws its grabber (and hairlines, chevrons) light, as on dark
    /// glass they must be: the appearance is the scene's, not guessed from the translucent
    /// white of the row groups (which drew them dark grey, nearly invisible).
    @Test func aDarkGlassPanelDrawsItsGrabberLight() throws {
        let sheet = try mapsSheet()
        for (dark, light) in [(true, true), (false, false)] {
            let key = PanelGlyphs.Key(frame: Rect(x: 0, y: 0, width: 368, height: 500), title: sheet.title, items: sheet.items,
                                      grabber: true, dark: dark, tint: Color(r: 0, g: 0.5, b: 1), opacity: 0, scale: 1)
            let grabber = try #require(PanelGlyphs.paint(key))[184, 8]
            let alpha = grabber >> 24, red = (grabber >> 16) & 0xff
            #expect(alpha > 0x40 && (red * 255 / alpha > 200) == light, "dark \(dark): grabber \(String(grabber, radix: 16))")
        }
    }

    /// The cross-fade a panel shows between its clear and opaque ends is what painting it at
    /// that step shows, to within rounding, light and dark: the row groups' colour mixes
    /// premultiplied, which a cross-fade does (mixed straight, dark groups brightened half way).
    @Test(arguments: [false, true]) func aStepBetweenTheEndsIsTheirCrossFade(dark: Bool) throws {
        let sheet = try mapsSheet()
        for opacity in [6, 12, 18] {
            let key = PanelGlyphs.Key(frame: Rect(x: 0, y: 0, width: 368, height: 500), title: sheet.title, items: sheet.items,
                                      grabber: true, dark: dark, tint: Color(r: 0, g: 0.5, b: 1), opacity: opacity, scale: 1)
            let shown = try #require(PanelGlyphs().surface(for: key)).surface
            let painted = try #require(PanelGlyphs.paint(key))
            var worst = 0, changed = 0
            for y in 0..<painted.height { for x in 0..<painted.width {
                let p = painted[x, y], q = shown[x, y]
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff)))
                }
                if p != q { changed += 1 }
            } }
            #expect(worst <= 2, "opacity \(opacity)/24 dark \(dark): a channel \(worst) off")
            // The ends differ, so the step is a real mix and not one of them.
            var clear = key, opaque = key
            clear.opacity = 0; opaque.opacity = 24
            let c = try #require(PanelGlyphs.paint(clear)), o = try #require(PanelGlyphs.paint(opaque))
            #expect(!shown.hasSamePixels(as: c) && !shown.hasSamePixels(as: o))
        }
    }

    @Test func aDragMovesTheSheetOneToOneAndRubberBandsPastTheEnds() throws {
        let layout = SheetLayout(sheet: try mapsSheet(), viewport: Size(390, 844), displayRadius: 55)
        var drag = SheetDrag(layout: layout, detent: 1)
        drag.begin(pointerY: 430, at: 0)
        drag.move(pointerY: 330, at: 0.05)
        #expect(abs(drag.height(at: 0.05) - 522) < 1e-9)
        drag.move(pointerY: -400, at: 0.1)
        #expect(drag.height(at: 0.1) > layout.fullHeight)
        #expect(drag.height(at: 0.1) < layout.fullHeight + 400)
    }
}

/// G11: floating glass the sheet covers leaves instead of being drawn on the sheet.
@Suite struct SheetCoversGlassTests {
    @Test func coveredGlassLeavesAndTakesNoPresses() throws {
        let scene = try ChromeFixtures.scene("maps")
        let (s, p) = ChromeFixtures.session(scene, width: 390, height: 844)
        s.step(to: p)
        func frame(_ id: String) throws -> Rect {
            for node in scene.tabs[0].screen.glass {
                switch node {
                case .element(let e) where e.id == id: return e.frame.rect(in: s.viewport)
                case .container(let c): if let m = c.members.first(where: { $0.id == id }) { return m.frame.rect(in: s.viewport) }
                default: break
                }
            }
            throw CancellationError()
        }
        // At the medium detent the sheet covers the look-around view but not the map controls.
        #expect(s.ui.chromeCovers(try frame("look-around")))
        let mapMode = try frame("map-mode")
        #expect(!s.ui.chromeCovers(mapMode))
        #expect(s.customGlass.interactiveGlass(at: mapMode.center) != nil)
        // At full height it covers them too: they leave, and a press there lands on the sheet.
        let clock = s.clock as! FixedStepClock
        s.sheet.drag.map { _ in s.sheet.select(detent: 2, at: clock.now) }
        for _ in 0..<120 { clock.advance() }
        s.step(to: p)
        #expect(s.ui.chromeCovers(mapMode))
        #expect(s.customGlass.interactiveGlass(at: mapMode.center) == nil)
    }
}

import Testing
@testable import GlassCompositor

/// Glass that a panel or sheet comes to cover dematerializes away and comes back when it is
/// uncovered (glass is never drawn on glass, G11), rather than vanishing in one frame.
@Suite struct CoveredGlassTests {
    @Test func glassUnderTheHelpPanelFadesAwayAndBack() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 1280, pixelHeight: 800, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 1280, height: 800)!
        s.step(to: p)
        s.handle(InputEvent(.key(name: "question", modifiers: []), time: clock.now))
        let covered = try #require(s.scene.tabs[0].screen.glass.indices.first { s.customGlass.isCovered(node: $0) })
        var values: [Double] = []
        for _ in 0..<60 { s.step(to: p); values.append(s.customGlass.coverVisibility(node: covered, at: clock.now)) }
        #expect(values.contains { $0 > 0.05 && $0 < 0.95 }, "part way on its way out: \(values.prefix(12))")
        #expect(values.last == 0)
        for (a, b) in zip(values, values.dropFirst()) { #expect(b <= a + 1e-9, "only fades out") }
        // Closing the panel brings it back the same way.
        s.handle(InputEvent(.key(name: "Escape", modifiers: []), time: clock.now))
        var back: [Double] = []
        for _ in 0..<60 { s.step(to: p); back.append(s.customGlass.coverVisibility(node: covered, at: clock.now)) }
        #expect(back.contains { $0 > 0.05 && $0 < 0.95 })
        #expect(back.last == 1)
        var frames = 0
        while s.needsFrame && frames < 300 { s.step(to: p); frames += 1 }
        #expect(!s.needsFrame, "settles")
    }

    /// A sheet dragged up toward the map's compass: the compass leaves as the sheet's edge nears,
    /// under the hand, and is never drawn over the sheet (the fade alone, which starts once the
    /// sheet covers it, left it on the sheet for a moment, over the sheet's content).
    @Test func glassLeavesAsTheDraggedSheetNearsAndIsNeverOnIt() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("maps"), width: 390, height: 844)
        let clock = s.clock as! FixedStepClock
        s.step(to: p)
        let compass = try #require(s.scene.tabs[0].screen.glass.firstIndex { $0.members.contains { $0.id == "compass" } })
        let frame = try #require(s.scene.tabs[0].screen.glass[compass].members.first).frame.rect(in: s.viewport)
        let start = try #require(s.sheet.frame)
        #expect(start.minY > frame.maxY + CustomGlassComponent.approachMargin, "the compass starts clear of the sheet")
        var y = start.minY + 10
        s.handle(InputEvent(.down(button: 1), at: Point(195, y), time: clock.now))
        var seen: [(gap: Double, visibility: Double)] = []
        while y > frame.minY - 40 {
            clock.advance()
            y -= 6
            s.handle(InputEvent(.move, at: Point(195, y), time: clock.now))
            s.step(to: p)
            let sheet = try #require(s.sheet.frame)
            seen.append((sheet.minY - frame.maxY, s.customGlass.coverVisibility(node: compass, at: clock.now)))
        }
        #expect(seen.contains { $0.gap > 0 && $0.visibility > 0.05 && $0.visibility < 0.95 }, "part way gone before it is reached")
        for v in seen where v.gap <= 0 { #expect(v.visibility == 0, "drawn over the sheet \(v.gap) pt into it") }
        for v in seen where v.gap >= CustomGlassComponent.approachMargin { #expect(v.visibility == 1) }
        // Let go and dragged back down, it returns.
        s.handle(InputEvent(.up(button: 1), at: Point(195, y), time: clock.now))
        s.sheet.select(detent: 0, at: clock.now)
        var frames = 0
        while s.needsFrame && frames < 300 { clock.advance(); s.step(to: p); frames += 1 }
        #expect(s.customGlass.coverVisibility(node: compass, at: clock.now) == 1)
    }

    /// Content leaves before its glass (G7): the compass, leaving as the sheet nears, drops its
    /// "N" while its glass is still over half there, instead of squeezing it into the shrinking
    /// glass (pango ellipsized it to "…").
    @Test func aLeavingButtonDropsItsLabelBeforeItsGlassIsHalfGone() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("maps"), width: 390, height: 844)
        let clock = s.clock as! FixedStepClock
        s.step(to: p)
        let compass = try #require(s.scene.tabs[0].screen.glass.firstIndex { $0.members.contains { $0.id == "compass" } })
        let start = try #require(s.sheet.frame)
        var y = start.minY + 10
        s.handle(InputEvent(.down(button: 1), at: Point(195, y), time: clock.now))
        var checked = (withLabel: 0, without: 0)
        for _ in 0..<120 {
            clock.advance()
            y -= 3
            s.handle(InputEvent(.move, at: Point(195, y), time: clock.now))
            s.step(to: p)
            let v = s.customGlass.coverVisibility(node: compass, at: clock.now)
            let item = s.customGlass.plan().compactMap { c -> GlassItem? in
                if case .glass(let g) = c, g.sceneID == "compass" { return g } else { return nil }
            }.first
            guard let item, v > 0.05, v < 0.95 else { continue }
            if v < 0.5 { #expect(item.glyphs == nil, "label shown at \(v)"); checked.without += 1 }
            if v > 0.6 { #expect(item.glyphs != nil, "label gone at \(v)"); checked.withLabel += 1 }
        }
        #expect(checked.without > 0 && checked.withLabel > 0, "\(checked)")
    }
}


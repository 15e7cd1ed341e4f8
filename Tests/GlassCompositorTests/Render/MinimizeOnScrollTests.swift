import Testing
@testable import GlassCompositor

/// The tab bar minimizing on scroll and the accessory moving inline (T2, T3).
@Suite struct MinimizeOnScrollTests {
    @Test func onScrollDownCollapsesPastTheThresholdAndExpandsOnTheWayBack() {
        var m = MinimizeTracker(behavior: .onScrollDown)
        #expect(m.update(offset: 0, compact: true) == nil)
        #expect(m.update(offset: 80, compact: true) == nil, "not past 100 pt yet")
        #expect(m.update(offset: 150, compact: true) == true)
        #expect(m.update(offset: 151, compact: true) == nil, "moves under 3 pt are ignored")
        #expect(m.update(offset: 400, compact: true) == nil)
        #expect(m.update(offset: 390, compact: true) == false, "scrolling back up expands")
        #expect(m.update(offset: 600, compact: true) == true)
        #expect(m.update(offset: 40, compact: true) == false, "near the top expands")
    }

    @Test func behavioursNeverAndAutomatic() {
        var never = MinimizeTracker(behavior: .never)
        _ = never.update(offset: 0, compact: true)
        #expect(never.update(offset: 500, compact: true) == nil)
        var auto = MinimizeTracker(behavior: .automatic)
        _ = auto.update(offset: 0, compact: false)
        #expect(auto.update(offset: 500, compact: false) == nil, "automatic does not minimize on wide layouts")
        var phone = MinimizeTracker(behavior: .automatic)
        _ = phone.update(offset: 0, compact: true)
        #expect(phone.update(offset: 500, compact: true) == true)
        var up = MinimizeTracker(behavior: .onScrollUp)
        _ = up.update(offset: 800, compact: true)
        #expect(up.update(offset: 600, compact: true) == true)
    }

    @Test func musicSceneMinimizesWithItsAccessoryInline() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 844)!
        var events: [String] = []
        s.onSemanticEvent = { events.append($0.name) }
        s.step(to: p)
        let expanded = s.tabBar.layout
        #expect(expanded.accessory!.maxY < expanded.bar.minY, "the accessory sits above the bar")
        s.handle(InputEvent(.wheel(dx: 0, dy: 6), at: Point(200, 300), time: clock.now))
        for _ in 0..<90 { s.step(to: p) }
        let collapsed = s.tabBar.layout
        #expect(collapsed.isCollapsed && collapsed.collapse == 1)
        #expect(collapsed.bar.width == TabBarLayout.height, "a circle holding the selected icon")
        #expect(abs(collapsed.accessory!.midY - collapsed.bar.midY) < 1, "the accessory moved inline")
        #expect(events.contains("tabbar.minimized"))
        #expect(!s.needsFrame)
        s.handle(InputEvent(.wheel(dx: 0, dy: -1), at: Point(200, 300), time: clock.now))
        for _ in 0..<90 { s.step(to: p) }
        #expect(s.tabBar.layout.collapse == 0)
    }
}

/// How the minimizing bar and its accessory are grouped: one merged field only while they
/// are within the merge distance, two single shapes otherwise, which the renderer shades on its
/// fast paths.
@Suite struct MinimizeGroupingTests {
    /// Music on a phone-sized window at scale 2, its first frame drawn.
    static func phoneMusic() throws -> (ViewerSession, OffscreenPresenter, FixedStepClock, Scene) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 780, pixelHeight: 1688, scale: 2, clock: clock)
        let p = OffscreenPresenter(width: 780, height: 1688)!
        s.step(to: p)
        return (s, p, clock, scene)
    }

    @Test func theBarAndAccessoryMergeOnlyWithinTheMergeDistance() throws {
        let (s, p, clock, _) = try Self.phoneMusic()
        let scale = 2.0
        s.handle(InputEvent(.wheel(dx: 0, dy: 6), at: Point(200, 300), time: clock.now))
        var merged = 0, split = 0
        for _ in 0..<90 {
            s.step(to: p)
            let layout = s.tabBar.layout
            guard layout.collapse > 0, layout.collapse < 1, let accessory = layout.accessory else { continue }
            // The search tab's circle, planned last, stands apart at the trailing end.
            let fields = s.tabBar.plan().compactMap { command -> GlassField? in
                if case .glass(let item) = command { return item.field } else { return nil }
            }.dropLast(layout.search == nil ? 0 : 1)
            let spacing = 6 * scale
            let (barPixels, accessoryPixels) = (layout.bar.scaled(by: scale), accessory.scaled(by: scale))
            if barPixels.gap(to: accessoryPixels) >= spacing + 2 {
                split += 1
                #expect(fields.count == 2 && fields.allSatisfy { $0.shapes.count == 1 })
                // Where glass is drawn (inside and the anti-aliased pixel past the outline) the
                // merged field is the plain minimum the two single shapes draw.
                let group = GlassField([.capsule(barPixels), .capsule(accessoryPixels)], spacing: spacing)
                let bounds = barPixels.union(accessoryPixels).insetBy(dx: -4, dy: -4)
                for y in stride(from: bounds.minY, to: bounds.maxY, by: 3) {
                    for x in stride(from: bounds.minX, to: bounds.maxX, by: 3) {
                        let (fx, fy) = (Float(x), Float(y))
                        let plain = min(fields[0].signedDistance(fx, fy), fields[1].signedDistance(fx, fy))
                        guard plain <= 1 else { continue }
                        #expect(abs(group.signedDistance(fx, fy) - plain) < 1e-4, "at \(x),\(y)")
                    }
                }
            } else {
                merged += 1
                #expect(fields.count == 1 && fields[0].shapes.count == 2, "merging shapes are one field")
            }
        }
        #expect(merged > 0 && split > 0, "the minimize passes through both: merged \(merged), split \(split)")
    }
}

/// The tab bar's slots while it minimizes and expands: painted once each, then moved and
/// faded, not laid out again on every frame.
@Suite struct MinimizeSlotImagesTests {
    @Test func aMinimizeAndExpandPaintEachSlotOnce() throws {
        let (s, p, clock, scene) = try MinimizeGroupingTests.phoneMusic()
        s.handle(InputEvent(.wheel(dx: 0, dy: 6), at: Point(200, 300), time: clock.now))
        var fading = 0
        for _ in 0..<90 {
            s.step(to: p)
            let c = s.tabBar.layout.collapse
            if c > 0 && c < 0.5 { fading += 1 }
        }
        s.handle(InputEvent(.wheel(dx: 0, dy: -1), at: Point(200, 300), time: clock.now))
        for _ in 0..<90 {
            s.step(to: p)
            let c = s.tabBar.layout.collapse
            if c > 0 && c < 0.5 { fading += 1 }
        }
        #expect(s.tabBar.layout.collapse == 0)
        #expect(fading > 4, "frames where the labels fade: \(fading)")
        let painted = s.tabBar.glyphs.slotImages.paintings
        #expect(painted > 0 && painted <= 2 * scene.tabs.count, "each slot painted once per colour, not per frame: \(painted)")
    }

    /// A painted slot placed on whole pixels is the direct painting at that place, bit for bit.
    @Test func aPaintedSlotIsTheDirectPaintingMoved() {
        let key = TabSlotImages.Key(title: "Library", icon: "folder-music-symbolic", color: Color(white: 0.08, a: 0.86),
                                    slot: Size(72, 54), scale: 2)
        let image = TabSlotImages.paint(key)!
        let placed = Surface(width: 200, height: 140)!, direct = Surface(width: 200, height: 140)!
        placed.blit(image, at: 30, 20)
        let c = Canvas(surface: direct, scale: 2)
        TabSlotImages.draw(title: key.title, icon: key.icon, in: Rect(x: 15, y: 10, width: 72, height: 54), color: key.color, on: c)
        c.flush()
        #expect(placed.hasSamePixels(as: direct))
        #expect(placed.contentHash != Surface(width: 200, height: 140)!.contentHash, "something was painted")
    }
}

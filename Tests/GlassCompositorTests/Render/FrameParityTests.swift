import Foundation
import Testing
@testable import GlassCompositor

/// One frame for one (input, time): the frame for a scene, a size, an input script and a time
/// is bit-identical however it was reached: every frame drawn on the way (the window, replay),
/// frames at irregular times (a window under load), or only the last one (render).
@Suite struct FrameParityTests {
    /// A window size in pixels and its scale.
    struct Size: CustomStringConvertible, Sendable {
        var width: Int, height: Int, scale: Double
        var description: String { "\(width)x\(height)@\(Int(scale))" }
        static let phone = Size(width: 780, height: 1688, scale: 2)
        static let desktop = Size(width: 1280, height: 800, scale: 1)
    }

    /// The shipped scenes.
    static let scenes = ["default", "music", "tv", "mail", "maps", "controls", "landmarks", "glass-lab"]

    static func scene(_ name: String) throws -> Scene {
        if name == "default" { return .builtInDefault() }
        return try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
    }

    /// The kinds of interaction each scene is driven through.
    enum Script: String, CaseIterable, Sendable {
        /// Wheel steps down, more, then one back up.
        case wheel
        /// A quick upward drag released moving (a fling), then a drag of the page back down.
        case dragFling
        /// Taps on the second tab, on the first live control and on the first interactive glass.
        case taps
        /// A resize in the middle of a wheel scroll.
        case resize
        /// A toolbar menu opened, a row highlighted and chosen (the frame is mid-shrink), or
        /// a sheet dismissed into its source and presented again (mid-morph); else a wheel.
        case presentations
        /// A tap on the first row or card with a destination (a push), then a swipe back past
        /// half the width released moving (a pop settling at the compared frame).
        case navigation
        /// A press on a glass button with a small drag, Escape, then a tap on the first element
        /// with an alert or action sheet (it is appearing at the compared frame).
        case alert
        /// An alert or action sheet shown, its first button pressed, moved onto the next and
        /// held (one press springing back, one growing at the compared frame).
        case alertPress
        /// A push to the first screen whose toolbar has a menu too tall for the window, that
        /// menu opened by a press dragged into its bottom band and held there (auto-scrolling
        /// at the compared frame), after a wheel on a second opening.
        case menuScroll
        /// A popover opened and the first element of its content tapped (a switch row
        /// switching, a segment chosen).
        case popover
        /// `i` twice: the inspector slides out, then back in (mid-slide at the compared frame);
        /// a scene without one ignores the key.
        case inspector
        /// The inspector's first switch tapped, then its first slider's thumb dragged and
        /// released moving (the thumb gliding and its lens shrinking at the compared frame); a
        /// scene without an inspector showing here has no events.
        case inspectorControls
        /// On a compact bar with more than five tabs: More tapped (its list shows), the list's
        /// first row tapped (its tab opens under a "More" back button), the back button, then
        /// the first slot (the pill travelling from More at the compared frame); a bar with
        /// five tabs or fewer, or a regular width, has no More and no events.
        case moreTab
        /// The search tab's circle tapped (it morphs into a field), text typed into it, then
        /// the collapsed tabs' circle tapped (the field morphing back at the compared frame); a
        /// scene without a search tab ignores the taps.
        case searchTab
        /// `s` twice: the sidebar morphs into the tab bar, then back out of it (mid-morph at
        /// the compared frame); a scene without a sidebar here ignores the key.
        case sidebarMorph
        /// A customizable sidebar's section collapsed by its header, then a long press on a
        /// movable row (Edit mode, the row lifted at the hold's deadline) dragged past the next
        /// row (rows making room at the compared frame); other scenes get only the presses.
        case sidebarCustomize
    }

    /// The time of the compared frame: mid-motion for every script.
    static let frameTime = 48.0 / 60

    /// The events of `script` for a session like `probe` (positions from its layout).
    static func events(_ script: Script, probe s: ViewerSession, size: Size) -> [InputEvent] {
        let v = s.viewport
        let centre = Point(v.width / 2, v.height * 0.45)
        switch script {
        case .wheel:
            return [InputEvent(.wheel(dx: 0, dy: 3), at: centre, time: 0.05),
                    InputEvent(.wheel(dx: 0, dy: 2), at: centre, time: 0.21),
                    InputEvent(.wheel(dx: 0, dy: -1), at: centre, time: 0.52)]
        case .dragFling:
            var e = [InputEvent(.down(button: 1), at: centre, time: 0.04)]
            for i in 1...6 { e.append(InputEvent(.move, at: Point(centre.x, centre.y - Double(i) * 40), time: 0.04 + Double(i) * 0.016)) }
            e.append(InputEvent(.up(button: 1), at: Point(centre.x, centre.y - 240), time: 0.15))
            e.append(InputEvent(.down(button: 1), at: centre, time: 0.45))
            for i in 1...4 { e.append(InputEvent(.move, at: Point(centre.x, centre.y + Double(i) * 15), time: 0.45 + Double(i) * 0.02)) }
            e.append(InputEvent(.up(button: 1), at: Point(centre.x, centre.y + 60), time: 0.6))
            return e
        case .taps:
            var e: [InputEvent] = []
            func tap(_ p: Point, _ t: Double) {
                e.append(InputEvent(.down(button: 1), at: p, time: t))
                e.append(InputEvent(.up(button: 1), at: p, time: t + 0.08))
            }
            if s.ui.showsTabBar, s.scene.tabs.count > 1 { tap(s.tabBar.layout.slots[1].center, 0.05) }
            else if s.sidebar.isShown, s.scene.tabs.count > 1 { tap(Point(60, 200), 0.05) }
            // After the switch, the first control of the then-selected screen, if any.
            if let c = s.controls.liveControls().first { tap(c.rect.center, 0.3) }
            if let glass = s.scene.tabs.first?.screen.glass.first {
                let frame: Rect
                switch glass {
                case .element(let el): frame = el.frame.rect(in: v)
                case .container(let c): frame = c.members.first?.frame.rect(in: v) ?? .zero
                }
                tap(frame.center, 0.5)
            }
            e.append(InputEvent(.wheel(dx: 0, dy: 2), at: centre, time: 0.6))
            return e.sorted { $0.time < $1.time }
        case .presentations:
            if let button = s.toolbar.placedButtons.first(where: { !$0.button.menu.isEmpty }) {
                // The panel's rows, from a probe opened at the same place.
                let b = Point(button.frame.midX, button.frame.midY)
                s.handle(InputEvent(.down(button: 1), at: b, time: 0))
                guard let rows = s.menu.presentation?.layout.rows, rows.count > 1 else { return [] }
                let row = Point(rows[1].midX, rows[1].midY)
                return [InputEvent(.down(button: 1), at: b, time: 0.05), InputEvent(.up(button: 1), at: b, time: 0.1),
                        InputEvent(.move, at: row, time: 0.35),
                        InputEvent(.down(button: 1), at: row, time: 0.55), InputEvent(.up(button: 1), at: row, time: 0.6)]
            }
            if let source = s.sheet.sourceShape()?.frame {
                let p = Point(source.midX, source.midY)
                return [InputEvent(.key(name: "Escape", modifiers: []), at: centre, time: 0.05),
                        InputEvent(.down(button: 1), at: p, time: 0.6), InputEvent(.up(button: 1), at: p, time: 0.65)]
            }
            return [InputEvent(.wheel(dx: 0, dy: 2), at: centre, time: 0.4)]
        case .alert:
            var e: [InputEvent] = []
            let toolbarButtons = s.toolbar.currentToolbar.map { s.toolbar.layout($0).groups.flatMap(\.buttons) } ?? []
            if let glass = s.contentButtons.targets().first(where: { $0.glassButton != nil })?.rect.center ?? toolbarButtons.first?.frame.center {
                e.append(InputEvent(.down(button: 1), at: glass, time: 0.05))
                e.append(InputEvent(.move, at: Point(glass.x + 6, glass.y + 3), time: 0.1))
                e.append(InputEvent(.up(button: 1), at: Point(glass.x + 6, glass.y + 3), time: 0.15))
            }
            e.append(InputEvent(.key(name: "Escape", modifiers: []), time: 0.3))
            let source = toolbarButtons.first(where: { $0.button.action != nil })?.frame.center
                ?? s.contentButtons.targets().first(where: { $0.action != nil })?.rect.center
            if let source {
                e.append(InputEvent(.down(button: 1), at: source, time: 0.5))
                e.append(InputEvent(.up(button: 1), at: source, time: 0.58))
            }
            return e
        case .resize:
            return [InputEvent(.wheel(dx: 0, dy: 4), at: centre, time: 0.05),
                    InputEvent(.resize(width: size.width * 9 / 10, height: size.height * 9 / 10), at: centre, time: 0.3),
                    InputEvent(.wheel(dx: 0, dy: 2), at: centre, time: 0.4)]
        case .navigation:
            let target = s.content.layout(tab: s.selectedTab).items.first { placed in
                guard placed.frame.maxY < v.height - 120, placed.frame.minY > 60 else { return false }
                switch placed.item {
                case .row(let r): return r.destination != nil
                case .card(let c): return c.destination != nil
                default: return false
                }
            }.map { $0.frame.center }
            var e: [InputEvent] = []
            var tap = 0.05
            var tile = target == nil ? carouselDestination(s) : nil
            if target == nil, tile == nil, s.carousels.rows(tab: s.selectedTab).contains(where: { $0.carousel.tiles.contains { $0.destination != nil } }) {
                // A row of tiles with destinations below the fold: the wheel brings it up first.
                e.append(InputEvent(.wheel(dx: 0, dy: 4), at: centre, time: 0.02))
                s.handle(e[0])
                s.advance(to: 0.6)
                tile = carouselDestination(s)
                tap = 0.6
            }
            let point = target ?? tile ?? centre
            e += [InputEvent(.down(button: 1), at: point, time: tap), InputEvent(.up(button: 1), at: point, time: tap + 0.05)]
            // A tile pushed after the wheel settled is still sliding in at the compared frame.
            if tap > 0.5 { return e }
            let start = Point(v.width * 0.2, v.height * 0.5)
            e.append(InputEvent(.down(button: 1), at: start, time: 0.5))
            for i in 1...6 { e.append(InputEvent(.move, at: Point(start.x + Double(i) * v.width * 0.06, start.y + Double(i)), time: 0.5 + Double(i) * 0.02)) }
            e.append(InputEvent(.up(button: 1), at: Point(start.x + v.width * 0.36, start.y + 6), time: 0.64))
            return e
        case .alertPress:
            let toolbarButtons = s.toolbar.currentToolbar.map { s.toolbar.layout($0).groups.flatMap(\.buttons) } ?? []
            guard let source = toolbarButtons.first(where: { $0.button.action != nil })?.frame.center
                    ?? s.contentButtons.targets().first(where: { $0.action != nil })?.rect.center else { return [] }
            s.handle(InputEvent(.down(button: 1), at: source, time: 0))
            s.handle(InputEvent(.up(button: 1), at: source, time: 0.02))
            guard let buttons = s.alerts.current?.layout.buttons, buttons.count > 1 else { return [] }
            let a = buttons[0].frame.center, b = buttons[1].frame.center
            return [InputEvent(.down(button: 1), at: source, time: 0.05), InputEvent(.up(button: 1), at: source, time: 0.1),
                    InputEvent(.down(button: 1), at: a, time: 0.5), InputEvent(.move, at: b, time: 0.7)]
        case .menuScroll:
            // The first destination row pushes a screen; its toolbar may hold a long menu.
            guard let row = s.content.layout(tab: s.selectedTab).items.first(where: { placed in
                if case .row(let r) = placed.item { return r.destination != nil && placed.frame.maxY < v.height - 120 && placed.frame.minY > 60 }
                return false
            })?.frame.center else { return [] }
            s.handle(InputEvent(.down(button: 1), at: row, time: 0))
            s.handle(InputEvent(.up(button: 1), at: row, time: 0.01))
            s.advance(to: 0.2)
            guard let button = s.toolbar.placedButtons.first(where: { !$0.button.menu.isEmpty }) else { return [] }
            let b = Point(button.frame.midX, button.frame.midY)
            s.handle(InputEvent(.down(button: 1), at: b, time: 0.2))
            guard let m = s.menu.presentation, m.layout.scrolls else { return [] }
            let panel = m.layout.frame, edge = Point(panel.midX, m.layout.visibleRows.maxY - 10)
            return [InputEvent(.down(button: 1), at: row, time: 0.02), InputEvent(.up(button: 1), at: row, time: 0.03),
                    InputEvent(.down(button: 1), at: b, time: 0.2), InputEvent(.up(button: 1), at: b, time: 0.22),
                    InputEvent(.wheel(dx: 0, dy: 3), at: panel.center, time: 0.3),
                    InputEvent(.smoothScroll(dx: 0, dy: 20), at: panel.center, time: 0.34),
                    InputEvent(.smoothScroll(dx: 0, dy: 25), at: panel.center, time: 0.36),
                    InputEvent(.key(name: "Escape", modifiers: []), time: 0.4),
                    InputEvent(.down(button: 1), at: b, time: 0.6),
                    InputEvent(.move, at: Point(b.x, (b.y + edge.y) / 2), time: 0.63),
                    InputEvent(.move, at: edge, time: 0.66)]
        case .moreTab:
            let slots = s.ui.tabSlots
            guard s.ui.showsTabBar, let more = slots.slots.firstIndex(of: .more) else { return [] }
            let bar = s.tabBar.layout
            let m = bar.slots[more].center, first = bar.slots[0].center
            func tap(_ p: Point, _ t: Double) -> [InputEvent] {
                [InputEvent(.down(button: 1), at: p, time: t), InputEvent(.up(button: 1), at: p, time: t + 0.03)]
            }
            // The probe follows the taps so far to find the next target.
            for e in tap(m, 0) { s.handle(e) }
            guard let row = s.more.layout.rows.first?.frame.center else { return [] }
            for e in tap(row, 0.01) { s.handle(e) }
            guard let back = s.toolbar.placedButton(id: TabBarSlots.moreBackID)?.frame.center else { return [] }
            return tap(m, 0.1) + tap(row, 0.35) + tap(back, 0.55) + tap(first, 0.72)
        case .inspector:
            return [InputEvent(.key(name: "i", modifiers: []), at: centre, time: 0.1),
                    InputEvent(.key(name: "i", modifiers: []), at: centre, time: 0.65)]
        case .inspectorControls:
            guard s.inspector.shown != nil else { return [] }
            let hosted = s.inspector.hostedControls(), o = s.inspector.windowOrigin
            var e: [InputEvent] = []
            if let c = hosted.first(where: { if case .toggle = $0.control { true } else { false } }) {
                let p = Point(c.rect.midX + o.x, c.rect.midY + o.y)
                e += [InputEvent(.down(button: 1), at: p, time: 0.1), InputEvent(.up(button: 1), at: p, time: 0.16)]
            }
            if let c = hosted.first(where: { if case .slider = $0.control { true } else { false } }), case .slider(let model) = c.control {
                let p = Point(ContentPainter.sliderX(model, value: model.value, in: c.rect) + o.x, c.rect.midY + o.y)
                e.append(InputEvent(.down(button: 1), at: p, time: 0.35))
                for i in 1...5 { e.append(InputEvent(.move, at: Point(p.x + Double(i) * 16, p.y), time: 0.35 + Double(i) * 0.05)) }
                e.append(InputEvent(.up(button: 1), at: Point(p.x + 80, p.y), time: 0.62))
            }
            return e
        case .searchTab:
            let bar = s.tabBar.layout
            guard let circle = bar.search else { return [] }
            let c = Point(circle.midX, circle.midY)
            // Where the collapsed tabs' circle and the field are once it is open.
            let open = TabBarLayout(tabCount: s.ui.scene.tabs.count, viewport: v, hasAccessory: s.ui.scene.tabBar.accessory != nil,
                                    hasSearchTab: true, searchOpen: 1)
            let back = Point(open.bar.midX, open.bar.midY)
            let field = Point(open.search!.midX, open.search!.midY)
            return [InputEvent(.down(button: 1), at: c, time: 0.1), InputEvent(.up(button: 1), at: c, time: 0.15),
                    InputEvent(.down(button: 1), at: field, time: 0.35), InputEvent(.up(button: 1), at: field, time: 0.38),
                    InputEvent(.text("mid"), time: 0.45),
                    InputEvent(.down(button: 1), at: back, time: 0.7), InputEvent(.up(button: 1), at: back, time: 0.72)]
        case .sidebarMorph:
            return [InputEvent(.key(name: "s", modifiers: []), at: centre, time: 0.1),
                    InputEvent(.key(name: "s", modifiers: []), at: centre, time: 0.65)]
        case .sidebarCustomize:
            let sidebar = s.sidebar.layout
            guard s.sidebar.isShown, s.sidebar.isCustomizable,
                  let header = sidebar.rows.first(where: { if case .section = $0.item { return true }; return false }),
                  let row = sidebar.rows.first(where: { s.sidebar.canDrag($0.item) && $0.frame.maxY < header.frame.minY }) else { return [] }
            let a = row.frame.center
            return [InputEvent(.down(button: 1), at: header.frame.center, time: 0.05),
                    InputEvent(.up(button: 1), at: header.frame.center, time: 0.08),
                    InputEvent(.down(button: 1), at: a, time: 0.12),
                    InputEvent(.move, at: Point(a.x + 3, a.y + 4), time: 0.4),
                    InputEvent(.move, at: Point(a.x, a.y + 25), time: 0.7),
                    InputEvent(.move, at: Point(a.x, a.y + 50), time: 0.76)]
        case .popover:
            guard let button = s.toolbar.placedButtons.first(where: { $0.button.popover != nil }) else { return [] }
            let b = Point(button.frame.midX, button.frame.midY)
            s.handle(InputEvent(.down(button: 1), at: b, time: 0))
            guard let m = s.menu.presentation, let content = s.menu.popoverContent(m)?.content,
                  let first = content.layout.items.first?.frame else { return [] }
            let p = Point(first.midX + content.origin.x, first.midY + content.origin.y)
            return [InputEvent(.down(button: 1), at: b, time: 0.05), InputEvent(.up(button: 1), at: b, time: 0.1),
                    InputEvent(.down(button: 1), at: p, time: 0.6), InputEvent(.up(button: 1), at: p, time: 0.66)]
        }
    }

    /// The centre of the first carousel tile with a destination on the first screen, if any.
    static func carouselDestination(_ s: ViewerSession) -> Point? {
        let offset = s.content.offset()
        for c in s.carousels.rows(tab: s.selectedTab) where c.layout.frame.midY - offset > 60 && c.layout.frame.midY - offset < s.viewport.height - 200 {
            for k in c.carousel.tiles.indices where c.carousel.tiles[k].destination != nil {
                let f = c.layout.tileFrame(k)
                guard f.maxX < c.layout.frame.width else { break }
                return Point(c.layout.frame.minX + f.midX, f.midY - offset)
            }
        }
        return nil
    }

    /// How the frame at `frameTime` is reached.
    enum Path { case everyFrame, irregular, lastOnly }

    /// The frame at `frameTime` after `events`, reached along `path`.
    static func frame(_ scene: Scene, _ size: Size, _ events: [InputEvent], _ path: Path) -> Surface {
        let s = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        var presenter = OffscreenPresenter(width: size.width, height: size.height)!
        var next = 0
        func deliver(upTo t: Double) {
            while next < events.count, events[next].time <= t { s.handle(events[next]); next += 1 }
        }
        func draw(at t: Double) {
            deliver(upTo: t)
            s.advance(to: t)
            if presenter.surface.width != s.pixelWidth || presenter.surface.height != s.pixelHeight {
                presenter = OffscreenPresenter(width: s.pixelWidth, height: s.pixelHeight)!
            }
            s.renderFrame(to: presenter)
        }
        switch path {
        case .everyFrame:
            // As replay and an idle-free window: a frame at every 60 Hz step that needs one.
            var k = 0
            while Double(k) / 60 < frameTime {
                let t = Double(k) / 60
                deliver(upTo: t)
                s.advance(to: t)
                if s.needsFrame { draw(at: t) }
                k += 1
            }
        case .irregular:
            // As a window under load: frames 5 to 45 ms apart.
            var random = SeededRandom(seed: 7)
            var t = 0.0
            while t < frameTime {
                draw(at: t)
                t += random.range(0.005, 0.045)
            }
        case .lastOnly:
            break
        }
        draw(at: frameTime)
        return presenter.surface
    }

    /// Where two frames differ and by how much; both are written to the temporary folder
    /// when they do, to look at.
    static func describe(_ a: Surface, _ b: Surface, _ label: String) -> String {
        guard a.width == b.width, a.height == b.height else { return "sizes differ" }
        var box = PixelRect.empty
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { box = box.union(PixelRect(x: x, y: y, width: 1, height: 1)) } }
        guard !box.isEmpty else { return "same" }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frame-parity").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? PNGFile.write(a, to: "\(dir)/\(label)-drawn.png")
        try? PNGFile.write(b, to: "\(dir)/\(label)-last.png")
        return "within \(box), up to \(a.largestChannelDifference(from: b)) levels; images in \(dir)"
    }

    static let cases: [(String, Script)] = scenes.flatMap { name in Script.allCases.map { (name, $0) } }

    @Test(arguments: cases)
    func everyPathGivesTheSameFrame(_ name: String, _ script: Script) throws {
        let scene = try Self.scene(name)
        for size in [Size.phone, Size.desktop] {
            let probe = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
            let events = Self.events(script, probe: probe, size: size)
            let last = Self.frame(scene, size, events, .lastOnly)
            let every = Self.frame(scene, size, events, .everyFrame)
            let diff = every.diffCount(last)
            #expect(diff == 0, "\(name) \(script) \(size): every frame drawn vs only the last: \(diff) pixels differ (\(Self.describe(every, last, "\(name)-\(script)-\(size)")))")
            if size.scale == 1 {
                let irregular = Self.frame(scene, size, events, .irregular)
                let d = irregular.diffCount(last)
                #expect(d == 0, "\(name) \(script) \(size): irregular frames vs only the last: \(d) pixels differ (\(Self.describe(irregular, last, "\(name)-\(script)-\(size)-irregular")))")
            }
        }
    }

    /// The presentation scripts reach what they are there for in the scenes that have it: at
    /// the compared frame Mail's long menu is auto-scrolling, an alert button is pressed, the
    /// Filter popover has a switch on; Music's tile pushed its album.
    @Test func thePresentationScriptsReachTheirMotion() throws {
        let size = Size.phone
        func run(_ name: String, _ script: Script) throws -> ViewerSession {
            let scene = try Self.scene(name)
            let probe = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
            let events = Self.events(script, probe: probe, size: size)
            #expect(!events.isEmpty, "\(name) \(script) has no events")
            let s = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
            for e in events { s.advance(to: e.time); s.handle(e) }
            s.advance(to: Self.frameTime)
            return s
        }
        let menu = try run("mail", .menuScroll)
        #expect(menu.menu.presentation?.scroll?.auto != nil, "auto-scrolling")
        #expect((menu.menu.presentation?.offset(at: Self.frameTime) ?? 0) > 10)
        let alert = try run("mail", .alertPress)
        #expect(alert.alerts.current?.liftedButtons(at: Self.frameTime).count == 2, "one growing, one springing back")
        let popover = try run("mail", .popover)
        #expect(popover.menu.popoverValues.toggles.values.contains(true))
        let scene = try Self.scene("music")
        let probe = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        let music = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        final class Log { var names: [String] = [] }
        let log = Log()
        music.onSemanticEvent = { e in if e.name == "navigation.push" { log.names.append(e.fields.first { $0.0 == "source" }.map { "\($0.1)" } ?? "") } }
        for e in Self.events(.navigation, probe: probe, size: size) where e.time < 0.7 { music.advance(to: e.time); music.handle(e) }
        #expect(log.names.count == 1 && log.names[0].contains("recently-played.tile"), "\(log.names)")
    }

    /// Every profiling overlay turned on (F2–F7) for most of a drag-and-fling, every frame
    /// drawn, then off: the frame is the one reached with no overlay ever shown. Overlays draw
    /// over the finished frame only, and what they drew is redrawn when they go.
    @Test(arguments: scenes)
    func overlaysShownOnTheWayLeaveTheFrameAlone(_ name: String) throws {
        let scene = try Self.scene(name)
        let size = Size.desktop
        let probe = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        let events = Self.events(.dragFling, probe: probe, size: size)
        var keyed = events
        for overlay in DebugOverlay.allCases {
            keyed.append(InputEvent(.key(name: overlay.key, modifiers: []), time: 0.02))
            keyed.append(InputEvent(.key(name: overlay.key, modifiers: []), time: 0.7))
        }
        keyed.sort { $0.time < $1.time }
        let drawn = Self.frame(scene, size, keyed, .everyFrame)
        let last = Self.frame(scene, size, events, .lastOnly)
        let diff = drawn.diffCount(last)
        #expect(diff == 0, "\(name): \(diff) pixels differ after overlays were shown on the way (\(Self.describe(drawn, last, "\(name)-overlays")))")
    }

    /// Every settings key pressed twice (the three-state glass preference three times), with
    /// frames drawn between, ends on the frame a fresh session shows.
    @Test(arguments: scenes)
    func aToggleRoundTripEndsWhereAFreshSessionIs(_ name: String) throws {
        let scene = try Self.scene(name)
        let size = Size.desktop
        var events: [InputEvent] = []
        var t = 0.1
        for key in ["a", "t", "c", "g", "r", "m", "e", "s", "i", "question"] {
            for _ in 0..<(key == "g" ? 3 : 2) {
                events.append(InputEvent(.key(name: key, modifiers: []), time: t))
                t += 0.35
            }
        }
        let end = t + 3
        let toggled = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        let fresh = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        let a = OffscreenPresenter(width: size.width, height: size.height)!
        var next = 0
        var k = 0
        while Double(k) / 60 < end {
            let now = Double(k) / 60
            while next < events.count, events[next].time <= now { toggled.handle(events[next]); next += 1 }
            toggled.advance(to: now)
            if toggled.needsFrame { toggled.renderFrame(to: a) }
            k += 1
        }
        toggled.advance(to: end)
        toggled.renderFrame(to: a)
        fresh.advance(to: end)
        let b = OffscreenPresenter(width: size.width, height: size.height)!
        fresh.renderFrame(to: b)
        let diff = a.surface.diffCount(b.surface)
        #expect(diff == 0, "\(name): \(diff) pixels differ after toggling every setting and back (\(Self.describe(a.surface, b.surface, "\(name)-toggles")))")
    }
}

extension Surface {
    /// How many pixels differ from `other` (of the same size; every pixel when sizes differ).
    func diffCount(_ other: Surface) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        var n = 0
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { n += 1 } }
        return n
    }
}

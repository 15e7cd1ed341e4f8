import Foundation
import Testing
@testable import GlassCompositor

/// tv's sidebar customization (T7, T8): Edit mode, reordering by a drag, hiding and showing
/// optional tabs, pinned tabs, sections that collapse, a section's action, and the choice kept
/// between launches in a store (never in the scene file).
@Suite struct SidebarCustomizationTests {
    /// A tv session at its device size, scale 1, logging event names.
    final class Driver {
        let scene: Scene
        let s: ViewerSession
        let p: OffscreenPresenter
        var events: [SemanticEvent] = []
        var t = 0.1

        init(_ scene: Scene? = nil) throws {
            self.scene = try scene ?? ChromeFixtures.scene("tv")
            (s, p) = ChromeFixtures.session(self.scene, width: 1194, height: 834)
            s.onSemanticEvent = { [unowned self] in self.events.append($0) }
            s.step(to: p)
        }

        var names: [String] { events.map(\.name) }
        func index(_ id: String) -> Int { scene.tabs.firstIndex { $0.id == id }! }
        func row(_ item: SidebarLayout.Item) -> Rect? { s.sidebar.layout.rows.first { $0.item == item }?.frame }
        func tabRow(_ id: String) -> Rect? { row(.tab(index(id))) }
        func section(_ id: String) -> Int { scene.tabSections.firstIndex { $0.id == id }! }
        var order: [String] { s.ui.tabs.visible.map(\.rawValue) }

        func click(_ p: Point) {
            t += 0.05
            s.handle(InputEvent(.down(button: 1), at: p, time: t))
            t += 0.05
            s.handle(InputEvent(.up(button: 1), at: p, time: t))
        }

        /// A drag from `a` by `dy` in small steps, released there.
        func drag(from a: Point, by dy: Double) {
            t += 0.05
            s.handle(InputEvent(.down(button: 1), at: a, time: t))
            let steps = 8
            for k in 1...steps {
                t += 1.0 / 60
                s.handle(InputEvent(.move, at: Point(a.x, a.y + dy * Double(k) / Double(steps)), time: t))
            }
            t += 1.0 / 60
            s.handle(InputEvent(.up(button: 1), at: Point(a.x, a.y + dy), time: t))
        }

        func settle() {
            t += 2
            s.advance(to: t)
        }

        func edit() throws {
            click(try #require(s.sidebar.layout.editButton).center)
            settle()
        }
    }

    /// Edit mode is painted once in the background while the sidebar is at rest, so its
    /// first frame finds its checks, grips, Done and reset row drawn before (icons, fonts).
    @Test func editModeIsPaintedInTheBackgroundBeforeItsFirstFrame() throws {
        let d = try Driver()
        let warmed = try #require(d.s.sidebar.glyphs.warmed, "painted at rest")
        #expect(warmed.layout.editing && warmed.pressed == nil)
        try d.edit()
        #expect(warmed.layout == d.s.sidebar.layout, "what Edit mode shows at rest")
    }

    @Test func editModeListsHiddenTabsAndDoneLeavesIt() throws {
        let d = try Driver()
        #expect(d.tabRow("downloads") == nil, "the scene hides Downloaded")
        try d.edit()
        #expect(d.s.sidebar.editing && d.names.contains("sidebar.edit.began"))
        let downloads = try #require(d.s.sidebar.layout.rows.first { $0.item == .tab(d.index("downloads")) })
        #expect(downloads.control == .visibility(shown: false), "listed with an empty ring")
        #expect(d.s.sidebar.layout.rows.contains { $0.item == .reset })
        #expect(!d.s.sidebar.layout.rows.contains { if case .action = $0.item { return true }; return false }, "no action rows while editing")
        try d.edit()
        #expect(!d.s.sidebar.editing && d.names.last == "sidebar.edit.ended")
        #expect(d.tabRow("downloads") == nil)
        // Escape leaves Edit mode too.
        try d.edit()
        d.s.handle(InputEvent(.key(name: "Escape", modifiers: []), time: d.t + 0.1))
        #expect(!d.s.sidebar.editing)
    }

    @Test func aScriptedDragReordersTheTabsAndTheTabBarFollows() throws {
        let d = try Driver()
        try d.edit()
        let originals = try #require(d.tabRow("originals"))
        d.drag(from: originals.center, by: 50)
        #expect(d.s.sidebar.drag == nil)
        #expect(Array(d.order.prefix(4)) == ["home", "sports", "originals", "recent"])
        let moved = try #require(d.events.first { $0.name == "tab.moved" })
        #expect(moved.fields.contains { $0.0 == "id" && $0.1 == .string("originals") })
        #expect(moved.fields.contains { $0.0 == "from" && $0.1 == .integer(1) } && moved.fields.contains { $0.0 == "to" && $0.1 == .integer(2) })
        // The dropped row settles into its new place on a spring.
        #expect(d.s.sidebar.isAnimating)
        d.settle()
        #expect(try #require(d.tabRow("sports")).minY < (try #require(d.tabRow("originals"))).minY)
        // The tab bar shows the person's order too.
        try d.edit()
        d.s.handle(InputEvent(.key(name: "s", modifiers: []), time: d.t))
        d.settle()
        #expect(d.s.ui.showsTabBar)
        let bar = d.s.tabBar.shownTabs.map(\.id)
        #expect(Array(bar.prefix(3)) == ["home", "sports", "originals"])
        #expect(!bar.contains("downloads"), "a hidden tab is not in the bar")
        // Number keys follow the bar: 2 is Sports now.
        d.s.handle(InputEvent(.key(name: "2", modifiers: []), time: d.t + 0.1))
        #expect(d.s.ui.selectedTabID?.rawValue == "sports")
        #expect(d.s.tabBar.selectedSlot == 1)
    }

    @Test func sectionsReorderByTheirHeaders() throws {
        let d = try Driver()
        try d.edit()
        let library = try #require(d.row(.section(d.section("library"))))
        let collections = try #require(d.row(.section(d.section("collections"))))
        d.drag(from: library.center, by: collections.midY - library.midY + 30)
        #expect(d.s.ui.tabs.sectionOrder(in: d.scene) == ["collections", "library"])
        #expect(d.names.contains("section.moved"))
        d.settle()
        #expect(try #require(d.row(.section(d.section("collections")))).minY < (try #require(d.row(.section(d.section("library"))))).minY)
    }

    @Test func pinnedTabsKeepTheirPlaces() throws {
        let d = try Driver()
        try d.edit()
        // Home is pinned: it does not lift.
        d.drag(from: try #require(d.tabRow("home")).center, by: 80)
        #expect(!d.names.contains("sidebar.drag.began") && !d.names.contains("tab.moved"))
        // Sports dragged above Home lands after it.
        d.drag(from: try #require(d.tabRow("sports")).center, by: -120)
        #expect(Array(d.order.prefix(3)) == ["home", "sports", "originals"])
    }

    @Test func optionalTabsHideAndShowAndTheSelectedOneGivesWay() throws {
        let d = try Driver()
        d.click(try #require(d.tabRow("sports")).center)
        #expect(d.s.ui.selectedTabID?.rawValue == "sports")
        try d.edit()
        d.click(try #require(d.tabRow("sports")).center)
        #expect(d.s.ui.tabs.hidden.contains(TabID("sports")) && d.names.contains("tab.hidden"))
        #expect(d.s.ui.selectedTabID?.rawValue != "sports", "a hidden tab is not left selected")
        #expect(d.s.sidebar.layout.rows.first { $0.item == .tab(d.index("sports")) }?.control == .visibility(shown: false))
        // Movable but not optional: a tap in Edit mode hides nothing.
        d.click(try #require(d.tabRow("originals")).center)
        #expect(!d.s.ui.tabs.hidden.contains(TabID("originals")))
        d.click(try #require(d.tabRow("downloads")).center)
        #expect(!d.s.ui.tabs.hidden.contains(TabID("downloads")) && d.names.contains("tab.shown"))
        try d.edit()
        #expect(d.tabRow("sports") == nil && d.tabRow("downloads") != nil)
    }

    @Test func aLongPressOnARowEntersEditModeAndLiftsIt() throws {
        let d = try Driver()
        let originals = try #require(d.tabRow("originals")).center
        d.s.handle(InputEvent(.down(button: 1), at: originals, time: 1))
        d.s.handle(InputEvent(.move, at: Point(originals.x + 4, originals.y + 3), time: 1.2))
        d.s.advance(to: 1.6)
        #expect(d.s.sidebar.editing && d.s.sidebar.drag?.item == .tab(d.index("originals")))
        let began = try #require(d.events.first { $0.name == "sidebar.edit.began" })
        #expect(began.time == 1.5 && began.fields.contains { $0.1 == .string("longPress") })
        d.s.handle(InputEvent(.move, at: Point(originals.x, originals.y + 50), time: 1.7))
        d.s.handle(InputEvent(.up(button: 1), at: Point(originals.x, originals.y + 50), time: 1.75))
        #expect(Array(d.order.prefix(3)) == ["home", "sports", "originals"])
        // Moved past the slop before the hold completes: no Edit mode, nothing selected.
        let e = try Driver()
        let row = try #require(e.tabRow("sports")).center
        e.s.handle(InputEvent(.down(button: 1), at: row, time: 1))
        e.s.handle(InputEvent(.move, at: Point(row.x, row.y + 30), time: 1.2))
        e.s.advance(to: 2)
        e.s.handle(InputEvent(.up(button: 1), at: Point(row.x, row.y + 30), time: 2))
        #expect(!e.s.sidebar.editing && e.s.ui.selectedTabID?.rawValue == "home")
    }

    @Test func sectionsCollapseAndExpandWithAnAnimation() throws {
        let d = try Driver()
        let header = try #require(d.row(.section(d.section("library"))))
        let collectionsBefore = try #require(d.row(.section(d.section("collections")))).minY
        d.click(header.center)
        #expect(d.names.last == "section.collapsed")
        d.s.advance(to: d.t + 0.08)
        let recent = try #require(d.s.sidebar.layout.rows.first { $0.item == .tab(d.index("recent")) })
        #expect(recent.frame.height > 0 && recent.frame.height < SidebarLayout.rowHeight, "mid-way the rows shrink")
        #expect(recent.opacity < 1)
        let collectionsMid = try #require(d.row(.section(d.section("collections")))).minY
        #expect(collectionsMid < collectionsBefore)
        d.settle()
        #expect(d.tabRow("recent") == nil && d.tabRow("movies") == nil)
        let collectionsAfter = try #require(d.row(.section(d.section("collections")))).minY
        #expect(collectionsAfter < collectionsMid)
        #expect(d.s.sidebar.layout.rows.first { $0.item == .section(d.section("library")) }?.disclosure == 0)
        d.click(header.center)
        #expect(d.names.last == "section.expanded")
        d.settle()
        #expect(try #require(d.row(.section(d.section("collections")))).minY == collectionsBefore)
    }

    @Test func aSectionsActionFiresAnEventAndOpensItsDestination() throws {
        let d = try Driver()
        let action = try #require(d.row(.action(d.section("collections"))))
        d.click(action.center)
        let fired = try #require(d.events.first { $0.name == "sidebar.action" })
        #expect(fired.fields.contains { $0.0 == "section" && $0.1 == .string("collections") })
        #expect(fired.fields.contains { $0.0 == "title" && $0.1 == .string("New Collection") })
        // With a destination, the tap pushes it on the selected tab.
        var scene = d.scene
        var screen = Screen()
        screen.id = "new-collection"
        screen.title = "New Collection"
        scene.screens.append(screen)
        scene.tabSections[d.section("collections")].action?.destination = "new-collection"
        let e = try Driver(scene)
        e.click(try #require(e.row(.action(e.section("collections")))).center)
        e.settle()
        #expect(e.s.ui.screen?.id == "new-collection")
    }

    @Test func theCustomizationIsKeptBetweenLaunchesAndResetForgetsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-viewer-state-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = CustomizationStore(folder: folder + "/glass-viewer")
        let scenePath = RepositoryPaths.scenes.appendingPathComponent("tv.json").path
        let sceneBytes = try FileReader.read(scenePath, limit: 1 << 24)

        let d = try Driver()
        #expect(d.s.useCustomization(store) == nil, "no file yet is fine")
        d.click(try #require(d.row(.section(d.section("library")))).center)
        d.settle()
        try d.edit()
        d.drag(from: try #require(d.tabRow("sports")).center, by: -45)
        d.click(try #require(d.tabRow("weekend")).center)
        try d.edit()
        let path = store.path(for: d.scene)
        #expect(path.hasSuffix("/glass-viewer/tv.json"))
        #expect(FileReader.kind(of: path) == .regular)

        // A new launch takes it back.
        let e = try Driver()
        #expect(e.s.useCustomization(store) == nil)
        #expect(e.order == d.order && Array(e.order.prefix(3)) == ["home", "sports", "originals"])
        #expect(e.s.ui.tabs.hidden == d.s.ui.tabs.hidden && e.s.ui.tabs.hidden.contains(TabID("weekend")))
        #expect(e.s.sidebar.collapsedSections == ["library"] && e.tabRow("recent") == nil)
        #expect(try FileReader.read(scenePath, limit: 1 << 24) == sceneBytes, "the scene file is never written")

        // Reset, from Edit mode: the scene's arrangement, and the file is gone.
        try e.edit()
        e.click(try #require(e.row(.reset)).center)
        #expect(e.names.contains("sidebar.customization.reset"))
        #expect(e.s.ui.tabs.order.map(\.rawValue) == e.scene.tabs.map(\.id))
        #expect(e.s.ui.tabs.hidden == [TabID("downloads")] && e.s.sidebar.collapsedSections.isEmpty)
        #expect(FileReader.kind(of: path) == nil)

        // A broken file is named, and the scene's own arrangement shows.
        try SafeFileWriter().write("{\"order\": 5}", to: path)
        let f = try Driver()
        let message = try #require(f.s.useCustomization(store))
        #expect(message.contains(path))
        #expect(f.s.ui.tabs.order.map(\.rawValue) == f.scene.tabs.map(\.id))
        // --reset-customization's way: the file is forgotten before it is read.
        try f.s.resetCustomization(in: store)
        #expect(FileReader.kind(of: path) == nil)
    }
}

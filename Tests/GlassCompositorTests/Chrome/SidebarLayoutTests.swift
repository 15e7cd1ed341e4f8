import Testing
@testable import GlassCompositor

/// T6, T8: the floating sidebar's frame, rows, section headers and hit testing.
@Suite struct SidebarLayoutTests {
    @Test func floatsInsetFromTheWindowWithConcentricCorners() throws {
        let scene = try ChromeFixtures.scene("tv")
        let layout = SidebarLayout(scene: scene, viewport: Size(1194, 834))
        #expect(layout.frame == Rect(x: 10, y: 10, width: 300, height: 814))
        #expect(layout.cornerRadius >= SidebarLayout.minimumCornerRadius)
        #expect(layout.contentInset == 310)
        // Every row inside the glass, top to bottom without overlaps.
        for (a, b) in zip(layout.rows, layout.rows.dropFirst()) { #expect(a.frame.maxY <= b.frame.minY) }
        for row in layout.rows { #expect(layout.frame.insetBy(dx: 8, dy: 8).union(row.frame) == layout.frame.insetBy(dx: 8, dy: 8)) }
    }

    @Test func listsSearchUngroupedTabsThenSectionsWithActions() throws {
        let scene = try ChromeFixtures.scene("tv")
        let layout = SidebarLayout(scene: scene, viewport: Size(1194, 834))
        let titles = layout.rows.map(\.title)
        #expect(titles.first == "Search")
        #expect(Array(titles[1...3]) == ["Home", "Originals", "Sports"])
        let library = try #require(titles.firstIndex(of: "Library"))
        let collections = try #require(titles.firstIndex(of: "Collections"))
        #expect(library < collections)
        #expect(layout.rows[library].item == .section(0))
        #expect(titles.contains("Recently Added"))
        // Hidden tabs are left out; the section action closes its section.
        #expect(!titles.contains("Downloaded"))
        #expect(layout.rows.last?.item == .action(1))
        #expect(layout.rows.last?.title == "New Collection")
    }

    @Test func hitTestingFindsRowsAndTheToggle() throws {
        let scene = try ChromeFixtures.scene("tv")
        let layout = SidebarLayout(scene: scene, viewport: Size(1194, 834))
        let originals = try #require(scene.tabs.firstIndex { $0.id == "originals" })
        let row = try #require(layout.row(forTab: originals))
        #expect(layout.item(at: row.frame.center) == .tab(originals))
        #expect(layout.item(at: layout.toggle.center) == .toggle)
        #expect(layout.item(at: Point(layout.frame.maxX + 5, row.frame.midY)) == nil)
        // Empty glass below the last row hits nothing.
        #expect(layout.item(at: Point(layout.frame.midX, layout.frame.maxY - 4)) == nil)
    }

    @Test func rowsThatDoNotFitScrollAndThoseOutOfTheListAreLeftOut() throws {
        let scene = try ChromeFixtures.scene("tv")
        let rest = SidebarLayout(scene: scene, viewport: Size(1194, 300))
        #expect(rest.scrolls && rest.contentHeight > rest.list.height)
        let shown = rest.scrolled(by: 0)
        #expect(!shown.rows.isEmpty && shown.rows.count < rest.rows.count)
        #expect(shown.rows.allSatisfy { $0.frame.maxY > shown.list.minY && $0.frame.minY < shown.list.maxY })
        // Scrolled to the end, the last row ends at the list's bottom and the first is gone.
        let end = rest.scrolled(by: rest.contentHeight - rest.list.height)
        #expect(abs(end.rows.last!.frame.maxY - rest.list.maxY) < 0.001)
        #expect(end.rows.first?.item != rest.rows.first?.item)
        // A sidebar whose rows fit does not scroll.
        #expect(!SidebarLayout(scene: scene, viewport: Size(1194, 834)).scrolls)
    }
}

import Testing
@testable import GlassCompositor

/// A search field in the navigation bar on regular widths (S2): drawn at the bar's trailing
/// end (or centred), a button when the bar has no room or the width is compact, wider while
/// focused, and it filters the page under it.
@Suite struct NavigationBarSearchTests {
    private func landmarks(width: Double, height: Double = 820) throws -> NavigationDriver {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("landmarks.json").path)
        return NavigationDriver(scene, scale: 1, size: Size(width, height))
    }

    @Test(arguments: [1180.0, 1920.0])
    func onARegularWidthTheFieldStandsAtTheBarsTrailingEnd(width: Double) throws {
        let d = try landmarks(width: width)
        let field = try #require(d.session.toolbar.searchFieldFrame, "no field drawn at \(width) pt")
        #expect(field.maxX == width - ToolbarLayout.edgeInset)
        #expect(field.minY == ToolbarLayout.topInset)
        #expect(field.width == ToolbarLayout.navigationSearchWidth)
        // The bar's other items stand before it, none under it.
        let share = try #require(d.session.toolbar.frame(ofButton: "share"))
        #expect(share.maxX < field.minX)
    }

    @Test func withoutRoomBesideTheBarsItemsItIsAButton() throws {
        let d = try landmarks(width: 740, height: 900)
        #expect(d.session.toolbar.searchFieldFrame == nil)
        let button = try #require(d.session.toolbar.searchButtonFrame)
        #expect(button.maxX == 740 - ToolbarLayout.edgeInset && button.width == ToolbarLayout.barHeight)
    }

    @Test func centredPlacementPutsItInTheMiddleOfTheBar() throws {
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("landmarks.json").path)
        scene.tabs[0].screen.toolbar?.searchPlacement = .centered
        let d = NavigationDriver(scene, scale: 1, size: Size(1920, 1080))
        let field = try #require(d.session.toolbar.searchFieldFrame)
        let sidebar = d.session.sidebar.contentInsets.leading
        #expect(abs(field.midX - (1920 + sidebar) / 2) < 0.5)
    }

    @Test func focusedItWidensOverTheItemsBesideItAndFilters() throws {
        let d = try landmarks(width: 1180)
        let field = try #require(d.session.toolbar.searchFieldFrame)
        d.tap(Point(field.midX, field.midY))
        #expect(d.session.ui.focus.isFocused)
        d.settle()
        let open = try #require(d.session.toolbar.searchFieldFrame)
        #expect(open.maxX == field.maxX && open.width > field.width)
        #expect(d.session.toolbar.frame(ofButton: "inspect") == nil, "the item under the widened field stayed")
        let tiles = { () -> Int in
            d.session.content.layout(tab: d.session.selectedTab).items.reduce(0) { n, placed in
                if case .grid(let g) = placed.item { return n + g.tiles.count }
                return n
            }
        }
        let all = tiles()
        d.session.handle(InputEvent(.text("rainier"), time: d.t))
        #expect(tiles() == 1 && all > 1)
        d.key("Escape")
        d.settle()
        #expect(d.session.toolbar.searchFieldFrame == field)
        #expect(tiles() == all)
    }
}

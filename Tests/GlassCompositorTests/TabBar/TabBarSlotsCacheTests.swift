import Testing
@testable import GlassCompositor

/// The tab bar's slots and layout are made once per set of what they depend on, and follow
/// each of those the moment it changes: the scene (a reload, or a change in place), the
/// person's order and hidden tabs, the window's size class, the bar's motion.
@Suite struct TabBarSlotsCacheTests {
    static func scene(tabs: Int, adaptable: Bool = false) throws -> Scene {
        let list = (0..<tabs).map { #"{"id": "t\#($0)", "title": "Tab \#($0)", "icon": "go-home-symbolic", "customization": "optional", "screen": {"title": "Tab \#($0)", "items": []}}"# }
        let style = adaptable ? #", "tabBar": {"style": "sidebarAdaptable"}"# : ""
        return try SceneDecoder.decode(#"{"format": 1, "name": "Tabs"\#(style), "tabs": [\#(list.joined(separator: ","))]}"#, file: "tabs.json")
    }

    /// The slots as they would be made now, uncached.
    func fresh(_ ui: UIContext) -> TabBarSlots {
        TabBarSlots(scene: ui.scene, visible: ui.tabs.visible, sizeClass: ui.sizeClass, apart: ui.searchTabApart)
    }

    /// The bottom bar's layout as it would be made now, at rest.
    func freshLayout(_ s: ViewerSession) -> TabBarLayout {
        TabBarLayout(tabCount: s.tabBar.slots.count, viewport: s.ui.viewport, placement: .bottom)
    }

    @Test func theSlotsAndLayoutFollowEveryInput() throws {
        let s = ViewerSession(scene: try Self.scene(tabs: 7), pixelWidth: 390, pixelHeight: 844, scale: 1)
        let ui = s.ui
        #expect(s.tabBar.slots.count == 5 && s.tabBar.slots.overflow.count == 3)
        #expect(s.tabBar.layout == freshLayout(s))
        // Hidden by the person.
        #expect(ui.customizeTabs { $0.setHidden(TabID("t6"), true, in: ui.scene) })
        #expect(s.tabBar.slots == fresh(ui) && s.tabBar.slots.overflow.count == 2)
        // Reordered.
        #expect(ui.customizeTabs { $0.setOrder([TabID("t3")] + $0.order.filter { $0 != TabID("t3") }) })
        #expect(s.tabBar.slots == fresh(ui) && s.tabBar.slots.tab(inSlot: 0) == 3)
        // The scene changed in place, then reloaded with fewer tabs.
        ui.scene.tabs.removeLast(3)
        #expect(s.tabBar.slots == fresh(ui) && s.tabBar.slots.overflow.isEmpty && s.tabBar.slots.count == 4)
        #expect(s.tabBar.layout == freshLayout(s))
        s.reload(try Self.scene(tabs: 2))
        #expect(s.tabBar.slots == fresh(ui) && s.tabBar.slots.count == 2)
        #expect(s.tabBar.layout == freshLayout(s))
        // A wider window (regular): every visible tab has a slot, and the bar is laid out anew.
        s.reload(try Self.scene(tabs: 7))
        s.handle(InputEvent(.resize(width: 1200, height: 844), time: 0.5))
        #expect(ui.sizeClass == .regular)
        #expect(s.tabBar.slots == fresh(ui) && s.tabBar.slots.count == 7)
        #expect(s.tabBar.layout == freshLayout(s))
    }

    @Test func aTopBarsTitlesAreMeasuredAgainWhenTheyChange() throws {
        let s = ViewerSession(scene: try Self.scene(tabs: 3, adaptable: true), pixelWidth: 1200, pixelHeight: 844, scale: 1)
        let before = s.tabBar.layout
        #expect(before.isTop)
        s.ui.scene.tabs[0].title = "A much longer title than before"
        let after = s.tabBar.layout
        #expect(after.slots[0].width > before.slots[0].width)
    }
}

import Foundation
import Testing
@testable import GlassCompositor

/// The element tree of every shipped scene holds each tab, bar button and visible row where the
/// layouts the frame is drawn from put them, and reading it changes no frame.
@Suite struct ElementTreeTests {
    static let scenes = ["default", "music", "tv", "mail", "maps", "controls", "landmarks", "glass-lab"]
    static let sizes: [(Int, Int)] = [(1280, 800), (390, 844)]

    static func scene(_ name: String) throws -> Scene {
        if name == "default" { return .builtInDefault() }
        return try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
    }

    @Test(arguments: scenes)
    func everyTabButtonAndRowIsInTheTree(name: String) throws {
        for (w, h) in Self.sizes {
            let s = ViewerSession(scene: try Self.scene(name), pixelWidth: w, pixelHeight: h, scale: 1)
            let tree = s.elementTree()
            let at = "\(name) \(w)x\(h)"
            // Tabs: the tab bar's slots, or the sidebar's rows when it replaces the bar.
            if s.ui.showsTabBar, !s.scene.tabs.isEmpty {
                let layout = s.tabBar.layout
                // Each slot's tab (or More), and the search tab's circle when it stands apart.
                var expected = zip(s.tabBar.shownTabs, layout.slots).enumerated().map { slot, pair in
                    (pair.0, pair.1, slot == s.tabBar.selectedSlot)
                }
                if let i = s.ui.searchTabApart, let circle = layout.search { expected.append((s.scene.tabs[i], circle, s.selectedTab == i)) }
                #expect(!expected.isEmpty, "\(at): no tabs")
                for (tab, frame, selected) in expected {
                    let found = tree.elements.filter { $0.role == .tab && $0.id == tab.id }
                    #expect(found.count == 1, "\(at): tab \(tab.id)")
                    #expect(found.first?.frame == frame, "\(at): tab \(tab.id) frame")
                    #expect(found.first?.label == tab.title)
                    #expect(found.first?.state.selected == selected, "\(at): tab \(tab.id) selection")
                    #expect(found.first?.hittable == true, "\(at): tab \(tab.id) hittable")
                }
            } else if s.sidebar.isShown {
                for row in s.sidebar.layout.rows {
                    guard case .tab(let i) = row.item else { continue }
                    let found = tree.elements.filter { $0.role == .sidebarRow && $0.id == s.scene.tabs[i].id }
                    #expect(found.count == 1 && found.first?.frame == row.frame, "\(at): sidebar row \(row.title)")
                }
            }
            // Bar buttons at their glass.
            for b in s.toolbar.placedButtons {
                let frame = b.alone ? b.groupFrame : b.frame
                let found = tree.elements.filter { ($0.role == .barButton || $0.role == .backButton) && $0.frame == frame }
                #expect(found.count == 1, "\(at): bar button \(b.button.id ?? b.button.title ?? "?")")
            }
            // Rows on screen, scrolled by the page's offset, inside the page.
            if let tab = s.ui.selectedTabID {
                let offset = s.scrollOffset()
                let window = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
                let page = tree.elements.firstIndex { $0.role == .page }
                #expect(page != nil, "\(at): the page")
                for placed in s.ui.pages.layout(tab: tab).items {
                    guard case .row(let row) = placed.item else { continue }
                    let frame = placed.frame.offsetBy(dx: 0, dy: -offset)
                    let found = tree.elements.filter { $0.role == .row && $0.frame == frame && $0.label == row.title }
                    if frame.intersects(window) {
                        #expect(found.count == 1, "\(at): row \(row.title)")
                        #expect(found.first?.parent == page, "\(at): row \(row.title) in its page")
                    } else {
                        #expect(found.isEmpty, "\(at): row \(row.title) off screen is left out")
                    }
                }
            }
            // Front to back: every container comes before its children.
            for (k, e) in tree.elements.enumerated() { if let p = e.parent { #expect(p < k && tree.elements[p].depth == e.depth - 1) } }
        }
    }

    /// Reading the tree between frames changes neither the next frame nor the state.
    @Test func readingTheTreeChangesNoFrame() throws {
        let scene = try Self.scene("music")
        let a = ViewerSession(scene: scene, pixelWidth: 640, pixelHeight: 480, scale: 1)
        let b = ViewerSession(scene: scene, pixelWidth: 640, pixelHeight: 480, scale: 1)
        for s in [a, b] {
            s.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(320, 240), time: 0.1))
        }
        for t in stride(from: 0.2, through: 1.0, by: 0.1) {
            a.advance(to: t); b.advance(to: t)
            _ = a.elementTree(); _ = a.elementTree()
        }
        let pa = OffscreenPresenter(width: 640, height: 480)!, pb = OffscreenPresenter(width: 640, height: 480)!
        a.renderFrame(to: pa); b.renderFrame(to: pb)
        #expect(pa.surface.contentHash == pb.surface.contentHash)
        #expect(a.elementTree() == a.elementTree())
    }

    /// A modal covers what is behind it: with the action sheet up, the tabs and rows show but a
    /// press would not reach them, and the sheet's buttons are in front.
    @Test func aModalCoversWhatIsBehindIt() throws {
        let s = ViewerSession(scene: try Self.scene("mail"), pixelWidth: 960, pixelHeight: 540, scale: 1)
        let select = try #require(s.elementTree().matches(ElementTarget(id: "select")).first)
        s.handle(InputEvent(.down(button: 1), at: select.hitPoint, time: 0.1))
        s.handle(InputEvent(.up(button: 1), at: select.hitPoint, time: 0.15))
        s.advance(to: 1)
        let tree = s.elementTree()
        let alert = try #require(tree.elements.first { $0.role == .alert })
        #expect(tree.elements.first?.role == .alert, "the sheet is frontmost")
        #expect(tree.elements.filter { $0.role == .alertButton }.map(\.label).contains("Delete All…"))
        #expect(alert.hittable)
        let rows = tree.elements.filter { $0.role == .row }
        #expect(!rows.isEmpty && rows.allSatisfy { !$0.hittable }, "rows behind the sheet are covered")
        #expect(tree.matches(ElementTarget(id: "select")).allSatisfy { !$0.hittable })
        // What a press would touch is the sheet's.
        let button = try #require(tree.matches(ElementTarget(label: "Mark All as Read")).first)
        #expect(tree.element(at: button.hitPoint) == button)
    }

    /// The text and JSON forms name role, label, id, frame and state; the JSON reads back.
    @Test func textAndJSONName() throws {
        let s = ViewerSession(scene: try Self.scene("music"), pixelWidth: 1280, pixelHeight: 800, scale: 1)
        let tree = s.elementTree()
        #expect(tree.text.contains("tab \"Home\" #home ["))
        #expect(tree.text.contains("selected"))
        let node = try JSONParser.parse(tree.json)
        guard case .object(let members) = node.value, case .array(let items)? = members.first(where: { $0.key == "elements" })?.node.value else {
            Issue.record("no elements array"); return
        }
        #expect(items.count == tree.elements.count)
    }
}

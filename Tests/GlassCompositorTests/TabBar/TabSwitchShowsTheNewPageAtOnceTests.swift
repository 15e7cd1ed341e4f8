import Testing
@testable import GlassCompositor

/// Switching tabs shows the new tab's page at once, as iOS does (issue 35, item 2): the frame
/// after the switch draws the new page alone, not the previous one fading over it, while the
/// tab bar's selection pill still moves to its tab. Before, the previous tab's page
/// cross-faded out over 0.2 s, double-exposing two pages.
@Suite struct TabSwitchShowsTheNewPageAtOnceTests {
    @Test(arguments: ["default", "music", "landmarks"])
    func theNewPageAloneRightAfterTheSwitch(_ name: String) throws {
        let scene = name == "default" ? Scene.builtInDefault()
            : try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
        let d = NavigationDriver(scene)
        d.settle()
        let old = d.session.content.layer(tab: d.session.tabID(0))
        d.session.select(tab: 1, at: d.t)
        d.advance(by: 1.0 / 60)
        let new = d.session.content.layer(tab: d.session.tabID(1))
        // The tabs' pages drawn (carousel rows are layers of their own, drawn with their page).
        let pages = Set([ObjectIdentifier(old), ObjectIdentifier(new)])
        var layers: [ObjectIdentifier] = []
        for command in d.session.pages.plan() {
            switch command {
            case .layer(let l, _, _, _), .fadingLayer(let l, _, _, _, _):
                if pages.contains(ObjectIdentifier(l)) { layers.append(ObjectIdentifier(l)) }
            default: break
            }
        }
        #expect(layers == [ObjectIdentifier(new)], "only the new tab's page is drawn")
        #expect(!layers.contains(ObjectIdentifier(old)))
        // The pill still travels to its tab.
        #expect(d.session.tabBar.isAnimating, "the selection pill moves")
    }
}

/// The search tab's pages as `SearchTabPage` makes them, kept per (tab, scene version, query):
/// the page is asked for by its layout, its layer's title and the bars on every frame, and
/// making it walks every tab of the scene and matches every entry. A pure function's cache,
/// so it changes nothing a frame shows.
final class SearchTabScreens {
    private struct Key: Hashable { var tab: String; var sceneVersion: Int; var query: String }
    private var screens: [Key: Screen] = [:]
    /// The searchable entries per (tab, scene version): the same for every query.
    private var entries: (tab: String, sceneVersion: Int, list: [SearchTabPage.Entry])?
    /// Pages kept at most: the one shown, the one before the last keystroke (a Backspace goes
    /// back to it) and a few more; a scene reload starts over.
    static let capacity = 8

    /// The thumbnails of possible results, painted ahead in the background (`SearchArtworkWarmer`).
    let artwork = SearchArtworkWarmer()

    /// `SearchTabPage.screen(for:in:query:)` for `searchTab` in the scene at `sceneVersion`.
    func screen(for searchTab: Tab, in scene: Scene, sceneVersion: Int, query: String) -> Screen {
        let key = Key(tab: searchTab.id, sceneVersion: sceneVersion, query: query)
        if let kept = screens[key] { return kept }
        let screen = SearchTabPage.screen(for: searchTab, in: scene, query: query,
                                          entries: entries(for: searchTab, in: scene, sceneVersion: sceneVersion))
        // Pages of an older scene are never asked for again.
        screens = screens.filter { $0.key.sceneVersion == sceneVersion }
        if screens.count >= Self.capacity { screens.removeAll() }
        screens[key] = screen
        return screen
    }

    /// `SearchTabPage.entries(in:searchTab:)`, made once per (tab, scene version).
    func entries(for searchTab: Tab, in scene: Scene, sceneVersion: Int) -> [SearchTabPage.Entry] {
        if let kept = entries, kept.tab == searchTab.id, kept.sceneVersion == sceneVersion { return kept.list }
        let list = SearchTabPage.entries(in: scene, searchTab: searchTab)
        entries = (searchTab.id, sceneVersion, list)
        return list
    }
}

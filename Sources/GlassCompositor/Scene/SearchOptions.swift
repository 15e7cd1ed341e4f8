/// How the search tab behaves when selected (T5): it expands into a search field while
/// the other tabs collapse into one button, and its page shows suggestions, then results.
struct SearchOptions: Equatable, Sendable {
    /// Placeholder text of the field.
    var prompt: String = "Search"
    /// Focus the field as soon as the tab is selected.
    var activatesAutomatically: Bool = false
    /// Suggestions shown under the field before anything is typed; a tap on one searches for
    /// it. Empty: the first titles the scene's other tabs show (`SearchTabPage`).
    var suggestions: [String] = []
    /// What a query is matched against; nil: the titles of every row, card and tile of the
    /// scene's other tabs (`SearchTabPage.entries`).
    var searchable: [SearchableItem]?

    init() {}
}

/// One thing the search tab can find (scene key `search.searchable`): a title, an optional
/// subtitle, and where choosing it goes: the tab it lives in (scrolled to the item with that
/// title, when it has one) and, optionally, a screen pushed there.
struct SearchableItem: Equatable, Sendable {
    var title: String
    var subtitle: String?
    /// The id of the tab choosing it switches to; nil: the search tab itself.
    var tab: String?
    /// A screen (an id under `screens`) pushed on that tab.
    var destination: String?
    /// A thumbnail for the result row.
    var artwork: ArtworkSpec?
    var icon: String?

    init(title: String) { self.title = title }
}

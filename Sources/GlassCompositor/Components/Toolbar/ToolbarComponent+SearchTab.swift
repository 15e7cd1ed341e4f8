/// The search tab's field on a regular width (T5 on iPadOS): where the tab bar holds the search
/// tab as an ordinary slot (floating at the top) or a sidebar row replaces it, selecting the tab
/// shows its page with a search field in the navigation bar's row, as iPadOS 26's TV and Music
/// do. It is the navigation bar's own field (S2, `ToolbarLayout`'s regular-width field), so
/// `SearchFieldComponent` takes its taps, text and focus exactly as for any screen's field, and
/// the page under it (`SearchTabPage`) filters by what it holds.
extension ToolbarComponent {
    /// `toolbar` with the search tab's field added at its trailing end when the selected tab
    /// is the search tab showing its own page on a regular width and the tab bar does not hold
    /// the tab apart as its circle (whose field is the tab bar's); unchanged otherwise, and
    /// unchanged when the screen's bar already has a field.
    func addingSearchTabField(to toolbar: Toolbar?) -> Toolbar? {
        guard ui.isRegularWidth, ui.searchTabApart == nil, let id = ui.selectedTabID, let tab = ui.tab(id),
              tab.role == .search, ui.pages.page(tab: id).depth == 0 else { return toolbar }
        var bar = toolbar ?? Toolbar()
        guard !bar.allItems.contains(where: { if case .search = $0 { return true }; return false }) else { return bar }
        var field = ToolbarSearch()
        field.prompt = tab.search?.prompt ?? "Search"
        bar.trailing.append(.search(field))
        return bar
    }
}

import Foundation

/// What the search tab's page shows (T5): before anything is typed, suggestions (the scene's,
/// or the first titles its other tabs show) above the tab's own screen (a genre grid, say);
/// once something is typed, the things the scene lets one find whose title or subtitle
/// contains the query, ignoring case and accents, as rows, the matched part of each title
/// emphasised; none shows "No Results". A pure function of the scene and the query, so the
/// tap that chooses a row finds the same row the page drew.
enum SearchTabPage {
    /// One thing the search can find, and where choosing it goes: the scene's own kind
    /// (`search.searchable`), also for what is taken from the other tabs' screens.
    typealias Entry = SearchableItem

    /// What a row of the page stands for.
    enum Choice: Equatable, Sendable {
        /// A suggestion: choosing it searches for its text.
        case suggestion(String)
        /// A result: choosing it opens the entry.
        case result(Entry)
    }

    /// Suggestions taken from the scene when it lists none.
    static let defaultSuggestionCount = 4
    /// Results listed at most (the rest are a refinement away, as on iOS).
    static let maximumResults = 40
    /// The row id prefixes that name a row's choice.
    static let suggestionPrefix = "search.suggestion."
    static let resultPrefix = "search.result."

    /// Everything `searchTab`'s query is matched against: the scene's explicit list, or the
    /// titles of every row, card and tile of the other tabs' screens, in the scene's order,
    /// each title and subtitle once (where it first appears).
    static func entries(in scene: Scene, searchTab: Tab) -> [Entry] {
        if let listed = searchTab.search?.searchable {
            return listed
        }
        var out: [Entry] = []
        var seen = Set<String>()
        for tab in scene.tabs where tab.role != .search {
            func add(_ title: String, _ subtitle: String?, artwork: ArtworkSpec?, icon: String?, destination: String?) {
                // The same song on several tabs is one result: the first tab that shows it.
                guard !title.isEmpty, seen.insert("\(title)\u{1f}\(subtitle ?? "")").inserted else { return }
                var entry = Entry(title: title)
                entry.subtitle = subtitle; entry.tab = tab.id; entry.destination = destination
                entry.artwork = artwork; entry.icon = icon
                out.append(entry)
            }
            func walk(_ items: [ContentItem]) {
                for item in items {
                    switch item {
                    case .row(let r): add(r.title, r.subtitle, artwork: r.artwork, icon: r.icon, destination: r.destination)
                    case .card(let c): add(c.title, nil, artwork: c.artwork, icon: nil, destination: c.destination)
                    case .section(let s): walk(s.items)
                    case .grid(let g): for t in g.tiles { add(t.title, t.subtitle, artwork: t.color == nil ? t.artwork : nil, icon: t.icon, destination: t.destination) }
                    case .carousel(let c): for t in c.tiles { add(t.title, t.subtitle, artwork: t.artwork, icon: nil, destination: t.destination) }
                    default: break
                    }
                }
            }
            walk(tab.screen.items)
        }
        return out
    }

    /// The suggestions shown before anything is typed.
    static func suggestions(in scene: Scene, searchTab: Tab) -> [String] {
        suggestions(searchTab: searchTab, entries: entries(in: scene, searchTab: searchTab))
    }

    /// The suggestions, given `searchTab`'s `entries` in the scene.
    static func suggestions(searchTab: Tab, entries: [Entry]) -> [String] {
        if let listed = searchTab.search?.suggestions, !listed.isEmpty { return listed }
        return Array(entries.prefix(defaultSuggestionCount).map(\.title))
    }

    /// The entries matching `query` (trimmed; empty matches nothing) with the matched part of
    /// each title (characters; nil when only the subtitle matched).
    static func results(for query: String, in scene: Scene, searchTab: Tab) -> [(entry: Entry, match: Range<Int>?)] {
        results(for: query, entries: entries(in: scene, searchTab: searchTab))
    }

    /// The results for `query` among `entries` (the search tab's, `entries(in:searchTab:)`).
    static func results(for query: String, entries: [Entry]) -> [(entry: Entry, match: Range<Int>?)] {
        let q = query.trimmingCharacters(in: .whitespaces)
        guard !q.isEmpty else { return [] }
        var out: [(entry: Entry, match: Range<Int>?)] = []
        for entry in entries where out.count < maximumResults {
            let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
            if let r = entry.title.range(of: q, options: options) {
                let start = entry.title.distance(from: entry.title.startIndex, to: r.lowerBound)
                out.append((entry, start..<(start + entry.title[r].count)))
            } else if SearchFilter.matches(q, entry.subtitle) {
                out.append((entry, nil))
            }
        }
        return out
    }

    /// The search tab's page for `query`: `searchTab`'s own screen with suggestions above it,
    /// or the results, or "No Results".
    static func screen(for searchTab: Tab, in scene: Scene, query: String) -> Screen {
        screen(for: searchTab, in: scene, query: query, entries: entries(in: scene, searchTab: searchTab))
    }

    /// The page, given `searchTab`'s `entries` in `scene` (what `SearchTabScreens` keeps).
    static func screen(for searchTab: Tab, in scene: Scene, query: String, entries: [Entry]) -> Screen {
        var screen = searchTab.screen
        let q = query.trimmingCharacters(in: .whitespaces)
        if q.isEmpty {
            let rows = suggestions(searchTab: searchTab, entries: entries).enumerated().map { i, text -> ContentItem in
                var row = ListRow(title: text)
                row.id = suggestionPrefix + String(i)
                row.icon = "system-search-symbolic"
                return .row(row)
            }
            guard !rows.isEmpty else { return screen }
            var section = ContentSection()
            section.title = searchTab.search?.suggestions.isEmpty == false ? "Suggestions" : "Suggested"
            section.style = .plain
            section.items = rows
            screen.items = [.section(section)] + screen.items
            return screen
        }
        let found = results(for: q, entries: entries)
        guard !found.isEmpty else {
            screen.items = SearchFilter.noResults(for: q)
            return screen
        }
        return resultsScreen(found, for: searchTab, in: scene)
    }

    /// `searchTab`'s page listing `found` as "Top Results" rows, in order.
    static func resultsScreen(_ found: [(entry: Entry, match: Range<Int>?)], for searchTab: Tab, in scene: Scene) -> Screen {
        var screen = searchTab.screen
        let rows = found.enumerated().map { i, result -> ContentItem in
            let e = result.entry
            var row = ListRow(title: e.title)
            row.id = resultPrefix + String(i)
            let place = e.tab.flatMap { id in scene.tabs.first { $0.id == id }?.title }
            let parts = [e.subtitle, place].compactMap { $0 }.filter { !$0.isEmpty }
            row.subtitle = parts.isEmpty ? nil : parts.joined(separator: " \u{00B7} ")
            row.artwork = e.artwork
            row.icon = e.artwork == nil ? (e.icon ?? "system-search-symbolic") : nil
            row.emphasis = result.match
            row.accessory = e.destination != nil ? .chevron : .none
            return .row(row)
        }
        var section = ContentSection()
        section.title = "Top Results"
        section.style = .plain
        section.items = rows
        screen.items = [.section(section)]
        return screen
    }

    /// What the row `id` of the page for `query` stands for (nil: a row of the tab's own screen).
    static func choice(rowID id: String, for searchTab: Tab, in scene: Scene, query: String) -> Choice? {
        if id.hasPrefix(suggestionPrefix), let i = Int(id.dropFirst(suggestionPrefix.count)) {
            let all = suggestions(in: scene, searchTab: searchTab)
            return all.indices.contains(i) ? .suggestion(all[i]) : nil
        }
        if id.hasPrefix(resultPrefix), let i = Int(id.dropFirst(resultPrefix.count)) {
            let all = results(for: query, in: scene, searchTab: searchTab)
            return all.indices.contains(i) ? .result(all[i].entry) : nil
        }
        return nil
    }
}

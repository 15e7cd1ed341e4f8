import Foundation

/// What a screen shows while its search field holds text (S1): the rows, cards and tiles whose
/// words contain the query, ignoring case and accents, in the screen's order, each kept in its
/// kind of container (rows stay a grouped list, tiles a grid); headers, text, controls and
/// artwork step aside, as a searched list on iOS shows only its matches. Nothing matching
/// shows "No Results" and a hint, centred, as iOS's empty search does.
enum SearchFilter {
    /// `screen` filtered by `query`; the screen itself when the query is only spaces.
    static func filtered(_ screen: Screen, query: String) -> Screen {
        let q = query.trimmingCharacters(in: .whitespaces)
        guard !q.isEmpty else { return screen }
        var result = screen
        result.items = matches(in: screen.items, query: q)
        if result.items.isEmpty { result.items = noResults(for: q) }
        return result
    }

    /// Whether any of `words` contains `query`, ignoring case and accents.
    static func matches(_ query: String, _ words: String?...) -> Bool {
        words.contains { $0?.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    private static func matches(in items: [ContentItem], query q: String) -> [ContentItem] {
        var kept: [ContentItem] = []
        var tiles: [GridTile] = []
        var tileGrid: Grid?
        for item in items {
            switch item {
            case .row(let r) where matches(q, r.title, r.subtitle, r.text, r.detail):
                kept.append(.row(r))
            case .card(let c) where matches(q, c.title, c.text):
                kept.append(.card(c))
            case .section(let s):
                kept += matches(in: s.items, query: q)
            case .grid(let g):
                tileGrid = tileGrid ?? g
                tiles += g.tiles.filter { matches(q, $0.title, $0.subtitle) }
            case .carousel(let c):
                tiles += c.tiles.filter { matches(q, $0.title, $0.subtitle) }
            default:
                break
            }
        }
        if !tiles.isEmpty {
            var grid = tileGrid ?? Grid()
            grid.tiles = tiles
            kept.append(.grid(grid))
        }
        return kept
    }

    /// The empty state: a title and a hint naming the query, centred below the bar.
    static func noResults(for query: String) -> [ContentItem] {
        var title = TextBlock(text: "No Results")
        title.style = .title
        title.alignment = .center
        var hint = TextBlock(text: "No results for \u{201C}\(query)\u{201D}. Check the spelling or try a new search.")
        hint.style = .footnote  // the secondary label colour, as iOS's hint
        hint.alignment = .center
        return [.spacer(140), .text(title), .spacer(8), .text(hint)]
    }
}

/// Every live page, by key (`ContentPage`): a page is made on first use and lives until the
/// content drops it (popped for good, or its tab left the scene; `ContentComponent`). Features
/// ask the page for their state instead of keeping a dictionary of their own.
final class PageStore {
    private var pages: [ContentPage: Page] = [:]

    /// The page `key`, made on first use (at rest at its top, nothing drawn).
    subscript(key: ContentPage) -> Page {
        if let p = pages[key] { return p }
        let p = Page(key)
        pages[key] = p
        return p
    }

    /// The page `key` if it lives now (nil: it was never used, or was dropped).
    func existing(_ key: ContentPage) -> Page? { pages[key] }

    /// Every live page, in no particular order.
    var all: [Page] { Array(pages.values) }

    /// How many pages live now.
    var count: Int { pages.count }

    /// Drops every page for which `drop` is true, and with it everything it kept.
    func removeAll(where drop: (Page) -> Bool) {
        pages = pages.filter { !drop($0.value) }
    }
}

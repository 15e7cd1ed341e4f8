/// What keeps the pages, told which it may drop: navigation knows which pages are on a
/// stack, the content keeps the pages (`ContentComponent`'s `PageStore`).
protocol PageKeeper: AnyObject {
    /// Drops every page not in `pages` with all it kept (a tab's own screen always stays);
    /// `layersOf` live on with their layers but no scroll (tiles drawn ahead for a push a
    /// press may make).
    func forgetPages(keeping pages: Set<ContentPage>, layersOf ahead: Set<ContentPage>)
}

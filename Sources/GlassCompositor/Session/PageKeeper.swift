/// What keeps the pages' scrolls and pixels, told which pages it may forget: navigation knows
/// which pages are on a stack, the content keeps their state (`ContentComponent`).
protocol PageKeeper: AnyObject {
    /// Forgets the scroll and layer of every page not in `pages` (a tab's own screen always
    /// stays); `layersOf` keep their layers (tiles drawn ahead for a push a press may make).
    func forgetPages(keeping pages: Set<ContentPage>, layersOf ahead: Set<ContentPage>)
}

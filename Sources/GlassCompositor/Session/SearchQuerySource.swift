/// What each page's search field holds, for the content to show only what matches
/// (`SearchFilter`): "" for a page with no field or an empty one.
protocol SearchQuerySource: AnyObject {
    func query(of page: ContentPage) -> String
}

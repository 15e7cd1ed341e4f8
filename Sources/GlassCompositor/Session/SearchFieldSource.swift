/// What each page's search field holds and how far it has opened, for the parts that draw
/// around it: the content shows only what matches the text (`SearchFilter`), and the toolbar
/// grows a collapsed search button into a field by the expansion.
protocol SearchFieldSource: AnyObject {
    /// The text of `page`'s field: "" for a page with no field or an empty one.
    func query(of page: ContentPage) -> String
    /// How far `page`'s collapsed search button has grown into a field at the state's time
    /// (0 collapsed … 1 open; a spring may overshoot 1 a little).
    func expansion(of page: ContentPage) -> Double
}

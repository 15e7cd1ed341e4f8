/// How the search tab behaves when selected (T5): it expands into a search field while
/// the other tabs collapse into one button.
struct SearchOptions: Equatable, Sendable {
    /// Placeholder text of the field.
    var prompt: String = "Search"
    /// Focus the field as soon as the tab is selected.
    var activatesAutomatically: Bool = false
    /// Suggestions shown under the field before anything is typed.
    var suggestions: [String] = []

    init() {}
}

/// How the search tab behaves when selected (SPEC T5): it expands into a search field while
/// the other tabs collapse into one button.
public struct SearchOptions: Equatable, Sendable {
    /// Placeholder text of the field.
    public var prompt: String = "Search"
    /// Focus the field as soon as the tab is selected.
    public var activatesAutomatically: Bool = false
    /// Suggestions shown under the field before anything is typed.
    public var suggestions: [String] = []

    public init() {}
}

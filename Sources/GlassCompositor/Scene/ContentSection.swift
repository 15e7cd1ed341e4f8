/// A titled group of content: a header, items, a footer. Rows inside are drawn as one inset,
/// rounded group with separators (the iOS grouped list).
struct ContentSection: Equatable, Sendable {
    enum Style: String, Equatable, Sendable, CaseIterable {
        /// Rows in a rounded group inset from the screen edges.
        case insetGrouped
        /// Rows edge to edge with separators, no background.
        case plain
    }

    var title: String?
    /// A trailing button in the header ("See All").
    var action: String?
    var footer: String?
    var style: Style = .insetGrouped
    var items: [ContentItem] = []

    init(title: String? = nil, items: [ContentItem] = []) { self.title = title; self.items = items }
}

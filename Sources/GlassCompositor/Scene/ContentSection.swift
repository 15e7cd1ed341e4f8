/// A titled group of content: a header, items, a footer. Rows inside are drawn as one inset,
/// rounded group with separators (the iOS grouped list).
public struct ContentSection: Equatable, Sendable {
    public enum Style: String, Equatable, Sendable, CaseIterable {
        /// Rows in a rounded group inset from the screen edges.
        case insetGrouped
        /// Rows edge to edge with separators, no background.
        case plain
    }

    public var title: String?
    /// A trailing button in the header ("See All").
    public var action: String?
    public var footer: String?
    public var style: Style = .insetGrouped
    public var items: [ContentItem] = []

    public init(title: String? = nil, items: [ContentItem] = []) { self.title = title; self.items = items }
}

/// A trailing glass panel beside the content, opposite the sidebar (T10).
struct Inspector: Equatable, Sendable {
    var title: String?
    /// Width in points.
    var width: Double = 320
    var presented: Bool = true
    var items: [ContentItem] = []

    init() {}
}

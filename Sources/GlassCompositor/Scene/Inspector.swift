/// A trailing glass panel beside the content, opposite the sidebar (SPEC T10).
public struct Inspector: Equatable, Sendable {
    public var title: String?
    /// Width in points.
    public var width: Double = 320
    public var presented: Bool = true
    public var items: [ContentItem] = []

    public init() {}
}

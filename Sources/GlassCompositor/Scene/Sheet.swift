/// A sheet over a screen (SPEC P2): glass, inset from the display edges at partial height,
/// opaque and anchored at full height.
public struct Sheet: Equatable, Sendable {
    /// A resting height of the sheet.
    public enum Detent: Equatable, Sendable {
        case medium, large
        /// A fraction of the screen height, 0...1.
        case fraction(Double)
        /// A height in points.
        case height(Double)
    }

    public var id: String?
    public var title: String?
    public var detents: [Detent] = [.medium, .large]
    /// Index into `detents` of the height it opens at.
    public var selectedDetent: Int = 0
    public var presented: Bool = true
    public var showsGrabber: Bool = true
    /// The id of a toolbar button it morphs out of (SPEC P2), if any.
    public var source: String?
    public var items: [ContentItem] = []

    public init() {}
}

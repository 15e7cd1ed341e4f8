/// A sheet over a screen (P2): glass, inset from the display edges at partial height,
/// opaque and anchored at full height.
struct Sheet: Equatable, Sendable {
    /// A resting height of the sheet.
    enum Detent: Equatable, Sendable {
        case medium, large
        /// A fraction of the screen height, 0...1.
        case fraction(Double)
        /// A height in points.
        case height(Double)
    }

    var id: String?
    var title: String?
    var detents: [Detent] = [.medium, .large]
    /// Index into `detents` of the height it opens at.
    var selectedDetent: Int = 0
    var presented: Bool = true
    var showsGrabber: Bool = true
    /// The id of a toolbar button or custom glass element it morphs out of and back into
    /// (P2), if any; such a sheet can be dismissed and presented again from it.
    var source: String?
    var items: [ContentItem] = []

    init() {}
}

/// A panel of arbitrary content that morphs out of the button that opens it (P1):
/// arrowless glass, its items laid out like a narrow screen. Width in points.
struct Popover: Equatable, Sendable {
    var title: String?
    var width: Double = 320
    var items: [ContentItem] = []
    init() {}
}

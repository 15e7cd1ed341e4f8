/// An icon file the lookup chose, and how it is decoded.
struct IconFile: Equatable, Sendable {
    /// The file formats the specification names, in the order it tries them.
    enum Format: String, CaseIterable, Sendable {
        case png, svg, xpm
    }

    var path: String
    var format: Format
}

/// An icon file the lookup chose, and how it is decoded.
struct IconFile: Equatable, Sendable {
    /// The file formats the specification names, in the order it tries them, less XPM,
    /// which it keeps only for old programs: a name that only an XPM has is "unknown" rather
    /// than passing `check` and drawing nothing.
    enum Format: String, CaseIterable, Sendable {
        case png, svg
    }

    var path: String
    var format: Format
}

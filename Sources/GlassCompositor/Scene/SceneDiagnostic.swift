/// One problem found in a scene file, located as precisely as the decoder can:
/// `FILE:LINE:COL: error: MESSAGE (at JSON.PATH)`.
public struct SceneDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// A JSONPath-like location: `$.tabs[2].screen.items[0].title`.
    public var path: String
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.path = path; self.message = message
    }

    /// One line whatever the input: values are quoted by `EchoedValue` where they are
    /// echoed, any control character left is escaped here, and the file is shown as
    /// `EchoedValue.path` shows paths (cut in the middle past 200 characters).
    public var description: String {
        var location = EchoedValue.path(file)
        if let line { location += ":\(line)" ; if let column { location += ":\(column)" } }
        return "\(location): error: \(EchoedValue.escapingControls(message)) (at \(EchoedValue.escapingControls(path)))"
    }
}

/// All problems of one scene file; decoding reports as many as it finds.
public struct SceneLoadError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [SceneDiagnostic]
    public init(_ diagnostics: [SceneDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

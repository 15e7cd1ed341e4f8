/// A parsed JSON value that remembers where it stood in its file, so scene diagnostics can
/// name line and column as well as the JSON path.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }
    var value: Value
    /// 1-based position of the value's first character.
    var line: Int
    var column: Int

    /// The JSON type's name, for messages ("expected a string, found a number").
    var typeName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// The X resource database as `xrdb` leaves it in the root window's `RESOURCE_MANAGER`
/// property: lines of `name:<whitespace>value`, `!` comments. Only what the viewer asks
/// (`Xft.dpi`) is looked up, by exact name, as GTK and Qt do; the text is another client's,
/// so a line without a colon is skipped and the value is returned as written, for the caller
/// to check.
enum XResources {
    /// The value of resource `name` (the last line that sets it wins, as `xrdb -merge` would
    /// leave it), without the whitespace around it; nil when no line sets it.
    static func value(of name: String, in text: String) -> String? {
        var found: String?
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard !line.hasPrefix("!"), let colon = line.firstIndex(of: ":") else { continue }
            guard trimmed(line[..<colon]) == name else { continue }
            found = trimmed(line[line.index(after: colon)...])
        }
        return found
    }

    private static func trimmed(_ s: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = s.firstIndex(where: { !isSpace($0) }), let last = s.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(s[first...last])
    }
}

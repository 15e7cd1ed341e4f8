/// What a theme's `index.theme` says: the themes it inherits from and its folders with their
/// sizes (`IconDirectory`).
///
/// The file is another party's (any package, or the user, may install a theme), so it is
/// parsed defensively: at most `maximumFileBytes` are read, bytes that are not UTF-8 are
/// replaced, unknown groups and keys are ignored, a folder without a valid `Size` is skipped,
/// numbers are bounded, a folder that would leave the theme folder (`..`, an absolute path) is
/// refused, and the counts of folders and parents are capped. Garbage gives a theme with fewer
/// folders, never a trap.
struct IconThemeIndex: Equatable, Sendable {
    var inherits: [String] = []
    var directories: [IconDirectory] = []

    /// The largest index read: hicolor's, which lists every size and context, is 55 KiB.
    static let maximumFileBytes = 1 << 20
    /// The most folders taken from one theme.
    static let maximumDirectories = 4096
    /// The most parents taken from `Inherits`.
    static let maximumParents = 16
    /// The largest `Size`, `MinSize`, `MaxSize` or `Threshold`, in points.
    static let maximumSize = 4096
    /// The largest `Scale`.
    static let maximumScale = 16

    /// Parses the text of an `index.theme`.
    init(parsing bytes: [UInt8]) {
        let text = String(decoding: bytes.prefix(IconThemeIndex.maximumFileBytes), as: UTF8.self)
        var groups: [String: [String: String]] = [:]
        var current: String?
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count >= 2 else { current = nil; continue }
                let name = String(line.dropFirst().dropLast())
                // A group named twice keeps its first definition, as GLib's key files do.
                current = groups[name] == nil ? name : nil
                if let current { groups[current] = [:] }
                continue
            }
            guard let group = current, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingSpaces
            guard groups[group]?[key] == nil else { continue }
            groups[group]?[key] = line[line.index(after: equals)...].trimmingSpaces
        }
        guard let theme = groups["Icon Theme"] else { return }
        inherits = Array(IconThemeIndex.list(theme["Inherits"]).filter(IconThemeIndex.isPlausibleThemeName)
            .prefix(IconThemeIndex.maximumParents))
        var seen = Set<String>()
        for path in IconThemeIndex.list(theme["Directories"]) + IconThemeIndex.list(theme["ScaledDirectories"]) {
            guard directories.count < IconThemeIndex.maximumDirectories else { break }
            guard IconThemeIndex.isPlausibleFolder(path), seen.insert(path).inserted,
                  let keys = groups[path], let directory = IconThemeIndex.directory(path, keys) else { continue }
            directories.append(directory)
        }
    }

    /// A folder's entry from its group's keys; nil without a valid `Size`.
    private static func directory(_ path: String, _ keys: [String: String]) -> IconDirectory? {
        func number(_ key: String, in range: ClosedRange<Int>) -> Int? {
            guard let text = keys[key], text.utf8.count <= 10, let n = Int(text), range.contains(n) else { return nil }
            return n
        }
        guard let size = number("Size", in: 1...maximumSize) else { return nil }
        var d = IconDirectory(path: path, size: size)
        d.scale = number("Scale", in: 1...maximumScale) ?? 1
        d.kind = keys["Type"].flatMap(IconDirectory.Kind.init(rawValue:)) ?? .threshold
        d.minSize = number("MinSize", in: 1...maximumSize) ?? size
        d.maxSize = number("MaxSize", in: 1...maximumSize) ?? size
        d.threshold = number("Threshold", in: 0...maximumSize) ?? 2
        if d.minSize > d.maxSize { (d.minSize, d.maxSize) = (size, size) }
        return d
    }

    /// The items of a comma-separated list, trimmed, empty ones dropped.
    private static func list(_ value: String?) -> [String] {
        (value ?? "").split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// Whether `name` can be a theme's folder name: one path component.
    static func isPlausibleThemeName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && name != "." && name != ".."
            && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
    }

    /// Whether `path` is a folder inside the theme folder: relative, no `.` or `..` part.
    static func isPlausibleFolder(_ path: String) -> Bool {
        guard !path.isEmpty, path.utf8.count <= 1024, !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}

private extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

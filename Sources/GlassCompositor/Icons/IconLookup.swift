import Foundation

/// The freedesktop icon theme specification's lookup over an `IconSearchPath`: the theme, its
/// `Inherits` chain depth first, then `hicolor`, then unthemed icons in the base folders; in
/// each theme the folder that matches the size, else the nearest (sizes in points, scale in
/// pixels per point).
///
/// Each theme's index is read and each folder listed once, on first use, and kept: a lookup
/// touches no disk after that (a theme installed while the viewer runs is seen at the next
/// start). Not thread-safe: `IconTheme` guards it.
final class IconLookup {
    let searchPath: IconSearchPath
    /// A theme's index, or nil when no base folder has the theme.
    private var indexes: [String: IconThemeIndex?] = [:]
    /// A folder's icon files by name without extension, with the formats present.
    private var listings: [String: [String: Set<IconFile.Format>]] = [:]
    private var chain: [String]?

    /// The theme every lookup ends with, as the specification requires.
    static let fallbackTheme = "hicolor"
    /// How deep an `Inherits` chain is followed: a theme that inherits itself, directly or
    /// through others, is visited once anyway.
    static let maximumDepth = 16
    /// The most files taken from one folder: a folder of a million files is someone's
    /// mistake, and listing it should not hold the viewer.
    static let maximumFilesPerFolder = 65_536

    init(searchPath: IconSearchPath) { self.searchPath = searchPath }

    /// The file for icon `name` at `size` points and `scale`, or nil when no theme has it.
    func find(_ name: String, size: Int, scale: Int) -> IconFile? {
        for theme in themeChain() {
            if let file = find(name, size: size, scale: scale, in: theme) { return file }
        }
        // Unthemed icons, directly in a base folder (`/usr/share/pixmaps/name.png`).
        for folder in searchPath.folders {
            if let format = format(of: name, in: folder) { return IconFile(path: "\(folder)/\(name).\(format.rawValue)", format: format) }
        }
        return nil
    }

    /// The themes looked in, in order: the chosen one, its parents depth first, hicolor.
    func themeChain() -> [String] {
        if let chain { return chain }
        var order: [String] = []
        var visited = Set<String>()
        func visit(_ theme: String, depth: Int) {
            guard depth <= IconLookup.maximumDepth, visited.insert(theme).inserted, let index = index(of: theme) else { return }
            order.append(theme)
            for parent in index.inherits { visit(parent, depth: depth + 1) }
        }
        visit(searchPath.theme, depth: 0)
        visit(IconLookup.fallbackTheme, depth: 0)
        chain = order
        return order
    }

    /// Every icon name the search path holds, for suggestions.
    func allNames() -> Set<String> {
        var names = Set<String>()
        for theme in themeChain() {
            for directory in index(of: theme)?.directories ?? [] {
                for base in searchPath.folders { names.formUnion(listing("\(base)/\(theme)/\(directory.path)").keys) }
            }
        }
        for folder in searchPath.folders { names.formUnion(listing(folder).keys) }
        return names
    }

    /// The specification's LookupIcon: the first folder that matches the size, else the one
    /// nearest to it (a tie going to the one that would scale down, which stays sharp).
    private func find(_ name: String, size: Int, scale: Int, in theme: String) -> IconFile? {
        guard let index = index(of: theme) else { return nil }
        var closest: (file: IconFile, distance: Int, pixels: Int)?
        for directory in index.directories {
            let matches = directory.matches(size: size, scale: scale)
            for base in searchPath.folders {
                let folder = "\(base)/\(theme)/\(directory.path)"
                guard let format = format(of: name, in: folder) else { continue }
                let file = IconFile(path: "\(folder)/\(name).\(format.rawValue)", format: format)
                if matches { return file }
                let distance = directory.distance(size: size, scale: scale)
                let wanted = size * scale
                if let c = closest {
                    let scalesDownNow = directory.largestPixels >= wanted, scaledDownBefore = c.pixels >= wanted
                    guard distance < c.distance || (distance == c.distance && scalesDownNow && !scaledDownBefore) else { continue }
                }
                closest = (file, distance, directory.largestPixels)
            }
        }
        return closest?.file
    }

    /// The first format, in the specification's order, in which `folder` has icon `name`.
    private func format(of name: String, in folder: String) -> IconFile.Format? {
        guard let formats = listing(folder)[name] else { return nil }
        return IconFile.Format.allCases.first(where: formats.contains)
    }

    /// The theme's parsed index from the first base folder that has one.
    private func index(of theme: String) -> IconThemeIndex? {
        if let known = indexes[theme] { return known }
        var found: IconThemeIndex?
        if IconThemeIndex.isPlausibleThemeName(theme) {
            for base in searchPath.folders {
                guard let bytes = try? FileReader.read("\(base)/\(theme)/index.theme", limit: IconThemeIndex.maximumFileBytes) else { continue }
                found = IconThemeIndex(parsing: bytes)
                break
            }
        }
        indexes[theme] = .some(found)
        return found
    }

    /// The icon files in `folder` (a missing folder has none).
    private func listing(_ folder: String) -> [String: Set<IconFile.Format>] {
        if let known = listings[folder] { return known }
        var files: [String: Set<IconFile.Format>] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for file in names.prefix(IconLookup.maximumFilesPerFolder) {
            guard let dot = file.lastIndex(of: "."), let format = IconFile.Format(rawValue: String(file[file.index(after: dot)...])) else { continue }
            let name = String(file[..<dot])
            guard IconTheme.isPlausibleName(name) else { continue }
            files[name, default: []].insert(format)
        }
        listings[folder] = files
        return files
    }
}

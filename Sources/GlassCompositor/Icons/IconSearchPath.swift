/// Where icons are looked for: the base folders of the freedesktop icon theme specification,
/// in order (each may hold theme folders such as `Adwaita/`, and unthemed icons directly), and
/// the theme to use first (its `Inherits` chain and then `hicolor` follow).
///
/// A value the host builds from its environment (`XDG_DATA_HOME`, `XDG_DATA_DIRS`, `HOME`) and
/// hands to `IconTheme.use(_:)`: the library reads no environment, so a test or a library user
/// says where icons are.
public struct IconSearchPath: Equatable, Sendable {
    /// Base folders, absolute paths, earlier ones first: a user's theme overrides the system's.
    public var folders: [String]
    /// The theme looked in first, by its folder name.
    public var theme: String

    public init(folders: [String], theme: String = IconSearchPath.defaultTheme) {
        self.folders = folders
        self.theme = theme
    }

    /// The theme the viewer's chrome is drawn with: GNOME's, whose symbolic icons are the
    /// closest freedesktop relative of SF Symbols.
    public static let defaultTheme = "Adwaita"

    /// The folders the specification names when the environment says nothing and there is no
    /// home folder: what a library user gets without calling `IconTheme.use(_:)`.
    public static let system = IconSearchPath.freedesktop(dataHome: nil, dataDirs: nil, home: nil)

    /// The specification's search path from the values of `XDG_DATA_HOME`, `XDG_DATA_DIRS` and
    /// `HOME` (nil when unset): `$XDG_DATA_HOME/icons` (default `~/.local/share/icons`),
    /// `~/.icons`, each `$XDG_DATA_DIRS/icons` (default `/usr/local/share:/usr/share`), and
    /// `/usr/share/pixmaps`.
    ///
    /// The user's folders come before the system's, as in GTK, so a theme a user installed
    /// overrides the system's copy. Relative paths in the variables are ignored, as the XDG
    /// base directory specification says; an empty `XDG_DATA_DIRS` means its default; a folder
    /// named twice is searched once, where it first appears.
    public static func freedesktop(dataHome: String?, dataDirs: String?, home: String?) -> IconSearchPath {
        func absolute(_ path: String?) -> String? {
            guard var path, path.hasPrefix("/") else { return nil }
            // Without its trailing slashes ("/" becomes "", the root's folders "/icons").
            while path.hasSuffix("/") { path.removeLast() }
            return path
        }
        let homeFolder = absolute(home)
        var folders: [String] = []
        if let data = absolute(dataHome) ?? homeFolder.map({ $0 + "/.local/share" }) { folders.append(data + "/icons") }
        if let homeFolder { folders.append(homeFolder + "/.icons") }
        let dirs = (dataDirs ?? "").split(separator: ":").compactMap { absolute(String($0)) }
        for dir in dirs.isEmpty ? ["/usr/local/share", "/usr/share"] : dirs { folders.append(dir + "/icons") }
        folders.append("/usr/share/pixmaps")
        var seen = Set<String>()
        return IconSearchPath(folders: folders.filter { seen.insert($0).inserted })
    }
}

import Foundation

/// Where the person's sidebar customization (T7, T8) of each scene is kept between launches:
/// one small JSON file per scene, `<folder>/<scene key>.json`, in a folder the host gives as a
/// value (the window: `$XDG_STATE_HOME/glass-viewer`, default `~/.local/state/glass-viewer`;
/// the library reads no environment). Headless commands use no store unless told, so a render
/// or replay never depends on what a person did in a window. The scene file is never written.
public struct CustomizationStore: Sendable {
    /// The folder holding the files (made when the first is saved).
    public let folder: String
    /// The largest file read back: a customization is a few hundred bytes.
    static let sizeLimit = 256 * 1024

    public init(folder: String) { self.folder = folder }

    /// The file name for `scene`: its name made safe for a file name (`tv`), or a hash of its
    /// tab ids when it has no name of its own.
    static func key(for scene: Scene) -> String {
        let slug = String(scene.name.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" })
            .split(separator: "-").joined(separator: "-")
        if !slug.isEmpty, scene.name != Scene().name { return String(slug.prefix(80)) }
        // FNV-1a over the tab ids: stable across runs and machines, unlike `hashValue`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in scene.tabs.map(\.id).joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "scene-" + String(hash, radix: 16)
    }

    /// The file for `scene`.
    public func path(for scene: Scene) -> String { folder + "/" + CustomizationStore.key(for: scene) + ".json" }

    /// What was saved for `scene`, nil when nothing was; throws with the file's name when the
    /// file cannot be read or is not a customization.
    func load(for scene: Scene) throws -> TabCustomization? {
        let path = path(for: scene)
        guard FileReader.kind(of: path, followingLinks: true) != nil else { return nil }
        let bytes = try FileReader.read(path, limit: CustomizationStore.sizeLimit)
        do {
            return try JSONDecoder().decode(TabCustomization.self, from: Data(bytes))
        } catch {
            throw FileError(path: path, reason: "is not a saved customization (\(error.localizedDescription)); delete it or start with --reset-customization")
        }
    }

    /// Saves `customization` for `scene` (written whole to a temporary file and renamed);
    /// an empty one removes the file.
    func save(_ customization: TabCustomization, for scene: Scene) throws {
        if customization.isEmpty { return try remove(for: scene) }
        try SafeFileWriter.makeFolder(folder)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(customization)
        try SafeFileWriter().write(Array(data) + [10], to: path(for: scene))
    }

    /// Forgets what was saved for `scene` (nothing to forget is fine).
    public func remove(for scene: Scene) throws {
        let path = path(for: scene)
        guard unlink(path) == 0 || errno == ENOENT else { throw FileError.system("unlink", errno: errno, path: path) }
    }
}

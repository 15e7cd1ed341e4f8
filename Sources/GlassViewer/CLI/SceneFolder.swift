import Foundation

/// The scene files of one folder in name order, for `[` and `]` in the window.
struct SceneFolder {
    let files: [String]

    init(containing path: String) {
        let dir = (path as NSString).deletingLastPathComponent
        let folder = dir.isEmpty ? "." : dir
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        files = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()
            .map { folder == "." && !path.hasPrefix("./") ? $0 : "\(folder)/\($0)" }
    }

    /// The file `step` places from `path`, wrapping around; nil when the folder has no other scene.
    func neighbour(of path: String, step: Int) -> String? {
        guard files.count > 1 else { return nil }
        let here = files.firstIndex(of: path) ?? files.firstIndex { ($0 as NSString).lastPathComponent == (path as NSString).lastPathComponent } ?? 0
        return files[((here + step) % files.count + files.count) % files.count]
    }
}

import Foundation

/// Paths inside the repository, found from this source file so tests run from any folder.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var scenes: URL { root.appendingPathComponent("Scenes") }
    static var golden: URL { root.appendingPathComponent("Tests/GlassCompositorTests/Golden") }
    /// Where failing image tests write actual and diff images for a person to look at.
    static var testOutput: URL { root.appendingPathComponent("test-output") }
}

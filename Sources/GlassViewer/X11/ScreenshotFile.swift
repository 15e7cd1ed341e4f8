#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GlassCompositor

/// Where the window's screenshots (F12) go and what they are called: the folder is
/// `$XDG_PICTURES_DIR` when it names a folder, else the pictures folder of the XDG user
/// directories file (`UserDirectories`, what `xdg-user-dir PICTURES` says), else the working
/// directory; the name is
/// `glass-viewer-<scene>-<local date and time>.png`, by the rule every file the window writes
/// follows (`OutputName`: the scene's name cleaned and shortened, `-2`, `-3` … when taken
/// within a second).
/// The file is written through `SafeFileWriter` (temporary file, then renamed).
enum ScreenshotFile {
    /// `$XDG_PICTURES_DIR` if it is set to a folder (an explicit setting of this run wins, as
    /// it did before the user-dirs file was read), else the user-dirs file's pictures folder,
    /// else the working directory.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let dir = environment["XDG_PICTURES_DIR"], !dir.isEmpty, FileReader.kind(of: dir, followingLinks: true) == .folder {
            return dir
        }
        return UserDirectories.pictures(environment: environment) ?? FileManager.default.currentDirectoryPath
    }

    /// A path in `folder` that does not exist yet, for `scene` at `date`.
    static func path(folder: String, scene: String, date: Date = Date()) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd-HHmmss"
        return OutputName.firstFree(base: "glass-viewer-\(OutputName.cleaned(scene))-\(f.string(from: date))", extension: ".png", in: folder)
    }

    /// Saves `session`'s current frame (without the HUD and overlays) and returns the path.
    static func save(_ session: ViewerSession) throws -> String {
        guard let frame = session.screenshot() else { throw FileError(path: "screenshot", reason: "cannot allocate a \(session.pixelWidth)x\(session.pixelHeight) frame") }
        let target = path(folder: folder(), scene: session.sceneName)
        try SafeFileWriter().write(PNGFile.encode(frame, path: target), to: target)
        return target
    }
}

import Foundation
import Testing
@testable import GlassViewer

/// F12 screenshots go where `xdg-user-dir PICTURES` says: the user-dirs file's two forms,
/// `$HOME/` expansion, escapes, and everything else skipped (issue 38, item 3).
@Suite struct UserDirectoriesTests {
    let folder = TemporaryFolder()

    @Test func readsTheTwoFormsTheSpecificationAllows() {
        let text = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_PICTURES_DIR="$HOME/Bilder"
        XDG_MUSIC_DIR="/srv/music"   # a comment
        """
        let dirs = UserDirectories.parse(text, home: "/home/ada")
        #expect(dirs["PICTURES"] == "/home/ada/Bilder")
        #expect(dirs["DESKTOP"] == "/home/ada/Desktop")
        #expect(dirs["MUSIC"] == "/srv/music")
    }

    @Test func skipsWhatItCannotRead() {
        let text = """
        XDG_PICTURES_DIR=$HOME/unquoted
        XDG_VIDEOS_DIR="relative/path"
        XDG_MUSIC_DIR="$HOME"
        XDG_DOWNLOAD_DIR="$HOME/unclosed
        XDG_TEMPLATES_DIR="$HOME/a" trailing
        XDG__DIR="/x"
        export XDG_DOCUMENTS_DIR="/y"
        =
        """
        #expect(UserDirectories.parse(text, home: "/home/ada").isEmpty)
    }

    @Test func undoesEscapesAndKeepsSpaces() {
        let dirs = UserDirectories.parse(#"XDG_PICTURES_DIR="$HOME/My \"Pictures\" \$x""#, home: "/home/ada/")
        #expect(dirs["PICTURES"] == #"/home/ada/My "Pictures" $x"#)
    }

    @Test func picturesMustBeAFolder() throws {
        let home = folder.path("home")
        try FileManager.default.createDirectory(atPath: home + "/.config", withIntermediateDirectories: true)
        folder.file("home/.config/user-dirs.dirs", "XDG_PICTURES_DIR=\"$HOME/Pictures\"\n")
        #expect(UserDirectories.pictures(environment: ["HOME": home]) == nil)
        try FileManager.default.createDirectory(atPath: home + "/Pictures", withIntermediateDirectories: true)
        #expect(UserDirectories.pictures(environment: ["HOME": home]) == home + "/Pictures")
        // XDG_CONFIG_HOME moves the file; a relative one is ignored, as the base directory
        // specification says.
        #expect(UserDirectories.pictures(environment: ["HOME": home, "XDG_CONFIG_HOME": folder.root]) == nil)
        #expect(UserDirectories.pictures(environment: ["HOME": home, "XDG_CONFIG_HOME": "relative"]) == home + "/Pictures")
    }

    /// The screenshot folder: an explicit XDG_PICTURES_DIR first (as before), then the file,
    /// then the working directory.
    @Test func screenshotFolderOrder() throws {
        let home = folder.path("home2")
        try FileManager.default.createDirectory(atPath: home + "/.config", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home + "/Shots", withIntermediateDirectories: true)
        folder.file("home2/.config/user-dirs.dirs", "XDG_PICTURES_DIR=\"$HOME/Shots\"\n")
        #expect(ScreenshotFile.folder(environment: ["HOME": home]) == home + "/Shots")
        #expect(ScreenshotFile.folder(environment: ["HOME": home, "XDG_PICTURES_DIR": folder.root]) == folder.root)
        #expect(ScreenshotFile.folder(environment: ["HOME": folder.path("nobody")]) == FileManager.default.currentDirectoryPath)
    }
}

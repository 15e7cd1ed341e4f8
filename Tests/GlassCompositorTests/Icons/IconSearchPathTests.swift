import Testing
@testable import GlassCompositor
@testable import GlassViewer

/// The search path follows the freedesktop icon theme and XDG base directory specifications:
/// the user's folders before the system's, the defaults when a variable is unset or empty,
/// relative paths ignored.
@Suite struct IconSearchPathTests {
    @Test func defaultsWithAHome() {
        let path = IconSearchPath.freedesktop(dataHome: nil, dataDirs: nil, home: "/home/ada")
        #expect(path.folders == ["/home/ada/.local/share/icons", "/home/ada/.icons", "/usr/local/share/icons",
                                 "/usr/share/icons", "/usr/share/pixmaps"])
        #expect(path.theme == "Adwaita")
    }

    @Test func theVariablesReplaceTheDefaults() {
        let path = IconSearchPath.freedesktop(dataHome: "/data/home/", dataDirs: "/opt/share:/usr/share", home: "/home/ada")
        #expect(path.folders == ["/data/home/icons", "/home/ada/.icons", "/opt/share/icons", "/usr/share/icons", "/usr/share/pixmaps"])
    }

    @Test func relativeAndEmptyValuesAreIgnored() {
        let path = IconSearchPath.freedesktop(dataHome: "relative/data", dataDirs: "::also/relative:", home: "")
        #expect(path.folders == ["/usr/local/share/icons", "/usr/share/icons", "/usr/share/pixmaps"])
        #expect(IconSearchPath.system.folders == path.folders)
    }

    @Test func aFolderNamedTwiceIsSearchedOnce() {
        let path = IconSearchPath.freedesktop(dataHome: "/usr/share", dataDirs: "/usr/share:/usr/share/", home: nil)
        #expect(path.folders == ["/usr/share/icons", "/usr/share/pixmaps"])
    }

    @Test func theHostReadsTheEnvironmentItIsGiven() {
        let path = IconFolders.searchPath(environment: ["HOME": "/home/b", "XDG_DATA_DIRS": "/nix/share"])
        #expect(path.folders == ["/home/b/.local/share/icons", "/home/b/.icons", "/nix/share/icons", "/usr/share/pixmaps"])
    }
}

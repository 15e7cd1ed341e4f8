import Foundation
import Testing
@testable import GlassCompositor

/// The lookup is the specification's: themes in the search path's order, the `Inherits` chain
/// down to hicolor, unthemed icons last; PNG and SVG; the folder that matches the size, else
/// the nearest.
@Suite struct IconLookupTests {
    let fixture = IconFixture()

    func lookup(_ folders: [String], theme: String = "Adwaita") -> IconLookup {
        IconLookup(searchPath: IconSearchPath(folders: folders, theme: theme))
    }

    static let fixedSizes: [(path: String, size: Int, type: String, extra: String)] = [
        ("16x16/apps", 16, "Fixed", ""), ("32x32/apps", 32, "Fixed", ""), ("48x48/apps", 48, "Fixed", ""),
    ]

    @Test func theUsersFolderOverridesTheSystems() throws {
        let user = fixture.base("home/icons"), system = fixture.base("usr/icons")
        for base in [user, system] { fixture.theme("Adwaita", in: base, directories: [("scalable/actions", 16, "Scalable", "MinSize=8\nMaxSize=512\n")]) }
        fixture.svg("Adwaita/scalable/actions/go-symbolic.svg", in: user)
        fixture.svg("Adwaita/scalable/actions/go-symbolic.svg", in: system)
        fixture.svg("Adwaita/scalable/actions/only-system-symbolic.svg", in: system)
        let l = lookup([user, system])
        #expect(l.find("go-symbolic", size: 16, scale: 1)?.path == "\(user)/Adwaita/scalable/actions/go-symbolic.svg")
        // A theme's folders are searched in every base folder, not only the one with its index.
        #expect(l.find("only-system-symbolic", size: 16, scale: 1)?.path == "\(system)/Adwaita/scalable/actions/only-system-symbolic.svg")
    }

    @Test func theInheritsChainEndsInHicolor() throws {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, inherits: ["Middle"], directories: [("16x16/apps", 16, "Fixed", "")])
        fixture.theme("Middle", in: base, inherits: ["Adwaita"], directories: [("16x16/apps", 16, "Fixed", "")])
        fixture.theme("hicolor", in: base, directories: Self.fixedSizes)
        try fixture.png("Middle/16x16/apps/in-middle.png", in: base, side: 16, pixel: 0xff00_0000)
        try fixture.png("hicolor/48x48/apps/in-hicolor.png", in: base, side: 48, pixel: 0xff00_0000)
        try fixture.png("in-pixmaps.png", in: base, side: 8, pixel: 0xff00_0000)
        let l = lookup([base])
        // Middle inherits Adwaita back: each theme is visited once.
        #expect(l.themeChain() == ["Adwaita", "Middle", "hicolor"])
        #expect(l.find("in-middle", size: 16, scale: 1)?.path == "\(base)/Middle/16x16/apps/in-middle.png")
        #expect(l.find("in-hicolor", size: 16, scale: 1) == IconFile(path: "\(base)/hicolor/48x48/apps/in-hicolor.png", format: .png))
        #expect(l.find("in-pixmaps", size: 16, scale: 1)?.path == "\(base)/in-pixmaps.png")
        #expect(l.find("nowhere", size: 16, scale: 1) == nil)
    }

    @Test func aMissingThemeFallsBackToHicolor() throws {
        let base = fixture.base("icons")
        fixture.theme("hicolor", in: base, directories: Self.fixedSizes)
        try fixture.png("hicolor/16x16/apps/app.png", in: base, side: 16, pixel: 0xff00_0000)
        let l = lookup([base], theme: "NoSuchTheme")
        #expect(l.themeChain() == ["hicolor"])
        #expect(l.find("app", size: 16, scale: 1) != nil)
    }

    @Test func theNearestSizeIsChosen() throws {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, directories: Self.fixedSizes)
        for side in [16, 32, 48] { try fixture.png("Adwaita/\(side)x\(side)/apps/app.png", in: base, side: side, pixel: 0xff00_0000) }
        let l = lookup([base])
        func chosen(_ size: Int, _ scale: Int) -> String? { l.find("app", size: size, scale: scale)?.path.split(separator: "/").dropLast(2).last.map(String.init) }
        #expect(chosen(32, 1) == "32x32")
        #expect(chosen(30, 1) == "32x32")
        #expect(chosen(18, 1) == "16x16")
        #expect(chosen(24, 2) == "48x48", "48 pixels at scale 2")
        // 40 pixels is 8 from both 32 and 48: the larger one, scaled down, stays sharp.
        #expect(chosen(40, 1) == "48x48")
        #expect(chosen(200, 1) == "48x48")
    }

    @Test func aMatchingFolderBeatsANearerListedOne() throws {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, directories: [("16x16/apps", 16, "Fixed", ""), ("scalable/apps", 16, "Scalable", "MinSize=8\nMaxSize=512\n")])
        try fixture.png("Adwaita/16x16/apps/app.png", in: base, side: 16, pixel: 0xff00_0000)
        fixture.svg("Adwaita/scalable/apps/app.svg", in: base)
        let l = lookup([base])
        #expect(l.find("app", size: 16, scale: 1)?.format == .png)
        #expect(l.find("app", size: 20, scale: 1)?.format == .svg)
        #expect(l.find("app", size: 16, scale: 2)?.format == .svg, "32 pixels: the SVG is drawn for it, the PNG would be scaled up")
    }

    @Test func pngComesBeforeSvgInOneFolderAsTheSpecificationSays() throws {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, directories: [("scalable/apps", 16, "Scalable", "MinSize=8\nMaxSize=512\n")])
        fixture.svg("Adwaita/scalable/apps/both.svg", in: base)
        try fixture.png("Adwaita/scalable/apps/both.png", in: base, side: 64, pixel: 0xff00_0000)
        #expect(lookup([base]).find("both", size: 16, scale: 1)?.format == .png)
    }

    @Test func folderListingsAreReadOnce() throws {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, directories: Self.fixedSizes)
        try fixture.png("Adwaita/16x16/apps/first.png", in: base, side: 16, pixel: 0xff00_0000)
        let l = lookup([base])
        #expect(l.find("first", size: 16, scale: 1) != nil)
        try fixture.png("Adwaita/16x16/apps/later.png", in: base, side: 16, pixel: 0xff00_0000)
        #expect(l.find("later", size: 16, scale: 1) == nil, "the folder was listed before the file came")
        #expect(lookup([base]).find("later", size: 16, scale: 1) != nil)
        #expect(l.allNames() == ["first"])
    }

    @Test func theInstalledThemesAreFound() throws {
        let l = lookup(IconSearchPath.system.folders)
        try #require(l.themeChain().first == "Adwaita", "Debian's adwaita-icon-theme is installed (scripts/install-deps)")
        #expect(l.themeChain() == ["Adwaita", "hicolor"])
        let file = try #require(l.find("media-playback-start-symbolic", size: 20, scale: 2))
        #expect(file.format == .svg && file.path.hasPrefix("/usr/share/icons/Adwaita/scalable/"))
    }
}

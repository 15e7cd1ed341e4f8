import Foundation
import Testing
@testable import GlassCompositor

/// Designers coming from iOS write SF Symbols names: the common ones draw their freedesktop
/// equivalents, and a misspelt name of either vocabulary is answered with the nearest.
@Suite struct SFSymbolNamesTests {
    /// The installed themes, as scripts/install-deps installs them.
    let installed = IconTheme(searchPath: .system)

    @Test func theTableHasTheCommonNamesOnce() {
        let all = SFSymbolNames.groups.flatMap(\.names)
        #expect(all.count >= 150)
        #expect(Set(all.map(\.sf)).count == all.count, "no SF name twice")
        for name in ["play.fill", "magnifyingglass", "square.and.arrow.up", "gearshape", "trash", "heart.fill", "star",
                     "person.crop.circle", "chevron.left", "xmark", "plus", "ellipsis.circle"] {
            #expect(SFSymbolNames.freedesktop[name] != nil, "\(name)")
        }
        for (sf, target) in all {
            #expect(target.hasSuffix("-symbolic"), "\(sf) → \(target) draws in the caller's colour")
            #expect(SFSymbolNames.freedesktop[target] == nil)
        }
    }

    @Test func everyTargetIsInstalled() throws {
        try #require(installed.path(for: "media-playback-start-symbolic") != nil, "Debian's adwaita-icon-theme is installed (scripts/install-deps)")
        for (sf, target) in SFSymbolNames.groups.flatMap(\.names) {
            let file = installed.file(for: target, size: 20, scale: 2)
            #expect(file != nil, "\(sf) → \(target) is not installed")
            #expect(installed.path(for: sf) == file.map { _ in installed.path(for: target) } ?? nil)
        }
    }

    @Test func anSFNameDrawsItsEquivalent() throws {
        func drawn(_ name: String) throws -> [UInt32] {
            let s = try #require(Surface(width: 48, height: 48))
            #expect(installed.draw(name, in: Rect(x: 0, y: 0, width: 24, height: 24), color: .black, on: Canvas(surface: s, scale: 2, origin: Point(0, 0))))
            return (0..<48).flatMap { y in (0..<48).map { s[$0, y] } }
        }
        try #require(installed.path(for: "media-playback-start-symbolic") != nil)
        #expect(try drawn("play.fill") == drawn("media-playback-start-symbolic"))
        #expect(try drawn("play.fill").contains { $0 != 0 })
    }

    @Test func scenesMayUseSFNames() throws {
        try #require(installed.path(for: "media-playback-start-symbolic") != nil)
        let scene = try SceneDecoder.decode(#"{"tabs": [{"title": "Now", "icon": "play.fill", "screen": {"items": []}}]}"#, file: "s.json")
        #expect(scene.tabs.first?.icon == "play.fill")
    }

    func diagnostic(_ icon: String) -> String? {
        let text = #"{"tabs": [{"title": "T", "icon": "\#(icon)", "screen": {"items": []}}]}"#
        do { _ = try SceneDecoder.decode(text, file: "s.json"); return nil } catch let e as SceneLoadError {
            return e.diagnostics.first?.message
        } catch { return "\(error)" }
    }

    @Test func aMisspeltNameSuggestsTheNearestOfBothVocabularies() throws {
        try #require(installed.path(for: "media-playback-start-symbolic") != nil)
        #expect(diagnostic("play.fil") == #"unknown icon "play.fil" (did you mean "play.fill"?)"#)
        #expect(diagnostic("magnifyingglas") == #"unknown icon "magnifyingglas" (did you mean "magnifyingglass"?)"#)
        #expect(diagnostic("media-playbak-start-symbolic") == #"unknown icon "media-playbak-start-symbolic" (did you mean "media-playback-start-symbolic"?)"#)
    }

    @Test func anSFNameWhoseIconIsMissingSaysSo() throws {
        let empty = TemporaryFolder()
        let message = try #require(IconTheme.$scoped.withValue(IconTheme(searchPath: IconSearchPath(folders: [empty.root]))) {
            diagnostic("trash")
        })
        #expect(message == #"icon "trash" is the SF Symbol drawn with "user-trash-symbolic", which is not installed (Debian's adwaita-icon-theme has it)"#)
    }
}

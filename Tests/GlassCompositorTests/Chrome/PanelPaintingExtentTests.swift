import Foundation
import Testing
@testable import GlassCompositor

/// A panel's painting stops where its content ends: the rows cut off would be transparent, so
/// the shorter painting is the same picture, and a tall sheet whose items fill a third of it
/// keeps a third of the memory.
@Suite struct PanelPaintingExtentTests {
    /// Every scene panel (sheet, inspector) at a narrow and a wide width, tall, clear and opaque.
    static func panels() throws -> [(name: String, key: PanelGlyphs.Key)] {
        var panels: [(String, PanelGlyphs.Key)] = []
        for name in ["maps", "landmarks"] {
            let scene = try ChromeFixtures.scene(name)
            for tab in scene.tabs {
                var sources: [(String?, [ContentItem], Bool)] = []
                if let sheet = tab.screen.sheet { sources.append((sheet.title, sheet.items, sheet.showsGrabber)) }
                if let inspector = tab.screen.inspector { sources.append((inspector.title, inspector.items, false)) }
                for (title, items, grabber) in sources {
                    for width in [374.0, 1904.0] {
                        for opacity in [0, 24] {
                            let key = PanelGlyphs.Key(frame: Rect(x: 0, y: 0, width: width, height: 1148), title: title, items: items,
                                                      grabber: grabber, dark: name == "landmarks", tint: Color(r: 0, g: 0.5, b: 1),
                                                      opacity: opacity, scale: 2)
                            panels.append(("\(name) \(title ?? "") \(width) \(opacity)", key))
                        }
                    }
                }
            }
        }
        return panels
    }

    @Test func theRowsCutOffAreTransparentAndTheRestTheSame() throws {
        let panels = try Self.panels()
        #expect(panels.count >= 8, "sheets and inspectors found: \(panels.count)")
        for (name, key) in panels {
            let whole = try #require(PanelGlyphs.paint(key, wholePanel: true))
            let cut = try #require(PanelGlyphs.paint(key))
            #expect(cut.width == whole.width && cut.height <= whole.height, "\(name)")
            // Row by row (memcmp): a debug build's per-pixel loop over 16 paintings would be slow.
            let zero = [UInt32](repeating: 0, count: whole.width), bytes = whole.width * 4
            var differing = 0, opaqueBelow = 0
            for y in 0..<whole.height {
                if y < cut.height { if memcmp(cut.row(y), whole.row(y), bytes) != 0 { differing += 1 } }
                else if memcmp(zero, whole.row(y), bytes) != 0 { opaqueBelow += 1 }
            }
            #expect(differing == 0 && opaqueBelow == 0, "\(name): \(differing) rows differ, \(opaqueBelow) rows drawn below the cut at row \(cut.height)")
        }
    }

    /// Maps' search sheet at 3840×2160 @2 (edge to edge, 1148 pt tall painted): its items end
    /// in the first half.
    @Test func aTallSheetKeepsOnlyItsContentsRows() throws {
        let sheet = try #require(try ChromeFixtures.scene("maps").tabs.first?.screen.sheet)
        let key = PanelGlyphs.Key(frame: Rect(x: 0, y: 0, width: 1920, height: 1148), title: sheet.title, items: sheet.items,
                                  grabber: true, dark: false, tint: Color(r: 0, g: 0.5, b: 1), opacity: 0, scale: 2)
        let rect = PanelGlyphs.paintedRect(key)
        #expect(rect.width == 3840 && rect.height < 2296 / 2, "painted \(rect.width)×\(rect.height)")
        #expect(try #require(PanelGlyphs.paint(key)).height == rect.height)
    }
}

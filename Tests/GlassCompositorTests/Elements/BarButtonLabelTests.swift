import Testing
@testable import GlassCompositor

/// Icon-only bar buttons are named for what they do in the element tree, not by their icon
/// file: the scene's `label`, else the id in words, else a name for the symbol.
@Suite struct BarButtonLabelTests {
    @Test(arguments: ["mail", "landmarks"])
    func noShippedBarButtonIsLabelledByItsIconName(name: String) throws {
        for (w, h) in ElementTreeTests.sizes {
            let s = ViewerSession(scene: try ElementTreeTests.scene(name), pixelWidth: w, pixelHeight: h, scale: 1)
            let buttons = s.elementTree().elements.filter { $0.role == .barButton }
            #expect(!buttons.isEmpty, "\(name) \(w)x\(h): no bar buttons")
            for b in buttons {
                #expect(!b.label.contains("-symbolic") && !b.label.contains("."), "\(name) \(w)x\(h): \(b.id ?? "") labelled \(b.label)")
            }
        }
        if name == "mail" {
            let s = ViewerSession(scene: try ElementTreeTests.scene("mail"), pixelWidth: 390, pixelHeight: 844, scale: 1)
            #expect(s.elementTree().matches(ElementTarget(id: "compose")).first?.label == "Compose")
        }
    }

    @Test func aButtonTheSceneNamesNothingForIsNamedByItsSymbol() {
        var b = ToolbarButton()
        b.icon = "square.and.pencil"
        #expect(b.readableLabel == "Compose")
        b.icon = "mail-message-new-symbolic"
        #expect(b.readableLabel == "Compose")
        b.icon = "folder-open-symbolic"
        #expect(b.readableLabel == "Folder open")
        b.id = "add-favorite"
        #expect(b.readableLabel == "Add favorite")
        b.label = "Favorite"
        #expect(b.readableLabel == "Favorite")
        b.title = "Save"
        #expect(b.readableLabel == "Save")
    }
}

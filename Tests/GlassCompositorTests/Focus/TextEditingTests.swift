import Testing
@testable import GlassCompositor

@Suite struct TextEditingTests {
    @Test func typingInsertsAtTheCaret() {
        var e = TextEditing()
        e.insert("glas")
        e.moveCaret(by: -1)
        e.insert("s")
        #expect(e.text == "glass")
        #expect(e.caret == 4)
    }

    @Test func controlCharactersAndLineBreaksAreNotTyped() {
        var e = TextEditing()
        for key in ["\n", "\r", "\t", "\u{7f}", "\u{1}"] {
            let typed = e.insert(key)
            #expect(!typed, "a lone \(key.unicodeScalars.first!.value) typed")
        }
        // A pasted line break keeps the words apart.
        e.insert("a\nb\r\nc\u{7f}")
        #expect(e.text == "a b c")
    }

    @Test func backspaceAndDeleteByCharacterAndWord() {
        var e = TextEditing(text: "liquid glass  viewer")
        e.deleteBackward(word: true)
        #expect(e.text == "liquid glass  ")
        e.deleteBackward(word: true)
        #expect(e.text == "liquid ")
        e.placeCaret(0)
        e.deleteForward(word: true)
        #expect(e.text == " ")
        e.deleteForward()
        #expect(e.text.isEmpty)
        let deleted = e.deleteBackward()
        #expect(!deleted)
    }

    @Test func theCaretMovesOverWholeCharacters() {
        var e = TextEditing(text: "e\u{301}🇵🇹x")
        #expect(e.text.count == 3)
        e.moveCaret(by: -1)
        e.moveCaret(by: -1)
        #expect(e.caret == 1)
        e.deleteBackward()
        #expect(e.text == "🇵🇹x")
        // A combining mark typed after a letter joins it.
        var f = TextEditing(text: "e")
        f.insert("\u{301}")
        #expect(f.text.count == 1 && f.caret == 1)
    }

    @Test func aFieldHoldsAtMostItsMaximum() {
        var e = TextEditing()
        e.insert(String(repeating: "x", count: TextEditing.maximumLength + 50))
        #expect(e.text.count == TextEditing.maximumLength)
        let typed = e.insert("y")
        #expect(!typed)
    }

    @Test func shiftExtendsTheSelectionAndTypingReplacesIt() {
        var e = TextEditing(text: "liquid glass")
        e.moveCaret(by: -1, word: true, extending: true)
        #expect(e.selection == 7..<12)
        #expect(e.selectedText == "glass")
        e.insert("metal")
        #expect(e.text == "liquid metal")
        #expect(e.selection.isEmpty && e.caret == 12)
        e.placeCaret(0, extending: true)
        #expect(e.selectedText == "liquid metal")
        // An arrow without Shift collapses the selection to its edge on that side.
        e.moveCaret(by: 1)
        #expect(e.caret == 12 && e.selection.isEmpty)
    }

    @Test func selectAllThenBackspaceOrDeleteEmptiesTheField() {
        var e = TextEditing(text: "glass 🫧 é")
        let first = e.selectAll(), second = e.selectAll()
        #expect(first && !second, "selecting all selects, the second time changes nothing")
        #expect(e.selectedText == "glass 🫧 é")
        let deleted = e.deleteBackward()
        #expect(deleted && e.text.isEmpty)
        e.insert("abc")
        e.placeCaret(1); e.placeCaret(3, extending: true)
        let forward = e.deleteForward(word: true)
        #expect(forward && e.text == "a" && e.caret == 1)
    }

    @Test func selectionCountsCharactersNotScalars() {
        var e = TextEditing(text: "e\u{301}👍🏽x")
        e.placeCaret(0)
        e.moveCaret(by: 1, extending: true)
        e.moveCaret(by: 1, extending: true)
        #expect(e.selectedText == "e\u{301}👍🏽")
        e.insert("y")
        #expect(e.text == "yx")
    }
}

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
        let typed = e.insert("\n\t\u{7f}")
        #expect(!typed)
        e.insert("a\nb")
        #expect(e.text == "ab")
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
}

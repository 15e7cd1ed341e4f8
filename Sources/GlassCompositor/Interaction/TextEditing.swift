/// The text of a one-line field and where its caret is, with the edits a keyboard makes:
/// typing, Backspace and Delete (by character, or by word with Control), the arrows, Home and
/// End. A value: a field keeps one per page, and the frame draws what it holds.
///
/// Positions count characters (extended grapheme clusters), so a caret never lands inside an
/// emoji or between a letter and its accent.
struct TextEditing: Equatable, Sendable {
    private(set) var text = ""
    /// The caret's position, in characters from the start (0 ... `text.count`).
    private(set) var caret = 0

    /// The most characters a field holds: text past it is not typed (a paste of a whole file
    /// would otherwise make every frame shape it).
    static let maximumLength = 1_000

    init(text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
        caret = self.text.count
    }

    /// Types `typed` at the caret. Line breaks and other control characters are dropped: a
    /// field holds one line. True when the text changed.
    @discardableResult
    mutating func insert(_ typed: String) -> Bool {
        let clean = String(String.UnicodeScalarView(typed.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f }))
        let room = Self.maximumLength - text.count
        guard !clean.isEmpty, room > 0 else { return false }
        let index = text.index(text.startIndex, offsetBy: caret)
        // Counted again as a whole: a combining mark typed after a letter joins its character.
        let head = String(text[..<index]) + clean.prefix(room)
        text = head + text[index...]
        caret = min(head.count, text.count)
        return true
    }

    /// Backspace: the character before the caret, or with `word` the word before it (and the
    /// spaces after that word), as Control+Backspace does.
    @discardableResult
    mutating func deleteBackward(word: Bool = false) -> Bool {
        guard caret > 0 else { return false }
        let start = word ? wordStart(before: caret) : caret - 1
        remove(start..<caret)
        caret = start
        return true
    }

    /// Delete: the character after the caret, or with `word` the word after it.
    @discardableResult
    mutating func deleteForward(word: Bool = false) -> Bool {
        guard caret < text.count else { return false }
        remove(caret..<(word ? wordEnd(after: caret) : caret + 1))
        return true
    }

    /// Moves the caret one character (or with `word` one word) left or right; true when it moved.
    @discardableResult
    mutating func moveCaret(by direction: Int, word: Bool = false) -> Bool {
        let target = direction < 0 ? (word ? wordStart(before: caret) : caret - 1) : (word ? wordEnd(after: caret) : caret + 1)
        return placeCaret(target)
    }

    /// Puts the caret at `position` (clamped to the text); true when it moved.
    @discardableResult
    mutating func placeCaret(_ position: Int) -> Bool {
        let clamped = min(max(0, position), text.count)
        guard clamped != caret else { return false }
        caret = clamped
        return true
    }

    /// Empties the field (its clear button).
    @discardableResult
    mutating func clear() -> Bool {
        guard !text.isEmpty else { return false }
        text = ""
        caret = 0
        return true
    }

    private mutating func remove(_ range: Range<Int>) {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(lower, offsetBy: range.count)
        text.removeSubrange(lower..<upper)
    }

    /// Where the word before `position` starts: back over spaces, then over the word.
    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var i = position
        while i > 0, characters[i - 1].isWhitespace { i -= 1 }
        while i > 0, !characters[i - 1].isWhitespace { i -= 1 }
        return i
    }

    /// Where the word after `position` ends: on over spaces, then over the word.
    private func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var i = position
        while i < characters.count, characters[i].isWhitespace { i += 1 }
        while i < characters.count, !characters[i].isWhitespace { i += 1 }
        return i
    }
}

/// The text of a one-line field, its caret and selection, with the edits a keyboard makes:
/// typing (over the selection), Backspace and Delete (by character, by word with Control, or
/// the selection), the arrows, Home and End (extending the selection with Shift), select all.
/// A value: a field keeps one per page, and the frame draws what it holds.
///
/// Positions count characters (extended grapheme clusters), so a caret never lands inside an
/// emoji or between a letter and its accent.
struct TextEditing: Equatable, Sendable {
    private(set) var text = ""
    /// The caret's position, in characters from the start (0 ... `text.count`).
    private(set) var caret = 0
    /// Where the selection started (characters): the selection runs between it and the
    /// caret; equal to `caret` when nothing is selected.
    private(set) var anchor = 0

    /// The selected characters (empty when nothing is selected).
    var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// The selected text ("" when nothing is selected).
    var selectedText: String {
        let r = selection
        guard !r.isEmpty else { return "" }
        let lower = text.index(text.startIndex, offsetBy: r.lowerBound)
        return String(text[lower..<text.index(lower, offsetBy: r.count)])
    }

    /// The most characters a field holds: text past it is not typed (a paste of a whole file
    /// would otherwise make every frame shape it).
    static let maximumLength = 1_000

    init(text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
        caret = self.text.count
        anchor = caret
    }

    /// Types `typed` at the caret, over the selection. A field holds one line: control
    /// characters are dropped, and a paste's line breaks become spaces. True when the text
    /// changed.
    @discardableResult
    mutating func insert(_ typed: String) -> Bool {
        // In a paste (more than one character) a line break or tab becomes a space, so pasted
        // lines stay words apart; a lone control character (Return's, Tab's) types nothing.
        let pasted = typed.unicodeScalars.count > 1
        let clean = String(String.UnicodeScalarView(typed.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.compactMap { scalar in
            if pasted, scalar == "\n" || scalar == "\t" || scalar == "\r" { return " " }
            return scalar.value >= 0x20 && scalar.value != 0x7f ? scalar : nil
        }))
        guard !clean.isEmpty else { return false }
        let replaced = deleteSelection()
        let room = Self.maximumLength - text.count
        guard room > 0 else { return replaced }
        let index = text.index(text.startIndex, offsetBy: caret)
        // Counted again as a whole: a combining mark typed after a letter joins its character.
        let head = String(text[..<index]) + clean.prefix(room)
        text = head + text[index...]
        caret = min(head.count, text.count)
        anchor = caret
        return true
    }

    /// Backspace: the character before the caret, or with `word` the word before it (and the
    /// spaces after that word), as Control+Backspace does.
    @discardableResult
    mutating func deleteBackward(word: Bool = false) -> Bool {
        if deleteSelection() { return true }
        guard caret > 0 else { return false }
        let start = word ? wordStart(before: caret) : caret - 1
        remove(start..<caret)
        caret = start
        anchor = caret
        return true
    }

    /// Delete: the character after the caret, or with `word` the word after it.
    @discardableResult
    mutating func deleteForward(word: Bool = false) -> Bool {
        if deleteSelection() { return true }
        guard caret < text.count else { return false }
        remove(caret..<(word ? wordEnd(after: caret) : caret + 1))
        return true
    }

    /// Moves the caret one character (or with `word` one word) left or right; with
    /// `extending` the selection follows it. Without, a selection collapses to its edge on
    /// that side first, as every text field does. True when the caret or selection changed.
    @discardableResult
    mutating func moveCaret(by direction: Int, word: Bool = false, extending: Bool = false) -> Bool {
        if !extending, !selection.isEmpty {
            return placeCaret(direction < 0 ? selection.lowerBound : selection.upperBound)
        }
        let target = direction < 0 ? (word ? wordStart(before: caret) : caret - 1) : (word ? wordEnd(after: caret) : caret + 1)
        return placeCaret(target, extending: extending)
    }

    /// Puts the caret at `position` (clamped to the text), collapsing the selection, or with
    /// `extending` keeping its anchor. True when the caret or selection changed.
    @discardableResult
    mutating func placeCaret(_ position: Int, extending: Bool = false) -> Bool {
        let clamped = min(max(0, position), text.count)
        let newAnchor = extending ? anchor : clamped
        guard clamped != caret || newAnchor != anchor else { return false }
        caret = clamped
        anchor = newAnchor
        return true
    }

    /// Selects the whole text (Control+A); true when the selection changed.
    @discardableResult
    mutating func selectAll() -> Bool {
        guard anchor != 0 || caret != text.count else { return false }
        anchor = 0
        caret = text.count
        return true
    }

    /// Removes the selected characters, leaving the caret where they were; true when there
    /// was a selection.
    @discardableResult
    mutating func deleteSelection() -> Bool {
        let r = selection
        guard !r.isEmpty else { return false }
        remove(r)
        caret = r.lowerBound
        anchor = caret
        return true
    }

    /// Empties the field (its clear button).
    @discardableResult
    mutating func clear() -> Bool {
        guard !text.isEmpty else { return false }
        text = ""
        caret = 0
        anchor = 0
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

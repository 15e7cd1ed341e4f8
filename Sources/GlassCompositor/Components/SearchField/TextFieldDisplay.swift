/// What a text field shows: its text, where the caret is and what is selected (characters
/// from the start), whether it has the focus, and whether the caret is in the lit half of its
/// blink. Part of the glyph key of whatever draws the field, so an edit or a blink redraws it
/// and nothing else.
struct TextFieldDisplay: Hashable, Sendable {
    var text: String
    var caret: Int
    var focused: Bool
    /// The selected characters (empty: none; the caret is hidden while text is selected).
    var selection: Range<Int> = 0..<0
    /// The caret is drawn (focused, nothing selected, the lit half of the blink).
    var caretShown: Bool = false
}

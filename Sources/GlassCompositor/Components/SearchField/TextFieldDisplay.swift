/// What a text field shows: its text, where the caret is (characters from the start) and
/// whether it has the focus (the caret shows only then). Part of the glyph key of whatever
/// draws the field, so an edit redraws it and nothing else.
struct TextFieldDisplay: Hashable, Sendable {
    var text: String
    var caret: Int
    var focused: Bool
}

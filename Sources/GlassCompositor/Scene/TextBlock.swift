/// A paragraph of text in one of the type styles, wrapped to the content width.
struct TextBlock: Equatable, Sendable {
    enum Style: String, Equatable, Sendable, CaseIterable {
        case largeTitle, title, headline, body, subheadline, footnote, caption
    }
    enum Alignment: String, Equatable, Sendable, CaseIterable { case leading, center, trailing }

    var text: String
    var style: Style = .body
    /// nil: primary text colour (secondary for footnote and caption).
    var color: Color?
    var alignment: Alignment = .leading
    /// Lines before the text is ellipsized.
    var maxLines: Int = 12

    init(text: String) { self.text = text }
}

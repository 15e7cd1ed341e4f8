/// A paragraph of text in one of the type styles, wrapped to the content width.
public struct TextBlock: Equatable, Sendable {
    public enum Style: String, Equatable, Sendable, CaseIterable {
        case largeTitle, title, headline, body, subheadline, footnote, caption
    }
    public enum Alignment: String, Equatable, Sendable, CaseIterable { case leading, center, trailing }

    public var text: String
    public var style: Style = .body
    /// nil: primary text colour (secondary for footnote and caption).
    public var color: Color?
    public var alignment: Alignment = .leading
    /// Lines before the text is ellipsized.
    public var maxLines: Int = 12

    public init(text: String) { self.text = text }
}

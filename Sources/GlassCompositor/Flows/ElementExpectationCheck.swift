/// Checks an element condition of a flow (`"on"` with `visible`, `selected`, `value`,
/// `focused`) against the session's element tree.
///
/// The element tree is built on its own branch; until it joins, every element condition
/// fails with this message rather than passing unchecked. The join replaces the body.
enum ElementExpectationCheck {
    /// nil when the condition holds; otherwise what was found.
    static func check(_ e: ElementExpectation, in session: ViewerSession) -> String? {
        "element expectations need the element tree (not in this build)"
    }
}

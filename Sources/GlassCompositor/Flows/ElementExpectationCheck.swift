/// Checks an element condition of a flow (`"on"` with `visible`, `selected`, `isOn`, `value`,
/// `text`, `focused`) against the session's element tree at the flow's current time.
enum ElementExpectationCheck {
    /// nil when the condition holds; otherwise what was expected and what was found.
    static func check(_ e: ElementExpectation, in session: ViewerSession) -> String? {
        e.condition.failure(in: session.elementTree())
    }
}

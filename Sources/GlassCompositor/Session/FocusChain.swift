/// Who takes keys and typed text first: the focused field, if any. Keys it leaves go on to the
/// viewer's shortcuts and the components (front to back); typed text goes nowhere else, so a
/// letter typed into a field never flips the appearance or writes a bug report. Escape
/// leaves the field before it does anything else.
///
/// One responder at a time; focusing another resigns the one before. Held weakly: a field
/// that goes away (a scene reload) leaves nothing focused.
final class FocusChain {
    /// Why focus left a field (the `how` of its log event).
    enum Resignation: String, Sendable { case escape, press, submit, screen }

    private(set) weak var focused: (any FocusResponder)?

    var isFocused: Bool { focused != nil }

    /// Gives `responder` the focus at `t`; the one that had it resigns first.
    func focus(_ responder: any FocusResponder, at t: Double) {
        guard focused !== responder else { return }
        let before = focused
        focused = responder
        before?.didResignFocus(.press, at: t)
    }

    /// Takes the focus away from whoever has it, at `t`.
    func resign(_ how: Resignation, at t: Double) {
        guard let responder = focused else { return }
        focused = nil
        responder.didResignFocus(how, at: t)
    }

    /// Takes the focus away if `responder` has it (it went off screen, its screen changed).
    func resign(_ responder: any FocusResponder, _ how: Resignation, at t: Double) {
        guard focused === responder else { return }
        resign(how, at: t)
    }
}

/// Something that can hold the keyboard focus: a text field.
protocol FocusResponder: AnyObject {
    /// A key or text event while focused, before anyone else sees it; true when consumed.
    /// Escape never arrives here: it resigns the focus.
    func handleFocused(_ event: InputEvent) -> Bool
    /// Whether a press at window point `p` lands on it (a press anywhere else resigns it).
    func keepsFocus(at p: Point) -> Bool
    /// Focus left at `t`.
    func didResignFocus(_ how: FocusChain.Resignation, at t: Double)
}

extension FocusResponder {
    /// Whether a key typed with a focused field is the field's even when it does not edit: any
    /// key without Control or Alt that could type (letters, digits, punctuation, space, dead
    /// keys), so no single-letter shortcut fires while typing. Function keys, Tab and the
    /// keys that scroll or page go on.
    static func typingKeyIsTaken(_ name: String, _ modifiers: KeyModifiers) -> Bool {
        if modifiers.contains(.control) || modifiers.contains(.alt) { return false }
        let passes: Set<String> = ["Tab", "ISO_Left_Tab", "Up", "Down", "Page_Up", "Page_Down", "Prior", "Next", "Print",
                                   "Pause", "Scroll_Lock", "Menu", "Insert"]
        if passes.contains(name) || name.hasPrefix("XF86") { return false }
        if name.count >= 2, name.first == "F", name.dropFirst().allSatisfy(\.isNumber) { return false }
        return true
    }
}

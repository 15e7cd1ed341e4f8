/// What a text field asks of the desktop's clipboard. The host owns the X selections: it
/// takes ownership with the text of a `copy`, and answers a `paste` by sending the
/// selection's text back as a `.text` input event, so a paste is recorded and replays
/// like typing.
public enum ClipboardRequest: Equatable, Sendable {
    /// Own `selection` with `text` (Control+C or Control+X; selecting text sets `.primary`).
    case copy(String, to: ClipboardSelection)
    /// Send `selection`'s text as typed text (Control+V; a middle click pastes `.primary`).
    case paste(from: ClipboardSelection)
}

/// The two X selections a field uses: the clipboard of Control+C and Control+V, and the
/// primary selection of what is selected, pasted by a middle click.
public enum ClipboardSelection: String, Equatable, Sendable {
    case clipboard, primary
}

/// What a tap on a button or a row presents (P3): an alert centred over the dimmed
/// content, or an action sheet (anchored over its source button, or at the bottom with a
/// cancel button). Scene key `action` on toolbar buttons, content buttons and rows.
indirect enum ButtonAction: Equatable, Sendable {
    case alert(AlertContent)
    case actionSheet(AlertContent)

    var content: AlertContent {
        switch self {
        case .alert(let c), .actionSheet(let c): return c
        }
    }

    var isActionSheet: Bool {
        if case .actionSheet = self { return true }
        return false
    }
}

/// The text and buttons of an alert or an action sheet.
struct AlertContent: Equatable, Sendable {
    /// Names it in events (`alert.shown`); nil: the element that presented it names it.
    var id: String?
    var title: String?
    var message: String?
    var buttons: [AlertButton] = []

    init() {}

    /// The button Return chooses: the preferred one, else the only plain (`default`) button.
    var defaultButton: Int? {
        if let i = buttons.firstIndex(where: \.preferred) { return i }
        let plain = buttons.indices.filter { buttons[$0].role == .default }
        return plain.count == 1 ? plain[0] : nil
    }

    /// The button drawn as a filled accent capsule, if any. In an alert, the default one
    /// (Return's); in an action sheet only one marked `preferred`: a sheet is a list of actions
    /// with no default, so its plain actions are plain glass and text, as on iOS (its one plain
    /// action beside a destructive one is still what Return chooses). A destructive button is
    /// red text, never filled.
    func emphasizedButton(inSheet sheet: Bool) -> Int? {
        guard let i = sheet ? buttons.firstIndex(where: \.preferred) : defaultButton, buttons[i].role != .destructive else { return nil }
        return i
    }

    /// The button Escape chooses, if there is one.
    var cancelButton: Int? { buttons.firstIndex { $0.role == .cancel } }
}

/// One button of an alert or action sheet.
struct AlertButton: Equatable, Sendable {
    enum Role: String, Equatable, Sendable, CaseIterable {
        case `default`, cancel, destructive
    }

    var title: String
    var role: Role = .default
    /// Drawn prominent (tinted glass) and chosen by Return.
    var preferred = false
    /// What choosing it presents next (an alert after an action sheet's "Delete All…").
    var action: ButtonAction?

    init(title: String, role: Role = .default) { self.title = title; self.role = role }
}

/// What a toolbar button is called where words are needed (the element tree, a "more" menu's
/// entry): an icon name is no label for a person or a tester.
extension ToolbarButton {
    /// Its title, else its `label`, else its id in words ("add-favorite" reads "Add favorite"),
    /// else a name for its symbol ("square.and.pencil" and "mail-message-new-symbolic" read
    /// "Compose"; one not known, its name in words).
    var readableLabel: String {
        if let t = title, !t.isEmpty { return t }
        if let l = label, !l.isEmpty { return l }
        if let id, !id.isEmpty { return Self.words(id) }
        guard let icon, !icon.isEmpty else { return "Button" }
        let name = icon.hasSuffix("-symbolic") ? String(icon.dropLast("-symbolic".count)) : icon
        return Self.symbolNames[name] ?? Self.words(name)
    }

    /// What the common bar symbols do, by SF Symbols and freedesktop name.
    static let symbolNames: [String: String] = [
        "square.and.pencil": "Compose", "mail-message-new": "Compose", "document-edit": "Compose",
        "square.and.arrow.up": "Share", "send-to": "Share",
        "ellipsis": "More", "ellipsis.circle": "More", "view-more-horizontal": "More",
        "plus": "Add", "list-add": "Add",
        "trash": "Delete", "user-trash": "Delete",
        "magnifyingglass": "Search", "system-search": "Search",
        "xmark": "Close", "window-close": "Close",
        "gearshape": "Settings", "preferences-system": "Settings",
        "star": "Favorite", "starred": "Favorite",
        "sidebar.left": "Sidebar", "sidebar-show": "Sidebar",
    ]

    /// `name` in words, capitalised: separators become spaces.
    static func words(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

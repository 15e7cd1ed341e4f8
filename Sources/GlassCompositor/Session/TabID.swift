/// Names a tab for as long as the person has it: the scene's `id` of the tab, so a reload that
/// reorders, adds or removes tabs leaves every tab's selection, scroll, navigation stack and
/// glass with the tab itself, never with whichever tab now sits at its old position.
struct TabID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }

    var description: String { rawValue }
    static func < (a: TabID, b: TabID) -> Bool { a.rawValue < b.rawValue }
}

extension Tab {
    var tabID: TabID { TabID(id) }
}

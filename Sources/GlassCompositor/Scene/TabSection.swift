/// A group of tabs, shown as a section of the sidebar with a header and an optional action
/// button (SPEC T6, T8). Its tabs are in `Scene.tabs` with `section == id`.
public struct TabSection: Equatable, Sendable {
    public var id: String
    public var title: String
    /// A button in the section header, e.g. "New Station".
    public var action: SectionAction?
    /// The section can be collapsed by its header.
    public var collapsible: Bool = true
    /// Whether a person may reorder the section when customizing (SPEC T7).
    public var customization: Tab.Customization = .movable

    public init(id: String, title: String) { self.id = id; self.title = title }
}

/// A button beside a section header.
public struct SectionAction: Equatable, Sendable {
    public var title: String
    public var icon: String?
    public init(title: String, icon: String? = nil) { self.title = title; self.icon = icon }
}

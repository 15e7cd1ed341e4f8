/// A group of tabs, shown as a section of the sidebar with a header and an optional action
/// button (T6, T8). Its tabs are in `Scene.tabs` with `section == id`.
struct TabSection: Equatable, Sendable {
    var id: String
    var title: String
    /// A button in the section header, e.g. "New Station".
    var action: SectionAction?
    /// The section can be collapsed by its header.
    var collapsible: Bool = true
    /// Whether a person may reorder the section when customizing (T7).
    var customization: Tab.Customization = .movable

    init(id: String, title: String) { self.id = id; self.title = title }
}

/// A button beside a section header.
struct SectionAction: Equatable, Sendable {
    var title: String
    var icon: String?
    /// The id of a screen a tap pushes on the selected tab (nil: the tap is only an event).
    var destination: String?
    init(title: String, icon: String? = nil, destination: String? = nil) { self.title = title; self.icon = icon; self.destination = destination }
}

import Foundation

/// What a person changed about a scene's tabs in the sidebar (T7, T8), as kept between
/// launches: tab and section ids, never positions, so a scene file edited meanwhile still
/// takes it (unknown ids are dropped, new tabs come in where the scene has them). Nil fields
/// are the scene's own choice. Saved as JSON by `CustomizationStore`.
struct TabCustomization: Equatable, Sendable, Codable {
    /// Every tab's id in the person's order.
    var order: [String]?
    /// The ids of the tabs the person hid (only optional tabs are ever hidden).
    var hidden: [String]?
    /// The sidebar's section ids in the person's order.
    var sections: [String]?
    /// The ids of the sections the person collapsed.
    var collapsed: [String]?

    init(order: [String]? = nil, hidden: [String]? = nil, sections: [String]? = nil, collapsed: [String]? = nil) {
        self.order = order
        self.hidden = hidden
        self.sections = sections
        self.collapsed = collapsed
    }

    /// Nothing changed: the scene's own arrangement.
    var isEmpty: Bool { order == nil && hidden == nil && sections == nil && (collapsed ?? []).isEmpty }
}

/// The floating glass sidebar of regular layouts (T6–T9). Its items are the scene's
/// tabs, grouped by `Scene.tabSections`.
struct Sidebar: Equatable, Sendable {
    /// Width in points.
    var width: Double = 320
    /// Shown when the scene opens (regular layouts); the person can switch to a tab bar.
    var visible: Bool = true
    /// A title above the sections.
    var title: String?
    /// The person may reorder and hide tabs (T7).
    var customizable: Bool = false
    /// Artwork behind the sidebar is extended under it by mirroring and blurring (T9).
    var extendsBackground: Bool = true

    init() {}
}

/// A scene file, decoded: what the viewer shows (format 1; `Scenes/scene.schema.json` describes every field). Every field has a
/// default so a small scene is short: `{"tabs": [{"title": "Home"}]}` is a whole scene.
///
/// The model is declarative and component-level, like SwiftUI: tabs with screens of content,
/// bars and toolbars, sidebars, sheets, controls and custom glass. Colours are straight-alpha
/// sRGB; lengths are points.
public struct Scene: Equatable, Sendable {
    public var format: Int = 1
    public var name: String = "Untitled"
    /// The behaviour IDs the scene demonstrates (defined in docs/BEHAVIOURS.md) (`"T1"`, `"G9"`, ...).
    public var demonstrates: [String] = []
    /// The device the scene is designed for: default window size and the layout switch.
    var device: DeviceHints = DeviceHints()
    public var appearance: Appearance = .light
    /// Whether the file names its `appearance`. The window shows a scene that does not in the
    /// desktop's light or dark; one that does is designed for it and keeps it.
    public var namesAppearance = false
    /// Whether the file names its `device`: the window and the headless commands then open at
    /// its size and scale when not told one (`designedWindow`).
    public var namesDevice = false
    /// Tints prominent glass and the selected tab.
    var accent: Color = Color(hex: "#0a84ff")!
    /// The page colour behind content; nil means the appearance's system background.
    var background: Color?
    /// Reduce Transparency, Increase Contrast, Clear/Tinted glass (A2, A3, A5).
    var settings: GlassSettings = GlassSettings()
    /// Tab bar behaviour: minimize on scroll, the bottom accessory, sidebar adaptability.
    var tabBar: TabBarSettings = TabBarSettings()
    /// All tabs in order, flattened out of their sections (a search tab, if any, is last).
    public var tabs: [Tab] = []
    /// Tab groups, shown as sidebar sections (T6, T8); empty when tabs are not grouped.
    var tabSections: [TabSection] = []
    /// The floating sidebar, on regular layouts (T6–T9).
    var sidebar: Sidebar?
    /// Named screens that tabs and rows refer to by id (navigation destinations, N7).
    var screens: [Screen] = []

    public init() {}

    /// The screen with `id` among the named screens and the tabs' screens.
    func screen(id: String) -> Screen? {
        screens.first { $0.id == id } ?? tabs.first { $0.screen.id == id }?.screen
    }
}

/// Light or dark appearance (A1).
public enum Appearance: String, Equatable, Sendable, CaseIterable {
    case light, dark
}

/// Which of a scene's two layouts a window shows, as iOS's horizontal size class: `compact`
/// (a phone, a narrow window) has a bottom tab bar of at most five tabs and no permanent
/// sidebar; `regular` (a tablet, a desktop window) has the sidebar of a sidebar-adaptable
/// scene, or its tab bar floating at the top centre, and navigation-bar search fields.
///
/// A window `ToolbarLayout.regularWidth` points wide or wider is regular, unless the scene's
/// `device.layout` forces one. Every layout decision that depends on width asks this one
/// value, so the bars, the sidebar and the content switch together when a resize crosses the
/// threshold.
enum SizeClass: String, Equatable, Sendable {
    case compact, regular

    /// The size class of a window `width` points wide, under the scene's `layout` hint.
    init(width: Double, layout: DeviceHints.Layout = .automatic) {
        switch layout {
        case .compact: self = .compact
        case .regular: self = .regular
        case .automatic: self = width >= ToolbarLayout.regularWidth ? .regular : .compact
        }
    }

    var isRegular: Bool { self == .regular }
}

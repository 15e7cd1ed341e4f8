/// The device a scene is designed for. The viewer opens at this size unless told otherwise,
/// and the layout switches between compact (phone) and regular (tablet, desktop) by width
/// (compact below 700 pt) unless `layout` forces one.
struct DeviceHints: Equatable, Sendable {
    enum Kind: String, Equatable, Sendable, CaseIterable { case phone, tablet, desktop }
    enum Layout: String, Equatable, Sendable, CaseIterable { case automatic, compact, regular }

    var kind: Kind = .phone
    /// Window size in points.
    var width: Double = 390
    var height: Double = 844
    /// Device pixels per point.
    var scale: Double = 2
    /// Corner radius of the display, for concentric sheets and controls (P2, C5).
    var cornerRadius: Double = 55
    var layout: Layout = .automatic

    init() {}

    /// Defaults for a kind of device: size, scale and display corner radius.
    static func defaults(for kind: Kind) -> DeviceHints {
        var d = DeviceHints()
        d.kind = kind
        switch kind {
        case .phone: break
        case .tablet: d.width = 1194; d.height = 834; d.cornerRadius = 18
        case .desktop: d.width = 1440; d.height = 900; d.cornerRadius = 12; d.scale = 1
        }
        return d
    }
}

extension Scene {
    /// The window the scene is designed for when its file names a `device`: width and height
    /// in points and the scale in pixels per point (nil for a scene naming none).
    public var designedWindow: (width: Double, height: Double, scale: Double)? {
        namesDevice ? (device.width, device.height, device.scale) : nil
    }
}

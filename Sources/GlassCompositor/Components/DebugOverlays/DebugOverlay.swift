/// One of the profiling overlays drawn over a finished frame (V7): what it shows, its
/// name on the command line (`--overlay damage,bounds`) and its key in the window.
public enum DebugOverlay: String, CaseIterable, Hashable, Sendable {
    /// Each frame's redrawn rectangles, flashed in a translucent colour that fades over
    /// `DamageFlashOverlay.fade` seconds of scene time (Chrome's paint flashing).
    case damage
    /// Every glass group's outline and the rectangle its backdrop is sampled from.
    case bounds
    /// Iso-distance lines of each glass group's signed distance field and its bezel band.
    case shape
    /// The refraction's displacement as arrows on a grid over each glass group.
    case refraction
    /// Content tile boundaries, tiles rasterized since the previous frame filled.
    case tiles
    /// A circle under the pressed pointer, its trail, position and velocity (Android's
    /// "pointer location").
    case touches

    /// The name `--overlay` takes.
    public var name: String { rawValue }

    /// The key that toggles it in the window (X11 keysym name).
    public var key: String {
        switch self {
        case .damage: return "F2"
        case .bounds: return "F3"
        case .shape: return "F4"
        case .refraction: return "F5"
        case .tiles: return "F6"
        case .touches: return "F7"
        }
    }

    /// What it shows, for `?` and `--help`.
    public var summary: String {
        switch self {
        case .damage: return "overlay: redrawn regions"
        case .bounds: return "overlay: glass bounds, backdrop regions"
        case .shape: return "overlay: glass shape field (SDF)"
        case .refraction: return "overlay: refraction displacement"
        case .tiles: return "overlay: content tiles"
        case .touches: return "overlay: touches (pointer location)"
        }
    }
}

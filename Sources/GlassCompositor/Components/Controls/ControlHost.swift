/// Somewhere live controls (C2–C4) sit: the selected page's content, or a floating panel's
/// items (the inspector's, T10). `ControlsComponent` keeps the values, the gesture, the
/// moving parts and the lens the same way for every host; a host only says which controls it
/// shows, where (in its own coordinates, points), how those meet the window, and what may
/// stand in front of it.
protocol ControlHost: AnyObject {
    /// A name for the host, unique among the hosts (the drawn surfaces are kept per host).
    var hostName: String { get }
    /// The controls it shows now, each with its rect in the host's coordinates (points).
    func hostedControls() -> [ControlsState.Live]
    /// Window point `p` in the host's coordinates (points), for input.
    func hostPoint(_ p: Point) -> Point
    /// Where the host's origin is in the window now (points), for the element tree.
    var windowOrigin: Point { get }
    /// The part of the host that shows now (host points): controls outside it are not drawn.
    var visibleRect: Rect { get }
    /// The painter of the host's content, for the controls' moving parts (its palette).
    func controlPainter() -> ContentPainter
    /// Whether a press at window point `p` on a control whose hit area is `hit` (window
    /// points) reaches the control: nothing in front of the host takes it.
    func reaches(_ p: Point, hit: Rect) -> Bool
    /// Whether a held control's glass lens at `lens` (host points) shows: not under chrome.
    func showsLens(_ lens: Rect) -> Bool
    /// Whether a quick vertical drag from a control is the host's scroll (a page), rather than
    /// the control's (a panel that does not scroll).
    var scrolls: Bool { get }
}

/// What a panel that hosts live controls (the inspector) asks of them: the controls
/// component takes the panel's presses on them, draws their moving parts where the panel is
/// and lists them as elements, keeping their values as it keeps the page's. Given to the
/// panel at init, so the panel never holds the component.
protocol HostedControls: AnyObject {
    /// `host` shows controls from now on (its values are reported with the page's, `--state`).
    func add(_ host: ControlHost)
    /// An input event for `host`'s controls; true when one consumed it.
    func handle(_ event: InputEvent, in host: ControlHost) -> Bool
    /// The moving parts of `host`'s controls with its origin at `origin` (frame pixels), and
    /// the glass lens of a held one where `lensAllowed`.
    func commands(in host: ControlHost, origin: (x: Int, y: Int), lensAllowed: Bool) -> (overlays: [RenderCommand], lenses: [RenderCommand])
    /// `host`'s controls as elements, where the host is now.
    func elements(of host: ControlHost, into tree: inout ElementTreeBuilder)
}

extension ControlsComponent: HostedControls {}

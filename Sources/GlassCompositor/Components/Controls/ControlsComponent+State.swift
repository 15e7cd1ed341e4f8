/// `--state`: each shown live control's value as it is drawn, the page's and the panels'
/// (`control.<id>`): a slider's shown value in its own range, a switch's thumb (0 off … 1
/// on, between while it slides), a segmented control's selection thumb (a segment index,
/// fractional while it slides).
extension ControlsComponent {
    func reportState(into snapshot: inout StateSnapshot) {
        let t = ui.time
        for host in [pageHost as ControlHost] + panelHosts {
            for c in host.hostedControls() {
                switch c.control {
                case .slider(let model): snapshot.set("control.\(c.id)", sliderShownValue(state.slider(c.key, model), model, at: t))
                case .toggle(let model): snapshot.set("control.\(c.id)", state.toggle(c.key, model).position.value(at: t))
                case .segmented(let model): snapshot.set("control.\(c.id)", state.segmented(c.key, model).position.value(at: t))
                case .button: continue
                }
            }
        }
    }
}

/// The live controls of a host as elements: a switch (on), a slider (its shown value, in the
/// slider's own range) and a segmented control (the selected index as its value) with a
/// `segment` for each of its segments (selected or not). The component's own are the
/// selected screen's; a panel adds its own where it adds itself.
extension ControlsComponent {
    func elements(into tree: inout ElementTreeBuilder) { elements(of: pageHost, into: &tree) }

    func elements(of host: ControlHost, into tree: inout ElementTreeBuilder) {
        let origin = host.windowOrigin
        let dx = origin.x, dy = origin.y
        for c in host.hostedControls() {
            let frame = c.rect.offsetBy(dx: dx, dy: dy)
            switch c.control {
            case .toggle(let model):
                let s = state.toggle(c.key, model)
                tree.add(UIElement(.switch, model.title, id: model.id, frame: frame, state: .init(on: s.isOn)))
            case .slider(let model):
                let value = sliderShownValue(state.slider(c.key, model), model, at: ui.time)
                tree.add(UIElement(.slider, model.title ?? model.id ?? "", id: model.id, frame: frame, state: .init(value: value)))
            case .segmented(let model):
                let selected = state.segmented(c.key, model).selected
                let label = model.segments.indices.contains(selected) ? model.segments[selected] : ""
                tree.group(UIElement(.segmented, label, id: model.id, frame: frame, state: .init(value: Double(selected)))) { tree in
                    let w = frame.width / Double(max(1, model.segments.count))
                    for (k, title) in model.segments.enumerated() {
                        let segment = Rect(x: frame.minX + Double(k) * w, y: frame.minY, width: w, height: frame.height)
                        tree.add(UIElement(.segment, title, id: model.id.map { "\($0).\(k)" }, frame: segment, state: .init(selected: k == selected)))
                    }
                }
            case .button:
                continue
            }
        }
    }
}

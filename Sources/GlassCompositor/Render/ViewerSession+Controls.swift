/// Live controls in content (SPEC C2–C4): sliders, switches and segmented controls that
/// respond to the pointer. The session calls these hooks while planning and handling input.
extension ViewerSession {
    /// Commands for the controls' moving parts (thumbs, fills), drawn over the content layer
    /// at the scroll offset (`offsetY` pixels), before toolbars and chrome.
    func controlCommands(layer: TiledLayer, offsetY: Int) -> [RenderCommand] { [] }

    /// Gives the controls the first look at an input event after the chrome; true when one
    /// consumed it.
    func handleControlInput(_ event: InputEvent) -> Bool { false }

    /// True while a control animates on its own (a flung slider thumb settling).
    var controlsNeedFrame: Bool { false }
}

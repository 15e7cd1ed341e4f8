/// Presses on an open popover's content: rows highlight and choose (a row with a switch
/// accessory switches), buttons press and fire their `action`, switches switch, segments
/// select and sliders follow the pointer. The content is painted by the same painter as
/// any content; the values changed live in `popoverValues` and are painted in place.
/// Events: `popover.row` (id, title, and `isOn` for a switch row), `button.pressed` (id),
/// `popover.toggle` (id, isOn), `popover.segment` (id, selected), `popover.slider` (id, value).
extension MenuComponent {
    /// How far (points) the pointer may leave a pressed row or button before the press is
    /// cancelled, as for content buttons.
    static let pressSlop = 16.0

    /// The live content of `m`'s popover, if it is one and fully open.
    func popoverContent(_ m: MenuPresentation) -> (popover: Popover, content: PopoverContent)? {
        guard case .popover(let popover) = m.content else { return nil }
        return (popover, PopoverContent(popover: popover, frame: m.contentFrame(at: ui.time)))
    }

    /// A press at `p` on the popover's panel: what it lands on is held.
    func popoverDown(_ m: inout MenuPresentation, at p: Point, time t: Double) {
        guard let (_, content) = popoverContent(m), let target = content.target(at: p, prefix: m.buttonID) else { return }
        m.popoverPress = target
        m.popoverPressInside = true
        if case .slider(let c, let key, let track) = target {
            popoverValues.sliders[key] = PopoverContent.sliderValue(c, track: track, x: p.x)
        }
        ui.emitPress(at: p, target: "popover.\(m.buttonID)", t)
        ui.invalidated = true
    }

    /// The held pointer moved to `p`.
    func popoverMove(_ m: inout MenuPresentation, to p: Point) {
        guard let target = m.popoverPress else { return }
        switch target {
        case .slider(let c, let key, let track):
            let v = PopoverContent.sliderValue(c, track: track, x: p.x)
            if popoverValues.sliders[key] != v { popoverValues.sliders[key] = v; ui.invalidated = true }
        case .row(_, _, let frame, _), .button(_, _, let frame):
            let inside = frame.insetBy(dx: -MenuComponent.pressSlop, dy: -MenuComponent.pressSlop).contains(p)
            if inside != m.popoverPressInside { m.popoverPressInside = inside; ui.invalidated = true }
        default:
            break
        }
    }

    /// The held pointer let go at `p`: the element does what it does.
    func popoverUp(_ m: inout MenuPresentation, at p: Point, time t: Double) {
        guard let target = m.popoverPress else { return }
        m.popoverPress = nil
        ui.invalidated = true
        let inside = m.popoverPressInside
        switch target {
        case .row(let row, let key, let frame, _):
            guard inside else { return }
            var fields: [(String, SemanticEvent.FieldValue)] = [("id", .string(key)), ("title", .string(row.title))]
            if row.accessory == .toggleOn || row.accessory == .toggleOff {
                let on = !(popoverValues.toggles[key] ?? (row.accessory == .toggleOn))
                popoverValues.toggles[key] = on
                fields.append(("isOn", .bool(on)))
            }
            ui.emit("popover.row", t, fields)
            if let action = row.action { ui.actions.perform(.present(action, source: frame, element: key), at: t) }
        case .button(let b, let key, let frame):
            guard inside else {
                ui.emit("button.cancelled", t, [("id", .string(key))])
                return
            }
            ui.emit("button.pressed", t, [("id", .string(key))])
            if let action = b.action { ui.actions.perform(.present(action, source: frame, element: key), at: t) }
        case .toggle(let c, let key):
            let on = !(popoverValues.toggles[key] ?? c.isOn)
            popoverValues.toggles[key] = on
            ui.emit("popover.toggle", t, [("id", .string(key)), ("isOn", .bool(on))])
        case .segmented(let c, let key, let frame):
            let i = PopoverContent.segment(c, frame: frame, x: p.x)
            popoverValues.segments[key] = i
            ui.emit("popover.segment", t, [("id", .string(key)), ("selected", .integer(i))])
        case .slider(let c, let key, let track):
            let v = PopoverContent.sliderValue(c, track: track, x: p.x)
            popoverValues.sliders[key] = v
            ui.emit("popover.slider", t, [("id", .string(key)), ("value", .number(v))])
        }
    }

    /// The grey over a held row or button while the pointer is on it (the list row's
    /// highlight, `RowHighlight`), over the panel's glyphs.
    func popoverPressCommands(_ m: MenuPresentation) -> [RenderCommand] {
        guard m.popoverPressInside, let target = m.popoverPress else { return [] }
        let highlight: RowHighlight
        switch target {
        case .row(_, _, let frame, let grouping): highlight = RowHighlight(frame: frame, grouping: grouping == .none ? .single : grouping)
        case .button(_, _, let frame): highlight = RowHighlight(frame: frame, grouping: .single)
        default: return []
        }
        guard let s = ui.stacks.highlights.surface(highlight, dark: ui.dark, scale: ui.scale) else { return [] }
        return [.overlay(s.surface, x: Int((highlight.frame.minX * ui.scale).rounded()), y: Int((highlight.frame.minY * ui.scale).rounded()),
                         version: s.version)]
    }
}

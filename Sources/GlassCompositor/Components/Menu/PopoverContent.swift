/// An open popover's content made live: where its items are in the window (laid out and
/// painted as the panel's glyphs are, by `ContentLayout` and `ContentPainter`), what a press
/// lands on, and the values the person has changed (switches, segments, sliders, rows with a
/// switch accessory), which the panel's painting then shows. Geometry in window points.
struct PopoverContent {
    /// What a press on the content holds.
    enum Target: Equatable {
        /// A row (`frame` window points); rows with a switch accessory switch on release.
        case row(ListRow, key: String, frame: Rect, grouping: ContentLayout.Grouping)
        case button(ButtonControl, key: String, frame: Rect)
        case toggle(ToggleControl, key: String)
        case slider(SliderControl, key: String, track: Rect)
        case segmented(SegmentedControl, key: String, frame: Rect)
    }

    let layout: ContentLayout
    /// The window point of the content's origin.
    let origin: Point

    /// The content of `popover` in a panel at `frame` (window points), as `PanelGlyphs` lays it out.
    init(popover: Popover, frame: Rect) {
        var screen = Screen(items: popover.items)
        screen.title = nil
        layout = ContentLayout(screen: screen, width: frame.width, bottomInset: 0)
        let top = layout.items.first?.frame.minY ?? 0
        let itemsY = popover.title == nil ? 24 : PanelGlyphs.itemsTop
        origin = Point(frame.minX, frame.minY + itemsY - top)
    }

    /// What window point `p` presses, if anything; `prefix` names elements without an id.
    func target(at p: Point, prefix: String) -> Target? {
        let q = Point(p.x - origin.x, p.y - origin.y)
        for placed in layout.items {
            switch placed.item {
            case .row(let row) where placed.frame.contains(q):
                return .row(row, key: row.id ?? "\(prefix).row.\(row.title)", frame: window(placed.frame), grouping: placed.grouping)
            case .controls(let group):
                for (control, r) in zip(group.controls, ContentPainter.controlRects(group, in: placed.frame)) {
                    switch control {
                    case .button(let b) where r.insetBy(dx: -4, dy: -4).contains(q):
                        return .button(b, key: b.id ?? "\(prefix).button.\(b.title ?? b.icon ?? "")", frame: window(r))
                    case .toggle(let c) where r.insetBy(dx: -8, dy: -8).contains(q):
                        return .toggle(c, key: c.id ?? "\(prefix).toggle.\(c.title)")
                    case .slider(let c) where r.insetBy(dx: -4, dy: -10).contains(q):
                        return .slider(c, key: c.id ?? "\(prefix).slider.\(c.title ?? "")", track: window(r))
                    case .segmented(let c) where r.insetBy(dx: -2, dy: -4).contains(q):
                        return .segmented(c, key: c.id ?? "\(prefix).segmented.\(c.segments.joined(separator: ","))", frame: window(r))
                    default:
                        continue
                    }
                }
            default:
                continue
            }
        }
        return nil
    }

    private func window(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }

    /// A slider's value for the pointer at `x` over its `track`: the fraction along it, on a
    /// tick when the slider snaps to them.
    static func sliderValue(_ c: SliderControl, track: Rect, x: Double) -> Double {
        let f = min(1, max(0, (x - track.minX) / max(1, track.width)))
        var v = c.minimum + f * (c.maximum - c.minimum)
        if c.snapsToTicks, c.ticks > 1 {
            let step = (c.maximum - c.minimum) / Double(c.ticks - 1)
            v = c.minimum + (((v - c.minimum) / step).rounded()) * step
        }
        return v
    }

    /// The segment of `c` (in `frame`) under `x`.
    static func segment(_ c: SegmentedControl, frame: Rect, x: Double) -> Int {
        guard !c.segments.isEmpty else { return 0 }
        let i = Int(((x - frame.minX) / max(1, frame.width) * Double(c.segments.count)).rounded(.down))
        return min(max(0, i), c.segments.count - 1)
    }
}

/// The values changed in popovers, by element key (an element's id, else its popover's button
/// id and its title): kept while the viewer runs, so a popover opened again shows them.
struct PopoverValues: Equatable {
    var toggles: [String: Bool] = [:]
    var sliders: [String: Double] = [:]
    var segments: [String: Int] = [:]

    /// `items` with the changed values in place (rows and controls, inside sections too).
    func applied(to items: [ContentItem], prefix: String) -> [ContentItem] {
        guard !(toggles.isEmpty && sliders.isEmpty && segments.isEmpty) else { return items }
        return items.map { item in
            switch item {
            case .section(var s):
                s.items = applied(to: s.items, prefix: prefix)
                return .section(s)
            case .row(var r):
                if r.accessory == .toggleOn || r.accessory == .toggleOff, let on = toggles[r.id ?? "\(prefix).row.\(r.title)"] {
                    r.accessory = on ? .toggleOn : .toggleOff
                }
                return .row(r)
            case .controls(var g):
                g.controls = g.controls.map { control in
                    switch control {
                    case .toggle(var c):
                        if let on = toggles[c.id ?? "\(prefix).toggle.\(c.title)"] { c.isOn = on }
                        return .toggle(c)
                    case .slider(var c):
                        if let v = sliders[c.id ?? "\(prefix).slider.\(c.title ?? "")"] { c.value = v }
                        return .slider(c)
                    case .segmented(var c):
                        if let i = segments[c.id ?? "\(prefix).segmented.\(c.segments.joined(separator: ","))"] { c.selected = i }
                        return .segmented(c)
                    case .button:
                        return control
                    }
                }
                return .controls(g)
            default:
                return item
            }
        }
    }
}

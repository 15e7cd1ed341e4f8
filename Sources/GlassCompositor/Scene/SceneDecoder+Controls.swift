/// Buttons, sliders, switches and segmented controls (C1–C4).
extension SceneDecoder {
    static let controlKinds = ["button", "slider", "switch", "segmented"]

    static func decodeControlGroup(_ o: JSONObjectReader, in ctx: SceneDecodingContext) -> ControlGroup {
        var group = ControlGroup()
        group.title = o.string("title")
        group.axis = o.enumeration("axis", default: group.axis)
        group.grouped = o.bool("grouped", default: true)
        for (n, p) in o.array("controls") {
            if let c = decodeControl(n, path: p, in: ctx) { group.controls.append(c) }
        }
        return group
    }

    private static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    static func decodeControl(_ node: JSONNode, path: String, in ctx: SceneDecodingContext) -> Control? {
        guard let o = JSONObjectReader(node, path: path, sink: ctx.sink) else { return nil }
        defer { o.finish() }
        guard let kind = o.kind(controlKinds, default: "button", what: "control") else { o.markAllKnown(); return nil }
        switch kind {
        case "button":
            var b = ButtonControl()
            b.id = o.componentID(in: ctx)
            b.title = o.string("title")
            b.icon = o.icon("icon")
            if !o.has("title"), !o.has("icon") { ctx.sink.report(node, path: path, "a button needs a \"title\" or an \"icon\"") }
            b.style = o.enumeration("style", default: b.style)
            b.size = o.enumeration("size", default: b.size)
            b.shape = o.enumeration("shape", default: b.shape)
            b.tint = o.color("tint")
            b.menu = decodeMenu(o, in: ctx)
            if let p = o.object("popover") { b.popover = decodePopover(p, in: ctx) }
            if let destination = o.string("destination") {
                b.destination = destination
                ctx.refer(.screen, to: destination, node: o.member("destination")!, path: o.childPath("destination"))
            }
            b.action = decodeAction(o, in: ctx)
            return .button(b)
        case "slider":
            var s = SliderControl()
            s.id = o.componentID(in: ctx)
            s.title = o.string("title")
            let limit = 1e6
            s.minimum = o.number("min", default: 0, in: -limit...limit)
            s.maximum = o.number("max", default: 1, in: -limit...limit)
            var range = -limit...limit
            if s.maximum > s.minimum {
                range = s.minimum...s.maximum
            } else {
                ctx.sink.report(o.member("max") ?? node, path: o.childPath("max"), "max \(format(s.maximum)) must be greater than min \(format(s.minimum))")
                // Any value is accepted then, so one mistake gives one diagnostic.
                s.maximum = s.minimum + 1
            }
            s.value = o.number("value", default: s.minimum + (s.maximum - s.minimum) / 2, in: range)
            s.ticks = o.integer("ticks", default: 0, in: 0...100)
            s.snapsToTicks = o.bool("snapsToTicks", default: false)
            if s.snapsToTicks, s.ticks < 2, let n = o.member("snapsToTicks") {
                ctx.sink.report(n, path: o.childPath("snapsToTicks"), "snapping to ticks needs \"ticks\" of at least 2")
            }
            s.neutral = o.optionalNumber("neutral", in: range)
            s.thumbless = o.bool("thumbless", default: false)
            s.tint = o.color("tint")
            s.minimumIcon = o.icon("minimumIcon")
            s.maximumIcon = o.icon("maximumIcon")
            if let format = o.string("valueFormat") {
                if format.contains(SliderControl.valuePlaceholder) {
                    s.valueFormat = format
                } else if let n = o.member("valueFormat") {
                    ctx.sink.report(n, path: o.childPath("valueFormat"), "valueFormat must hold \"\(SliderControl.valuePlaceholder)\" where the value goes")
                }
            }
            s.valueDecimals = o.integer("valueDecimals", default: 0, in: 0...6)
            return .slider(s)
        case "switch":
            var t = ToggleControl()
            t.id = o.componentID(in: ctx)
            t.title = o.string("title", default: "")
            t.isOn = o.bool("on", default: false)
            t.tint = o.color("tint")
            return .toggle(t)
        default: // "segmented"
            var s = SegmentedControl()
            s.id = o.componentID(in: ctx)
            s.segments = o.strings("segments")
            if let n = o.member("segments"), case .array(let a) = n.value, !(2...8).contains(a.count) {
                ctx.sink.report(n, path: o.childPath("segments"), "a segmented control needs 2 to 8 segments (found \(a.count))")
            } else if !o.has("segments") {
                ctx.sink.report(node, path: path, "a segmented control needs \"segments\"")
            }
            s.selected = o.integer("selected", default: 0, in: 0...max(0, s.segments.count - 1))
            return .segmented(s)
        }
    }
}

/// An interaction script or recording: one JSON object per line, times in seconds
/// from the start (at most 86 400, a day: a later time is a located error), positions in
/// points, e.g. `{"t":0.5,"type":"down","x":200,"y":600}`.
///
/// Types: `down`, `move`, `up` (`x`, `y`, optional `button`), `wheel` (`dx`, `dy` in steps, or
/// `px` and `hpx` for a smooth vertical and horizontal delta in points; with `"modifiers":
/// ["shift"]` vertical scrolling turns sideways, as Shift does in the window), `key` (`key`
/// name, optional `modifiers` array of `shift`/`control`/`alt`), `text` (`text`: what was typed,
/// as a focused field takes it; a `key` alone types nothing), `resize` (`width`, `height` in
/// pixels). Blank lines and lines starting with `//` are skipped. Events must be in time
/// order.
///
/// Lines may name an element instead of a point (`InteractionScript+Elements.swift`): `on`
/// on `down`, `move`, `up` and `wheel` (with an optional `offset` from its hit point), `tap`,
/// `drag`, `scroll` until visible, and `expect` with `on`; and a `move` or `up` may be placed
/// `by` a distance from the last press (`PressRelativeMove`). Their events get their points
/// when `ScriptPlayer` plays them (`addresses`, `pressMoves`).
///
/// A recording starts with a `meta` line naming what was recorded, so `replay` needs nothing
/// else: `{"t":0,"type":"meta","scene":"Scenes/music.json","width":1280,"height":800,"scale":1}`
/// (`scene` is `default` for the built-in scene; a relative path is looked up beside the script
/// first, then in the working folder: `ScriptScenePath`; `appearance` is there when the window
/// was opened with `--appearance`). Scripts may omit it. A bench script whose interaction cannot
/// happen at some window sizes names the ones it is for and why:
/// `"sizes":{"only":["1280x800@1","1920x1080@2"],"why":"..."}` (`SizeLimit`).
///
/// A recording may also mark the frames the window drew: `{"t":0.1167,"type":"frame","frame":7}`
/// after the events that were handled before that frame (the flight recorder's recordings do),
/// so `replay` draws the same frames at the same times.
///
/// A flow (a script `glass-viewer test` runs) also has `expect` lines, what must be true at
/// their time: `{"t":2,"type":"expect","logged":"sheet.presented"}` (`Expectation`). Other
/// commands run a flow's events and skip its expectations; its meta line may name
/// `"settings":{"reduceTransparency":true,"increaseContrast":true,"reduceMotion":true,
/// "glassPreference":"clear"}` to run under them (`ViewerSettings`). A window's recording
/// names the sidebar customization it started from (`"customization"`, tab and section ids).
public struct InteractionScript: Sendable {
    /// What a recording was made of.
    public struct Meta: Equatable, Sendable {
        public var scene: String
        public var width: Int, height: Int
        public var scale: Double
        /// `light` or `dark` when the recording's scene was shown in that appearance by option.
        public var appearance: String?
        /// The accessibility settings a flow runs under (`"settings"`); nil: none named.
        public var settings: ViewerSettings?
        /// The sidebar customization the window started with (`"customization"`: tab and
        /// section ids in the person's order, hidden tabs, collapsed sections), so a replay
        /// starts from the same arrangement; nil: the scene's own.
        var customization: TabCustomization?
        /// The window sizes the script is written for (`"sizes"`); nil: every size.
        public var sizes: SizeLimit?
        public init(scene: String, width: Int, height: Int, scale: Double, appearance: String? = nil) {
            self.scene = scene; self.width = width; self.height = height; self.scale = scale
            self.appearance = appearance
        }
        /// The recording's first line.
        public var line: String {
            var w = JSONWriter()
            w.object { o in
                o.member("t", integer: 0); o.member("type", "meta"); o.member("scene", scene)
                o.member("width", integer: width); o.member("height", integer: height); o.member("scale", scale)
                if let appearance { o.member("appearance", appearance) }
                if let settings {
                    o.member("settings", object: { s in
                        if settings.reduceTransparency { s.member("reduceTransparency", true) }
                        if settings.increaseContrast { s.member("increaseContrast", true) }
                        if settings.reduceMotion { s.member("reduceMotion", true) }
                        if let p = settings.glassPreference { s.member("glassPreference", p) }
                    })
                }
                if let c = customization, !c.isEmpty {
                    o.member("customization", object: { c2 in
                        for (name, ids) in [("order", c.order), ("hidden", c.hidden), ("sections", c.sections), ("collapsed", c.collapsed)] {
                            guard let ids else { continue }
                            c2.member(name, array: { a in for id in ids { a.string(id) } })
                        }
                    })
                }
            }
            return w.text
        }
    }

    /// A frame the window drew: its number, its scene time, and how many of the script's
    /// events had been handled before it.
    public struct FrameMark: Equatable, Sendable {
        public var number: Int
        public var time: Double
        public var eventCount: Int
        public init(number: Int, time: Double, eventCount: Int) {
            self.number = number; self.time = time; self.eventCount = eventCount
        }
        /// The mark as a recording line.
        public var line: String {
            var w = JSONWriter()
            w.object { o in
                o.member("t", time); o.member("type", "frame"); o.member("frame", integer: number)
            }
            return w.text
        }
    }

    /// The most characters (Unicode scalars) one `text` event may type: a paste is long, a
    /// megabyte in one line is a hostile file.
    public static let maximumTextLength = 10_000

    public var events: [InputEvent]
    public var meta: Meta?
    /// The frames a recording marks, in order (empty for scripts).
    public var frames: [FrameMark]
    /// How the events a line addressed by element get their points, by index in `events`
    /// (their own positions are placeholders until `ScriptPlayer` resolves them).
    public var addresses: [Int: ElementAddress]
    /// The events placed `by` a distance from the last press, by index in `events` (their own
    /// positions are placeholders until `ScriptPlayer` resolves them).
    public var pressMoves: [Int: PressRelativeMove]
    /// The element expectations of `expect` lines with `on`, in time order (also in
    /// `expectations`, as `.element`).
    public var elementConditions: [ElementCondition]
    /// A flow's `expect` lines, in order (`glass-viewer test` checks them).
    public var expectations: [Expectation]
    /// The file it was read from (messages about targets name it).
    public var file: String

    public init(events: [InputEvent], meta: Meta? = nil, frames: [FrameMark] = [], addresses: [Int: ElementAddress] = [:],
                pressMoves: [Int: PressRelativeMove] = [:],
                elementConditions: [ElementCondition] = [], expectations: [Expectation] = [], file: String = "script") {
        self.events = events; self.meta = meta; self.frames = frames
        self.addresses = addresses; self.pressMoves = pressMoves
        self.elementConditions = elementConditions; self.expectations = expectations
        self.file = file
    }

    /// The time of the last event (0 for an empty script).
    public var duration: Double { events.last?.time ?? 0 }

    /// Parses script text, collecting every problem as `FILE:LINE:COL: error: ... (at $.key)`.
    public static func parse(_ text: String, file: String) throws -> InteractionScript {
        var events: [InputEvent] = []
        var meta: Meta?
        var frames: [FrameMark] = []
        var addresses: [Int: ElementAddress] = [:]
        var pressMoves: [Int: PressRelativeMove] = [:]
        var conditions: [ElementCondition] = []
        var expectations: [Expectation] = []
        let sink = DiagnosticSink(file: file)
        var lastTime = 0.0
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("//") { continue }
            let lineNumber = index + 1
            let node: JSONNode
            do {
                node = try JSONParser.parse(String(rawLine))
            } catch let e as JSONParser.SyntaxError {
                sink.report(JSONNode(value: .null, line: lineNumber, column: e.column), path: "$", e.message)
                continue
            } catch { continue }
            let positioned = JSONNode.relocated(node, toLine: lineNumber)
            guard let o = JSONObjectReader(positioned, path: "$", sink: sink) else { continue }
            if case .string("meta")? = o.member("type")?.value {
                _ = o.number("t", default: 0, in: 0...0)
                meta = Meta(scene: o.string("scene", default: "default"),
                            width: o.integer("width", default: 1280, in: 16...8192),
                            height: o.integer("height", default: 800, in: 16...8192),
                            scale: o.number("scale", default: 1, in: 1...4))
                if o.has("appearance") {
                    let a = o.string("appearance", default: "light")
                    if a == "light" || a == "dark" { meta?.appearance = a } else {
                        sink.report(o.member("appearance") ?? o.node, path: "$.appearance", "expected light or dark")
                    }
                }
                if let settings = o.object("settings") { meta?.settings = decodeSettings(settings) }
                if let c = o.object("customization") { meta?.customization = decodeCustomization(c, sink: sink) }
                if let l = o.object("sizes") { meta?.sizes = SizeLimit.decode(l) }
                // The scene is opened by name later, where an empty name would be an error
                // that names no file; it is this line's.
                if meta?.scene.isEmpty == true, let n = o.member("scene") {
                    sink.report(n, path: "$.scene", "the scene is an empty name (give a scene file or \"default\")")
                }
                o.finish()
                continue
            }
            if case .string("frame")? = o.member("type")?.value {
                let t = o.number("t", default: 0, in: 0...86_400)
                if t < lastTime, let tNode = o.member("t") {
                    sink.report(tNode, path: "$.t", "time \(t) is before the previous line's \(lastTime); lines must be in time order")
                }
                frames.append(FrameMark(number: o.integer("frame", default: frames.count + 1, in: 0...Int(Int32.max)),
                                        time: t, eventCount: events.count))
                lastTime = max(lastTime, t)
                o.finish()
                continue
            }
            if case .string(let type)? = o.member("type")?.value, case .number(let t)? = o.member("t")?.value, (0...86_400).contains(t),
               let items = decodeElementLine(o, type: type, time: t, line: lineNumber, sink: sink, conditions: &conditions) {
                if t < lastTime, let tNode = o.member("t") {
                    sink.report(tNode, path: "$.t", "time \(t) is before the previous event's \(lastTime); events must be in time order")
                }
                if type == "expect", let condition = conditions.last, condition.line == lineNumber {
                    expectations.append(Expectation(line: lineNumber, time: t, eventCount: events.count,
                                                    kind: .element(ElementExpectation(condition: condition, text: line.trimmingCharacters(in: .whitespaces)))))
                }
                for (event, placement) in items {
                    switch placement {
                    case .element(let address)?: addresses[events.count] = address
                    case .fromPress(let move)?:
                        // Its point is measured from a press, so one must come first.
                        if !events.contains(where: { if case .down = $0.kind { return true } else { return false } }) {
                            sink.report(o.member("by") ?? o.node, path: "$.by",
                                        "a \(type) placed \"by\" a distance from the press needs a down before it in the script")
                        }
                        pressMoves[events.count] = move
                    case nil: break
                    }
                    events.append(event)
                }
                // A tap or drag ends after its own time: the next line may not start before it ends.
                lastTime = max(lastTime, t, events.last?.time ?? 0)
                o.finish()
                continue
            }
            if case .string("expect")? = o.member("type")?.value {
                if let e = Expectation.parse(o, text: line, eventCount: events.count, lastTime: lastTime, sink: sink) {
                    expectations.append(e)
                    lastTime = max(lastTime, e.time)
                }
                o.finish()
                continue
            }
            if let event = decodeEvent(o, lastTime: lastTime, sink: sink) {
                events.append(event)
                lastTime = event.time
            }
            o.finish()
        }
        // Frame marks replay the window's input event by event, as recorded; a line naming an
        // element has no point until a player resolves it.
        if !frames.isEmpty, let first = addresses.values.map(\.line).min() {
            sink.report(JSONNode(value: .null, line: first, column: 1), path: "$.on",
                        "a recording with frame lines replays its input as recorded, so no line may name an element instead of x/y (remove the frame lines to play it as a script)")
        }
        if !frames.isEmpty, let first = pressMoves.values.map(\.line).min() {
            sink.report(JSONNode(value: .null, line: first, column: 1), path: "$.by",
                        "a recording with frame lines replays its input as recorded, so no line may be placed \"by\" a distance instead of x/y (remove the frame lines to play it as a script)")
        }
        if !sink.diagnostics.isEmpty { throw SceneLoadError(sink.diagnostics) }
        return InteractionScript(events: events, meta: meta, frames: frames, addresses: addresses, pressMoves: pressMoves,
                                 elementConditions: conditions, expectations: expectations, file: file)
    }

    /// A flow's `"settings"` (the scene's own settings keys, and `reduceMotion`).
    private static func decodeSettings(_ o: JSONObjectReader) -> ViewerSettings {
        var s = ViewerSettings()
        s.reduceTransparency = o.bool("reduceTransparency", default: false)
        s.increaseContrast = o.bool("increaseContrast", default: false)
        s.reduceMotion = o.bool("reduceMotion", default: false)
        if let p = o.string("glassPreference") {
            if ViewerSettings.glassPreferences.contains(p) { s.glassPreference = p } else {
                o.sink.report(o.member("glassPreference") ?? o.node, path: "$.settings.glassPreference", "expected \"clear\" or \"tinted\"")
            }
        }
        o.finish()
        return s
    }

    /// A recording's `"customization"`: lists of ids, each a string.
    private static func decodeCustomization(_ o: JSONObjectReader, sink: DiagnosticSink) -> TabCustomization {
        func ids(_ key: String) -> [String]? {
            guard o.has(key) else { return nil }
            return o.array(key).compactMap { item in
                if case .string(let id) = item.node.value { return id }
                sink.report(item.node, path: item.path, "expected a tab or section id (a string)")
                return nil
            }
        }
        let c = TabCustomization(order: ids("order"), hidden: ids("hidden"), sections: ids("sections"), collapsed: ids("collapsed"))
        o.finish()
        return c
    }

    private static func decodeEvent(_ o: JSONObjectReader, lastTime: Double, sink: DiagnosticSink) -> InputEvent? {
        guard let tNode = o.member("t") else { sink.report(o.node, path: "$", "missing \"t\" (seconds from the start)"); return nil }
        let t = o.number("t", default: -1, in: 0...86_400)
        guard t >= 0 else { return nil }
        if t < lastTime { sink.report(tNode, path: "$.t", "time \(t) is before the previous event's \(lastTime); events must be in time order") }
        guard let type = o.string("type") else { sink.report(o.node, path: "$", "missing \"type\""); return nil }
        let position = Point(o.number("x", default: 0, in: -100_000...100_000), o.number("y", default: 0, in: -100_000...100_000))
        let button = o.integer("button", default: 1, in: 1...9)
        switch type {
        case "down": return InputEvent(.down(button: button), at: position, time: t)
        case "up": return InputEvent(.up(button: button), at: position, time: t)
        case "move": return InputEvent(.move, at: position, time: t)
        case "wheel": return InputEvent(wheelKind(o, sink: sink), at: position, time: t)
        case "key":
            guard let key = o.string("key"), !key.isEmpty else { sink.report(o.node, path: "$", "a key event needs \"key\" (e.g. \"1\", \"Tab\", \"Escape\")"); return nil }
            return InputEvent(.key(name: key, modifiers: modifiers(o, sink: sink)), at: position, time: t)
        case "text":
            guard let text = o.string("text"), !text.isEmpty else {
                sink.report(o.member("text") ?? o.node, path: o.has("text") ? "$.text" : "$", "a text event needs \"text\", the characters typed (e.g. \"midnight\")")
                return nil
            }
            guard text.unicodeScalars.count <= InteractionScript.maximumTextLength else {
                sink.report(o.member("text") ?? o.node, path: "$.text", "a text event types at most \(InteractionScript.maximumTextLength) characters; split it")
                return nil
            }
            return InputEvent(.text(text), at: position, time: t)
        case "resize":
            let w = o.integer("width", default: 0, in: 16...8192), h = o.integer("height", default: 0, in: 16...8192)
            guard w > 0, h > 0 else { sink.report(o.node, path: "$", "a resize event needs \"width\" and \"height\" in pixels (16...8192)"); return nil }
            return InputEvent(.resize(width: w, height: h), at: position, time: t)
        case "appearance":
            guard let name = o.string("appearance"), let appearance = Appearance(rawValue: name) else {
                sink.report(o.member("appearance") ?? o.node, path: o.has("appearance") ? "$.appearance" : "$",
                            "an appearance event needs \"appearance\": \"light\" or \"dark\"")
                return nil
            }
            return InputEvent(.appearance(appearance), at: position, time: t)
        case "scale":
            let scale = o.number("scale", default: 0, in: 1...4)
            let w = o.integer("width", default: 0, in: 16...8192), h = o.integer("height", default: 0, in: 16...8192)
            guard scale > 0, w > 0, h > 0 else {
                sink.report(o.node, path: "$", "a scale event needs \"scale\" (1...4) and the window's \"width\" and \"height\" in pixels (16...8192)")
                return nil
            }
            return InputEvent(.rescale(scale: scale, width: w, height: h), at: position, time: t)
        default:
            sink.report(o.member("type") ?? o.node, path: "$.type", "unknown event type \(EchoedValue.quoted(type)) (expected down, move, up, wheel, key, text, resize, appearance, scale or expect)")
            return nil
        }
    }

    /// A `wheel` line's steps (`dx`, `dy`) or smooth deltas (`px`, `hpx`), Shift from its modifiers.
    static func wheelKind(_ o: JSONObjectReader, sink: DiagnosticSink) -> InputEvent.Kind {
        let shift = modifiers(o, sink: sink).contains(.shift)
        if o.has("px") || o.has("hpx") {
            let dy = o.number("px", default: 0, in: -100_000...100_000), dx = o.number("hpx", default: 0, in: -100_000...100_000)
            return .smoothScroll(dx: dx, dy: dy, shift: shift)
        }
        return .wheel(dx: o.number("dx", default: 0, in: -1000...1000), dy: o.number("dy", default: 0, in: -1000...1000), shift: shift)
    }

    /// The optional `modifiers` array of a line.
    private static func modifiers(_ o: JSONObjectReader, sink: DiagnosticSink) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        for (n, path) in o.array("modifiers") {
            guard case .string(let m) = n.value else { sink.report(n, path: path, "expected a modifier name"); continue }
            switch m {
            case "shift": modifiers.insert(.shift)
            case "control", "ctrl": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            default: sink.report(n, path: path, "unknown modifier \(EchoedValue.quoted(m)) (expected shift, control or alt)")
            }
        }
        return modifiers
    }

    /// One event as a script line (recordings), the inverse of parsing.
    public static func line(for e: InputEvent) -> String {
        var w = JSONWriter()
        w.object { o in
            // Whole numbers as integers (most times and positions of scripts written by hand
            // are), others in the shortest text that reads back as the same Double: a replay
            // must see the times and positions the window saw, or motion would differ.
            func number(_ key: String, _ v: Double) {
                if v == v.rounded() && abs(v) < 1e15 { o.member(key, integer: Int(v)) } else { o.member(key, v) }
            }
            func position() { number("x", e.position.x); number("y", e.position.y) }
            number("t", e.time)
            switch e.kind {
            case .down(let b):
                o.member("type", "down"); position()
                if b != 1 { o.member("button", integer: b) }
            case .up(let b):
                o.member("type", "up"); position()
                if b != 1 { o.member("button", integer: b) }
            case .move:
                o.member("type", "move"); position()
            case .wheel(let dx, let dy):
                o.member("type", "wheel"); position(); number("dx", dx); number("dy", dy)
            case .smoothScroll(let dx, let dy):
                o.member("type", "wheel"); position()
                if dy != 0 || dx == 0 { number("px", dy) }
                if dx != 0 { number("hpx", dx) }
            case .key(let name, let m):
                o.member("type", "key"); o.member("key", name)
                let names = [(KeyModifiers.shift, "shift"), (.control, "control"), (.alt, "alt")].filter { m.contains($0.0) }
                if !names.isEmpty { o.member("modifiers", array: { a in for (_, n) in names { a.string(n) } }) }
            case .text(let text):
                o.member("type", "text"); o.member("text", text)
            case .resize(let width, let height):
                o.member("type", "resize"); o.member("width", integer: width); o.member("height", integer: height)
            case .appearance(let appearance):
                o.member("type", "appearance"); o.member("appearance", appearance.rawValue)
            case .rescale(let scale, let width, let height):
                o.member("type", "scale"); o.member("scale", scale)
                o.member("width", integer: width); o.member("height", integer: height)
            }
        }
        return w.text
    }
}

extension JSONNode {
    /// The same tree with every line number moved to `line` (script lines are parsed alone).
    static func relocated(_ node: JSONNode, toLine line: Int) -> JSONNode {
        var copy = node
        copy.line = line + node.line - 1
        switch node.value {
        case .object(let members):
            copy.value = .object(members.map { ($0.key, relocated($0.node, toLine: line)) })
        case .array(let items):
            copy.value = .array(items.map { relocated($0, toLine: line) })
        default: break
        }
        return copy
    }
}

#if canImport(Foundation)
import Foundation
#endif

extension InteractionScript {
    /// The same script with every event `dt` seconds later (for looping a script).
    public func shifted(by dt: Double) -> InteractionScript {
        InteractionScript(events: events.map { var e = $0; e.time += dt; return e }, meta: meta,
                          frames: frames.map { var f = $0; f.time += dt; return f }, addresses: addresses, pressMoves: pressMoves,
                          elementConditions: elementConditions.map { var c = $0; c.time += dt; return c },
                          expectations: expectations.map { var x = $0; x.time += dt; return x }, file: file)
    }
}

/// Custom glass elements and containers (G1–G12), with every material parameter.
extension SceneDecoder {
    static let glassKinds = ["glass", "container"]

    static func decodeGlassNodes(_ s: JSONObjectReader, in ctx: SceneDecodingContext) -> [GlassNode] {
        var nodes: [GlassNode] = []
        for (n, p) in s.array("glass") {
            guard let o = JSONObjectReader(n, path: p, sink: ctx.sink) else { continue }
            guard let kind = o.kind(glassKinds, default: "glass", what: "glass") else { o.markAllKnown(); o.finish(); continue }
            if kind == "container" {
                var c = GlassContainer()
                c.id = o.componentID(in: ctx)
                c.spacing = o.length("spacing", default: c.spacing, in: 0...400)
                c.scrollEdge = o.enumeration("scrollEdge", default: c.scrollEdge)
                var collapsing: [(JSONObjectReader, String, GlassElement)] = []
                for (mn, mp) in o.array("members") {
                    guard let m = JSONObjectReader(mn, path: mp, sink: ctx.sink) else { continue }
                    if m.string("kind") == "container" {
                        ctx.sink.report(m.member("kind")!, path: mp + ".kind", "a glass container cannot hold another container")
                        m.markAllKnown(); m.finish(); continue
                    }
                    if let k = m.kind(["glass"], default: "glass", what: "glass"), k == "glass", let e = decodeGlassElement(m, path: mp, in: ctx) {
                        c.members.append(e)
                        if e.collapsedInto != nil { collapsing.append((m, mp, e)) }
                    } else { m.markAllKnown() }
                    m.finish()
                }
                checkCollapsedInto(collapsing, in: c, ctx: ctx)
                if o.has("members"), c.members.isEmpty, case .array(let a)? = o.member("members")?.value, a.isEmpty {
                    ctx.sink.report(o.member("members")!, path: o.childPath("members"), "a glass container needs at least one member")
                }
                nodes.append(.container(c))
            } else if let e = decodeGlassElement(o, path: p, in: ctx) {
                if e.collapsedInto != nil, let n = o.member("collapsedInto") {
                    ctx.sink.report(n, path: p + ".collapsedInto", "collapsedInto names a member of the same container; this element is not in one")
                }
                nodes.append(.element(e))
            }
            o.finish()
        }
        return nodes
    }

    /// Each `collapsedInto` must name another member of the same container that does not
    /// collapse itself (G10: the stack's toggle).
    static func checkCollapsedInto(_ members: [(JSONObjectReader, String, GlassElement)], in c: GlassContainer, ctx: SceneDecodingContext) {
        for (m, path, e) in members {
            guard let target = e.collapsedInto, let n = m.member("collapsedInto") else { continue }
            let host = c.members.first { $0.id == target }
            if target == e.id {
                ctx.sink.report(n, path: path + ".collapsedInto", "an element cannot collapse into itself")
            } else if host == nil {
                let ids = c.members.compactMap(\.id).filter { $0 != e.id }
                ctx.sink.report(n, path: path + ".collapsedInto", "no member \(EchoedValue.quoted(target)) in this container" + (ids.isEmpty ? "" : " (members: \(ids.map(EchoedValue.quoted).joined(separator: ", ")))"))
            } else if host?.collapsedInto != nil {
                ctx.sink.report(n, path: path + ".collapsedInto", "\(EchoedValue.quoted(target)) collapses into another member itself; name the stack's toggle")
            }
        }
    }

    /// One element; its `kind` has been read already.
    static func decodeGlassElement(_ o: JSONObjectReader, path: String, in ctx: SceneDecodingContext) -> GlassElement? {
        guard let f = o.object("frame") else {
            ctx.sink.report(o.node, path: path, "a glass element needs a \"frame\" ({\"width\": ..., \"height\": ...})")
            o.markAllKnown()
            return nil
        }
        let maxSide = 4000.0
        var frame = GlassFrame(width: f.number("width", default: 44, in: 1...maxSide), height: f.number("height", default: 44, in: 1...maxSide))
        frame.anchor = f.enumeration("anchor", default: frame.anchor)
        frame.x = f.number("x", default: 0, in: -maxSide...maxSide)
        frame.y = f.number("y", default: 0, in: -maxSide...maxSide)
        for key in ["width", "height"] where !f.has(key) {
            f.sink.report(f.node, path: f.path, "a frame needs a \"\(key)\"")
        }
        f.finish()

        var e = GlassElement(frame: frame)
        e.id = o.componentID(in: ctx)
        if let id = e.id { ctx.glassIDs.insert(id) }
        e.shape = o.enumeration("shape", default: e.shape)
        if e.shape == .circle, frame.width != frame.height, o.has("frame") {
            ctx.sink.report(o.member("frame")!, path: path + ".frame", "a circle needs equal width and height (found \(format(frame.width))×\(format(frame.height)))")
        }
        if let r = o.member("cornerRadius") {
            switch r.value {
            case .string("concentric"):
                e.corners = .concentric(minimum: o.number("minimumRadius", default: 8, in: 0...1000))
            case .number:
                e.corners = .fixed(o.number("cornerRadius", default: 16, in: 0...1000))
            default:
                ctx.sink.report(r, path: path + ".cornerRadius", "expected a radius in points or \"concentric\", found \(r.stringValue.map(EchoedValue.quoted) ?? r.typeName)")
            }
            if e.shape != .rect {
                ctx.sink.report(r, path: path + ".cornerRadius", "cornerRadius applies to \"shape\": \"rect\" only (this is a \(e.shape.rawValue))")
            }
        }
        if o.has("minimumRadius"), case .fixed = e.corners { _ = o.member("minimumRadius")
            ctx.sink.report(o.member("minimumRadius")!, path: path + ".minimumRadius", "minimumRadius needs \"cornerRadius\": \"concentric\"")
        }
        e.continuous = o.bool("continuous", default: true)
        e.variant = o.enumeration("variant", default: e.variant)
        e.tint = o.color("tint")
        e.interactive = o.bool("interactive", default: false)
        e.icon = o.icon("icon")
        e.text = o.string("text")
        if let m = o.object("material") { e.material = decodeMaterial(m) }
        e.collapsedInto = o.string("collapsedInto")
        return e
    }

    static func decodeMaterial(_ m: JSONObjectReader) -> GlassMaterial {
        var g = GlassMaterial()
        g.frost = m.optionalNumber("frost", in: 0...50)
        g.bezel = m.optionalNumber("bezel", in: 0...200)
        g.refraction = m.optionalNumber("refraction", in: 0...200)
        if m.has("profile") { g.profile = m.enumeration("profile", default: RefractionProfile.quarterCircle) }
        g.refractiveIndex = m.optionalNumber("refractiveIndex", in: 1...3)
        g.dispersion = m.optionalNumber("dispersion", in: 0...1)
        g.saturation = m.optionalNumber("saturation", in: 0...4)
        g.brightness = m.optionalNumber("brightness", in: -1...1)
        g.tintAmount = m.optionalNumber("tintAmount", in: 0...1)
        g.fill = m.color("fill")
        g.highlight = m.optionalNumber("highlight", in: 0...1)
        g.lightAngle = m.optionalNumber("lightAngle", in: -180...180)
        g.highlightOpposite = m.optionalNumber("highlightOpposite", in: 0...1)
        g.highlightSharpness = m.optionalNumber("highlightSharpness", in: 0.1...16)
        g.highlightAmbient = m.optionalNumber("highlightAmbient", in: 0...1)
        g.highlightWidth = m.optionalNumber("highlightWidth", in: 0...20)
        g.highlightBleed = m.optionalNumber("highlightBleed", in: 0...100)
        g.highlightBleedStrength = m.optionalNumber("highlightBleedStrength", in: 0...1)
        g.highlightChroma = m.optionalNumber("highlightChroma", in: 0...1)
        g.shadow = m.optionalNumber("shadow", in: 0...1)
        g.shadowBlur = m.optionalNumber("shadowBlur", in: 0...200)
        g.shadowOffset = m.optionalNumber("shadowOffset", in: -100...100)
        g.innerShadow = m.optionalNumber("innerShadow", in: 0...1)
        m.finish()
        return g
    }

    /// The top-level `"settings"` object (A2, A3, A5).
    static func decodeGlassSettings(_ o: JSONObjectReader) -> GlassSettings {
        var g = GlassSettings()
        g.reduceTransparency = o.bool("reduceTransparency", default: false)
        g.increaseContrast = o.bool("increaseContrast", default: false)
        if o.has("glassPreference") {
            g.glassPreference = o.enumeration("glassPreference", default: GlassSettings.GlassPreference.clear)
        }
        o.finish()
        return g
    }

    private static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

/// The window sizes a script is written for, from its meta line:
/// `"sizes":{"only":["1280x800@1","1920x1080@2"],"why":"in a window 1080 points tall the menu fits"}`.
/// Each size is the window in pixels and its scale, as `scripts/bench --sizes` writes them. A
/// script names them when its interaction cannot happen at other sizes (a menu that fits the
/// window has nothing to scroll), so the bench suite skips those and says why instead of
/// measuring something else.
public struct SizeLimit: Equatable, Sendable {
    /// Pixels wide and high, and the scale.
    public struct Size: Equatable, Sendable {
        public var width: Int, height: Int
        public var scale: Double
        public init(width: Int, height: Int, scale: Double) { self.width = width; self.height = height; self.scale = scale }

        /// `1920x1080@2`: `WxH@S`, the scale optional (1).
        public init?(_ text: String) {
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            let wh = parts[0].split(separator: "x", omittingEmptySubsequences: false)
            guard wh.count == 2, let w = Int(wh[0]), let h = Int(wh[1]), (16...8192).contains(w), (16...8192).contains(h) else { return nil }
            let s = parts.count == 2 ? Double(parts[1]) : 1
            guard let s, (1...4).contains(s) else { return nil }
            self.init(width: w, height: h, scale: s)
        }

        /// `1920x1080@2`.
        public var label: String {
            "\(width)x\(height)@" + (scale == scale.rounded() ? String(Int(scale)) : String(scale))
        }
    }

    public var only: [Size]
    /// Why the others do not do what the script says.
    public var why: String

    public init(only: [Size], why: String) { self.only = only; self.why = why }

    /// Whether a window of `width` × `height` pixels at `scale` is one the script is for.
    public func allows(width: Int, height: Int, scale: Double) -> Bool {
        only.contains { $0.width == width && $0.height == height && $0.scale == scale }
    }

    /// Reads `"sizes"`: `only`, a non-empty array of `WxH@S` strings, and `why`, a non-empty
    /// string. Nil, with located diagnostics, when either is missing or malformed.
    static func decode(_ o: JSONObjectReader) -> SizeLimit? {
        var sizes: [Size] = [], ok = true
        if !o.has("only") {
            o.sink.report(o.node, path: o.path, "\"sizes\" needs \"only\": the sizes the script is for, as [\"1920x1080@2\", ...]")
            ok = false
        }
        for (n, path) in o.array("only") {
            guard case .string(let text) = n.value, let size = Size(text) else {
                o.sink.report(n, path: path, "expected a window size in pixels and its scale, as \"1920x1080@2\" (16...8192 pixels, scale 1...4)")
                ok = false
                continue
            }
            sizes.append(size)
        }
        if o.has("only"), sizes.isEmpty, ok {
            o.sink.report(o.member("only") ?? o.node, path: o.childPath("only"), "\"only\" names no size")
            ok = false
        }
        let why = o.string("why") ?? ""
        if why.isEmpty {
            o.sink.report(o.member("why") ?? o.node, path: o.childPath("why"), "\"sizes\" needs \"why\": what does not happen at the other sizes")
            ok = false
        }
        o.finish()
        return ok ? SizeLimit(only: sizes, why: why) : nil
    }
}

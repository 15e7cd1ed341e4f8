import Testing
@testable import GlassCompositor

/// Every way the renderer can shade a glass pixel against the reference: the general
/// per-quad kernel with no shortcuts and no plans. Shapes, sizes, styles and backdrops vary;
/// the fast paths (straight bands, side rows, flat fills, shadow blocks), the plan recorded on
/// first sight and the plan replayed afterwards must each stay within a tolerance of it.
@Suite struct GlassPathOracleTests {
    static let shapes: [GlassShape] = [
        .capsule(Rect(x: 30, y: 25, width: 170, height: 64)),
        .roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 14),
        .roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 20, continuous: false),
        .circle(Rect(x: 80, y: 25, width: 70, height: 70)),
        GlassShape(.roundedRect(radii: CornerRadii(topLeft: 4, topRight: 30, bottomRight: 12, bottomLeft: 22), continuous: true),
                   rect: Rect(x: 30, y: 10, width: 170, height: 100)),
        .capsule(Rect(x: 20, y: 48, width: 200, height: 24)),
    ]

    enum Backdrop: CaseIterable { case stripes, gradient, photo }

    static func backdrop(_ kind: Backdrop) -> Surface {
        let s = Surface(width: 240, height: 120)!
        var random = SeededRandom(seed: 7)
        for y in 0..<120 {
            for x in 0..<240 {
                switch kind {
                case .stripes:
                    s[x, y] = (x / 3 + y / 5) % 2 == 0 ? 0xffff_ffff : 0xff10_1820
                case .gradient:
                    let r = UInt32(x * 255 / 239), g = UInt32(y * 255 / 119), b = UInt32(255 - x * 255 / 239)
                    s[x, y] = 0xff00_0000 | r << 16 | g << 8 | b
                case .photo:
                    let base = UInt32(((x + y) * 3) % 256)
                    let n = UInt32(random.next() % 40)
                    s[x, y] = 0xff00_0000 | min(255, base + n) << 16 | min(255, (base * 7 / 10) + n) << 8 | min(255, 255 - base / 2 + n / 2)
                }
            }
        }
        return s
    }

    static func styles(for size: Size) -> [(String, GlassStyle)] {
        var tinted = GlassStyle.regular().sized(for: size)
        tinted.tint = Color(r: 0.04, g: 0.52, b: 1, a: 1)
        tinted.tintAmount = 0.6
        var dispersive = GlassStyle.clear().sized(for: size)
        dispersive.dispersion = 0.4
        return [("regular", GlassStyle.regular().sized(for: size)), ("regular dark", GlassStyle.regular(dark: true).sized(for: size)),
                ("clear", GlassStyle.clear().sized(for: size)), ("tinted", tinted), ("dispersive", dispersive)]
    }

    /// Largest channel difference in levels between two surfaces.
    static func worst(_ a: Surface, _ b: Surface) -> Int {
        var w = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for shift: UInt32 in [0, 8, 16, 24] { w = max(w, abs(Int(p >> shift & 0xff) - Int(q >> shift & 0xff))) }
            }
        }
        return w
    }

    /// The pixels of one path: `shortcuts` and `planning` set, rendered `times` times on fresh
    /// copies of the backdrop (the second render of still glass replays its plan).
    static func render(_ field: GlassField, _ style: GlassStyle, scale: Double, on kind: Backdrop,
                       shortcuts: Bool, planning: Bool, times: Int = 1) -> Surface {
        let r = GlassRenderer()
        r.shortcuts = shortcuts
        r.planning = planning
        var out = backdrop(kind)
        for _ in 0..<times {
            out = backdrop(kind)
            _ = r.prepare(field, style: style, scale: scale, from: out, clip: out.bounds, planUse: planning ? .still : .moving)
            _ = r.shadeWhole()
        }
        return out
    }

    @Test(arguments: Backdrop.allCases)
    func everyPathMatchesTheReference(backdrop: Backdrop) {
        var report: [String] = [], known: [String] = []
        var worstOverall = 0
        for shape in Self.shapes {
            let field = GlassField(shape)
            for (name, style) in Self.styles(for: Size(shape.rect.width, shape.rect.height)) {
                let reference = Self.render(field, style, scale: 1, on: backdrop, shortcuts: false, planning: false)
                let paths: [(String, Surface)] = [
                    ("fast", Self.render(field, style, scale: 1, on: backdrop, shortcuts: true, planning: false)),
                    ("recorded", Self.render(field, style, scale: 1, on: backdrop, shortcuts: true, planning: true)),
                    ("replayed", Self.render(field, style, scale: 1, on: backdrop, shortcuts: true, planning: true, times: 2)),
                ]
                for (path, pixels) in paths {
                    let w = Self.worst(pixels, reference)
                    worstOverall = max(worstOverall, w)
                    guard w > GlassPathOracleTests.tolerance else { continue }
                    let line = "\(path) \(name) \(shape.kind) \(shape.rect): \(w) levels"
                    if path != "fast" && shape == GlassPathOracleTests.mixedCorners { known.append(line) } else { report.append(line) }
                }
            }
        }
        #expect(report.isEmpty, "paths off the reference by more than \(GlassPathOracleTests.tolerance) levels:\n\(report.joined(separator: "\n"))")
        withKnownIssue("""
            A plan of a continuous shape with mixed corner radii replays a few pixels just inside the \
            bezel's inner end on its straight sides off the reference (up to 32 levels on sharp stripes, \
            5 on a photo); the live fast paths agree. Not found yet.
            """) {
            #expect(known.isEmpty, "\(known.joined(separator: "\n"))")
        }
        print("oracle \(backdrop): worst \(worstOverall) levels")
    }

    static let mixedCorners = shapes[4]

    static let tolerance = 1
}

import Testing
@testable import GlassCompositor

/// Every way the renderer can shade a glass pixel against the reference: the general
/// per-quad kernel (`shadeEdge` and the plain flat and shadow quads of `shadeSpan`) with no
/// shortcuts and no plans. Shapes, sizes, styles and backdrops vary; every other path must stay
/// within one level of it, and a `GlassPathTrace` proves that each path was taken (the test
/// fails if one never is).
///
/// What each case exercises (the trace's names):
/// - **fast** (shortcuts on, no plan): a single shape's side rows (`sideBezel`,
///   `sideBezelMirrored` beside the frame's edge, `sideShadow`, `flatFill`), straight top and
///   bottom bands (`straightQuad`, `straightRun`, `straightRunFlat`, `straightRunShadow`,
///   `straightMirrored` near the frame's top), the coarse and per-quad outer shadow (`shadowBlock`, `shadowQuad`), and the flat fills on every grid (`fillIntervals` for the
///   frosted styles, `fillPairs` for the lightly frosted bordered one, `fillSingles` for the
///   clear ones);
/// - **recorded** (the first sight of still glass): `record`, then the new plan replayed at
///   once: live rows (`replayLive`), flat spans, shadow profiles, edge octets (or quads with
///   dispersion) and straight runs;
/// - **replayed** (the second frame): the same plan again, from the cache;
/// - **restyled**: a plan replayed under a style of another highlight strength and shadow
///   opacity (glass adapting to its backdrop keeps its plan);
/// - **members** (`memberGradingMatchesEachMemberAlone`): a container whose members are graded
///   differently (`memberBlend`), each member against the reference shading of its own grading.
@Suite struct GlassPathOracleTests {
    static let shapes: [GlassShape] = [
        .capsule(Rect(x: 30, y: 25, width: 170, height: 64)),
        .roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 14),
        .roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 20, continuous: false),
        .circle(Rect(x: 80, y: 25, width: 70, height: 70)),
        GlassShape(.roundedRect(radii: CornerRadii(topLeft: 4, topRight: 30, bottomRight: 12, bottomLeft: 22), continuous: true),
                   rect: Rect(x: 30, y: 10, width: 170, height: 100)),
        .capsule(Rect(x: 20, y: 48, width: 200, height: 24)),
        // Against the frame's left and right edges: samples mirrored at the frame.
        .roundedRect(Rect(x: -6, y: 20, width: 252, height: 80), radius: 18),
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
        // Lightly frosted (a grid of two pixels a cell), with a border and no inner shadow.
        var bordered = GlassStyle.regular().sized(for: size)
        bordered.frost = 2.5
        bordered.border = 1.5
        bordered.borderColor = Color(r: 0.2, g: 0.2, b: 0.2, a: 0.8)
        bordered.innerShadowOpacity = 0
        return [("regular", GlassStyle.regular().sized(for: size)), ("regular dark", GlassStyle.regular(dark: true).sized(for: size)),
                ("clear", GlassStyle.clear().sized(for: size)), ("tinted", tinted), ("dispersive", dispersive),
                ("bordered", bordered)]
    }

    /// The style a plan recorded for `style` is replayed under when the glass adapts: another
    /// highlight strength and shadow opacity (the plan's key does not change).
    static func restyled(_ style: GlassStyle) -> GlassStyle {
        var s = style
        s.highlight *= 0.6
        s.shadowOpacity = min(1, s.shadowOpacity * 1.8)
        return s
    }

    /// Largest channel difference in levels between two surfaces, inside `rect` (everywhere
    /// when nil).
    static func worst(_ a: Surface, _ b: Surface, in rect: PixelRect? = nil) -> Int {
        let r = rect ?? a.bounds
        var w = 0
        for y in r.y0..<r.y1 {
            for x in r.x0..<r.x1 {
                let p = a[x, y], q = b[x, y]
                for shift: UInt32 in [0, 8, 16, 24] { w = max(w, abs(Int(p >> shift & 0xff) - Int(q >> shift & 0xff))) }
            }
        }
        return w
    }

    /// The pixels of one path: `shortcuts` and `planning` set, rendered `times` times on fresh
    /// copies of the backdrop (the second render of still glass replays its plan), the last
    /// time with `finalStyle` if given.
    static func render(_ field: GlassField, _ style: GlassStyle, scale: Double, on kind: Backdrop,
                       shortcuts: Bool, planning: Bool, times: Int = 1, finalStyle: GlassStyle? = nil,
                       memberStyles: [GlassStyle]? = nil, trace: GlassPathTrace? = nil) -> Surface {
        let r = GlassRenderer()
        r.shortcuts = shortcuts
        r.planning = planning
        r.pathTrace = trace
        var out = backdrop(kind)
        for i in 0..<times {
            out = backdrop(kind)
            let s = i == times - 1 ? finalStyle ?? style : style
            _ = r.prepare(field, style: s, scale: scale, from: out, clip: out.bounds, memberStyles: memberStyles,
                          planUse: planning ? .still : .moving)
            _ = r.shadeWhole()
        }
        return out
    }

    @Test(arguments: Backdrop.allCases)
    func everyPathMatchesTheReference(backdrop: Backdrop) {
        var report: [String] = []
        var worstOverall = 0
        let trace = GlassPathTrace()
        for shape in Self.shapes {
            let field = GlassField(shape)
            for (name, style) in Self.styles(for: Size(shape.rect.width, shape.rect.height)) {
                let reference = Self.render(field, style, scale: 1, on: backdrop, shortcuts: false, planning: false)
                let restyledReference = Self.render(field, Self.restyled(style), scale: 1, on: backdrop,
                                                    shortcuts: false, planning: false)
                let paths: [(String, Surface, Surface)] = [
                    ("fast", Self.render(field, style, scale: 1, on: backdrop, shortcuts: true, planning: false, trace: trace),
                     reference),
                    ("recorded", Self.render(field, style, scale: 1, on: backdrop, shortcuts: true, planning: true, trace: trace),
                     reference),
                    ("replayed", Self.render(field, style, scale: 1, on: backdrop, shortcuts: true, planning: true, times: 2,
                                             trace: trace), reference),
                    ("restyled", Self.render(field, style, scale: 1, on: backdrop, shortcuts: true, planning: true, times: 2,
                                             finalStyle: Self.restyled(style), trace: trace), restyledReference),
                ]
                for (path, pixels, expected) in paths {
                    let w = Self.worst(pixels, expected)
                    worstOverall = max(worstOverall, w)
                    if w > Self.tolerance { report.append("\(path) \(name) \(shape.kind) \(shape.rect): \(w) levels") }
                }
            }
        }
        #expect(report.isEmpty, "paths off the reference by more than \(Self.tolerance) level:\n\(report.joined(separator: "\n"))")
        let missed = GlassPathTrace.Path.allCases.filter { $0 != .memberBlend && trace.count($0) == 0 }
        #expect(missed.isEmpty, "paths never taken: \(missed)")
        print("oracle \(backdrop): worst \(worstOverall) levels; pixels per path: "
              + GlassPathTrace.Path.allCases.map { "\($0) \(trace.count($0))" }.joined(separator: ", "))
    }

    /// A container whose members are tinted differently, far enough apart that no bridge joins
    /// them: through every path (no shortcuts, the fast paths, a recorded and a replayed plan)
    /// each member is within a level of the reference shading of the group in its own tint.
    @Test func memberGradingMatchesEachMemberAlone() {
        let field = GlassField([.capsule(Rect(x: 10, y: 30, width: 90, height: 56)),
                                .capsule(Rect(x: 140, y: 30, width: 90, height: 56))], spacing: 8)
        var red = GlassStyle.regular(), blue = GlassStyle.regular()
        red.tint = Color(r: 0.95, g: 0.15, b: 0.15); red.tintAmount = 0.5
        blue.tint = Color(r: 0.1, g: 0.3, b: 0.95); blue.tintAmount = 0.5
        let left = PixelRect(x: 0, y: 0, width: 118, height: 120), right = PixelRect(x: 122, y: 0, width: 118, height: 120)
        let trace = GlassPathTrace()
        for backdrop in Backdrop.allCases {
            let allRed = Self.render(field, red, scale: 1, on: backdrop, shortcuts: false, planning: false)
            let allBlue = Self.render(field, blue, scale: 1, on: backdrop, shortcuts: false, planning: false)
            for (path, shortcuts, planning, times) in [("general", false, false, 1), ("fast", true, false, 1),
                                                       ("recorded", true, true, 1), ("replayed", true, true, 2)] {
                let blended = Self.render(field, red, scale: 1, on: backdrop, shortcuts: shortcuts, planning: planning,
                                          times: times, memberStyles: [red, blue], trace: trace)
                let l = Self.worst(blended, allRed, in: left), r = Self.worst(blended, allBlue, in: right)
                #expect(l <= Self.tolerance && r <= Self.tolerance, "\(path) on \(backdrop): left \(l), right \(r) levels")
            }
        }
        #expect(trace.count(.memberBlend) > 0)
    }

    static let mixedCorners = shapes[4]

    static let tolerance = 1
}

import Testing
@testable import GlassCompositor

/// Members of a container with their own tints: each keeps its colour away from the others and
/// the colour flows from one to the other across the bridge (G9).
@Suite struct MemberTintBlendTests {
    static let red = Color(r: 0.95, g: 0.15, b: 0.15)
    static let blue = Color(r: 0.1, g: 0.3, b: 0.95)
    /// Two capsules 16 px apart, merged by a 40 px smooth minimum: a bridge between x ≈ 104...120.
    static let field = GlassField([.capsule(Rect(x: 20, y: 30, width: 84, height: 60)),
                                   .capsule(Rect(x: 120, y: 30, width: 100, height: 60))], spacing: 40)

    static func tinted(_ c: Color) -> GlassStyle {
        var s = GlassStyle.regular()
        s.tint = c
        return s
    }

    static func render(_ style: GlassStyle, members: [GlassStyle]?) -> Surface {
        let frame = Surface(width: 240, height: 120)!
        frame.fill(0xffe0_e0e0)
        GlassRenderer().render(field, style: style, scale: 1, into: frame, clip: frame.bounds, memberStyles: members)
        return frame
    }

    static func rgb(_ p: UInt32) -> SIMD3<Int> { SIMD3(Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff)) }
    static func distance(_ a: SIMD3<Int>, _ b: SIMD3<Int>) -> Int { max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z)) }

    @Test func eachMemberKeepsItsTintAndTheBridgeMixesThem() {
        let blended = Self.render(Self.tinted(Self.red), members: [Self.tinted(Self.red), Self.tinted(Self.blue)])
        let allRed = Self.render(Self.tinted(Self.red), members: nil)
        let allBlue = Self.render(Self.tinted(Self.blue), members: nil)
        // Member centres, far from the bridge: exactly the member's own tint.
        let a = Self.rgb(blended[50, 60]), b = Self.rgb(blended[190, 60])
        #expect(Self.distance(a, Self.rgb(allRed[50, 60])) <= 1, "left member \(a)")
        #expect(Self.distance(b, Self.rgb(allBlue[190, 60])) <= 1, "right member \(b)")
        #expect(a.x > a.z + 60 && b.z > b.x + 60, "red on the left, blue on the right")
        // Across the bridge the colour moves steadily from red to blue.
        var last = 1000
        for x in stride(from: 96, through: 128, by: 4) {
            let c = Self.rgb(blended[x, 60])
            let redness = c.x - c.z
            #expect(redness <= last + 1, "x \(x): \(c)")
            last = redness
        }
        let middle = Self.rgb(blended[112, 60])
        #expect(middle.x < a.x - 20 && middle.z < b.z - 20 && middle.x > b.x && middle.z > a.z, "bridge \(middle)")
    }

    /// A redraw clipped away from one member: that member's grading has nothing to shade (and
    /// must not try); inside the clip the pixels are those of the whole render, plan or not.
    @Test func aClipWithoutOneMembersGradingDrawsTheRest() {
        // Well below the top, so the plan's bands do not start at row 0.
        let field = GlassField([.capsule(Rect(x: 20, y: 130, width: 84, height: 60)),
                                .capsule(Rect(x: 120, y: 130, width: 100, height: 60))], spacing: 40)
        let members = [Self.tinted(Self.red), Self.tinted(Self.blue)]
        func frame() -> Surface {
            let f = Surface(width: 240, height: 220)!
            f.fill(0xffe0_e0e0)
            return f
        }
        let whole = frame()
        GlassRenderer().render(field, style: Self.tinted(Self.red), scale: 1, into: whole, clip: whole.bounds,
                               memberStyles: members)
        let clip = PixelRect(x: 0, y: 0, width: 70, height: 220)
        let renderer = GlassRenderer()
        for _ in 0..<3 {    // live, plan built, plan replayed
            let f = frame()
            renderer.render(field, style: Self.tinted(Self.red), scale: 1, into: f, clip: clip, memberStyles: members)
            var worst = 0
            for y in 0..<220 { for x in 0..<70 { worst = max(worst, Self.distance(Self.rgb(f[x, y]), Self.rgb(whole[x, y]))) } }
            #expect(worst <= 2)
            #expect(f[150, 160] == 0xffe0_e0e0)
        }
    }

    @Test func sameTintsChangeNothing() {
        let style = Self.tinted(Self.red)
        let plain = Self.render(style, members: nil)
        let same = Self.render(style, members: [style, style])
        #expect(same.hasSamePixels(as: plain))
    }

    /// Outside the glass (the shadow and the frame) the blend changes nothing.
    @Test func onlyTheGlassIsBlended() {
        let blended = Self.render(Self.tinted(Self.red), members: [Self.tinted(Self.red), Self.tinted(Self.blue)])
        let allRed = Self.render(Self.tinted(Self.red), members: nil)
        for y in [5, 10, 100, 110] {
            for x in stride(from: 0, to: 240, by: 3) { #expect(blended[x, y] == allRed[x, y]) }
        }
    }

    /// A still container of tinted members is planned like any glass: one plan serves every
    /// grading, and the replay looks like live shading.
    @Test func stillTintedMembersReplayTheirPlan() {
        let members = [Self.tinted(Self.red), Self.tinted(Self.blue)]
        let renderer = GlassRenderer()
        var replayed: [Bool] = []
        var frame = Surface(width: 240, height: 120)!
        for _ in 0..<3 {
            frame = Surface(width: 240, height: 120)!
            frame.fill(0xffe0_e0e0)
            replayed.append(renderer.render(Self.field, style: members[0], scale: 1, into: frame, clip: frame.bounds,
                                            memberStyles: members).replayedPlan)
        }
        #expect(replayed == [false, true, true])
        #expect(renderer.plans.count == 1)
        let live = Self.render(members[0], members: members)
        #expect(frame.matchesReshadedGlass(live))
    }
    /// The mix run by run (a run with one grading near copied whole) gives the bits of the
    /// rule written out pixel by pixel: three members, two gradings, overlapping grown rectangles.
    static func inside(_ r: PixelRect, _ x: Int, _ y: Int) -> Bool { x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 }

    @Test func theMixRunByRunIsThePixelRule() {
        let shapes: [GlassShape] = [.capsule(Rect(x: 10, y: 10, width: 60, height: 30)),
                                    .circle(Rect(x: 76, y: 8, width: 34, height: 34)),
                                    .capsule(Rect(x: 116, y: 12, width: 50, height: 26))]
        let sdfs = shapes.map(\.sdf)
        let drawRect = PixelRect(x: 0, y: 0, width: 180, height: 50)
        let area = drawRect.width * drawRect.height, count = 3
        var seed: UInt32 = 31
        func next() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed }
        var outputs = [UInt32](repeating: 0, count: area * count)
        for i in area..<(area * count) { outputs[i] = next() | 0xff00_0000 }
        let grading = [0, 1, 2]
        let member = shapes.map { PixelRect(covering: $0.bounds).outsetBy(10).intersection(drawRect) }
        var gradingRects = [PixelRect](repeating: .empty, count: count)
        for (i, r) in member.enumerated() { gradingRects[grading[i]] = gradingRects[grading[i]].isEmpty ? r : gradingRects[grading[i]].union(r) }
        let frame = Surface(width: 180, height: 50)!
        for y in 0..<50 { for x in 0..<180 { frame[x, y] = next() | 0xff00_0000 } }
        let reference = frame.copy()
        sdfs.withUnsafeBufferPointer { sp in
            outputs.withUnsafeBufferPointer { op in
                member.withUnsafeBufferPointer { mp in
                    gradingRects.withUnsafeBufferPointer { gp in
                        grading.withUnsafeBufferPointer { sg in
                            let field = FieldEvaluator(shapes: sp.baseAddress!, count: 3, k: 12)
                            let blend = MemberTintBlend(outputs: op.baseAddress!, gradingCount: count, drawRect: drawRect,
                                                        gradingRects: gp.baseAddress!, memberRects: mp.baseAddress!,
                                                        shapeGrading: sg.baseAddress!)
                            let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 8)
                            defer { scratch.deallocate() }
                            blend.apply(rows: 0..<50, field: field, frame: frame, scratch: scratch)
                            // The rule, pixel by pixel.
                            let span = blend.span
                            var mixedPixels = 0
                            for y in span.y0..<span.y1 {
                                for x in span.x0..<span.x1 {
                                    let near = (0..<3).filter { Self.inside(member[$0], x, y) }.map { grading[$0] }
                                    guard let first = near.first else { continue }
                                    let source = { (k: Int) -> UInt32 in
                                        k > 0 && Self.inside(gradingRects[k], x, y) ? outputs[k * area + y * 180 + x] : reference[x, y]
                                    }
                                    if near.allSatisfy({ $0 == first }) {
                                        if first > 0 { reference[x, y] = outputs[first * area + y * 180 + x] }
                                        continue
                                    }
                                    guard (1..<count).contains(where: { source($0) != reference[x, y] }) else { continue }
                                    var w = [Float](repeating: 0, count: 3)
                                    let d = w.withUnsafeMutableBufferPointer { field.distance(Float(x) + 0.5, Float(y) + 0.5, weights: $0.baseAddress!) }
                                    guard d < 0.5 else { continue }
                                    var g = [Float](repeating: 0, count: count)
                                    for i in 0..<3 { g[grading[i]] += w[i] }
                                    var mix = SIMD4<Float>()
                                    for k in 0..<count where g[k] > 0 { mix += PixelVector.unpack(source(k)) * g[k] }
                                    reference[x, y] = PixelVector.pack(mix)
                                    mixedPixels += 1
                                }
                            }
                            #expect(mixedPixels > 0, "the bridges were mixed")
                        }
                    }
                }
            }
        }
        #expect(frame.hasSamePixels(as: reference))
    }
}

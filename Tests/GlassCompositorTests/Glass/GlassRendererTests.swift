import Testing
@testable import GlassCompositor

/// The glass pass end to end on small frames (fast in debug builds).
@Suite struct GlassRendererTests {
    /// 240×120: white for x < 30, black for x ≥ 210, 2 px black/white vertical stripes between,
    /// so the blurred backdrop is 50 % grey under the glass and the refracting rims pull in white
    /// (left end) and black (right end).
    static func stripes() -> Surface {
        let s = Surface(width: 240, height: 120)!
        for y in 0..<120 {
            for x in 0..<240 {
                let white = x < 30 || (x < 210 && (x / 2) % 2 == 0)
                s[x, y] = white ? 0xffff_ffff : 0xff00_0000
            }
        }
        return s
    }

    static let capsule = GlassShape.capsule(Rect(x: 40, y: 30, width: 160, height: 60))

    /// Regular glass without fill or brightness, so the flat centre shows the backdrop as is.
    static var plainStyle: GlassStyle {
        var s = GlassStyle.regular().sized(for: Size(160, 60))
        s.fill = .clear
        s.brightness = 0
        return s
    }

    static func grey(_ p: UInt32) -> Float { PixelVector.luminance(PixelVector.unpack(p)) }

    @Test func capsuleOverStripesReadsAsGlass() {
        let frame = Self.stripes()
        let before = frame.copy()
        let style = Self.plainStyle
        let result = GlassRenderer().render(GlassField(Self.capsule), style: style, scale: 1, into: frame, clip: frame.bounds)

        // Flat centre: the blurred stripes, 50 % grey (saturation cannot change grey).
        for x in [100, 120, 140] {
            #expect(abs(Self.grey(frame[x, 60]) - 0.5) < 0.03, "centre pixel \(x) is \(Self.grey(frame[x, 60]))")
        }

        // Near the round ends the rim samples beyond the edge: the left end pulls in white and
        // the right end black, unlike the undisplaced blurred backdrop at the same pixels.
        let blur = BackdropBlur()
        let margin = ResolvedGlassStyle(style, scale: 1, field: GlassField(Self.capsule)).backdropMargin
        let plain = blur.run(source: before, region: PixelRect(covering: Self.capsule.rect).outsetBy(margin).intersection(before.bounds),
                             sigma: Float(style.frost))!
        let leftRim = Self.grey(frame[41, 60]), leftPlain = PixelVector.luminance(plain.sample(41.5, 60.5))
        let rightRim = Self.grey(frame[198, 60]), rightPlain = PixelVector.luminance(plain.sample(198.5, 60.5))
        #expect(leftRim > leftPlain + 0.15, "left rim \(leftRim) vs unrefracted \(leftPlain)")
        #expect(rightRim < rightPlain - 0.1, "right rim \(rightRim) vs unrefracted \(rightPlain)")

        // Just outside, the soft shadow darkens the frame (more below: the shadow is offset down).
        let belowBefore = Self.grey(before[120, 92]), belowAfter = Self.grey(frame[120, 92])
        #expect(belowBefore == 1 && belowAfter < 0.95 && belowAfter > 0.8)
        #expect(Self.grey(frame[120, 27]) < Self.grey(before[120, 27]))
        #expect(Self.grey(frame[120, 27]) > belowAfter)

        // Far away nothing changes, and nothing outside the drawn rectangle changes.
        #expect(frame[2, 2] == before[2, 2] && frame[237, 117] == before[237, 117])
        for y in 0..<120 {
            for x in 0..<240 where !(x >= result.drawnRect.x0 && x < result.drawnRect.x1 && y >= result.drawnRect.y0 && y < result.drawnRect.y1) {
                #expect(frame[x, y] == before[x, y])
            }
        }
        #expect(abs(result.meanLuminance - 0.5) < 0.1)
    }

    @Test func fillAndBrightnessLiftTheCentre() {
        let frame = Self.stripes()
        GlassRenderer().render(GlassField(Self.capsule), style: .regular(), scale: 1, into: frame, clip: frame.bounds)
        // 50 % grey, +2 % brightness, then 10 % white over it.
        #expect(abs(Self.grey(frame[120, 60]) - (0.52 * 0.9 + 0.1)) < 0.03)
    }

    @Test func identityDrawsNothing() {
        let frame = Self.stripes()
        let before = frame.copy()
        let result = GlassRenderer().render(GlassField(Self.capsule), style: .identity, scale: 1, into: frame, clip: frame.bounds)
        #expect(frame.hasSamePixels(as: before))
        #expect(result.drawnRect.isEmpty)
        #expect(GlassRenderer().influenceRect(of: GlassField(Self.capsule), style: .identity, scale: 1).isEmpty)
    }

    @Test func writesOnlyInsideTheClip() {
        let frame = Self.stripes()
        let before = frame.copy()
        let clip = PixelRect(x: 0, y: 0, width: 120, height: 120)
        let result = GlassRenderer().render(GlassField(Self.capsule), style: .regular(), scale: 1, into: frame, clip: clip)
        #expect(result.drawnRect.x1 <= 120)
        for y in 0..<120 { for x in 120..<240 { #expect(frame[x, y] == before[x, y]) } }
        // The clipped half matches a full render (within a level of rounding).
        let full = Self.stripes()
        GlassRenderer().render(GlassField(Self.capsule), style: .regular(), scale: 1, into: full, clip: full.bounds)
        for y in 0..<120 {
            for x in 0..<120 {
                #expect(maxAbsDifference(PixelVector.unpack(frame[x, y]), PixelVector.unpack(full[x, y])) <= 1.01 / 255)
            }
        }
    }

    @Test func influenceCoversShadowAndBackdrop() {
        let renderer = GlassRenderer()
        let field = GlassField(Self.capsule)
        let style = GlassStyle.regular()
        let influence = renderer.influenceRect(of: field, style: style, scale: 2)
        let r = ResolvedGlassStyle(style, scale: 2, field: field)
        let bounds = PixelRect(covering: field.bounds)
        #expect(influence == bounds.outsetBy(max(r.shadowExtent, r.backdropMargin)))
        let frame = Surface(width: 600, height: 400)!
        let drawn = renderer.render(field, style: style, scale: 2, into: frame, clip: frame.bounds).drawnRect
        #expect(drawn.union(influence) == influence)
    }

    /// The outer shadow, sampled coarsely and interpolated along rows, stays within a level of
    /// the analytic profile at every pixel outside the glass, for a capsule, a small circle and a
    /// merged container, at scale 1 (4 px steps) and 2 (8 px steps).
    @Test(arguments: [1.0, 2.0])
    func coarseShadowMatchesTheAnalyticProfile(scale: Double) {
        let s = Float(scale)
        let fields = [
            GlassField(.capsule(Rect(x: 60 * scale, y: 50 * scale, width: 120 * scale, height: 44 * scale))),
            GlassField(.circle(Rect(x: 80 * scale, y: 60 * scale, width: 30 * scale, height: 30 * scale))),
            GlassField([.capsule(Rect(x: 50 * scale, y: 50 * scale, width: 80 * scale, height: 40 * scale)),
                        .circle(Rect(x: 140 * scale, y: 50 * scale, width: 40 * scale, height: 40 * scale))],
                       spacing: 12 * scale),
        ]
        for field in fields {
            let w = Int(240 * s), h = Int(150 * s)
            let frame = Surface(width: w, height: h)!
            for y in 0..<h { for x in 0..<w { frame[x, y] = 0xffff_ffff } }
            var style = GlassStyle.regular(dark: true)      // the darker shadow, 16 %
            style.fill = .clear
            GlassRenderer().render(field, style: style, scale: scale, into: frame, clip: frame.bounds)
            let r = ResolvedGlassStyle(style, scale: scale, field: field)
            let sdfs = field.shapes.map(\.sdf)
            sdfs.withUnsafeBufferPointer { buffer in
                let eval = FieldEvaluator(shapes: buffer.baseAddress!, count: sdfs.count, k: Float(field.spacing))
                var worst: Float = 0
                for y in 0..<h {
                    for x in 0..<w {
                        let px = Float(x) + 0.5, py = Float(y) + 0.5
                        guard eval.distance(px, py) >= 1 else { continue }
                        let ds = eval.distance(px - r.shadowOffset.x, py - r.shadowOffset.y)
                        let expected = 255 * (1 - GlassOptics.shadowAlpha(distance: ds, blur: r.shadowBlur, opacity: r.shadowOpacity))
                        let actual = Float((frame[x, y] >> 8) & 0xff)
                        worst = max(worst, abs(actual - expected))
                    }
                }
                #expect(worst <= 1, "scale \(scale), \(sdfs.count) shapes: worst shadow error \(worst) levels")
            }
        }
    }

    /// The same input gives the same pixels; scratch buffers carry nothing over between frames.
    @Test func deterministicAcrossReusedScratch() {
        let renderer = GlassRenderer()
        renderer.planning = false     // plans are carried over on purpose (GlassPlanTests)
        let a = Self.stripes(), b = Self.stripes()
        renderer.render(GlassField(Self.capsule), style: .regular(), scale: 1, into: a, clip: a.bounds)
        let other = Surface(width: 50, height: 50)!
        renderer.render(GlassField(.circle(Rect(x: 5, y: 5, width: 40, height: 40))), style: .clear(), scale: 1, into: other, clip: other.bounds)
        renderer.render(GlassField(Self.capsule), style: .regular(), scale: 1, into: b, clip: b.bounds)
        #expect(a.hasSamePixels(as: b))
    }

    /// Glass reaching past the frame edge mirrors the backdrop and stays opaque and finite.
    @Test func glassPastTheFrameEdge() {
        let frame = Self.stripes()
        let field = GlassField([.capsule(Rect(x: -50, y: -20, width: 200, height: 70)),
                                .roundedRect(Rect(x: 150, y: 60, width: 140, height: 90), radius: 30)], spacing: 20)
        var style = GlassStyle.regular(dark: true)
        style.dispersion = 0.3
        style.profile = .snellSquircle
        GlassRenderer().render(field, style: style, scale: 1, into: frame, clip: frame.bounds)
        for y in 0..<120 { for x in 0..<240 { #expect(frame[x, y] >> 24 == 0xff) } }
    }

    @Test func mergedShapesBridgeTheGap() {
        let a = GlassShape.circle(Rect(x: 40, y: 30, width: 60, height: 60)), b = GlassShape.circle(Rect(x: 110, y: 30, width: 60, height: 60))
        var style = Self.plainStyle
        style.shadowOpacity = 0
        let apart = Self.stripes(), merged = Self.stripes()
        GlassRenderer().render(GlassField([a, b], spacing: 0), style: style, scale: 1, into: apart, clip: apart.bounds)
        GlassRenderer().render(GlassField([a, b], spacing: 30), style: style, scale: 1, into: merged, clip: merged.bounds)
        // Between the circles (x = 105) the merged field is glass (blurred grey), the plain union not.
        #expect(apart[105, 60] == Self.stripes()[105, 60])
        #expect(abs(Self.grey(merged[105, 60]) - 0.5) < 0.2)
    }

    /// Dispersion splits red and blue at the rim over a white/black boundary.
    @Test func dispersionSplitsChannels() {
        let frame = Self.stripes()
        var style = Self.plainStyle
        style.dispersion = 0.4
        GlassRenderer().render(GlassField(Self.capsule), style: style, scale: 1, into: frame, clip: frame.bounds)
        var split = false
        for x in 41..<60 {
            let c = PixelVector.unpack(frame[x, 60])
            if abs(c.z - c.x) > 0.02 { split = true }
        }
        #expect(split)
    }

    /// The single-shape shortcuts (straight bands, side rows, constant shadow bands) agree with
    /// the general per-quad kernel.
    @Test(arguments: [GlassShape.capsule(Rect(x: 30, y: 25, width: 170, height: 64)),
                      .roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 14),
                      .roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 20, continuous: false),
                      .circle(Rect(x: 70, y: 20, width: 80, height: 80)),
                      GlassShape(.roundedRect(radii: CornerRadii(topLeft: 4, topRight: 30, bottomRight: 12, bottomLeft: 22),
                                              continuous: true), rect: Rect(x: 30, y: 10, width: 170, height: 100)),
                      .roundedRect(Rect(x: -30, y: -20, width: 200, height: 90), radius: 18)])
    func shortcutsMatchTheGeneralKernel(shape: GlassShape) {
        let style = GlassStyle.regular().sized(for: Size(shape.rect.width, shape.rect.height))
        let fast = Self.stripes(), general = Self.stripes()
        GlassRenderer().render(GlassField(shape), style: style, scale: 1, into: fast, clip: fast.bounds)
        let plain = GlassRenderer()
        plain.shortcuts = false
        plain.render(GlassField(shape), style: style, scale: 1, into: general, clip: general.bounds)
        var worst: Float = 0
        for y in 0..<120 {
            for x in 0..<240 {
                worst = max(worst, maxAbsDifference(PixelVector.unpack(fast[x, y]), PixelVector.unpack(general[x, y])))
            }
        }
        #expect(worst <= 2.01 / 255, "largest difference \(worst * 255) levels")
    }

    @Test func meanLuminanceFollowsTheBackdrop() {
        let white = Surface(width: 100, height: 60)!, black = Surface(width: 100, height: 60)!
        white.fill(0xffff_ffff); black.fill(0xff00_0000)
        let field = GlassField(.capsule(Rect(x: 10, y: 10, width: 80, height: 40)))
        #expect(abs(GlassRenderer().render(field, style: .regular(), scale: 1, into: white, clip: white.bounds).meanLuminance - 1) < 1e-5)
        #expect(GlassRenderer().render(field, style: .regular(), scale: 1, into: black, clip: black.bounds).meanLuminance < 1e-5)
        let id = Surface(width: 100, height: 60)!
        id.fill(0xffff_ffff)
        #expect(abs(GlassRenderer().render(field, style: .identity, scale: 1, into: id, clip: .empty).meanLuminance - 1) < 1e-5)
    }
}

import Foundation
import Testing
@testable import GlassCompositor

/// The specular rim: its light, lobe and profile (`GlassOptics`).
@Suite struct GlassHighlightTests {
    let light = GlassHighlight.lightDirection(angle: -45)

    @Test func lightComesFromTheTopLeft() {
        #expect(abs(light.x + Float(0.5).squareRoot()) < 1e-6 && abs(light.y + Float(0.5).squareRoot()) < 1e-6)
        let top = GlassHighlight.lightDirection(angle: 0)
        #expect(abs(top.x) < 1e-6 && top.y == -1)
    }

    /// `GlassOptics.lobe` with the kernel's table, for a style lit from `light`.
    func lobe(_ n: SIMD2<Float>, sharpness: Float, opposite: Float, ambient: Float = 0) -> Float {
        var st = ResolvedGlassStyle(.regular(), scale: 1, field: GlassField(.circle(Rect(x: 0, y: 0, width: 40, height: 40))))
        st.light = light; st.highlightSharpness = sharpness; st.highlightOpposite = opposite; st.highlightAmbient = ambient
        let table = UnsafeMutablePointer<Float>.allocate(capacity: GlassKernel.lobeTableSize + 2)
        defer { table.deallocate() }
        GlassHighlight.fillLobeTable(table, size: GlassKernel.lobeTableSize, sharpness: sharpness)
        return GlassOptics.lobe(nx: n.x, ny: n.y, st, table: table)
    }

    /// Sweep the normal around the circle: the lobe peaks where it faces the light, has a
    /// weaker peak on the opposite side and vanishes at right angles to the light.
    @Test func strongestWhereTheNormalFacesTheLight() {
        var best: (value: Float, angle: Double) = (-1, 0)
        for degrees in stride(from: 0.0, to: 360, by: 1) {
            let a = degrees * .pi / 180
            let n = SIMD2(Float(cos(a)), Float(sin(a)))
            let v = lobe(n, sharpness: 1.5, opposite: 0.5)
            if v > best.value { best = (v, degrees) }
        }
        #expect(best.angle == 225)                         // (−1, −1)/√2: up and left on screen
        #expect(abs(best.value - 1) < 1e-6)
        let opposite = lobe(-light, sharpness: 1.5, opposite: 0.5)
        #expect(abs(opposite - 0.5) < 1e-6)
        let across = lobe(SIMD2(-light.y, light.x), sharpness: 1.5, opposite: 0.5)
        #expect(across < 1e-6)
        let lifted = lobe(SIMD2(-light.y, light.x), sharpness: 1.5, opposite: 0.5, ambient: 0.3)
        #expect(abs(lifted - 0.3) < 1e-6)
    }

    @Test func rimIsAThinLineWithAShortBleed() {
        #expect(GlassOptics.rimProfile(depth: Float(0), width: 3, bleed: 12, bleedStrength: 0.2) == 1)
        let line = GlassOptics.rimProfile(depth: Float(1.5), width: 3, bleed: 12, bleedStrength: 0.2)
        let glow = GlassOptics.rimProfile(depth: Float(6), width: 3, bleed: 12, bleedStrength: 0.2)
        #expect(line > glow && glow > 0 && glow < 0.1)
        #expect(GlassOptics.rimProfile(depth: Float(12), width: 3, bleed: 12, bleedStrength: 0.2) == 0)
        #expect(GlassOptics.rimProfile(depth: Float(40), width: 3, bleed: 12, bleedStrength: 0.2) == 0)
    }

    /// In a rendered glass circle over flat grey, the rim is brightest where it faces the light:
    /// mean luminance of the rim pixels (depth 0.5...2 px) in 15° sectors.
    @Test func renderedRimIsBrightestTowardTheLight() {
        let frame = Surface(width: 120, height: 120)!
        frame.fill(Color(white: 0.35).pixel)
        var style = GlassStyle.regular()
        style.shadowOpacity = 0
        style.innerShadowOpacity = 0
        GlassRenderer().render(GlassField(.circle(Rect(x: 20, y: 20, width: 80, height: 80))), style: style,
                               scale: 1, into: frame, clip: frame.bounds)
        var sum = [Float](repeating: 0, count: 24), count = [Float](repeating: 0, count: 24)
        for y in 0..<120 {
            for x in 0..<120 {
                let dx = Double(x) + 0.5 - 60, dy = Double(y) + 0.5 - 60
                let r = (dx * dx + dy * dy).squareRoot()
                guard r >= 38, r <= 39.5 else { continue }
                var a = atan2(dy, dx) * 180 / .pi
                if a < 0 { a += 360 }
                let bucket = min(23, Int(a / 15))
                sum[bucket] += PixelVector.luminance(PixelVector.unpack(frame[x, y]))
                count[bucket] += 1
            }
        }
        let mean = (0..<24).map { sum[$0] / max(count[$0], 1) }
        let brightest = mean.indices.max { mean[$0] < mean[$1] }!
        #expect(abs(Double(brightest) * 15 + 7.5 - 225) <= 15, "brightest sector at \(brightest * 15)°")
        // The opposite side (45°) is lit too, less; across the light (135°, 315°) least.
        let lit = mean[15], opposite = mean[3], across = min(mean[9], mean[21])
        #expect(lit > opposite && opposite > across)
    }
}

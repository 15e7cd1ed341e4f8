import Foundation
import Testing
@testable import GlassCompositor

/// Signed distances and normals of single glass shapes.
@Suite struct GlassShapeTests {
    // A 200×60 capsule: centre (110, 50), radius 30, straight part x ∈ [40, 180].
    let capsule = GlassShape.capsule(Rect(x: 10, y: 20, width: 200, height: 60))

    @Test func capsuleDistancesAreExact() {
        #expect(capsule.signedDistance(110, 50) == -30)
        #expect(capsule.signedDistance(110, 20) == 0)
        #expect(capsule.signedDistance(110, 10) == 10)
        #expect(capsule.signedDistance(60, 75) == -5)
        #expect(capsule.signedDistance(10, 50) == 0)
        #expect(capsule.signedDistance(0, 50) == 10)
        // Beyond the round end, along its diagonal: 40 from the end's centre (40, 50).
        let s = 40 / Float(2).squareRoot()
        #expect(abs(capsule.signedDistance(40 - s, 50 - s) - 10) < 1e-4)
        #expect(abs(capsule.signedDistance(180 + 10, 50 + 10) - (Float(200).squareRoot() - 30)) < 1e-4)
    }

    @Test func circleUsesTheShortSide() {
        let c = GlassShape.circle(Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(c.signedDistance(50, 30) == -30)
        #expect(c.signedDistance(85, 30) == 5)
        #expect(c.signedDistance(50, -10) == 10)
        #expect(abs(c.signedDistance(50 + 30, 30 + 40) - 20) < 1e-4)
        #expect(c.bounds == Rect(x: 20, y: 0, width: 60, height: 60))
    }

    @Test func roundedRectDistancesAreExact() {
        let r = GlassShape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 80), radius: 10, continuous: false)
        #expect(r.signedDistance(50, 40) == -40)
        #expect(r.signedDistance(-5, 40) == 5)
        #expect(r.signedDistance(50, 2) == -2)
        #expect(abs(r.signedDistance(0, 0) - (Float(200).squareRoot() - 10)) < 1e-4)
        #expect(abs(r.signedDistance(5, 5) - (Float(50).squareRoot() - 10)) < 1e-4)
        #expect(r.signedDistance(95, 40) == -5)
    }

    @Test func perCornerRadii() {
        let radii = CornerRadii(topLeft: 0, topRight: 20, bottomRight: 5, bottomLeft: 40)
        let r = GlassShape(.roundedRect(radii: radii, continuous: false), rect: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(r.signedDistance(0, 0) == 0)                                         // sharp corner
        #expect(r.signedDistance(-3, -4) == 5)
        #expect(abs(r.signedDistance(100, 0) - (Float(800).squareRoot() - 20)) < 1e-4)      // top right
        #expect(abs(r.signedDistance(100, 100) - (Float(50).squareRoot() - 5)) < 1e-4)      // bottom right
        #expect(abs(r.signedDistance(0, 100) - (Float(3200).squareRoot() - 40)) < 1e-4)     // bottom left
    }

    @Test func radiiClampToHalfTheShortSide() {
        let huge = GlassShape.roundedRect(Rect(x: 10, y: 20, width: 200, height: 60), radius: 1000, continuous: false)
        for (x, y) in [(0.0, 50.0), (25, 25), (110, 10), (200, 79), (15, 45)] as [(Float, Float)] {
            #expect(abs(huge.signedDistance(x, y) - capsule.signedDistance(x, y)) < 1e-4)
        }
        let negative = GlassShape.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: -4, continuous: false)
        #expect(negative.signedDistance(0, 0) == 0)
    }

    /// Continuous corners start curving earlier (1.528 r along each edge) and bulge less at the
    /// diagonal than a circular corner of the same radius; straight edges are identical.
    @Test func continuousCornersAreSuperelliptic() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        let round = GlassShape.roundedRect(rect, radius: 20, continuous: false)
        let smooth = GlassShape.roundedRect(rect, radius: 20, continuous: true)
        #expect(smooth.signedDistance(100, 0) == 0 && smooth.signedDistance(100, 10) == -10)
        #expect(round.signedDistance(25, 0) == 0)
        #expect(smooth.signedDistance(25, 0) > 0.001)                 // already (gently) curving away
        // On the diagonal the quartic outline passes √2·R·(1 − 2^(−1/4)) from the box corner.
        let reach = Float(20 * ShapeSDF.continuousReach)
        let inset = reach * (1 - Float(pow(2.0, -0.25)))
        #expect(abs(smooth.signedDistance(inset, inset)) < 0.01)
        #expect(round.signedDistance(inset, inset) > 1)              // circular corner is further in
        // The distance estimate has a near-unit gradient across a bezel's depth.
        for d: Float in [-12, -6, -2, 0, 3, 8] {
            let p = inset - d / Float(2).squareRoot()
            let e: Float = 0.01
            let gx = (smooth.signedDistance(p + e, p) - smooth.signedDistance(p - e, p)) / (2 * e)
            let gy = (smooth.signedDistance(p, p + e) - smooth.signedDistance(p, p - e)) / (2 * e)
            let len = (gx * gx + gy * gy).squareRoot()
            #expect(len > 0.9 && len < 1.1, "gradient \(len) at depth \(d)")
        }
    }

    /// A radius close to half the short side fades the continuous corner into a capsule end.
    @Test func continuousCornerBecomesCapsuleAtFullRadius() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 60)
        let smooth = GlassShape.roundedRect(rect, radius: 30, continuous: true)
        let capsule = GlassShape.capsule(rect)
        for (x, y) in [(5.0, 5.0), (0, 30), (20, 2), (-4, -4)] as [(Float, Float)] {
            #expect(abs(smooth.signedDistance(x, y) - capsule.signedDistance(x, y)) < 1e-4)
        }
    }

    @Test func normalsPointOutward() {
        #expect(capsule.normal(110, 22) == SIMD2(0, -1))
        #expect(capsule.normal(110, 78) == SIMD2(0, 1))
        #expect(capsule.normal(205, 50) == SIMD2(1, 0))
        let n = capsule.normal(30, 40)              // left end, up-left of its centre (40, 50)
        #expect(abs(n.x + Float(0.5).squareRoot()) < 1e-5 && abs(n.y + Float(0.5).squareRoot()) < 1e-5)
        let r = GlassShape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 80), radius: 10, continuous: false)
        #expect(r.normal(50, 3) == SIMD2(0, -1))
        #expect(r.normal(97, 40) == SIMD2(1, 0))
    }

    /// Normals are the normalised gradient: compare with central differences, continuous corners
    /// included, away from the medial axis.
    @Test func normalsMatchTheGradient() {
        let shapes = [capsule,
                      GlassShape.roundedRect(Rect(x: 0, y: 0, width: 120, height: 90), radius: 25, continuous: true),
                      GlassShape.circle(Rect(x: 5, y: 5, width: 50, height: 50))]
        let e: Float = 0.01
        for s in shapes {
            let b = s.bounds
            for i in 0..<40 {
                let x = Float(b.minX) - 5 + Float(i * 7 % 53) / 53 * Float(b.width + 10)
                let y = Float(b.minY) - 5 + Float(i * 11 % 47) / 47 * Float(b.height + 10)
                let d = s.signedDistance(x, y)
                guard d > -8 else { continue }   // stay off the medial axis
                let gx = (s.signedDistance(x + e, y) - s.signedDistance(x - e, y)) / (2 * e)
                let gy = (s.signedDistance(x, y + e) - s.signedDistance(x, y - e)) / (2 * e)
                let len = (gx * gx + gy * gy).squareRoot()
                let n = s.normal(x, y)
                #expect(abs((n.x * n.x + n.y * n.y) - 1) < 1e-4)
                #expect((n.x * gx + n.y * gy) / len > 0.995, "\(s.kind) at (\(x), \(y))")
            }
        }
    }

    /// The glass pass refracts along the normal of a rounder corner (at least the bezel's
    /// radius), which is continuous across the diagonal where the exact gradient jumps.
    @Test func refractionNormalsAreContinuousAtSharpCorners() {
        let sharp = GlassShape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 2, continuous: false)
        let below = sharp.sdf.distanceAndGradient(10, 10.01, normalRadius: 20).1
        let above = sharp.sdf.distanceAndGradient(10.01, 10, normalRadius: 20).1
        #expect(abs(below.x - above.x) < 0.01 && abs(below.y - above.y) < 0.01)
        let exactBelow = sharp.sdf.distanceAndGradient(10, 10.01).1, exactAbove = sharp.sdf.distanceAndGradient(10.01, 10).1
        #expect(abs(exactBelow.x - exactAbove.x) > 0.9)
    }

    /// The four-lane kernels agree with the scalar definitions.
    @Test func laneEvaluationMatchesScalar() {
        let shapes = [capsule, GlassShape.circle(Rect(x: 3, y: 4, width: 40, height: 40)),
                      GlassShape.roundedRect(Rect(x: 0, y: 0, width: 120, height: 90), radius: 25, continuous: true),
                      GlassShape(.roundedRect(radii: CornerRadii(topLeft: 4, topRight: 30, bottomRight: 12, bottomLeft: 45),
                                              continuous: true), rect: Rect(x: 0, y: 0, width: 110, height: 95))]
        for s in shapes {
            for y in stride(from: Float(-6.5), to: Float(s.rect.maxY + 6), by: 3.7) {
                for x0 in stride(from: Float(-6.5), to: Float(s.rect.maxX + 6), by: 9.1) {
                    let xs = SIMD4<Float>(x0, x0 + 1, x0 + 2, x0 + 3)
                    let d4 = s.sdf.distance4(xs, y)
                    let (dn, gx, gy) = s.sdf.distanceAndGradient4(xs, y, normalRadius: 15)
                    for i in 0..<4 {
                        let d = s.signedDistance(xs[i], y)
                        let (ds, g) = s.sdf.distanceAndGradient(xs[i], y, normalRadius: 15)
                        let tolerance = 1e-3 + abs(d) * 2e-5
                        #expect(abs(d4[i] - d) < tolerance && abs(dn[i] - ds) < tolerance)
                        #expect(abs(gx[i] - g.x) < 1e-3 && abs(gy[i] - g.y) < 1e-3, "\(s.kind) at (\(xs[i]), \(y))")
                    }
                }
            }
        }
    }
}

import Testing
@testable import GlassCompositor

/// Merged glass fields: the quadratic smooth minimum .
@Suite struct GlassFieldTests {
    let left = GlassShape.circle(Rect(x: 0, y: 0, width: 60, height: 60))       // centre (30, 30), r 30
    let right = GlassShape.circle(Rect(x: 80, y: 0, width: 60, height: 60))     // centre (110, 30), gap 20

    @Test func smoothMinFormula() {
        #expect(smoothMin(3, 10, k: 4) == 3)                 // |a − b| ≥ k: plain min
        #expect(smoothMin(5, 5, k: 4) == 5 - 1)              // e = k: min − k/4
        #expect(smoothMin(2, 4, k: 6) == 2 - 16.0 / 24)      // e = 4
        #expect(smoothMin(2, -1, k: 0) == -1)
        let (v, t) = smoothMinBlend(5, 5, k: 4)
        #expect(v == 4 && t == 0.5)
        #expect(smoothMinBlend(1, 9, k: 4).weightB == 0 && smoothMinBlend(9, 1, k: 4).weightB == 1)
    }

    @Test func farApartEqualsPlainMin() {
        let field = GlassField([left, right], spacing: 8)
        for (x, y) in [(30.0, 30.0), (-5, 30), (100, 10), (145, 30), (30, 70)] as [(Float, Float)] {
            let plain = min(left.signedDistance(x, y), right.signedDistance(x, y))
            // Distances to the two circles differ by more than k here.
            #expect(field.signedDistance(x, y) == plain)
        }
    }

    @Test func zeroSpacingIsThePlainUnion() {
        let field = GlassField([left, right], spacing: 0)
        for x in stride(from: Float(-10), to: 150, by: 3.3) {
            let plain = min(left.signedDistance(x, 30), right.signedDistance(x, 30))
            #expect(field.signedDistance(x, 30) == plain)
        }
        #expect(field.signedDistance(70, 30) == 10)    // the gap stays open
    }

    @Test func closeShapesMergeIntoABridge() {
        // Midway both distances are 10: e = k, so the field drops by k/4 = 12 and the gap closes.
        let merged = GlassField([left, right], spacing: 48)
        #expect(merged.signedDistance(70, 30) == -2)
        #expect(merged.bounds.contains(Point(70, 30)))
    }

    /// Continuity across the blend: along a line through the bridge the field never jumps (it
    /// stays 1-Lipschitz) and its slope changes gradually.
    @Test func continuousAcrossTheBlend() {
        let merged = GlassField([left, right], spacing: 40)
        let step: Float = 0.05
        var previous = merged.signedDistance(20, 12)
        var previousSlope: Float?
        for i in 1...2400 {
            let x = 20 + Float(i) * step
            let d = merged.signedDistance(x, 12)
            #expect(abs(d - previous) <= step * 1.001)
            let slope = (d - previous) / step
            if let p = previousSlope { #expect(abs(slope - p) < 0.05) }
            previousSlope = slope
            previous = d
        }
    }

    @Test func boundsContainTheMergedShape() {
        let merged = GlassField([left, right], spacing: 40)
        let b = merged.bounds
        for y in stride(from: Float(-20), to: 80, by: 2.5) {
            for x in stride(from: Float(-20), to: 160, by: 2.5) where merged.signedDistance(x, y) < 0 {
                #expect(b.contains(Point(Double(x), Double(y))))
            }
        }
        #expect(GlassField([]).bounds == .zero && GlassField([]).signedDistance(0, 0) == .infinity)
    }

    @Test func singleShapeNormalIsTheShapeNormal() {
        let field = GlassField(left)
        for (x, y) in [(5.0, 12.0), (58, 30), (30, 61), (44, 2)] as [(Float, Float)] {
            #expect(field.normal(x, y) == left.normal(x, y))
        }
    }

    /// Merged normals blend the shapes' gradients with the smooth-min weights; they match the
    /// gradient of the merged field.
    @Test func mergedNormalsMatchTheGradient() {
        let merged = GlassField([left, right], spacing: 40)
        let e: Float = 0.01
        for (x, y) in [(70.0, 8.0), (66, 52), (75, 0), (55, 20), (85, 40), (70, -3)] as [(Float, Float)] {
            let gx = (merged.signedDistance(x + e, y) - merged.signedDistance(x - e, y)) / (2 * e)
            let gy = (merged.signedDistance(x, y + e) - merged.signedDistance(x, y - e)) / (2 * e)
            let len = (gx * gx + gy * gy).squareRoot()
            let n = merged.normal(x, y)
            #expect(abs(n.x * n.x + n.y * n.y - 1) < 1e-4)
            #expect((n.x * gx + n.y * gy) / len > 0.999, "at (\(x), \(y))")
        }
    }

    @Test func laneEvaluationMatchesScalar() {
        let merged = GlassField([left, right, .capsule(Rect(x: 20, y: 50, width: 100, height: 30))], spacing: 24)
        let sdfs = merged.shapes.map(\.sdf)
        sdfs.withUnsafeBufferPointer { buffer in
            let e = FieldEvaluator(shapes: buffer.baseAddress!, count: buffer.count, k: 24)
            for y in stride(from: Float(-5.5), to: 90, by: 4.25) {
                for x0 in stride(from: Float(-5.5), to: 150, by: 7) {
                    let xs = SIMD4<Float>(x0, x0 + 1, x0 + 2, x0 + 3)
                    let d4 = e.distance4(xs, y)
                    let (dn, nx, ny) = e.distanceAndNormal4(xs, y, normalRadius: 0)
                    for i in 0..<4 {
                        let (d, n) = e.distanceAndNormal(xs[i], y)
                        #expect(abs(d4[i] - d) < 2e-3 && abs(dn[i] - d) < 2e-3)
                        #expect(abs(nx[i] - n.x) < 2e-3 && abs(ny[i] - n.y) < 2e-3)
                    }
                }
            }
        }
    }
}

import Testing
@testable import GlassCompositor

@Suite struct ColorMatrixTests {
    let colour = SIMD4<Float>(0.2, 0.5, 0.7, 1)   // (b, g, r, a)

    @Test func identityAndComposition() {
        #expect(ColorMatrix.identity.apply(colour) == colour)
        let a = ColorMatrix.saturation(1.5), b = ColorMatrix.brightness(0.1)
        let both = a.then(b)
        #expect(maxAbsDifference(both.apply(colour), b.apply(a.apply(colour))) < 1e-6)
    }

    @Test func saturationKeepsGreyAndLuminance() {
        let grey = SIMD4<Float>(0.4, 0.4, 0.4, 1)
        #expect(maxAbsDifference(ColorMatrix.saturation(1.7).apply(grey), grey) < 1e-6)
        let boosted = ColorMatrix.saturation(1.5).apply(colour)
        #expect(abs(PixelVector.luminance(boosted) - PixelVector.luminance(colour)) < 1e-5)
        // Chroma grows: red pulls further from blue.
        #expect(boosted.z - boosted.x > colour.z - colour.x)
        #expect(ColorMatrix.saturation(0).apply(colour).x == ColorMatrix.saturation(0).apply(colour).z)
    }

    @Test func brightnessScalesWithAlpha() {
        let half = SIMD4<Float>(0.1, 0.1, 0.1, 0.5)
        #expect(maxAbsDifference(ColorMatrix.brightness(0.2).apply(half), SIMD4(0.2, 0.2, 0.2, 0.5)) < 1e-6)
    }

    @Test func overPaintsPremultipliedFill() {
        let fill = SIMD4<Float>(0.1, 0.1, 0.1, 0.1)     // 10 % white
        let out = ColorMatrix.over(fill).apply(SIMD4(0, 0, 0, 1))
        #expect(maxAbsDifference(out, SIMD4(0.1, 0.1, 0.1, 1)) < 1e-6)
    }
}

import Testing
@testable import GlassCompositor

/// Concentric corners (C5, G3): the radius follows the display's corner only near a corner.
@Suite struct ConcentricCornerTests {
    /// The corner radius (points) a concentric element gets at `rect` on a 390 × 844 pt phone
    /// whose display radius is 55 pt.
    private func radius(at rect: Rect, minimum: Double = 10) -> Double {
        var scene = Scene.builtInDefault()
        scene.device.cornerRadius = 55
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: FixedStepClock())
        var element = GlassElement(frame: GlassFrame(width: rect.width, height: rect.height))
        element.shape = .rect
        element.corners = .concentric(minimum: minimum)
        guard case .roundedRect(let radii, _) = s.customGlass.shape(of: element, in: rect).kind else { return .nan }
        return radii.topLeft
    }

    @Test func nearACornerTheRadiusIsTheDisplayRadiusLessTheInset() {
        #expect(radius(at: Rect(x: 8, y: 8, width: 120, height: 60)) == 47)
        // The inset to a corner is the larger of the insets to its two edges.
        #expect(radius(at: Rect(x: 8, y: 20, width: 120, height: 60)) == 35)
        #expect(radius(at: Rect(x: 390 - 128, y: 844 - 72, width: 120, height: 60)) == 43)
    }

    @Test func midEdgeGlassIsFarFromEveryCornerAndKeepsTheMinimum() {
        // At the middle of the leading edge: 8 pt from that edge but ~390 pt from any corner.
        #expect(radius(at: Rect(x: 8, y: 392, width: 120, height: 60)) == 10)
        #expect(radius(at: Rect(x: 135, y: 8, width: 120, height: 60)) == 10, "middle of the top edge")
    }
}

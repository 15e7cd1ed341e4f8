/// The soft light under the pointer on pressed glass (G8's shimmer): white at `peak` at the
/// pointer, times the press's strength, fading out over about the glass's short side, clipped
/// to the glass. One formula for the tab bar, toolbar groups, content buttons and custom glass;
/// drawn on their glyph surfaces or light overlays in points. Its inputs are the press's
/// pointer and its intensity at the frame's time, so it follows the pointer and fades in and
/// out with the press as a function of (input, time).
enum PressLight {
    /// Opacity of the white at the pointer at full press. 0.16 could not be seen over
    /// saturated artwork (12-14 levels on music's tab bar).
    static let peak: Float = 0.32

    /// Draws the light at `point` (points) with `strength` (0...1) inside `rect` (points),
    /// whose corners have `cornerRadius`.
    static func draw(at point: Point, strength: Float, in rect: Rect, cornerRadius: Double, on c: Canvas) {
        guard strength > 0 else { return }
        c.save()
        c.clip(rect, radius: cornerRadius)
        c.fillRadialGlow(center: point, radius: max(24, min(rect.width, rect.height) * 0.9),
                         inner: Color(white: 1, a: peak * min(strength, 1)))
        c.restore()
    }
}

/// The soft shadow along the leading edge of a page sliding over another (N7): a strip of
/// pixels darkening toward the edge, drawn once per height, scale and strength step, then moved.
final class NavigationShadow {
    /// Width of the shadow in points.
    static let width = 16.0
    /// Darkest opacity, at the page's edge.
    static let maximumOpacity = 0.2
    /// Strength steps (the shadow fades as the page leaves): surfaces are kept per step.
    static let steps = 16

    private var surfaces: [Int: Surface] = [:]

    /// The strip for strength `amount` (0...1), `height` pixels tall at `scale`, or nil when it
    /// would be invisible. Its right edge goes on the page's leading edge.
    func surface(amount: Double, height: Int, scale: Double) -> (surface: Surface, version: Int)? {
        let step = Int((min(1, max(0, amount)) * Double(Self.steps)).rounded())
        guard step > 0, height > 0 else { return nil }
        let key = height * 64 + step
        if let s = surfaces[key] { return (s, key) }
        let width = max(1, Int((Self.width * scale).rounded()))
        guard let s = Surface(width: width, height: height) else { return nil }
        let peak = Self.maximumOpacity * Double(step) / Double(Self.steps)
        for x in 0..<width {
            // Quadratic falloff away from the edge (x = width - 1 touches the page).
            let d = Double(x + 1) / Double(width)
            let a = peak * d * d
            let pixel = Color(white: 0, a: Float(a)).pixel
            for y in 0..<height { s[x, y] = pixel }
        }
        if surfaces.count > 32 { surfaces.removeAll() }
        surfaces[key] = s
        return (s, key)
    }
}

import GlassCompositor

/// The frame size and scale of a headless command (`render`, `bench`) from its options and
/// the scene: `--size` in pixels (at `--scale`, default 1), else the scene's `device` size in
/// points at `--scale` or the device's scale, else 1280×800 pixels at `--scale` or 1.
enum DesignedSize {
    static let fallback = (width: 1280, height: 800)

    static func resolve(size: (width: Int, height: Int)?, scale: Double?, scene: Scene) -> (width: Int, height: Int, scale: Double) {
        if let size { return (size.width, size.height, scale ?? 1) }
        guard let device = scene.designedWindow else { return (fallback.width, fallback.height, scale ?? 1) }
        let s = scale ?? device.scale
        let px = FrameLimits.clamped(Int((device.width * s).rounded()), Int((device.height * s).rounded()))
        return (px.width, px.height, s)
    }
}

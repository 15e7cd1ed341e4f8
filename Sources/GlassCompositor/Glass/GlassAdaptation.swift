/// Light/dark adaptation of small glass and of the content on it (G4, G6): the backdrop's mean luminance (the 5×5 downsample of
/// `GlassRenderResult.meanLuminance` or `TiledLayer.meanLuminance(under:offsetY:)`) goes through
/// a hysteresis, so content scrolling behind glass near the threshold flips it once, not back
/// and forth, and the flip animates over about 0.3 s.
///
/// One value drives both: `darkness` 0 is light glass with dark labels (over light content),
/// 1 is dark glass with light labels (over dark content). A container uses one adaptation for
/// all its members (G9). A plain value: keep one per glass group in the session.
struct GlassAdaptation: Equatable, Sendable {
    /// Mean backdrop luminance below which glass turns dark, and above which it turns light
    /// again: the gap is the hysteresis.
    static let darkBackdropBelow: Float = 0.42
    static let lightBackdropAbove: Float = 0.55
    /// A short, unbouncy transition (about 0.3 s).
    static let spring = Spring(response: 0.3, dampingFraction: 1)
    /// Glass with a short side up to this many points is "small" and adapts to its backdrop;
    /// larger glass (sidebars, sheets, panels) keeps the scene's appearance.
    static let smallGlassMaximum = 90.0

    /// The hysteresis state: nil until the first measurement, or after `forgetHysteresis()`.
    private(set) var backdropIsDark: Bool?
    /// Whether any measurement was taken: the first one applies at once, later ones animate.
    private var measured = false
    private var animation = SpringAnimation(value: 0.0, spring: GlassAdaptation.spring)

    init() {}

    /// Whether glass of `size` points adapts to its backdrop.
    static func adapts(_ size: Size) -> Bool { min(size.width, size.height) <= smallGlassMaximum }

    /// The hysteresis alone: is the backdrop dark, given the previous answer?
    static func isDark(luminance: Float, wasDark: Bool?) -> Bool {
        switch wasDark {
        case nil: return luminance < (darkBackdropBelow + lightBackdropAbove) / 2
        case true?: return luminance <= lightBackdropAbove
        case false?: return luminance < darkBackdropBelow
        }
    }

    /// Feeds one measurement taken at time `t`. The first one applies at once; later flips
    /// animate. Returns true when the state flipped (for a `glass.adapted` semantic event).
    @discardableResult
    mutating func update(luminance: Float, at t: Double) -> Bool {
        let nowDark = Self.isDark(luminance: luminance, wasDark: backdropIsDark)
        defer { backdropIsDark = nowDark }
        guard let was = backdropIsDark else {
            defer { measured = true }
            guard measured else { animation.jump(to: nowDark ? 1 : 0); return false }
            let target = nowDark ? 1.0 : 0
            guard animation.target != target else { return false }
            animation.setTarget(target, at: t)
            return true
        }
        guard nowDark != was else { return false }
        animation.setTarget(nowDark ? 1 : 0, at: t)
        return true
    }

    /// Forgets which side of the hysteresis the glass is on, keeping its look: the next
    /// measurement decides as a first one would (at the middle of the band) and animates
    /// there. For a change the person made to what is behind the glass (a panel shown, a
    /// stack toggled) rather than content scrolling under it: after a round of such changes
    /// the glass looks as it would have had they never happened.
    mutating func forgetHysteresis() { backdropIsDark = nil }

    /// 0 light glass, dark labels ... 1 dark glass, light labels, at time `t`.
    func darkness(at t: Double) -> Double { min(max(animation.value(at: t), 0), 1) }

    /// Whether the flip is still animating at `t` (the session needs frames until it settles).
    func isAnimating(at t: Double) -> Bool { !animation.isSettled(at: t) }

    /// Label lightness (0 dark ... 1 light) for content on glass with this `darkness`; with
    /// Increase Contrast (A3) labels go straight to full black or white, no in-between.
    static func labelLightness(_ darkness: Double, increaseContrast: Bool) -> Double {
        increaseContrast ? (darkness >= 0.5 ? 1 : 0) : darkness
    }
}

extension GlassStyle {
    /// The preset of `variant` part way between light (darkness 0) and dark (1) glass: what
    /// small glass shows while it flips with its backdrop (G4). `identity` stays identity.
    ///
    /// The frost moves in the middle third of the flip (a smoothstep over darkness 1/3 ... 2/3),
    /// the colours over all of it. A frost that followed the whole spring crept toward its end
    /// value for many frames (σ 13.96, 13.97, 13.98 ... px), each a change of σ that no kept
    /// blur row survives (`BackdropCache`) and nobody can see. Darkness is taken in steps of
    /// 1/256 for the same reason: the spring's tail changes the colours by less than a level a
    /// frame, and each change regrades the kept rows.
    static func preset(_ variant: Variant, darkness: Double) -> GlassStyle {
        let d = (min(max(darkness, 0), 1) * 256).rounded() / 256
        let light: GlassStyle, dark: GlassStyle
        switch variant {
        case .identity: return .identity
        case .regular: light = regular(dark: false); dark = regular(dark: true)
        case .clear: light = clear(dark: false); dark = clear(dark: true)
        }
        var s = light.mixed(with: dark, d)
        let t = min(max((d - 1.0 / 3) * 3, 0), 1)
        s.frost = light.frost + (dark.frost - light.frost) * t * t * (3 - 2 * t)
        return s
    }

    /// The preset for glass of `size` points in a scene of appearance `dark`: small glass
    /// follows the adaptation's `darkness` (light glass over light content, dark over dark);
    /// large glass keeps the scene's appearance. Continue with `sized(for:)`, the tint, the
    /// material overrides and `applying(_:)` as for any preset.
    static func adaptive(_ variant: Variant, size: Size, sceneDark: Bool, darkness: Double?) -> GlassStyle {
        guard let darkness, GlassAdaptation.adapts(size) else { return preset(variant, darkness: sceneDark ? 1 : 0) }
        return preset(variant, darkness: darkness)
    }

    /// A quick, stateless adaptation (tests, one-off renders): the preset for a backdrop of mean
    /// `luminance` without hysteresis or animation. Large glass is returned unchanged.
    func adapted(toBackdropLuminance luminance: Float, size: Size) -> GlassStyle {
        guard variant != .identity, GlassAdaptation.adapts(size) else { return self }
        let dark = GlassAdaptation.isDark(luminance: luminance, wasDark: nil)
        guard dark != self.dark else { return self }
        // Swap the appearance-dependent parameters for the other appearance's, keep the rest.
        let other = variant == .clear ? GlassStyle.clear(dark: dark) : GlassStyle.regular(dark: dark)
        let mine = variant == .clear ? GlassStyle.clear(dark: self.dark) : GlassStyle.regular(dark: self.dark)
        var s = self
        s.dark = dark
        s.frost = frost * (other.frost / max(mine.frost, 1e-9))
        s.fill = other.fill.withAlpha(other.fill.a * (fill.a / max(mine.fill.a, 1e-6)))
        s.brightness = other.brightness + (brightness - mine.brightness)
        s.highlight = other.highlight * (highlight / max(mine.highlight, 1e-9))
        s.shadowOpacity = other.shadowOpacity * (shadowOpacity / max(mine.shadowOpacity, 1e-9))
        if border > 0 { s.borderColor = dark ? Color(white: 1, a: borderColor.a + 0.1) : Color(white: 0, a: max(0, borderColor.a - 0.1)) }
        return s
    }
}

import Foundation

/// WCAG 2 contrast between straight-alpha sRGB colours (components 0...1), and the one rule
/// that makes a colour readable over another: the formula the tab labels, the accent fallback
/// and the tests share.
///
/// Relative luminance here is the WCAG one (linearised sRGB, Rec. 709 weights), not
/// `Color.luminance` (weights on encoded values), which stays what adaptation measures.
enum Contrast {
    /// Least contrast for text and glyphs the person has to read on glass (WCAG's for large
    /// text and user-interface components: tab labels are bold and icon-sized).
    static let minimum: Float = 3

    /// What a label on glass asks of its modelled backdrop (the mean of the content behind it
    /// through the glass's grading, `GlassStyle.body(over:)`) so that the rendered label reaches
    /// `minimum`: the model leaves out the rim, the bend and the blur's weighting.
    static let plannedMinimum: Float = 3.5

    /// WCAG relative luminance of `c`'s colour (alpha ignored), 0 black ... 1 white.
    static func relativeLuminance(_ c: Color) -> Float {
        @inline(__always) func linear(_ v: Float) -> Float {
            let x = min(max(v, 0), 1)
            return x <= 0.04045 ? x / 12.92 : powf((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// The WCAG contrast ratio of two opaque colours, 1 ... 21, whichever is lighter.
    static func ratio(_ a: Color, _ b: Color) -> Float {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// What `c` painted over opaque `backdrop` shows: straight "over", opaque.
    static func composite(_ c: Color, over backdrop: Color) -> Color {
        let a = min(max(c.a, 0), 1)
        return Color(r: c.r * a + backdrop.r * (1 - a), g: c.g * a + backdrop.g * (1 - a),
                     b: c.b * a + backdrop.b * (1 - a))
    }

    /// `c`, or the nearest darker or lighter variant of it that reads over opaque `backdrop`
    /// with at least `minimum` contrast once painted (alpha included). It moves further to the
    /// side it is on (darker when darker than the backdrop), so a dark label stays dark, unless
    /// that side's end cannot reach `minimum`; then toward the other end (one of black and
    /// white always reaches 4.58:1). Steps of 1/16, fully opaque: a colour that already reads is
    /// returned as it is, and one that moves takes one of a few values (a glyph cache keyed by
    /// it is not redrawn for every small change of the backdrop).
    static func readable(_ c: Color, over backdrop: Color, minimum: Float = Contrast.minimum) -> Color {
        let painted = composite(c, over: backdrop)
        if ratio(painted, backdrop) >= minimum { return c }
        let darker = relativeLuminance(painted) <= relativeLuminance(backdrop)
        var end = darker ? Color.black : Color.white
        if ratio(end, backdrop) < minimum { end = darker ? .white : .black }
        let opaque = c.withAlpha(1)
        for step in 1...16 {
            let shifted = opaque.mixed(with: end, Float(step) / 16)
            if ratio(shifted, backdrop) >= minimum { return shifted }
        }
        return end
    }
}

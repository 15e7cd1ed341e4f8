extension GlassStyle {
    /// How much of the gap between the backdrop's mean luminance and the tint's prominent glass
    /// closes before tinting.
    static let prominentLevelling = 0.75

    /// This glass made prominent (G7): tinted by `tint` (straight sRGB) so that it reads as the
    /// tint itself over a backdrop of mean luminance `backdropLuminance` (0...1, the adaptation
    /// measure, `Color.luminance`), with the content behind still showing as light and shade.
    ///
    /// The grading's tint keeps part of the backdrop's lightness (`GlassColorGrading`), which
    /// lifted an accent to pale blue over the white page and sank it to navy over the black
    /// one. The brightness added first brings the backdrop's mean three quarters of the way to
    /// the tint's own luminance (`prominentLevelling`): near enough that the glass reads as the
    /// accent on a white or a black page, far enough that another page still shows through as
    /// another shade (tinted glass, not an opaque fill). `amount` (0...1) is how prominent: the
    /// tint, that shift and the fading of the plain fill all follow it.
    func prominent(tint: Color, backdropLuminance: Float, amount: Double = 1) -> GlassStyle {
        var s = self
        let a = min(max(amount, 0), 1)
        s.tint = tint
        s.tintAmount = a
        s.brightness = brightness + Double(tint.luminance - backdropLuminance) * GlassStyle.prominentLevelling * a
        s.fill = fill.withAlpha(fill.a * Float(1 - a))
        return s
    }
}

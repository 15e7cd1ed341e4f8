/// The system colours of an appearance: page, cards and text (A1).
struct Palette: Equatable, Sendable {
    var background: Color
    var card: Color
    var primaryText: Color
    var secondaryText: Color

    static func system(_ appearance: Appearance) -> Palette {
        switch appearance {
        case .light:
            return Palette(background: Color(hex: "#f2f2f7")!, card: .white,
                           primaryText: Color(white: 0, a: 0.92), secondaryText: Color(hex: "#6e6e73")!)
        case .dark:
            return Palette(background: .black, card: Color(hex: "#1c1c1e")!,
                           primaryText: Color(white: 1, a: 0.95), secondaryText: Color(hex: "#98989f")!)
        }
    }

    /// Dark appearance, judged by the text colour: light text is dark mode. (Not by the card,
    /// which on glass is translucent white in either appearance.)
    var isDark: Bool { primaryText.luminance > 0.5 }
    /// Hairlines between rows.
    var separator: Color { isDark ? Color(white: 1, a: 0.16) : Color(white: 0, a: 0.13) }
    /// Quiet fills: switch tracks, slider tracks, segmented backgrounds.
    var fill: Color { isDark ? Color(white: 1, a: 0.16) : Color(white: 0.47, a: 0.16) }
    /// Contrast over the page below which an accent cannot be read at all: white on the light
    /// page is 1.1:1. The system's own accents stay above it (yellow on white is 1.6:1, green
    /// 2.2:1) and are kept as they are, as iOS keeps them.
    static let accentMinimum: Float = 1.5

    /// `accent` as text and glyphs on this appearance's page show it (G6): kept unless it
    /// falls under `accentMinimum` over `background`; then a colourful accent takes its darker
    /// or lighter variant that reads at `Contrast.minimum` (its hue kept), and a colourless one
    /// (tv's white, made for dark mode) the appearance's label colour, as a monochrome tint does.
    func readableAccent(_ accent: Color) -> Color {
        if Contrast.ratio(Contrast.composite(accent, over: background), background) >= Palette.accentMinimum { return accent }
        let chroma = max(accent.r, accent.g, accent.b) - min(accent.r, accent.g, accent.b)
        if chroma < 0.1 { return primaryText.withAlpha(1) }
        return Contrast.readable(accent, over: background)
    }

    /// Chevrons and other tertiary glyphs.
    var tertiaryText: Color { isDark ? Color(white: 1, a: 0.3) : Color(white: 0.24, a: 0.3) }
}

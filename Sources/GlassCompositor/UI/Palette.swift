/// The system colours of an appearance: page, cards and text (SPEC A1).
public struct Palette: Equatable, Sendable {
    public var background: Color
    public var card: Color
    public var primaryText: Color
    public var secondaryText: Color

    public static func system(_ appearance: Appearance) -> Palette {
        switch appearance {
        case .light:
            return Palette(background: Color(hex: "#f2f2f7")!, card: .white,
                           primaryText: Color(white: 0, a: 0.92), secondaryText: Color(hex: "#6e6e73")!)
        case .dark:
            return Palette(background: .black, card: Color(hex: "#1c1c1e")!,
                           primaryText: Color(white: 1, a: 0.95), secondaryText: Color(hex: "#98989f")!)
        }
    }
}

import GlassCompositor

/// What the desktop asks of a window, read from its three places: the XSETTINGS manager
/// (`Xft/DPI`, `Gdk/WindowScalingFactor`, `Net/ThemeName`, `Gtk/ApplicationPreferDarkTheme`),
/// the `Xft.dpi` X resource (`RESOURCE_MANAGER` on the root window, what `xrdb` sets), and the
/// environment (`GDK_SCALE`, `GTK_THEME`). A pure function of those values, so the rules are
/// tested without a server; `DesktopSettingsWatcher` reads them from X.
///
/// Scale is device pixels per point, the unit of `--scale`: XSETTINGS first (the larger of
/// the window scaling factor and Xft/DPI ÷ 96, since GNOME sets both, DPI already multiplied
/// by the factor), then `Xft.dpi` ÷ 96, then `GDK_SCALE`. It is rounded to a quarter, as
/// desktops offer scales (100 %, 125 %, 150 % …): 110 dpi would otherwise give a 1.146
/// window whose pixel sizes are all odd fractions; and kept within 1…4, what the renderer takes.
struct DesktopSettings: Equatable {
    /// The scale the desktop asks for, nil when none of the three says.
    var scale: Double?
    /// Where `scale` came from, for `--trace-startup` and messages (`XSETTINGS Xft/DPI 196608`).
    var scaleSource: String?
    /// Dark when the desktop's theme is a dark one, light when it names a light one, nil when
    /// nothing says.
    var appearance: Appearance?

    /// Points are 1/96 inch: 96 dpi is scale 1.
    static let pointsPerInch = 96.0
    static let scales = 1.0...4.0

    init(scale: Double? = nil, scaleSource: String? = nil, appearance: Appearance? = nil) {
        self.scale = scale
        self.scaleSource = scaleSource
        self.appearance = appearance
    }

    /// The settings from the manager's (nil: no manager, or a malformed property), the X
    /// resources' text (nil: none) and the environment.
    init(xsettings: XSettings?, resources: String?, environment: [String: String]) {
        if let (scale, source) = Self.scale(xsettings: xsettings, resources: resources, environment: environment) {
            self.scale = scale
            scaleSource = source
        }
        appearance = Self.appearance(xsettings: xsettings, environment: environment)
    }

    /// A desktop scale rounded to a quarter and clamped to what the renderer takes.
    static func rounded(_ scale: Double) -> Double {
        min(scales.upperBound, max(scales.lowerBound, (scale * 4).rounded() / 4))
    }

    private static func scale(xsettings: XSettings?, resources: String?, environment: [String: String]) -> (Double, String)? {
        if let xsettings {
            var candidates: [(Double, String)] = []
            // -1 (or anything not positive) is the format's "the default".
            if let factor = xsettings.integer("Gdk/WindowScalingFactor"), factor > 0 {
                candidates.append((Double(factor), "XSETTINGS Gdk/WindowScalingFactor \(factor)"))
            }
            if let dpi = xsettings.integer("Xft/DPI"), dpi > 0 {
                candidates.append((Double(dpi) / 1024 / pointsPerInch, "XSETTINGS Xft/DPI \(dpi)"))
            }
            if let best = candidates.max(by: { $0.0 < $1.0 }) { return (rounded(best.0), best.1) }
        }
        if let text = resources.flatMap({ XResources.value(of: "Xft.dpi", in: $0) }), let dpi = positiveNumber(text) {
            return (rounded(dpi / pointsPerInch), "the Xft.dpi resource \(EchoedValue.shown(text))")
        }
        if let text = environment["GDK_SCALE"], let factor = positiveNumber(text) {
            return (rounded(factor), "GDK_SCALE=\(EchoedValue.shown(text))")
        }
        return nil
    }

    /// GTK's rule: `GTK_THEME` replaces the theme's name when set; the theme is dark when its
    /// name ends in `-dark` or `:dark` (`Adwaita-dark`, `Adwaita:dark`), and
    /// `Gtk/ApplicationPreferDarkTheme` asks for the dark variant of any theme.
    private static func appearance(xsettings: XSettings?, environment: [String: String]) -> Appearance? {
        let theme = environment["GTK_THEME"].flatMap { $0.isEmpty ? nil : $0 } ?? xsettings?.string("Net/ThemeName")
        if let prefersDark = xsettings?.integer("Gtk/ApplicationPreferDarkTheme"), prefersDark != 0 { return .dark }
        guard let theme, !theme.isEmpty else { return nil }
        return isDarkTheme(theme) ? .dark : .light
    }

    static func isDarkTheme(_ name: String) -> Bool {
        let n = name.lowercased()
        return n.hasSuffix("-dark") || n.hasSuffix(":dark") || n.contains("-dark-")
    }

    /// A finite number above zero in decimal (`192`, `1.5`), else nil.
    private static func positiveNumber(_ text: String) -> Double? {
        let t = String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        guard Arguments.isDecimal(t), let v = Double(t), v.isFinite, v > 0 else { return nil }
        return v
    }
}

import Testing
@testable import GlassCompositor
@testable import GlassViewer

/// Which scale and appearance the desktop asks for, from XSETTINGS, the X resources and the
/// environment, in that order (issue 38, item 3).
@Suite struct DesktopSettingsTests {
    func settings(_ values: [String: XSettings.Value]?, resources: String? = nil,
                  environment: [String: String] = [:]) -> DesktopSettings {
        DesktopSettings(xsettings: values.map { XSettings(values: $0) }, resources: resources, environment: environment)
    }

    @Test func nothingSaysNothing() {
        #expect(settings(nil) == DesktopSettings())
        #expect(settings([:], resources: "Xcursor.size: 24\n") == DesktopSettings())
    }

    @Test func xsettingsDPIIsDotsPerInchTimes1024() {
        #expect(settings(["Xft/DPI": .integer(196_608)]).scale == 2)
        #expect(settings(["Xft/DPI": .integer(98_304)]).scale == 1)
        #expect(settings(["Xft/DPI": .integer(147_456)]).scale == 1.5)
        #expect(settings(["Xft/DPI": .integer(196_608)]).scaleSource == "XSETTINGS Xft/DPI 196608")
        // -1 is the format's "default".
        #expect(settings(["Xft/DPI": .integer(-1)]).scale == nil)
    }

    /// GNOME sets the factor and a DPI already multiplied by it: the two agree, not multiply.
    @Test func windowScalingFactorAndDPIAreNotMultiplied() {
        #expect(settings(["Gdk/WindowScalingFactor": .integer(2), "Xft/DPI": .integer(196_608)]).scale == 2)
        #expect(settings(["Gdk/WindowScalingFactor": .integer(2)]).scale == 2)
        #expect(settings(["Gdk/WindowScalingFactor": .integer(1), "Xft/DPI": .integer(147_456)]).scale == 1.5)
    }

    @Test func xsettingsComesBeforeResourcesAndTheEnvironment() {
        let s = settings(["Xft/DPI": .integer(98_304)], resources: "Xft.dpi:\t192\n", environment: ["GDK_SCALE": "3"])
        #expect(s.scale == 1)
        #expect(settings([:], resources: "Xft.dpi:\t192\n", environment: ["GDK_SCALE": "3"]).scale == 2)
        #expect(settings(nil, resources: nil, environment: ["GDK_SCALE": "3"]).scale == 3)
        #expect(settings(nil, resources: "Xft.dpi: 144", environment: [:]).scaleSource == "the Xft.dpi resource 144")
    }

    @Test func scalesAreRoundedToAQuarterAndClamped() {
        #expect(settings(nil, resources: "Xft.dpi: 110").scale == 1.25)
        #expect(settings(nil, resources: "Xft.dpi: 72").scale == 1)
        #expect(settings(nil, resources: "Xft.dpi: 960").scale == 4)
        #expect(settings(nil, environment: ["GDK_SCALE": "2.6"]).scale == 2.5)
    }

    @Test(arguments: ["", "0", "-2", "nan", "inf", "0x2", "2x", "1e999", " "])
    func nonsenseIsNoScale(_ text: String) {
        #expect(settings(nil, resources: "Xft.dpi: \(text)").scale == nil)
        #expect(settings(nil, environment: ["GDK_SCALE": text]).scale == nil)
    }

    @Test func resourcesAreLookedUpByExactName() {
        #expect(XResources.value(of: "Xft.dpi", in: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == "192")
        #expect(XResources.value(of: "Xft.dpi", in: "! Xft.dpi: 96\nXft.dpix: 1\nnonsense\n:\n") == nil)
        #expect(XResources.value(of: "Xft.dpi", in: "Xft.dpi: 96\nXft.dpi: 120\n") == "120")
    }

    @Test func darkThemes() {
        #expect(settings(["Net/ThemeName": .string("Adwaita-dark")]).appearance == .dark)
        #expect(settings(["Net/ThemeName": .string("Arc-Dark")]).appearance == .dark)
        #expect(settings(["Net/ThemeName": .string("Materia-dark-compact")]).appearance == .dark)
        #expect(settings(["Net/ThemeName": .string("Adwaita")]).appearance == .light)
        #expect(settings(["Net/ThemeName": .string("Darkness")]).appearance == .light)
        #expect(settings(["Net/ThemeName": .string("Adwaita"), "Gtk/ApplicationPreferDarkTheme": .integer(1)]).appearance == .dark)
        #expect(settings(["Gtk/ApplicationPreferDarkTheme": .integer(0)]).appearance == nil)
        #expect(settings(nil).appearance == nil)
    }

    /// GTK_THEME replaces the theme's name, as GTK does; prefer-dark still asks for dark.
    @Test func gtkThemeReplacesTheThemeName() {
        #expect(settings(nil, environment: ["GTK_THEME": "Adwaita:dark"]).appearance == .dark)
        #expect(settings(["Net/ThemeName": .string("Adwaita-dark")], environment: ["GTK_THEME": "Adwaita"]).appearance == .light)
        #expect(settings(["Net/ThemeName": .string("Adwaita")], environment: ["GTK_THEME": "Adwaita:dark"]).appearance == .dark)
        #expect(settings(["Net/ThemeName": .string("Adwaita-dark")], environment: ["GTK_THEME": ""]).appearance == .dark)
    }

    /// A value of the wrong type is not that setting.
    @Test func wrongTypesAreIgnored() {
        #expect(settings(["Xft/DPI": .string("196608"), "Net/ThemeName": .integer(1)]) == DesktopSettings())
    }
}

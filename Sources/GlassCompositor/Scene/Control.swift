import Foundation

/// A control (C1–C4). Controls sit in content (`ControlGroup`), on sheets and inspectors.
enum Control: Equatable, Sendable {
    case button(ButtonControl)
    case slider(SliderControl)
    case toggle(ToggleControl)
    case segmented(SegmentedControl)

    /// The control's id, if it has one (live reload keeps its state by id).
    var id: String? {
        switch self {
        case .button(let c): return c.id
        case .slider(let c): return c.id
        case .toggle(let c): return c.id
        case .segmented(let c): return c.id
        }
    }
}

/// A button (C1): a capsule by default.
struct ButtonControl: Equatable, Sendable {
    enum Style: String, Equatable, Sendable, CaseIterable { case glass, prominentGlass, plain, bordered, borderedProminent }
    enum Size: String, Equatable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }
    enum Shape: String, Equatable, Sendable, CaseIterable { case capsule, circle, roundedRectangle }

    var id: String?
    var title: String?
    var icon: String?
    var style: Style = .glass
    var size: Size = .regular
    var shape: Shape = .capsule
    /// nil: the screen's tint.
    var tint: Color?
    /// A menu that morphs out of the button (P1).
    var menu: [MenuItem] = []
    /// A panel of content that morphs out of the button (P1); a `menu` wins over it.
    var popover: Popover?
    /// The screen a tap pushes (N7).
    var destination: String?
    /// An alert or action sheet a tap presents (P3).
    var action: ButtonAction?

    init() {}
}

/// A slider (C2).
struct SliderControl: Equatable, Sendable {
    var id: String?
    var title: String?
    var value: Double = 0.5
    var minimum: Double = 0
    var maximum: Double = 1
    /// Number of tick marks (0 = none).
    var ticks: Int = 0
    /// Values only at the ticks.
    var snapsToTicks: Bool = false
    /// The value the fill starts from; nil = the minimum.
    var neutral: Double?
    /// No thumb: reads as a progress bar.
    var thumbless: Bool = false
    var tint: Color?
    /// Icons at the ends (volume low / high).
    var minimumIcon: String?
    var maximumIcon: String?
    /// What the title row reads at its trailing end: the value put where `{value}` is, with
    /// `valueDecimals` decimals, following the thumb as it moves (a live control redraws it
    /// with its moving parts); nil shows none.
    var valueFormat: String?
    var valueDecimals: Int = 0

    init() {}

    /// The placeholder `valueFormat` must hold.
    static let valuePlaceholder = "{value}"

    /// Whether a row above the track holds the title or the value.
    var hasLabelRow: Bool { title != nil || valueFormat != nil }

    /// The value label for value `v`, nil without a `valueFormat`.
    func valueText(_ v: Double) -> String? {
        guard let valueFormat else { return nil }
        // Rounded first, so a value just below zero does not read "-0".
        let p = pow(10, Double(valueDecimals))
        let shown = (v * p).rounded() / p + 0
        return valueFormat.replacingOccurrences(of: SliderControl.valuePlaceholder, with: String(format: "%.*f", valueDecimals, shown))
    }
}

/// A switch (C3).
struct ToggleControl: Equatable, Sendable {
    var id: String?
    var title: String = ""
    var isOn: Bool = false
    var tint: Color?

    init() {}
}

/// A segmented control (C4).
struct SegmentedControl: Equatable, Sendable {
    var id: String?
    var segments: [String] = []
    var selected: Int = 0

    init() {}
}

/// A titled group of controls in the content, laid out in a row or a column.
struct ControlGroup: Equatable, Sendable {
    enum Axis: String, Equatable, Sendable, CaseIterable { case horizontal, vertical }

    var title: String?
    var axis: Axis = .vertical
    /// Drawn on a grouped (card) background.
    var grouped: Bool = true
    var controls: [Control] = []

    init() {}
}

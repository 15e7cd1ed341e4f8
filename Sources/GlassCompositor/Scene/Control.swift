/// A control (SPEC C1–C4). Controls sit in content (`ControlGroup`), on sheets and inspectors.
public enum Control: Equatable, Sendable {
    case button(ButtonControl)
    case slider(SliderControl)
    case toggle(ToggleControl)
    case segmented(SegmentedControl)

    /// The control's id, if it has one (live reload keeps its state by id).
    public var id: String? {
        switch self {
        case .button(let c): return c.id
        case .slider(let c): return c.id
        case .toggle(let c): return c.id
        case .segmented(let c): return c.id
        }
    }
}

/// A button (SPEC C1): a capsule by default.
public struct ButtonControl: Equatable, Sendable {
    public enum Style: String, Equatable, Sendable, CaseIterable { case glass, prominentGlass, plain, bordered, borderedProminent }
    public enum Size: String, Equatable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }
    public enum Shape: String, Equatable, Sendable, CaseIterable { case capsule, circle, roundedRectangle }

    public var id: String?
    public var title: String?
    public var icon: String?
    public var style: Style = .glass
    public var size: Size = .regular
    public var shape: Shape = .capsule
    /// nil: the screen's tint.
    public var tint: Color?

    public init() {}
}

/// A slider (SPEC C2).
public struct SliderControl: Equatable, Sendable {
    public var id: String?
    public var title: String?
    public var value: Double = 0.5
    public var minimum: Double = 0
    public var maximum: Double = 1
    /// Number of tick marks (0 = none).
    public var ticks: Int = 0
    /// Values only at the ticks.
    public var snapsToTicks: Bool = false
    /// The value the fill starts from; nil = the minimum.
    public var neutral: Double?
    /// No thumb: reads as a progress bar.
    public var thumbless: Bool = false
    public var tint: Color?
    /// Icons at the ends (volume low / high).
    public var minimumIcon: String?
    public var maximumIcon: String?

    public init() {}
}

/// A switch (SPEC C3).
public struct ToggleControl: Equatable, Sendable {
    public var id: String?
    public var title: String = ""
    public var isOn: Bool = false
    public var tint: Color?

    public init() {}
}

/// A segmented control (SPEC C4).
public struct SegmentedControl: Equatable, Sendable {
    public var id: String?
    public var segments: [String] = []
    public var selected: Int = 0

    public init() {}
}

/// A titled group of controls in the content, laid out in a row or a column.
public struct ControlGroup: Equatable, Sendable {
    public enum Axis: String, Equatable, Sendable, CaseIterable { case horizontal, vertical }

    public var title: String?
    public var axis: Axis = .vertical
    /// Drawn on a grouped (card) background.
    public var grouped: Bool = true
    public var controls: [Control] = []

    public init() {}
}

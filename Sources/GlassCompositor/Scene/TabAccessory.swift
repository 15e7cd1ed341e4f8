/// The bottom accessory above the tab bar (SPEC T3): artwork, two lines of text and buttons.
/// When the bar collapses, the accessory moves inline beside it and hides the buttons marked
/// `hiddenWhenInline`.
public struct TabAccessory: Equatable, Sendable {
    public var title: String = ""
    public var subtitle: String = ""
    public var artwork: ArtworkSpec?
    public var buttons: [AccessoryButton] = []

    public init() {}
}

/// A button of the tab accessory.
public struct AccessoryButton: Equatable, Sendable {
    public var icon: String
    /// Hidden when the accessory is inline beside a collapsed tab bar.
    public var hiddenWhenInline: Bool = false
    public init(icon: String, hiddenWhenInline: Bool = false) { self.icon = icon; self.hiddenWhenInline = hiddenWhenInline }
}

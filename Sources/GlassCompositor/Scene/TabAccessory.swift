/// The bottom accessory above the tab bar (T3): artwork, two lines of text and buttons.
/// When the bar collapses, the accessory moves inline beside it and hides the buttons marked
/// `hiddenWhenInline`.
struct TabAccessory: Equatable, Sendable {
    var title: String = ""
    var subtitle: String = ""
    var artwork: ArtworkSpec?
    var buttons: [AccessoryButton] = []

    init() {}
}

/// A button of the tab accessory.
struct AccessoryButton: Equatable, Sendable {
    var icon: String
    /// Hidden when the accessory is inline beside a collapsed tab bar.
    var hiddenWhenInline: Bool = false
    init(icon: String, hiddenWhenInline: Bool = false) { self.icon = icon; self.hiddenWhenInline = hiddenWhenInline }
}

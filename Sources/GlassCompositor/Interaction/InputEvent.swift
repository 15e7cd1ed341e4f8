/// A platform-neutral input event, in points relative to the window's top-left.
///
/// The X11 host, interaction scripts and recordings all produce these, so the compositor
/// behaves the same whether input comes from a person, a script or a replay.
public struct InputEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// A pointer button went down (1 = primary).
        case down(button: Int)
        /// The pointer moved (with or without a button held).
        case move
        /// A pointer button went up.
        case up(button: Int)
        /// Discrete wheel steps (positive `dy` scrolls the content up, i.e. towards its end).
        case wheel(dx: Double, dy: Double)
        /// Smooth, pixel-precise scrolling from a touchpad, in points.
        case smoothScroll(dx: Double, dy: Double)
        /// A key by name (`"1"`, `"Tab"`, `"Escape"`, `"F1"`, `"question"` ...).
        case key(name: String, modifiers: KeyModifiers)
        /// Text typed: what the keyboard layout, dead keys or an input method made of the key
        /// presses (the X host sends it right after the `key` that produced it). Only a focused
        /// field takes it; keys alone never type.
        case text(String)
        /// The window changed to this size in pixels.
        case resize(width: Int, height: Int)
        /// The desktop switched to a light or dark theme while the window was open (the host
        /// follows it for a scene that names no appearance). Input, not a call, so the flight
        /// recorder keeps it and a replay shows what the window showed.
        case appearance(Appearance)
        /// The desktop's scale changed while the window was open: `scale` pixels per point
        /// now, and the window `width` × `height` pixels (the host keeps its size in points).
        case rescale(scale: Double, width: Int, height: Int)
    }

    public var kind: Kind
    /// Seconds on the session clock.
    public var time: Double
    /// Pointer position in points.
    public var position: Point

    public init(_ kind: Kind, at position: Point = .zero, time: Double) {
        self.kind = kind; self.position = position; self.time = time
    }
}

/// Keyboard modifiers held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}

/// Shift turns a vertical wheel sideways, as GTK, Qt and browsers do, so a plain mouse wheel
/// can scroll carousels (V3). Hosts and scripts build their scroll events through these,
/// so the rule lives in one place and a recording holds the sideways event it produced.
extension InputEvent.Kind {
    /// Wheel steps; with `shift` held, vertical steps become horizontal ones.
    public static func wheel(dx: Double, dy: Double, shift: Bool) -> Self {
        shift && dx == 0 ? .wheel(dx: dy, dy: 0) : .wheel(dx: dx, dy: dy)
    }

    /// A smooth scroll delta in points; with `shift` held, a vertical delta becomes horizontal.
    public static func smoothScroll(dx: Double, dy: Double, shift: Bool) -> Self {
        shift && dx == 0 ? .smoothScroll(dx: dy, dy: 0) : .smoothScroll(dx: dx, dy: dy)
    }
}

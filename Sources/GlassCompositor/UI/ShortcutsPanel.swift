/// The keyboard help (SPEC V4): a glass panel listing every shortcut, opened with `?` and
/// closed with `?` or Escape. Its text is rasterized once per size.
final class ShortcutsPanel {
    /// Every shortcut the window understands, in the order shown.
    static let shortcuts: [(keys: String, action: String)] = [
        ("1 – 9", "select a tab"),
        ("Ctrl+Tab / Ctrl+Shift+Tab", "next / previous tab"),
        ("Wheel, ↑ ↓, Page Up / Down", "scroll (Shift+wheel: a row)"),
        ("Home / End", "scroll to the top / bottom"),
        ("Drag content", "scroll (a row: sideways), fling"),
        ("Drag the selected tab", "move the selection, release to pick"),
        ("[ / ]", "previous / next scene in the folder"),
        ("A", "light / dark appearance"),
        ("T", "Reduce Transparency"),
        ("C", "Increase Contrast"),
        ("G", "glass: default / clear / tinted"),
        ("M", "materialize / dematerialize custom glass"),
        ("E", "expand / collapse glass stacks"),
        ("R", "Reduce Motion"),
        ("S", "sidebar / tab bar (wide layouts)"),
        ("I", "inspector (wide layouts)"),
        ("F1", "profiling HUD"),
        ("X", "slow animations: 1× / 2× / 5× / 10×"),
        ("P", "pause / resume time"),
        (".", "one frame forward (paused)"),
        (",", "one frame back (hold: scrub)"),
        ("B", "bug report of this frame"),
        ("W", "trace of the last 10 s"),
        ("?", "this help"),
        ("Escape", "close panels"),
    ]

    static let size = Size(540, 64 + Double(shortcuts.count) * 26)

    private(set) var surface: Surface?
    private var key: (Double, Double, Bool)?

    /// The panel's rect (points) centred in `viewport`.
    static func frame(in viewport: Size) -> Rect {
        let w = min(size.width, viewport.width - 24), h = min(size.height, viewport.height - 24)
        return Rect(x: ((viewport.width - w) / 2).rounded(), y: ((viewport.height - h) / 2).rounded(), width: w, height: h)
    }

    func glyphs(frame: Rect, scale: Double, dark: Bool) -> Surface? {
        if let surface, let key, key == (frame.width, scale, dark) { return surface }
        let px = PixelRect(covering: frame.scaled(by: scale))
        guard let s = Surface(width: px.width, height: px.height) else { return nil }
        let c = Canvas(surface: s, scale: scale, origin: Point(Double(px.x0) / scale, Double(px.y0) / scale))
        let primary = dark ? Color(white: 1, a: 0.95) : Color(white: 0.05, a: 0.9)
        let secondary = dark ? Color(white: 1, a: 0.7) : Color(white: 0.1, a: 0.68)
        c.drawText("Keyboard Shortcuts", in: Rect(x: frame.minX + 22, y: frame.minY + 20, width: frame.width - 44, height: 26),
                   style: .headline, color: primary)
        for (i, (keys, action)) in ShortcutsPanel.shortcuts.enumerated() {
            let y = frame.minY + 56 + Double(i) * 26
            c.drawText(keys, in: Rect(x: frame.minX + 22, y: y, width: frame.width * 0.5 - 22, height: 20),
                       style: TextStyle(size: 14, weight: 600), color: primary)
            c.drawText(action, in: Rect(x: frame.midX, y: y, width: frame.width * 0.5 - 22, height: 20),
                       style: .subheadline, color: secondary)
        }
        c.flush()
        surface = s
        key = (frame.width, scale, dark)
        return s
    }
}

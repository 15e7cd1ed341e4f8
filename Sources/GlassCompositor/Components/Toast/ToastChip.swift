/// The toast's surface: its text on a dark rounded plate, drawn at one of 32 opacity levels
/// and kept for the last (text, scale, level) asked for.
final class ToastChip {
    /// Points between the chip and the window's bottom edge.
    static let bottomInset = 96.0
    static let style = TextStyle(size: 14, weight: 600)
    private var key: (String, Double, Int)?
    private var cached: Surface?

    func surface(_ text: String, scale: Double, level: Int) -> Surface? {
        if let key, key == (text, scale, level), let cached { return cached }
        let measure = Canvas(surface: Surface(width: 1, height: 1)!, scale: scale)
        let size = measure.measureText(text, style: Self.style)
        let w = min(size.width, 900) + 32, h = size.height + 16
        guard let s = Surface(width: Int((w * scale).rounded(.up)), height: Int((h * scale).rounded(.up))) else { return nil }
        let alpha = Float(level) / 32
        let c = Canvas(surface: s, scale: scale)
        c.fill(Rect(x: 0, y: 0, width: w, height: h), color: Color(white: 0.08, a: 0.9 * alpha), radius: h / 2)
        c.drawText(text, in: Rect(x: 16, y: 8, width: w - 32, height: size.height), style: Self.style, color: Color(white: 1, a: alpha))
        c.flush()
        key = (text, scale, level)
        cached = s
        return s
    }
}

/// The banner that shows why the last edit of a scene did not load (V5): the first
/// diagnostics over a dark frosted panel at the top of the window, while the last good scene
/// stays on screen below it.
final class ErrorBanner {
    private(set) var surface: Surface?
    private var key: [String] = []
    private var width = 0
    private(set) var version = 0

    /// Points from the window's top-left to the banner's.
    static let margin = 12.0
    static let maximumLines = 6

    func surface(for diagnostics: [SceneDiagnostic], viewportWidth: Double, scale: Double) -> Surface? {
        guard !diagnostics.isEmpty else { surface = nil; return nil }
        var lines = diagnostics.prefix(ErrorBanner.maximumLines).map(\.description)
        if diagnostics.count > ErrorBanner.maximumLines { lines.append("… and \(diagnostics.count - ErrorBanner.maximumLines) more") }
        let w = Int(((viewportWidth - 2 * ErrorBanner.margin) * scale).rounded())
        if let surface, lines == key, w == width { return surface }
        // Each diagnostic wraps to at most three lines: on a narrow window the message is the
        // part that matters, and it sits at the end of the line.
        let mono = TextStyle(size: 11.5, weight: 400, family: "DejaVu Sans Mono")
        let textWidth = Double(w) / scale - 28
        let heights = lines.map { TextMeasurer.shared.size($0, style: mono, width: textWidth, maxLines: 3).height + 4 }
        let height = 34 + heights.reduce(0, +) + 8
        guard let s = Surface(width: max(1, w), height: Int((height * scale).rounded(.up))) else { return nil }
        let c = Canvas(surface: s, scale: scale)
        let box = Rect(x: 0, y: 0, width: Double(w) / scale, height: height)
        c.fill(box, color: Color(r: 0.16, g: 0.05, b: 0.06, a: 0.9), radius: 16)
        c.fill(box.insetBy(dx: 0.5, dy: 0.5), color: Color(r: 1, g: 0.3, b: 0.3, a: 0.12), radius: 15.5)
        c.drawText("Scene not reloaded: the last good version stays on screen", in: Rect(x: 14, y: 9, width: box.width - 28, height: 20),
                   style: TextStyle(size: 13, weight: 700), color: Color(r: 1, g: 0.55, b: 0.5))
        var y = 32.0
        for (line, h) in zip(lines, heights) {
            c.drawText(line, in: Rect(x: 14, y: y, width: textWidth, height: h), style: mono, color: Color(white: 1, a: 0.92), maxLines: 3)
            y += h
        }
        c.flush()
        surface = s
        key = lines
        width = w
        version += 1
        return s
    }
}

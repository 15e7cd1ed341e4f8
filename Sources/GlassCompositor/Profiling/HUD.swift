/// The profiling heads-up display (SPEC V7): fps, the last frame's time, a graph of recent
/// frame times against the budget, and the last frame's per-stage breakdown.
///
/// Drawn with cairo into its own small surface each time a frame is drawn while it is visible;
/// it never causes frames by itself, so an idle window stays idle with the HUD open.
public final class HUD {
    /// Size in points.
    public static let size = Size(250, 222)
    public static let margin = 12.0

    public let scale: Double
    public let surface: Surface
    /// Frame budget in seconds (the target frame interval).
    public var budget: Double

    public init(scale: Double, budget: Double) {
        self.scale = scale
        self.budget = budget
        surface = Surface(width: Int((HUD.size.width * scale).rounded(.up)), height: Int((HUD.size.height * scale).rounded(.up)))!
    }

    /// Where the HUD sits in the frame, in pixels.
    public var frameRect: PixelRect {
        let m = Int((HUD.margin * scale).rounded())
        return PixelRect(x: m, y: m, width: surface.width, height: surface.height)
    }

    /// Draws `history` and, on the last line, the host's `status` of its clock.
    func draw(history: FrameHistory, status: String? = nil) {
        surface.fill(0)
        let c = Canvas(surface: surface, scale: scale)
        let box = Rect(x: 0, y: 0, width: HUD.size.width, height: HUD.size.height)
        c.fill(box, color: Color(white: 0.08, a: 0.82), radius: 12)
        let white = Color(white: 1, a: 0.95), dim = Color(white: 1, a: 0.6)
        let last = history.last ?? FrameTiming()
        let mono = TextStyle(size: 11, weight: 500, family: "DejaVu Sans Mono")
        c.drawText(String(format: "%5.1f fps   %6.2f ms", history.framesPerSecond, last.total * 1000),
                   in: Rect(x: 10, y: 8, width: 230, height: 16), style: TextStyle(size: 13, weight: 600, family: "DejaVu Sans Mono"), color: white)

        // Graph: one bar per frame, budget line; bars over budget turn red.
        let graph = Rect(x: 10, y: 30, width: 230, height: 54)
        c.fill(graph, color: Color(white: 1, a: 0.08), radius: 4)
        let frames = history.ordered
        let ceiling = max(budget * 2, frames.map(\.total).max() ?? 0)
        let barWidth = graph.width / Double(history.capacity)
        for (i, f) in frames.enumerated() {
            let h = min(1, f.total / ceiling) * graph.height
            let color = f.total > budget ? Color(r: 1, g: 0.35, b: 0.3, a: 0.95) : Color(r: 0.35, g: 0.9, b: 0.5, a: 0.95)
            c.fill(Rect(x: graph.minX + Double(i) * barWidth, y: graph.maxY - h, width: max(1 / scale, barWidth - 0.3), height: h), color: color)
        }
        let budgetY = graph.maxY - budget / ceiling * graph.height
        c.strokeLine(from: Point(graph.minX, budgetY), to: Point(graph.maxX, budgetY), color: Color(r: 1, g: 0.85, b: 0.3, a: 0.9), width: 1)

        var y = 90.0
        for stage in FrameStage.allCases {
            let ms = last[stage] * 1000
            c.drawText(stage.name, in: Rect(x: 10, y: y, width: 70, height: 12), style: mono, color: dim)
            c.drawText(String(format: "%6.2f", ms), in: Rect(x: 72, y: y, width: 50, height: 12), style: mono, color: white)
            let w = min(1, ms / (budget * 1000)) * 110
            c.fill(Rect(x: 128, y: y + 3, width: max(0.5, w), height: 7), color: Color(r: 0.45, g: 0.7, b: 1, a: 0.9), radius: 2)
            y += 13
        }
        if let status {
            c.drawText(status, in: Rect(x: 10, y: y + 3, width: 230, height: 14), style: mono, color: Color(r: 1, g: 0.85, b: 0.3, a: 0.95))
        }
        c.flush()
    }
}

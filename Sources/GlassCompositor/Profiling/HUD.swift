import Foundation

/// The profiling heads-up display (V7), drawn with cairo into its own surface, sized in
/// points × scale. From the top: fps and the last frame's time; frame time p50/p95/p99/max
/// over the last `statisticsWindow` seconds; a graph of the last `graphFrames` frames, each bar
/// stacked by stage, with its axis in milliseconds and the budget line (the target rate's
/// interval); the stage colours; one frame's stage breakdown (the last, or the bar clicked);
/// redrawn megapixels and the process's resident memory (measured by the host); and the host's
/// word on its clock.
///
/// The panel is a solid dark plate (92 % opaque), so content never shows through the digits.
/// It never causes frames by itself, so an idle window stays idle with the HUD open.
public final class HUD {
    /// Size in points.
    public static let size = Size(300, 330)
    public static let margin = 12.0
    /// Seconds of frames the percentiles cover.
    static let statisticsWindow = 5.0
    /// Bars in the graph (the newest frames).
    static let graphFrames = 120
    /// The graph's plot area inside the panel, in points.
    static let graph = Rect(x: 44, y: 56, width: 244, height: 72)
    static let panel = Color(white: 0.07, a: 0.92)

    /// The colour of each stage's part of a bar and of its legend chip.
    static func color(of stage: FrameStage) -> Color {
        switch stage {
        case .input: return Color(r: 0.62, g: 0.62, b: 0.66)
        case .motion: return Color(r: 0.72, g: 0.45, b: 1)
        case .layout: return Color(r: 0.35, g: 0.55, b: 1)
        case .content: return Color(r: 0.3, g: 0.85, b: 0.45)
        case .backdrop: return Color(r: 0.2, g: 0.85, b: 0.95)
        case .glass: return Color(r: 0.95, g: 0.95, b: 0.98)
        case .overlay: return Color(r: 1, g: 0.6, b: 0.15)
        case .present: return Color(r: 1, g: 0.4, b: 0.6)
        }
    }

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

    /// Where the HUD sits in the window, in points.
    static var pointRect: Rect { Rect(x: margin, y: margin, width: size.width, height: size.height) }

    /// The graph's top in milliseconds: at least twice the budget, above the slowest frame
    /// shown, rounded up to a step of the axis.
    static func ceiling(frames: [FrameTiming], budget: Double) -> Double {
        let top = max(budget * 2000, (frames.map(\.total).max() ?? 0) * 1000)
        let step = axisStep(top)
        return (top / step).rounded(.up) * step
    }

    /// A round step for an axis reaching `top` milliseconds (about four ticks).
    static func axisStep(_ top: Double) -> Double {
        for step in [1.0, 2, 5, 10, 20, 50, 100, 200, 500, 1000] where top / step <= 5 { return step }
        return 2000
    }

    /// The bar of `frame` stacked by stage, bottom up: each stage's height in points on a graph
    /// `height` points tall whose top is `ceiling` ms (bars past the top are cut there).
    static func segments(of frame: FrameTiming, ceiling: Double, height: Double) -> [(stage: FrameStage, height: Double)] {
        var out: [(stage: FrameStage, height: Double)] = [], used = 0.0
        for stage in FrameStage.allCases {
            let h = min(frame[stage] * 1000 / ceiling * height, height - used)
            guard h > 0 else { continue }
            out.append((stage, h))
            used += h
        }
        return out
    }

    /// The index (into the graph's frames, oldest first) of the bar under `p` (HUD points), if any.
    static func bar(at p: Point, count: Int) -> Int? {
        let g = graph
        guard count > 0, p.x >= g.minX, p.x < g.maxX, p.y >= g.minY - 4, p.y <= g.maxY + 4 else { return nil }
        let barWidth = g.width / Double(graphFrames)
        let first = graphFrames - count
        let i = Int((p.x - g.minX) / barWidth) - first
        return (0..<count).contains(i) ? i : nil
    }

    /// What the HUD shows besides the frames.
    struct Readings {
        /// Resident memory of the process in bytes, as the host measured it.
        var residentBytes: Int?
        /// The host's word on its clock (paused, slow factor, scene time, frame).
        var status: String?
        /// The frame whose breakdown is shown instead of the last (a clicked bar), by start time.
        var selected: Double?
        /// The graph is frozen (time is paused).
        var frozen = false
    }

    /// Draws `history` and the `readings`.
    func draw(history: FrameHistory, readings: Readings = Readings()) {
        surface.fill(0)
        let c = Canvas(surface: surface, scale: scale)
        c.fill(Rect(x: 0, y: 0, width: HUD.size.width, height: HUD.size.height), color: HUD.panel, radius: 10)
        let white = Color(white: 1, a: 0.96), dim = Color(white: 1, a: 0.62), yellow = Color(r: 1, g: 0.85, b: 0.3, a: 0.95)
        let mono = TextStyle(size: 10.5, weight: 500, family: "DejaVu Sans Mono")
        let bold = TextStyle(size: 13, weight: 700, family: "DejaVu Sans Mono")
        let last = history.last ?? FrameTiming()
        c.drawText(String(format: "%5.1f fps   %6.2f ms", history.framesPerSecond, last.total * 1000),
                   in: Rect(x: 10, y: 8, width: 280, height: 17), style: bold, color: white)
        let window = history.recent(seconds: HUD.statisticsWindow)
        let stats = Statistics(seconds: window.map(\.total))
        c.drawText(String(format: "p50 %.2f  p95 %.2f  p99 %.2f  max %.2f", stats.p50, stats.p95, stats.p99, stats.max),
                   in: Rect(x: 10, y: 27, width: 280, height: 13), style: mono, color: white)
        c.drawText(String(format: "ms over the last %.0f s (%d frames)", HUD.statisticsWindow, stats.count),
                   in: Rect(x: 10, y: 39, width: 280, height: 12), style: TextStyle(size: 9, weight: 500, family: "DejaVu Sans Mono"), color: dim)

        // The graph: stacked bars, axis in ms, budget line.
        let g = HUD.graph
        let frames = Array(history.ordered.suffix(HUD.graphFrames))
        let ceiling = HUD.ceiling(frames: frames, budget: budget)
        c.fill(g, color: Color(white: 1, a: 0.06))
        let axis = TextStyle(size: 9, weight: 500, family: "DejaVu Sans Mono")
        let step = HUD.axisStep(ceiling)
        var tick = 0.0
        while tick <= ceiling + 1e-9 {
            let y = g.maxY - tick / ceiling * g.height
            c.strokeLine(from: Point(g.minX - 3, y), to: Point(g.maxX, y), color: Color(white: 1, a: tick == 0 ? 0.5 : 0.14), width: 0.5)
            c.drawText(String(format: "%.0f", tick), in: Rect(x: 4, y: y - 6, width: g.minX - 9, height: 11), style: axis, color: dim,
                       alignment: .trailing)
            tick += step
        }
        c.drawText("ms", in: Rect(x: 4, y: g.maxY + 4, width: g.minX - 9, height: 11), style: axis, color: dim, alignment: .trailing)
        let barWidth = g.width / Double(HUD.graphFrames)
        let first = HUD.graphFrames - frames.count
        for (i, f) in frames.enumerated() {
            var y = g.maxY
            let x = g.minX + Double(first + i) * barWidth
            for (stage, h) in HUD.segments(of: f, ceiling: ceiling, height: g.height) {
                c.fill(Rect(x: x, y: y - h, width: max(1 / scale, barWidth - 0.4), height: h), color: HUD.color(of: stage))
                y -= h
            }
            if f.start == readings.selected {
                c.stroke(Rect(x: x - 1, y: g.minY, width: barWidth + 1.2, height: g.height), color: yellow, radius: 0, width: 1)
            }
        }
        let budgetY = g.maxY - budget * 1000 / ceiling * g.height
        c.strokeLine(from: Point(g.minX, budgetY), to: Point(g.maxX, budgetY), color: Color(r: 1, g: 0.3, b: 0.3, a: 0.95), width: 1)
        let budgetLabel = Rect(x: g.maxX - 74, y: max(g.minY, budgetY - 13), width: 72, height: 12)
        c.fill(budgetLabel, color: Color(white: 0.07, a: 0.85), radius: 2)
        c.drawText(String(format: "budget %.1f", budget * 1000), in: budgetLabel.insetBy(dx: 2, dy: 0),
                   style: axis, color: Color(r: 1, g: 0.45, b: 0.45, a: 1), alignment: .trailing)
        if readings.frozen {
            c.drawText("paused", in: Rect(x: g.minX + 4, y: g.minY + 2, width: 80, height: 11), style: axis, color: yellow)
        }

        // Legend: the stage colours, four to a row.
        for (i, stage) in FrameStage.allCases.enumerated() {
            let x = 10 + Double(i % 4) * 70, y = 140 + Double(i / 4) * 14
            c.fill(Rect(x: x, y: y + 2, width: 8, height: 8), color: HUD.color(of: stage), radius: 1.5)
            c.drawText(stage.name, in: Rect(x: x + 12, y: y, width: 58, height: 12), style: axis, color: dim)
        }

        // One frame's breakdown: the clicked bar's, else the last.
        let shown = readings.selected.flatMap { s in frames.first { $0.start == s } } ?? last
        let isSelected = readings.selected != nil && shown.start == readings.selected
        c.drawText(isSelected ? String(format: "selected frame  %.2f ms", shown.total * 1000)
                              : String(format: "last frame  %.2f ms", shown.total * 1000),
                   in: Rect(x: 10, y: 171, width: 280, height: 13), style: mono, color: isSelected ? yellow : white)
        var y = 186.0
        let stageScale = max(budget, shown.total) * 1000
        for stage in FrameStage.allCases {
            let ms = shown[stage] * 1000
            c.fill(Rect(x: 10, y: y + 3, width: 6, height: 6), color: HUD.color(of: stage), radius: 1)
            c.drawText(stage.name, in: Rect(x: 20, y: y, width: 70, height: 12), style: mono, color: dim)
            c.drawText(String(format: "%6.2f", ms), in: Rect(x: 88, y: y, width: 50, height: 12), style: mono, color: white)
            let w = min(1, ms / stageScale) * 140
            c.fill(Rect(x: 146, y: y + 3, width: max(0.5, w), height: 7), color: HUD.color(of: stage), radius: 2)
            y += 13
        }
        let mpx = Double(shown.redrawnPixels) / 1e6
        let memory = readings.residentBytes.map { String(format: "RSS %.1f MB", Double($0) / 1_048_576) } ?? "RSS n/a"
        c.drawText(String(format: "redrawn %.2f Mpx   %@", mpx, memory), in: Rect(x: 10, y: y + 4, width: 280, height: 13),
                   style: mono, color: white)
        if let status = readings.status {
            c.drawText(status, in: Rect(x: 10, y: y + 20, width: 280, height: 13), style: mono, color: yellow)
        }
        c.flush()
    }
}

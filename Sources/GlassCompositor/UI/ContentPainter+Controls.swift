/// Controls drawn statically in content (C1–C4): their resting look. The glass that
/// appears while they are pressed or dragged is the renderer's, once controls are live.
extension ContentPainter {
    func paintControls(_ g: ControlGroup, in f: Rect, on canvas: Canvas) {
        if g.grouped { canvas.fill(f, color: palette.card, radius: ContentMetrics.groupRadius) }
        let pad = ContentMetrics.controlGroupPadding
        switch g.axis {
        case .horizontal:
            let box = f.insetBy(dx: pad + 4, dy: pad)
            let frames = ContentMetrics.horizontalFrames(g.controls, width: box.width).frames
            for (c, r) in zip(g.controls, frames) {
                paintControl(c, in: r.offsetBy(dx: box.minX, dy: box.minY), on: canvas)
            }
        case .vertical:
            var y = f.minY
            for (k, c) in g.controls.enumerated() {
                let h = ContentMetrics.controlRowHeight(c)
                let row = Rect(x: f.minX + 20, y: y, width: f.width - 40, height: h)
                paintControlRow(c, in: row, on: canvas)
                if g.grouped, k < g.controls.count - 1 {
                    canvas.fill(Rect(x: row.minX, y: y + h - 0.5, width: f.maxX - row.minX, height: 0.5), color: palette.separator)
                }
                y += h
            }
        }
    }

    /// One control on its own row of a vertical group: label on the left, control on the right
    /// (switches), or the control across the row (sliders, segmented controls, buttons).
    private func paintControlRow(_ c: Control, in r: Rect, on canvas: Canvas) {
        let box = ContentPainter.controlRect(c, row: r)
        switch c {
        case .toggle(let t):
            canvas.drawText(t.title, in: Rect(x: r.minX, y: r.midY - 11, width: r.width - 80, height: 22), style: .body, color: palette.primaryText)
            paintSwitch(on: t.isOn, tint: t.tint, in: box, on: canvas, live: true)
        case .slider(let s):
            if let title = s.title {
                canvas.drawText(title, in: Rect(x: r.minX, y: r.minY + 12, width: r.width, height: 20), style: TextStyle(size: 15), color: palette.secondaryText)
            }
            paintSlider(s, in: box, on: canvas, live: true)
            if !controlsAreLive { paintSliderValueText(s, value: s.value, in: box, on: canvas) }
        case .segmented(let s):
            paintSegmented(s, in: box, on: canvas, live: true)
        case .button(let b):
            paintButton(b, in: box, on: canvas)
        }
    }

    /// Where a control of a vertical group's row draws itself (points).
    static func controlRect(_ c: Control, row r: Rect) -> Rect {
        switch c {
        case .toggle: return Rect(x: r.maxX - 64, y: r.midY - 14, width: 64, height: 28)
        case .slider(let s): return Rect(x: r.minX, y: r.minY + 12 + (s.hasLabelRow ? 24 : 0), width: r.width, height: 28)
        case .segmented: return Rect(x: r.minX, y: r.midY - 18, width: r.width, height: 36)
        case .button(let b):
            let w = min(r.width, ContentMetrics.buttonWidth(b)), h = ContentMetrics.buttonHeight(b.size)
            return Rect(x: r.minX, y: r.midY - h / 2, width: w, height: h)
        }
    }

    /// Where each control of group `g` (placed at `f`) draws itself, in the group's order.
    static func controlRects(_ g: ControlGroup, in f: Rect) -> [Rect] {
        let pad = ContentMetrics.controlGroupPadding
        switch g.axis {
        case .horizontal:
            let box = f.insetBy(dx: pad + 4, dy: pad)
            return ContentMetrics.horizontalFrames(g.controls, width: box.width).frames.map { $0.offsetBy(dx: box.minX, dy: box.minY) }
        case .vertical:
            var y = f.minY
            return g.controls.map { c in
                let h = ContentMetrics.controlRowHeight(c)
                defer { y += h }
                return controlRect(c, row: Rect(x: f.minX + 20, y: y, width: f.width - 40, height: h))
            }
        }
    }

    private func paintControl(_ c: Control, in r: Rect, on canvas: Canvas) {
        switch c {
        case .button(let b): paintButton(b, in: r, on: canvas)
        case .toggle(let t): paintSwitch(on: t.isOn, tint: t.tint, in: r, on: canvas, live: true)
        case .segmented(let s): paintSegmented(s, in: r, on: canvas, live: true)
        case .slider(let s): paintSlider(s, in: r, on: canvas, live: true)
        }
    }

    /// Whether button `b` is real glass drawn by the session (`ContentButtonsComponent`) rather
    /// than painted in the content: glass styles, where controls are live (not on a panel,
    /// where glass on glass is not drawn).
    func buttonIsLiveGlass(_ b: ButtonControl) -> Bool {
        glassButtonsAreLive && (b.style == .glass || b.style == .prominentGlass)
    }

    func paintButton(_ b: ButtonControl, in r: Rect, on canvas: Canvas) {
        if buttonIsLiveGlass(b) { return }
        let tint = b.tint ?? readableTint
        let radius: Double
        switch b.shape {
        case .capsule, .circle: radius = r.height / 2
        case .roundedRectangle: radius = min(12, r.height / 3)
        }
        let label: Color
        switch b.style {
        case .glass:
            // The resting look of glass on the page: a light, rimmed, softly shadowed lens.
            canvas.fill(r.offsetBy(dx: 0, dy: 1.5), color: Color(white: 0, a: 0.07), radius: radius)
            canvas.fill(r, color: palette.isDark ? Color(white: 1, a: 0.14) : Color(white: 1, a: 0.92), radius: radius)
            canvas.stroke(r.insetBy(dx: 0.5, dy: 0.5), color: palette.isDark ? Color(white: 1, a: 0.22) : Color(white: 0, a: 0.06), radius: radius, width: 1)
            label = tint
        case .prominentGlass, .borderedProminent:
            canvas.fill(r.offsetBy(dx: 0, dy: 1.5), color: tint.withAlpha(0.25), radius: radius)
            canvas.fillLinearGradient(r, radius: radius, from: Point(r.minX, r.minY), to: Point(r.minX, r.maxY),
                                      colors: [tint.mixed(with: .white, 0.12), tint])
            label = .white
        case .bordered:
            canvas.fill(r, color: tint.withAlpha(0.14), radius: radius)
            label = tint
        case .plain:
            label = tint
        }
        ContentPainter.paintButtonLabel(b, in: r, color: label, on: canvas)
    }

    /// A button's icon and title centred in `r`.
    static func paintButtonLabel(_ b: ButtonControl, in r: Rect, color label: Color, on canvas: Canvas) {
        let font = ContentMetrics.buttonFont(b.size)
        let iconSize = font.size * 1.25
        let titleWidth = b.title.map { TextMeasurer.shared.size($0, style: font, width: 1000, maxLines: 1).width } ?? 0
        let total = titleWidth + (b.icon != nil ? iconSize + (b.title != nil ? 6 : 0) : 0)
        var x = r.midX - total / 2
        if let icon = b.icon {
            IconTheme.shared.draw(icon, in: Rect(x: x, y: r.midY - iconSize / 2, width: iconSize, height: iconSize), color: label, on: canvas)
            x += iconSize + 6
        }
        if let title = b.title {
            let h = font.size * 1.25
            // The box runs to the button's end: the title was measured by another canvas, whose
            // hinting at another scale may make it a little narrower than it draws here.
            canvas.drawText(title, in: Rect(x: x, y: r.midY - h / 2, width: max(titleWidth + 2, r.maxX - x - 4), height: h), style: font, color: label)
        }
    }

    /// A switch at rest. Content switches are live (`controlsAreLive`): the session draws them.
    func paintSwitch(on: Bool, tint: Color?, in r: Rect, on canvas: Canvas, live: Bool = false) {
        if live && controlsAreLive { return }
        paintSwitch(position: on ? 1 : 0, tint: tint, in: r, on: canvas, thumb: true)
    }

    /// A switch with its thumb at `position` (0 off … 1 on); the track's colour follows it.
    func paintSwitch(position: Double, tint: Color?, in r: Rect, on canvas: Canvas, thumb: Bool) {
        let on = tint ?? Color(hex: "#34c759")!
        let p = min(1, max(0, position))
        let track = p >= 1 ? on : p <= 0 ? palette.fill : palette.fill.mixed(with: on, Float(p))
        canvas.fill(r, color: track, radius: r.height / 2)
        guard thumb else { return }
        let t = ContentPainter.switchThumb(in: r, position: p)
        canvas.fill(t.offsetBy(dx: 0, dy: 1.5), color: Color(white: 0, a: 0.12), radius: t.height / 2)
        canvas.fill(t, color: .white, radius: t.height / 2)
    }

    static func switchThumb(in r: Rect, position: Double) -> Rect {
        Rect(x: r.minX + 2 + position * (r.width - 4 - 38), y: r.minY + 2, width: 38, height: r.height - 4)
    }

    /// The track of slider `s` drawn in `r` (without the icons' room).
    static func sliderTrack(_ s: SliderControl, in r: Rect) -> Rect {
        var track = r
        if s.minimumIcon != nil { track.origin.x += 30; track.size.width -= 30 }
        if s.maximumIcon != nil { track.size.width -= 30 }
        return track
    }

    static func sliderBar(_ s: SliderControl, in r: Rect) -> Rect {
        let track = sliderTrack(s, in: r)
        return Rect(x: track.minX, y: track.midY - 3, width: track.width, height: 6)
    }

    /// Half the resting thumb's width, in points.
    static let sliderThumbHalfWidth = 19.0

    /// The span the thumb's centre travels over, minimum to maximum: the bar less half a thumb
    /// at each end (as UISlider), so the thumb at either end stays over the bar and clear of
    /// the end icons; a thumbless slider's fill spans the whole bar.
    static func sliderTravel(_ s: SliderControl, in r: Rect) -> Rect {
        let bar = sliderBar(s, in: r)
        guard !s.thumbless else { return bar }
        let inset = min(sliderThumbHalfWidth, bar.width / 2)
        return bar.insetBy(dx: inset, dy: 0)
    }

    /// The x of value `v` on slider `s` drawn in `r`.
    static func sliderX(_ s: SliderControl, value v: Double, in r: Rect) -> Double {
        let travel = sliderTravel(s, in: r)
        return travel.minX + (v - s.minimum) / (s.maximum - s.minimum) * travel.width
    }

    /// A slider. Content sliders are live (`controlsAreLive`): the tiles hold the icons, track
    /// and ticks; the fill, neutral mark and thumb are the session's (`paintSliderValue`).
    func paintSlider(_ s: SliderControl, in r: Rect, on canvas: Canvas, live: Bool = false) {
        var track = r
        if let icon = s.minimumIcon {
            IconTheme.shared.draw(icon, in: Rect(x: r.minX, y: r.midY - 10, width: 20, height: 20), color: palette.secondaryText, on: canvas)
            track.origin.x += 30; track.size.width -= 30
        }
        if let icon = s.maximumIcon {
            IconTheme.shared.draw(icon, in: Rect(x: r.maxX - 20, y: r.midY - 10, width: 20, height: 20), color: palette.secondaryText, on: canvas)
            track.size.width -= 30
        }
        let bar = Rect(x: track.minX, y: track.midY - 3, width: track.width, height: 6)
        canvas.fill(bar, color: palette.fill, radius: 3)
        if s.ticks > 1 {
            let travel = ContentPainter.sliderTravel(s, in: r)
            for k in 0..<s.ticks {
                let tx = travel.minX + Double(k) / Double(s.ticks - 1) * travel.width
                canvas.fillCircle(center: Point(tx, bar.maxY + 10), radius: 2, color: palette.tertiaryText)
            }
        }
        if live && controlsAreLive { return }
        let x = ContentPainter.sliderX(s, value: s.value, in: r)
        paintSliderValue(s, in: r, thumb: s.thumbless ? nil : Rect(x: x - 19, y: track.midY - 12, width: 38, height: 24), fillTo: x, on: canvas)
    }

    /// The moving parts of a slider: the fill from the neutral value (or the minimum) to
    /// `fillTo`, the neutral mark over it, and a resting thumb at `thumb`.
    func paintSliderValue(_ s: SliderControl, in r: Rect, thumb: Rect?, fillTo to: Double, on canvas: Canvas) {
        let tint = s.tint ?? readableTint
        let bar = ContentPainter.sliderBar(s, in: r)
        // The fill starts at the bar's start (under the thumb at the minimum), or at the neutral value.
        let from = s.neutral.map { ContentPainter.sliderX(s, value: $0, in: r) } ?? bar.minX
        canvas.fill(Rect(x: min(from, to), y: bar.minY, width: abs(to - from), height: bar.height), color: tint, radius: 3)
        if s.neutral != nil {
            canvas.fill(Rect(x: from - 1, y: bar.minY - 4, width: 2, height: bar.height + 8), color: palette.tertiaryText, radius: 1)
        }
        if let thumb {
            let radius = min(thumb.width, thumb.height) / 2
            canvas.fill(thumb.offsetBy(dx: 0, dy: 1.5), color: Color(white: 0, a: 0.14), radius: radius)
            canvas.fill(thumb, color: .white, radius: radius)
        }
    }

    /// Where a slider drawn in `r` reads its value: the trailing end of its label row.
    static func sliderValueTextRect(in r: Rect) -> Rect {
        Rect(x: r.minX, y: r.minY - 24, width: r.width, height: 20)
    }

    /// A slider's value label (`valueFormat`) for value `v`, at the end of its label row; part
    /// of its moving parts when the slider is live.
    func paintSliderValueText(_ s: SliderControl, value v: Double, in r: Rect, on canvas: Canvas) {
        guard let text = s.valueText(v) else { return }
        paintSliderValueText(s, text: text, in: r, on: canvas)
    }

    func paintSliderValueText(_ s: SliderControl, text: String, in r: Rect, on canvas: Canvas) {
        canvas.drawText(text, in: ContentPainter.sliderValueTextRect(in: r), style: TextStyle(size: 15, weight: 500),
                        color: palette.primaryText, alignment: .trailing)
    }

    /// A segmented control. Content ones are live (`controlsAreLive`): the tiles hold the
    /// track; the selection thumb and the titles are the session's (`paintSegments`).
    func paintSegmented(_ s: SegmentedControl, in r: Rect, on canvas: Canvas, live: Bool = false) {
        guard !s.segments.isEmpty else { return }
        canvas.fill(r, color: palette.fill, radius: r.height / 2)
        if live && controlsAreLive { return }
        paintSegments(s, in: r, thumb: Double(s.selected), selected: s.selected, drawThumb: true, on: canvas)
    }

    /// The selection thumb of a segmented control at segment position `position` (fractional
    /// while it slides), and the titles with `selected` in bold.
    static func segmentThumb(_ s: SegmentedControl, in r: Rect, position: Double) -> Rect {
        let w = r.width / Double(max(1, s.segments.count))
        return Rect(x: r.minX + position * w + 2, y: r.minY + 2, width: w - 4, height: r.height - 4)
    }

    func paintSegments(_ s: SegmentedControl, in r: Rect, thumb position: Double, selected: Int, drawThumb: Bool, on canvas: Canvas) {
        guard !s.segments.isEmpty else { return }
        let w = r.width / Double(s.segments.count)
        if drawThumb {
            let thumb = ContentPainter.segmentThumb(s, in: r, position: position)
            canvas.fill(thumb.offsetBy(dx: 0, dy: 1), color: Color(white: 0, a: 0.08), radius: thumb.height / 2)
            canvas.fill(thumb, color: palette.isDark ? Color(white: 0.39) : .white, radius: thumb.height / 2)
        }
        for (k, title) in s.segments.enumerated() {
            canvas.drawText(title, in: Rect(x: r.minX + Double(k) * w + 4, y: r.midY - 9, width: w - 8, height: 20),
                            style: TextStyle(size: 14, weight: k == selected ? 600 : 500), color: palette.primaryText, alignment: .center)
        }
    }
}

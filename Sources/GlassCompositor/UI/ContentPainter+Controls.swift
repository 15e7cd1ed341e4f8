/// Controls drawn statically in content (SPEC C1–C4): their resting look. The glass that
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
        switch c {
        case .toggle(let t):
            canvas.drawText(t.title, in: Rect(x: r.minX, y: r.midY - 11, width: r.width - 80, height: 22), style: .body, color: palette.primaryText)
            paintSwitch(on: t.isOn, tint: t.tint, in: Rect(x: r.maxX - 64, y: r.midY - 14, width: 64, height: 28), on: canvas)
        case .slider(let s):
            var top = r.minY + 12
            if let title = s.title {
                canvas.drawText(title, in: Rect(x: r.minX, y: top, width: r.width, height: 20), style: TextStyle(size: 15), color: palette.secondaryText)
                top += 24
            }
            paintSlider(s, in: Rect(x: r.minX, y: top, width: r.width, height: 28), on: canvas)
        case .segmented(let s):
            paintSegmented(s, in: Rect(x: r.minX, y: r.midY - 18, width: r.width, height: 36), on: canvas)
        case .button(let b):
            let w = min(r.width, ContentMetrics.buttonWidth(b)), h = ContentMetrics.buttonHeight(b.size)
            paintButton(b, in: Rect(x: r.minX, y: r.midY - h / 2, width: w, height: h), on: canvas)
        }
    }

    private func paintControl(_ c: Control, in r: Rect, on canvas: Canvas) {
        switch c {
        case .button(let b): paintButton(b, in: r, on: canvas)
        case .toggle(let t): paintSwitch(on: t.isOn, tint: t.tint, in: r, on: canvas)
        case .segmented(let s): paintSegmented(s, in: r, on: canvas)
        case .slider(let s): paintSlider(s, in: r, on: canvas)
        }
    }

    func paintButton(_ b: ButtonControl, in r: Rect, on canvas: Canvas) {
        let tint = b.tint ?? layout.tint
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
            canvas.drawText(title, in: Rect(x: x, y: r.midY - h / 2, width: titleWidth + 2, height: h), style: font, color: label)
        }
    }

    func paintSwitch(on: Bool, tint: Color?, in r: Rect, on canvas: Canvas) {
        let track = on ? (tint ?? Color(hex: "#34c759")!) : palette.fill
        canvas.fill(r, color: track, radius: r.height / 2)
        let thumb = Rect(x: on ? r.maxX - 2 - 38 : r.minX + 2, y: r.minY + 2, width: 38, height: r.height - 4)
        canvas.fill(thumb.offsetBy(dx: 0, dy: 1.5), color: Color(white: 0, a: 0.12), radius: thumb.height / 2)
        canvas.fill(thumb, color: .white, radius: thumb.height / 2)
    }

    func paintSlider(_ s: SliderControl, in r: Rect, on canvas: Canvas) {
        let tint = s.tint ?? layout.tint
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
        func x(_ v: Double) -> Double { bar.minX + (v - s.minimum) / (s.maximum - s.minimum) * bar.width }
        let from = x(s.neutral ?? s.minimum), to = x(s.value)
        canvas.fill(Rect(x: min(from, to), y: bar.minY, width: abs(to - from), height: bar.height), color: tint, radius: 3)
        if s.ticks > 1 {
            for k in 0..<s.ticks {
                let tx = bar.minX + Double(k) / Double(s.ticks - 1) * bar.width
                canvas.fillCircle(center: Point(tx, bar.maxY + 10), radius: 2, color: palette.tertiaryText)
            }
        }
        if let n = s.neutral {
            canvas.fill(Rect(x: x(n) - 1, y: bar.minY - 4, width: 2, height: bar.height + 8), color: palette.tertiaryText, radius: 1)
        }
        if !s.thumbless {
            let thumb = Rect(x: to - 19, y: track.midY - 12, width: 38, height: 24)
            canvas.fill(thumb.offsetBy(dx: 0, dy: 1.5), color: Color(white: 0, a: 0.14), radius: 12)
            canvas.fill(thumb, color: .white, radius: 12)
        }
    }

    func paintSegmented(_ s: SegmentedControl, in r: Rect, on canvas: Canvas) {
        guard !s.segments.isEmpty else { return }
        canvas.fill(r, color: palette.fill, radius: r.height / 2)
        let w = r.width / Double(s.segments.count)
        let selected = Rect(x: r.minX + Double(s.selected) * w + 2, y: r.minY + 2, width: w - 4, height: r.height - 4)
        canvas.fill(selected.offsetBy(dx: 0, dy: 1), color: Color(white: 0, a: 0.08), radius: selected.height / 2)
        canvas.fill(selected, color: palette.isDark ? Color(white: 0.39) : .white, radius: selected.height / 2)
        for (k, title) in s.segments.enumerated() {
            canvas.drawText(title, in: Rect(x: r.minX + Double(k) * w + 4, y: r.midY - 9, width: w - 8, height: 20),
                            style: TextStyle(size: 14, weight: k == s.selected ? 600 : 500), color: palette.primaryText, alignment: .center)
        }
    }
}

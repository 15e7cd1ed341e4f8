/// The symbols and titles on a toolbar's glass groups (N3, N4): tinted symbols, text
/// buttons, count and dot badges. One small surface per group, kept by everything that shapes
/// its pixels (not by which bar or slot asks): a push shows both screens' bars, and the
/// screen underneath finds the glyphs it showed at rest, as the screen pushed finds the ones
/// drawn ahead for it (`ToolbarComponent.drawAhead`).
final class ToolbarGlyphs {
    struct Key: Equatable {
        var frame: Rect
        var buttons: [ToolbarButton]
        var buttonFrames: [Rect]
        var lightness: Int
        var prominent: Bool
        var accent: Color
        var scale: Double
        var search: ToolbarSearch? = nil
        /// What the search field holds and whether it has the focus (nil: empty, unfocused).
        var field: TextFieldDisplay? = nil
    }

    /// Groups kept: two bars of a transition with room to spare (a bar has at most a few).
    static let kept = 32
    private var cache = RecentSurfaces<Key, Surface>(limit: ToolbarGlyphs.kept)
    private let reserve = SurfaceReserve()
    /// Group surfaces drawn since creation.
    var drawn: Int { cache.insertions }

    func surface(for key: Key) -> (Surface, version: Int)? {
        if let c = cache.value(slot: 0, key: key) { return (c.value, c.version) }
        // Badges stick out above the capsule's corner, so the surface is a little larger.
        let area = key.frame.insetBy(dx: -8, dy: -8)
        let px = PixelRect(covering: area.scaled(by: key.scale))
        // A surface made zeroed and paged in on the background queue, and the next one ordered:
        // a keystroke in the search field draws its group anew, and fresh memory here cost the
        // frame its page faults (about 0.7 ms for the field at 1080p@2). Never given back, so it
        // is as clear as a new one.
        let (w, h) = (max(1, px.width), max(1, px.height))
        guard let s = reserve.take(width: w, height: h) else { return nil }
        reserve.reserve(width: w, height: h)
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let light = Float(key.lightness) / 24
        let label = key.prominent ? Color.white : Color(white: 0.05, a: 0.9).mixed(with: Color(white: 1, a: 0.95), light)
        if let search = key.search {
            let f = key.frame
            let secondary = label.withAlpha(label.a * 0.6)
            if search.collapsed {
                IconTheme.shared.draw("system-search-symbolic", in: Rect(x: f.midX - 10, y: f.midY - 10, width: 20, height: 20), color: label, on: c)
            } else {
                IconTheme.shared.draw("system-search-symbolic", in: Rect(x: f.minX + 14, y: f.midY - 9, width: 18, height: 18), color: secondary, on: c)
                let field = key.field ?? TextFieldDisplay(text: "", caret: 0, focused: false)
                let box = ToolbarGlyphs.textBox(inField: f)
                if field.text.isEmpty {
                    c.drawText(search.prompt, in: box, style: .body, color: secondary)
                    IconTheme.shared.draw("audio-input-microphone-symbolic", in: Rect(x: f.maxX - 32, y: f.midY - 9, width: 18, height: 18), color: secondary, on: c)
                } else {
                    drawClearButton(in: ToolbarGlyphs.clearButton(inField: f), color: secondary, on: c)
                }
                drawFieldText(field, in: box, color: label, accent: key.accent, on: c)
            }
        }
        for (b, f) in zip(key.buttons, key.buttonFrames) {
            // A tint colours the symbol only; prominent glass carries the colour itself (N3).
            let color = key.prominent ? Color.white : (b.tint ?? (b.role == .destructive ? Color(hex: "#ff3b30")! : label))
            let weight = [.done, .confirm].contains(b.role) ? 700 : 500
            switch (b.icon, b.title) {
            case (let icon?, let title?):
                IconTheme.shared.draw(icon, in: Rect(x: f.minX + 10, y: f.midY - 10, width: 20, height: 20), color: color, on: c)
                c.drawText(title, in: Rect(x: f.minX + ToolbarLayout.iconSlot - 4, y: f.midY - 10, width: f.width - ToolbarLayout.iconSlot, height: 20),
                           style: TextStyle(size: 16, weight: weight), color: color)
            case (let icon?, nil):
                IconTheme.shared.draw(icon, in: Rect(x: f.midX - 10, y: f.midY - 10, width: 20, height: 20), color: color, on: c)
            case (nil, let title?):
                c.drawText(title, in: Rect(x: f.minX, y: f.midY - 10, width: f.width, height: 20), style: TextStyle(size: 16, weight: weight),
                           color: color, alignment: .center)
            case (nil, nil):
                break
            }
            if let badge = b.badge { drawBadge(badge, at: Point(f.maxX - 9, f.minY + 7), on: c) }
        }
        c.flush()
        return (s, cache.insert(slot: 0, key: key, s))
    }

    /// Where a search field's text goes (points): between the magnifier and the trailing button.
    static func textBox(inField f: Rect) -> Rect { Rect(x: f.minX + 40, y: f.midY - 10, width: f.width - 80, height: 20) }

    /// How far (points) a field's text is scrolled left so the caret, `caretX` from the text's
    /// start, stays in `box`: a long text scrolls as the caret goes past the box's end. The
    /// drawing and a tap's caret placement share it, so a tap lands where the text is drawn.
    static func textShift(caretX: Double, in box: Rect) -> Double { max(0, caretX + 2 - box.width) }

    /// The clear button of a search field holding text (points): a tap there empties it.
    static func clearButton(inField f: Rect) -> Rect { Rect(x: f.maxX - 34, y: f.midY - 11, width: 22, height: 22) }

    /// The field's text, scrolled so the caret stays in the box, the selection behind it and
    /// the caret while focused and lit.
    private func drawFieldText(_ field: TextFieldDisplay, in box: Rect, color: Color, accent: Color, on c: Canvas) {
        let caretX = field.focused ? c.caretOffset(in: field.text, style: .body, characterIndex: field.caret) : 0
        let shift = ToolbarGlyphs.textShift(caretX: caretX, in: box)
        if !field.text.isEmpty {
            c.save()
            c.clip(box.insetBy(dx: 0, dy: -4))
            if field.focused, !field.selection.isEmpty {
                // The selection is the accent at a quarter, as iOS's text selection.
                let from = c.caretOffset(in: field.text, style: .body, characterIndex: field.selection.lowerBound)
                let to = c.caretOffset(in: field.text, style: .body, characterIndex: field.selection.upperBound)
                c.fill(Rect(x: box.minX + min(from, to) - shift, y: box.minY - 1, width: abs(to - from), height: box.height + 2),
                       color: accent.withAlpha(0.25), radius: 2)
            }
            c.drawTextLine(field.text, at: Point(box.minX - shift, box.minY), style: .body, color: color)
            c.restore()
        }
        guard field.focused, field.caretShown else { return }
        c.fill(Rect(x: box.minX + caretX - shift - 1, y: box.minY - 1, width: 2, height: box.height + 2), color: accent, radius: 1)
    }

    /// A filled circle with a cross, as the clear button of a field.
    private func drawClearButton(in r: Rect, color: Color, on c: Canvas) {
        let circle = r.insetBy(dx: 3, dy: 3)
        c.fillEllipse(circle, color: color)
        let d = circle.width * 0.2
        let white = Color(white: 1, a: 0.95)
        c.strokeLine(from: Point(circle.midX - d, circle.midY - d), to: Point(circle.midX + d, circle.midY + d), color: white, width: 1.6)
        c.strokeLine(from: Point(circle.midX + d, circle.midY - d), to: Point(circle.midX - d, circle.midY + d), color: white, width: 1.6)
    }

    /// A red badge centred near `p` (N4): a dot, or a count in a capsule.
    private func drawBadge(_ badge: ToolbarButton.Badge, at p: Point, on c: Canvas) {
        let red = Color(hex: "#ff3b30")!
        switch badge {
        case .dot:
            c.fillEllipse(Rect(x: p.x - 5, y: p.y - 5, width: 10, height: 10), color: red)
        case .count(let n):
            let text = n > 99 ? "99+" : String(n)
            let style = TextStyle(size: 11, weight: 700)
            let w = max(18, c.measureText(text, style: style).width + 10)
            let r = Rect(x: p.x - w / 2, y: p.y - 9, width: w, height: 18)
            c.fill(r, color: red, radius: 9)
            c.drawText(text, in: Rect(x: r.minX, y: r.minY + 2, width: r.width, height: 14), style: style, color: .white, alignment: .center)
        }
    }
}

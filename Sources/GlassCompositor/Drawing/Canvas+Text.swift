import CCairo

/// Where a text box puts text that does not fill it.
enum TextAlignment: Sendable { case leading, center, trailing }

extension Canvas {
    /// Draws `text` in the box `r` (points): wrapped to its width up to `maxLines` lines,
    /// ellipsized at the end when it does not fit. Returns the height used.
    @discardableResult
    func drawText(_ text: String, in r: Rect, style: TextStyle, color: Color,
                         alignment: TextAlignment = .leading, maxLines: Int = 1) -> Double {
        withLayout(text, style: style, width: r.width, alignment: alignment, maxLines: maxLines) { layout in
            setColor(color)
            cairo_move_to(cr, r.minX, r.minY)
            pango_cairo_show_layout(cr, layout)
            return measuredHeight(layout)
        } ?? 0
    }

    /// Draws `text` in the box `r` (points) as one line, ellipsized, in `color`, except the
    /// characters `emphasis` (offsets into `text`), drawn in `emphasisColor` at weight
    /// `emphasisWeight`: a search result's matched part (T5). One pango layout, so the
    /// emphasised run is shaped and kerned with the rest.
    func drawText(_ text: String, in r: Rect, style: TextStyle, color: Color, emphasis: Range<Int>,
                  emphasisColor: Color, emphasisWeight: Int) {
        let lower = min(max(0, emphasis.lowerBound), text.count), upper = min(max(lower, emphasis.upperBound), text.count)
        let emphasis = TextLayoutCache.Emphasis(range: lower..<upper, color: emphasisColor, weight: emphasisWeight)
        withLayout(text, style: style, width: r.width, alignment: .leading, maxLines: 1, emphasis: emphasis) { layout in
            setColor(color)
            cairo_move_to(cr, r.minX, r.minY)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Draws `text` as one line from `origin` (points, its top-left), however long: a field
    /// scrolls it under a clip instead of ellipsizing it.
    func drawTextLine(_ text: String, at origin: Point, style: TextStyle, color: Color) {
        withLayout(text, style: style, width: nil, alignment: .leading, maxLines: 1) { layout in
            setColor(color)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// How far (points) from the start of `text`, set as one line in `style`, a caret before
    /// its `characterIndex`-th character stands: where pango places it, so shaping, kerning
    /// and right-to-left runs put it where the glyphs are.
    func caretOffset(in text: String, style: TextStyle, characterIndex: Int) -> Double {
        withLayout(text, style: style, width: nil, alignment: .leading, maxLines: 1) { layout in
            let prefix = text.prefix(max(0, characterIndex))
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(prefix.utf8.count), &position)
            return Double(position.x) / Double(ccairo_pango_scale())
        } ?? 0
    }

    /// The size (points) `text` takes in `style`, wrapped at `width` when given.
    func measureText(_ text: String, style: TextStyle, width: Double? = nil, maxLines: Int = 1) -> Size {
        withLayout(text, style: style, width: width, alignment: .leading, maxLines: maxLines) { layout in
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_size(layout, &w, &h)
            let s = Double(ccairo_pango_scale())
            return Size(Double(w) / s, Double(h) / s)
        } ?? .zero
    }

    private func measuredHeight(_ layout: OpaquePointer) -> Double {
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        return Double(h) / Double(ccairo_pango_scale())
    }

    /// Runs `body` with a pango layout of `text` on a font map borrowed from `fontMaps`
    /// (what `pango_cairo_create_layout` does with the thread's own map): the map's kept
    /// layout of the same text, look and box (`TextLayoutCache`), or a new one it keeps.
    /// `emphasis`: a part of the text in another colour and weight, a look the map loads too.
    private func withLayout<R>(_ text: String, style: TextStyle, width: Double?, alignment: TextAlignment, maxLines: Int,
                               emphasis: TextLayoutCache.Emphasis? = nil, _ body: (OpaquePointer) -> R) -> R? {
        fontMaps.withMap { map in
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            map.met(FontMapPool.Look(style, matrix: matrix))
            if let emphasis { map.met(FontMapPool.Look(style, weight: emphasis.weight, matrix: matrix)) }
            let key = TextLayoutCache.Key(text: text, style: style, width: width, alignment: alignment, maxLines: maxLines,
                                          emphasis: emphasis, xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
            let layout = map.layouts.layout(for: key) {
                guard let layout = map.newLayout(for: cr) else { return nil }
                configure(layout, text, style: style, width: width, alignment: alignment, maxLines: maxLines)
                if let emphasis { emphasize(layout, text, emphasis) }
                return layout
            }
            return layout.map(body)
        }
    }

    /// Sets the characters `emphasis.range` (offsets into `text`) in its colour and weight.
    private func emphasize(_ layout: OpaquePointer, _ text: String, _ emphasis: TextLayoutCache.Emphasis) {
        let start = UInt32(text.prefix(emphasis.range.lowerBound).utf8.count), end = UInt32(text.prefix(emphasis.range.upperBound).utf8.count)
        guard end > start, let list = pango_attr_list_new() else { return }
        func channel(_ v: Float) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
        let color = emphasis.color
        let attributes = [pango_attr_foreground_new(channel(color.r), channel(color.g), channel(color.b)),
                          pango_attr_foreground_alpha_new(channel(color.a)),
                          pango_attr_weight_new(PangoWeight(rawValue: UInt32(emphasis.weight)))]
        for case let a? in attributes {
            a.pointee.start_index = start
            a.pointee.end_index = end
            pango_attr_list_insert(list, a)
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    private func configure(_ layout: OpaquePointer, _ text: String, style: TextStyle, width: Double?, alignment: TextAlignment, maxLines: Int) {
        FontMapPool.setFont(layout, family: style.family, weight: style.weight, size: style.size)
        let scaleUnit = Double(ccairo_pango_scale())
        if let width {
            pango_layout_set_width(layout, Int32(width * scaleUnit))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            // A negative height is a line count for pango.
            pango_layout_set_height(layout, Int32(-max(1, maxLines)))
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if style.lineHeight != 1 { pango_layout_set_line_spacing(layout, Float(style.lineHeight)) }
        pango_layout_set_text(layout, text, -1)
    }
}

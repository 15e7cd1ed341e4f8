/// The background extension effect (T9): hero artwork beside a floating sidebar seems to
/// continue under it. The artwork stays whole at its place beside the sidebar; the strip the
/// sidebar covers shows the artwork mirrored past its leading edge, blurred. Only the artwork
/// (and its darkening scrim) is extended, never the title over it or content beside it.
enum BackgroundExtension {
    /// Blur of the mirrored copy, in points.
    static let sigma = 14.0

    /// Paints the extension of artwork `a`, placed at `frame` (content points), into the
    /// `width` points left of the frame, for the rows of `visible`, on a page of that appearance.
    static func paint(_ a: ArtworkItem, frame f: Rect, width: Double, visible: Rect, dark: Bool, on canvas: Canvas) {
        let s = canvas.scale
        let strip = Rect(x: f.minX - width, y: f.minY, width: width, height: f.height)
        let shown = strip.intersection(visible)
        guard width > 0, !shown.isEmpty else { return }
        // Work in whole pixels of the layer so every tile computes the same values: draw the
        // rows the tile needs plus the blur's reach (three box passes), clamped to the artwork.
        let radius = BoxBlur.radius(forSigma: sigma * s)
        let reach = 3 * radius + 2
        let top = max(Int((f.minY * s).rounded(.down)), Int((shown.minY * s).rounded(.down)) - reach)
        let bottom = min(Int((f.maxY * s).rounded(.up)), Int((shown.maxY * s).rounded(.up)) + reach)
        let edge = Int((f.minX * s).rounded()), x0 = Int((strip.minX * s).rounded(.down))
        guard bottom > top, edge > x0, let buffer = Surface(width: edge - x0, height: bottom - top) else { return }
        // The artwork's leading strip as it is painted beside the sidebar (through the artwork
        // cache, which paints at whole device pixels), then mirrored about the edge below.
        let c = Canvas(surface: buffer, scale: s, origin: Point(Double(edge) / s, Double(top) / s))
        c.clip(f)
        ArtworkPainter.paint(a.artwork.painted(dark: dark), in: f, radius: 0, on: c)
        if a.title != nil || a.subtitle != nil {
            let scrim = Rect(x: f.minX, y: f.maxY - min(f.height, 160), width: f.width, height: min(f.height, 160))
            c.fillLinearGradient(scrim, from: Point(scrim.minX, scrim.minY), to: Point(scrim.minX, scrim.maxY),
                                 colors: [Color(white: 0, a: 0), Color(white: 0, a: 0.55)])
        }
        c.flush()
        // Mirror: column i (i pixels right of the edge) goes i pixels left of it.
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            var i = 0, j = buffer.width - 1
            while i < j { let t = row[i]; row[i] = row[j]; row[j] = t; i += 1; j -= 1 }
        }
        BoxBlur.blur(buffer, radius: radius)
        canvas.save()
        canvas.clip(shown)
        canvas.draw(buffer, in: Rect(x: Double(x0) / s, y: Double(top) / s, width: Double(buffer.width) / s, height: Double(buffer.height) / s))
        canvas.restore()
    }
}

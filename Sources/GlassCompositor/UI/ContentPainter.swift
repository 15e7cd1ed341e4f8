/// Paints a screen's content (large title, headers, cards, grouped rows, grids, text, images,
/// artwork and static controls) onto a canvas, in content coordinates. Stateless; the tiled
/// layer calls it once per tile with the tile's visible rectangle.
struct ContentPainter {
    var layout: ContentLayout
    var palette: Palette
    var title: String?
    /// Sliders, switches and segmented controls in groups are live: the tiles hold only their
    /// static parts and the session draws the moving ones (thumbs, fills). Off for panels
    /// whose controls are drawn whole (sheets, popovers); on for the inspector's.
    var controlsAreLive = true
    /// Glass buttons are real glass the session draws. Off for panels, where glass on glass
    /// is not drawn.
    var glassButtonsAreLive = true
    /// Carousels are live: the session draws their tiles in layers of their own that scroll
    /// sideways, and the page's tiles hold only background there. Off for panels.
    var carouselsAreLive = true

    /// The screen's tint as this page shows it: one that cannot be read on the page's
    /// background in this appearance falls back to one that can (`Palette.readableAccent`).
    var readableTint: Color { palette.readableAccent(layout.tint) }

    func paint(on canvas: Canvas, visible: Rect) {
        canvas.fill(visible, color: palette.background)
        if let title, let f = layout.titleFrame, f.intersects(visible) {
            canvas.drawText(title, in: f, style: .largeTitle, color: palette.primaryText)
        }
        if let sub = layout.subtitle, let f = layout.subtitleFrame, f.intersects(visible) {
            canvas.drawText(sub, in: f, style: TextStyle(size: 15, weight: 500), color: palette.secondaryText)
        }
        for placed in layout.items where placed.frame.insetBy(dx: -24, dy: -24).intersects(visible) {
            let f = placed.frame
            switch placed.item {
            case .header(let text):
                let style: TextStyle = placed.grouping == .plain ? .headline : .title
                canvas.drawText(text, in: f, style: style, color: palette.primaryText)
            case .card(let card):
                paintCard(card, in: f, on: canvas)
            case .row(let row):
                paintRow(row, in: f, grouping: placed.grouping, on: canvas)
            case .section(let s):
                paintSectionHeader(s, in: f, on: canvas)
            case .grid(let g):
                if let tile = g.tiles.first { paintTile(tile, grid: g, in: f, on: canvas) }
            case .carousel(let c):
                if !carouselsAreLive { paintCarouselAtRest(c, in: f, visible: visible, on: canvas) }
            case .text(let t):
                let color = t.color ?? ([.footnote, .caption].contains(t.style) ? palette.secondaryText : palette.primaryText)
                canvas.drawText(t.text, in: f, style: ContentPainter.textStyle(t.style), color: color,
                                alignment: ContentPainter.alignment(t.alignment), maxLines: t.maxLines)
            case .image(let im):
                paintImage(im, in: f, on: canvas)
            case .artwork(let a):
                if a.fullBleed, layout.leadingExtension > 0 {
                    BackgroundExtension.paint(a, frame: f, width: min(layout.leadingExtension, f.minX), visible: visible, dark: palette.isDark, on: canvas)
                }
                paintArtwork(a, in: f, on: canvas)
            case .controls(let g):
                paintControls(g, in: f, on: canvas)
            case .spacer:
                break
            }
        }
    }

    static func textStyle(_ s: TextBlock.Style) -> TextStyle {
        switch s {
        case .largeTitle: return .largeTitle
        case .title: return .title
        case .headline: return .headline
        case .body: return TextStyle(size: 17, lineHeight: 1.15)
        case .subheadline: return TextStyle(size: 15, lineHeight: 1.1)
        case .footnote: return TextStyle(size: 13, lineHeight: 1.1)
        case .caption: return .caption
        }
    }

    static func alignment(_ a: TextBlock.Alignment) -> TextAlignment {
        switch a {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }

    // MARK: Cards, tiles, images, artwork

    private func paintCard(_ card: Card, in f: Rect, on canvas: Canvas) {
        let radius = 22.0
        // A soft contact shadow so cards sit on the page.
        canvas.fill(f.offsetBy(dx: 0, dy: 2).insetBy(dx: -1, dy: -1), color: Color(white: 0, a: 0.06), radius: radius + 1)
        canvas.fill(f, color: palette.card, radius: radius)
        let artHeight = f.height - 78
        let art = Rect(x: f.minX, y: f.minY, width: f.width, height: artHeight)
        canvas.save()
        canvas.clip(f, radius: radius)
        if let image = card.image, let s = ImageCache.shared.image(at: image.resolvedPath) {
            drawFilling(s, in: art, on: canvas)
        } else {
            ArtworkPainter.paint(card.artwork, in: art, radius: 0, on: canvas)
        }
        canvas.restore()
        let textBox = Rect(x: f.minX + 16, y: f.minY + artHeight + 12, width: f.width - 32, height: 24)
        canvas.drawText(card.title, in: textBox, style: .headline, color: palette.primaryText)
        canvas.drawText(card.text, in: textBox.offsetBy(dx: 0, dy: 24), style: .subheadline, color: palette.secondaryText)
    }

    /// A tile's image rectangle in the tile's frame `f` and its corner radius (points).
    static func tileImage(in f: Rect, grid: Grid) -> (rect: Rect, radius: Double) {
        if grid.isGlyphCircles {
            let d = min(f.width, Grid.glyphCircleDiameter)
            return (Rect(x: (f.midX - d / 2).rounded(), y: f.minY, width: d, height: d), d / 2)
        }
        let side = f.width
        let imageRect = Rect(x: f.minX, y: f.minY, width: side, height: (side / grid.aspectRatio).rounded())
        switch grid.tileShape {
        case .rounded: return (imageRect, min(14, side / 8))
        case .circle: return (imageRect, min(imageRect.width, imageRect.height) / 2)
        case .square: return (imageRect, 0)
        }
    }

    func paintTile(_ tile: GridTile, grid: Grid, in f: Rect, on canvas: Canvas) {
        let (imageRect, radius) = ContentPainter.tileImage(in: f, grid: grid)
        canvas.save()
        canvas.clip(imageRect, radius: radius)
        if let image = tile.image, let s = ImageCache.shared.image(at: image.resolvedPath) {
            drawFilling(s, in: imageRect, on: canvas)
        } else if let color = tile.color {
            canvas.fillLinearGradient(imageRect, from: Point(imageRect.minX, imageRect.minY), to: Point(imageRect.maxX, imageRect.maxY),
                                      colors: [color.mixed(with: .white, 0.12), color.mixed(with: .black, 0.12)])
        } else {
            ArtworkPainter.paint(tile.artwork, in: imageRect, radius: 0, on: canvas)
        }
        let glyphCircle = grid.isGlyphCircles
        if tile.color != nil, !tile.title.isEmpty, !glyphCircle {
            // Category tiles carry their title on the colour.
            canvas.drawText(tile.title, in: Rect(x: imageRect.minX + 12, y: imageRect.maxY - 34, width: imageRect.width - 24, height: 24),
                            style: .headline, color: .white)
        }
        canvas.restore()
        if let icon = tile.icon {
            if glyphCircle {
                // Centred, as a symbol in a circular button.
                let s = (imageRect.width * 0.45).rounded()
                IconTheme.shared.draw(icon, in: Rect(x: imageRect.midX - s / 2, y: imageRect.midY - s / 2, width: s, height: s),
                                      color: .white, on: canvas)
            } else {
                let s = min(40, f.width * 0.3)
                IconTheme.shared.draw(icon, in: Rect(x: imageRect.maxX - s - 12, y: imageRect.minY + 12, width: s, height: s),
                                      color: Color(white: 1, a: 0.9), on: canvas)
            }
        }
        guard tile.color == nil || glyphCircle else { return }
        let align: TextAlignment = grid.tileShape == .circle ? .center : .leading
        var y = imageRect.maxY + 6
        if !tile.title.isEmpty {
            canvas.drawText(tile.title, in: Rect(x: f.minX, y: y, width: f.width, height: 20), style: TextStyle(size: 15, weight: 500),
                            color: palette.primaryText, alignment: align)
            y += 20
        }
        if let sub = tile.subtitle {
            canvas.drawText(sub, in: Rect(x: f.minX, y: y, width: f.width, height: 18), style: TextStyle(size: 13),
                            color: palette.secondaryText, alignment: align)
        }
    }

    private func paintImage(_ im: ImageItem, in f: Rect, on canvas: Canvas) {
        canvas.save()
        canvas.clip(f, radius: im.cornerRadius)
        if let s = ImageCache.shared.image(at: im.source.resolvedPath) {
            if im.contentMode == .fill { drawFilling(s, in: f, on: canvas) } else {
                canvas.fill(f, color: palette.card)
                let k = min(f.width / Double(s.width), f.height / Double(s.height))
                let w = Double(s.width) * k, h = Double(s.height) * k
                canvas.draw(s, in: Rect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h))
            }
        } else {
            canvas.fill(f, color: palette.fill)
        }
        canvas.restore()
        if let caption = im.caption {
            canvas.drawText(caption, in: Rect(x: f.minX + 4, y: f.maxY + 8, width: f.width - 8, height: 18), style: .footnote, color: palette.secondaryText)
        }
    }

    /// Draws `s` scaled to cover `r` (the caller clips).
    private func drawFilling(_ s: Surface, in r: Rect, on canvas: Canvas) {
        let k = max(r.width / Double(s.width), r.height / Double(s.height))
        let w = Double(s.width) * k, h = Double(s.height) * k
        canvas.draw(s, in: Rect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h))
    }

    private func paintArtwork(_ a: ArtworkItem, in f: Rect, on canvas: Canvas) {
        let radius = a.fullBleed ? 0 : a.cornerRadius
        canvas.save()
        canvas.clip(f, radius: radius)
        ArtworkPainter.paint(a.artwork.painted(dark: palette.isDark), in: f, radius: 0, on: canvas)
        if a.title != nil || a.subtitle != nil {
            let scrim = Rect(x: f.minX, y: f.maxY - min(f.height, 160), width: f.width, height: min(f.height, 160))
            canvas.fillLinearGradient(scrim, from: Point(scrim.minX, scrim.minY), to: Point(scrim.minX, scrim.maxY),
                                      colors: [Color(white: 0, a: 0), Color(white: 0, a: 0.55)])
            let inset = a.fullBleed ? 24.0 : 18.0
            var y = f.maxY - inset - (a.subtitle != nil ? 22 : 0) - 36
            if let title = a.title {
                canvas.drawText(title, in: Rect(x: f.minX + inset, y: y, width: f.width - 2 * inset, height: 36),
                                style: TextStyle(size: 30, weight: 800), color: .white)
                y += 38
            }
            if let sub = a.subtitle {
                canvas.drawText(sub, in: Rect(x: f.minX + inset, y: y, width: f.width - 2 * inset, height: 20),
                                style: TextStyle(size: 15, weight: 500), color: Color(white: 1, a: 0.85))
            }
        }
        canvas.restore()
    }
}

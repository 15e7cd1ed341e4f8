/// Paints a screen's content (title, headers, cards with artwork) onto a canvas, in content
/// coordinates. Stateless; the tiled layer calls it once per tile.
public struct ContentPainter {
    public var layout: ContentLayout
    public var palette: Palette
    public var title: String?

    public func paint(on canvas: Canvas, visible: Rect) {
        canvas.fill(visible, color: palette.background)
        if let title, let f = layout.titleFrame, f.intersects(visible) {
            canvas.drawText(title, in: f, style: .largeTitle, color: palette.primaryText)
        }
        for placed in layout.items where placed.frame.insetBy(dx: -24, dy: -24).intersects(visible) {
            switch placed.item {
            case .header(let text):
                canvas.drawText(text, in: placed.frame, style: .title, color: palette.primaryText)
            case .card(let card):
                paintCard(card, in: placed.frame, on: canvas)
            }
        }
    }

    private func paintCard(_ card: Card, in f: Rect, on canvas: Canvas) {
        let radius = 18.0
        // A soft contact shadow so cards sit on the page.
        canvas.fill(f.offsetBy(dx: 0, dy: 2).insetBy(dx: -1, dy: -1), color: Color(white: 0, a: 0.06), radius: radius + 1)
        canvas.fill(f, color: palette.card, radius: radius)
        let artHeight = f.height - 78
        let art = Rect(x: f.minX, y: f.minY, width: f.width, height: artHeight)
        canvas.save()
        canvas.clip(f, radius: radius)
        ArtworkPainter.paint(card.artwork, in: art, radius: 0, on: canvas)
        canvas.restore()
        let textBox = Rect(x: f.minX + 16, y: f.minY + artHeight + 12, width: f.width - 32, height: 24)
        canvas.drawText(card.title, in: textBox, style: .headline, color: palette.primaryText)
        canvas.drawText(card.text, in: textBox.offsetBy(dx: 0, dy: 24), style: .subheadline, color: palette.secondaryText)
    }
}

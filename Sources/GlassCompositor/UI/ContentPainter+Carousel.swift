/// Carousels (V3's nested rows): the tiles of a row that scrolls on its own.
///
/// In the page's tiles a live carousel is only page background: its tiles live in a layer of
/// their own that the session moves sideways, so scrolling a row never repaints the page.
/// Panels, whose content is drawn whole, paint the row at rest in place.
extension ContentPainter {
    /// Paints the tiles of `carousel` that meet `visible`, over the page background.
    /// Coordinates: row coordinates across, page coordinates down (`CarouselLayout`).
    func paintCarousel(_ carousel: Carousel, layout: CarouselLayout, visible: Rect, on canvas: Canvas) {
        canvas.fill(visible, color: palette.background)
        let style = carousel.tileStyle
        for k in layout.tiles(from: visible.minX, to: visible.maxX) {
            paintTile(carousel.tiles[k], grid: style, in: layout.tileFrame(k), on: canvas)
        }
    }

    /// A carousel at rest, painted in place in the page (panels).
    func paintCarouselAtRest(_ carousel: Carousel, in frame: Rect, visible: Rect, on canvas: Canvas) {
        let layout = CarouselLayout(carousel: carousel, frame: frame, inset: self.layout.margin)
        let style = carousel.tileStyle
        canvas.save()
        canvas.clip(frame, radius: 0)
        for k in layout.tiles(from: visible.minX - frame.minX, to: visible.maxX - frame.minX) {
            paintTile(carousel.tiles[k], grid: style, in: layout.tileFrame(k).offsetBy(dx: frame.minX, dy: 0), on: canvas)
        }
        canvas.restore()
    }
}

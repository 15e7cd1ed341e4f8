/// What the page's sideways rows show over it, for the content: the luminance and colour of
/// the page as seen (rows included), and drawing the rows ahead as the page scrolls. The
/// carousels answer it (`CarouselsComponent`). Rects and offsets in pixels.
protocol CarouselRows: AnyObject {
    /// Mean luminance of `page` scrolled by `offsetY` under `rect`, the rows over it included.
    func contentLuminance(under rect: PixelRect, page: TiledLayer, offsetY: Int) -> Float
    /// Mean colour (straight sRGB) of `page` scrolled by `offsetY` under `rect`, rows included.
    func contentColor(under rect: PixelRect, page: TiledLayer, offsetY: Int) -> Color
    /// Draws ahead the rows near the page's offset `pageOffsetY` (caches only).
    func prefetch(around pageOffsetY: Int)
}

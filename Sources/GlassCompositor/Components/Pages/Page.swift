/// One page of a tab's navigation stack (its key a `ContentPage`: a tab's own screen or a
/// screen pushed over it) and everything it keeps while it lives: its vertical scroll, its
/// layouts, its tiled layer, and the state of the features that ride on it (the content
/// buttons' tap targets, the grey of the row that pushed the page above it). Made on first
/// use by the `PageStore` and dropped with it when the page is popped for good or its tab
/// leaves the scene, so a page pushed again starts fresh, at its top.
///
/// Made during planning, a page holds nothing a frame could see (no scroll: it rests at its
/// top; caches only). Geometry: offsets in content points; the layer in pixels.
final class Page {
    /// Which page this is.
    let key: ContentPage
    /// Its vertical scroll; nil for a page never scrolled, which rests at its top (the
    /// content then answers with a fresh one at rest, `ContentComponent.scroll(of:)`).
    var scroll: ScrollPhysics?
    /// Its tiles (made on first use by the content) and what they were drawn for: a relayout
    /// keeps the layer of a page whose shape did not change.
    var layer: TiledLayer?
    var layerShape: LayerShape?
    /// Its layouts, each computed once (layouts measure text).
    var layouts: [LayoutKey: ContentLayout] = [:]
    /// The content buttons' tap targets, for the layout they were found in.
    var buttonTargets: (layout: ContentLayout, targets: [ContentButtonsComponent.Target])?
    /// The row that pushed the page above this one, kept grey until a pop reveals it.
    var rowHighlight: RowHighlight?
    /// Its screen as its search text filters it, for the text and scene version it was filtered
    /// for: filtering compares every row's words, and the bar asks for the screen every frame.
    var filtered: (query: String, sceneVersion: Int, screen: Screen)?

    init(_ key: ContentPage) { self.key = key }

    /// Lets go of the layer (a new one is made on next use), its tiles' memory back to the
    /// pool now: the new layer a keystroke lays out draws its screen of tiles in the same
    /// frame, and while the old layer lived on (held by the frame before) those tiles were
    /// fresh memory, whose page faults made that frame's tiles four times as slow (16 ms at
    /// 3840×2160). Tiles still being drawn in the background are left to the layer.
    func dropLayer() {
        layer?.evict(keeping: .empty)
        layer = nil
        layerShape = nil
    }

    /// What a layer is drawn for: its layout, the scale, the window's width in pixels and the
    /// viewport's height in points.
    struct LayerShape: Equatable { var layout: ContentLayout; var scale: Double; var pixelWidth: Int; var viewportHeight: Double }
    /// What a layout depends on beside the page: the width (points), the room kept on each side
    /// (points) and the search text filtering it.
    struct LayoutKey: Hashable { var width: Double; var insets: [Double]; var query: String }
}

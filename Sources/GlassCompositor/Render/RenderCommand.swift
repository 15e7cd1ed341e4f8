/// One thing a frame draws, decided by the layout before anything is drawn (the
/// pipeline is data). Commands execute in order; each has pixel bounds and a signature of
/// everything that determines its pixels (`Signature`), which is how damage is found.
enum RenderCommand {
    /// A solid premultiplied colour.
    case fill(UInt32, bounds: PixelRect)
    /// An opaque or transparent tiled layer (scrolling content) placed at an offset.
    case layer(TiledLayer, offsetX: Int, offsetY: Int, bounds: PixelRect)
    /// A tiled layer blended at an opacity (0...255): the previous tab fading out.
    case fadingLayer(TiledLayer, offsetX: Int, offsetY: Int, bounds: PixelRect, opacity: UInt32)
    /// An opaque tiled layer copied, then darkened toward black keeping `keep` (0...255) of its
    /// colour: a screen under another sliding over it (N7). Copy and darken are vector
    /// work; the same pixels as the layer blended at `keep` over black.
    case dimmedLayer(TiledLayer, offsetX: Int, offsetY: Int, bounds: PixelRect, keep: UInt32)
    /// A glass group drawn over what is already in the frame, then the content that sits on it.
    case glass(GlassItem)
    /// A small surface composited over everything (HUD); `version` changes when it is redrawn.
    case overlay(Surface, x: Int, y: Int, version: Int)
    /// A surface blended over what is drawn at `opacity` (0...255): one drawing of something
    /// that fades (a pushed row's grey as a pop reveals it) instead of a drawing per step.
    case fadedOverlay(Surface, x: Int, y: Int, version: Int, opacity: UInt32)
    /// A translucent premultiplied colour blended over everything drawn before it (the dimming
    /// behind an alert). It ends a run of glass, so glass after it samples the dimmed frame.
    case scrim(UInt32, bounds: PixelRect)
    /// The frame drawn so far, pushed back behind a full-height sheet (`FrameRecede`). It ends
    /// a run of glass: glass after it samples the pushed-back frame.
    case recede(FrameRecede)
    /// The scroll edge effect under a bar: the band's content blurred progressively and faded
    /// toward the page colour, in place (`ScrollEdgeRenderer`). A soft band reads its whole
    /// band, so it ends a run of glass like a fill would.
    case scrollEdge(ScrollEdgeEffect)

    /// Pixels this command writes.
    func bounds(renderer: GlassRenderer, scale: Double) -> PixelRect {
        switch self {
        case .fill(_, let b): return b
        case .layer(_, _, _, let b): return b
        case .fadingLayer(_, _, _, let b, _): return b
        case .dimmedLayer(_, _, _, let b, _): return b
        case .glass(let g): return renderer.influenceRect(of: g.field, style: g.style, scale: scale)
        case .overlay(let s, let x, let y, _), .fadedOverlay(let s, let x, let y, _, _): return PixelRect(x: x, y: y, width: s.width, height: s.height)
        case .scrim(_, let b): return b
        case .recede(let r): return r.bounds
        case .scrollEdge(let e): return e.bounds
        }
    }
}

/// A glass group ready to draw: its merged field and style (pixels), and the glyphs that sit on
/// it. Its stored values are its look (`signature`, derived from them).
struct GlassItem {
    var field: GlassField
    var style: GlassStyle
    /// Content on the glass (icons, labels), already rasterized, and where its top-left goes.
    var glyphs: Surface?
    var glyphOrigin: (x: Int, y: Int)
    /// Changes when the glyph surface object is drawn again with other content (a cache that
    /// repaints or cross-fades into the same surface): its identity alone would not tell.
    var glyphVersion = 0
    /// Where the glyphs may draw (pixels); nil for anywhere (toolbar badges stick out).
    var glyphClip: PixelRect? = nil
    /// The corner radius of `glyphClip` (pixels; 0 square): content on a rounded panel is cut
    /// by its curve (`RoundedClip`).
    var glyphClipRadius: Double = 0
    /// How opaque the glyphs are drawn, 0...255: content cross-fading on glass that morphs
    /// (P1, P2).
    var glyphOpacity: UInt8 = 255
    /// One style per shape when a container's members differ in colour (they blend across
    /// bridges, `MemberTintBlend`).
    var memberStyles: [GlassStyle]? = nil
    /// Whether the glass holds still at the frame's time (it replays a recorded plan) or
    /// moves (shaded live): decided by its component from its state, never from history.
    var planUse: PlanUse = .moving
    /// The scene id of the element this glass draws, when it has one (the bounds overlay's
    /// label); not part of the look.
    var sceneID: String? = nil
    /// Set by `FrameRenderer` for the frame it draws, never by a plan: the receded page this
    /// glass blurs from instead of the frame (`RecededBackdrop`); not part of the look, which
    /// the commands before the glass already say.
    var recededBackdrop: RecededBackdrop? = nil
}

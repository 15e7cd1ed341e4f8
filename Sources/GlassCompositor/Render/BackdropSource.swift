/// The commands a frame drew before a glass layer, reduced to what tells whether a region under
/// the layer shows scrolling content alone (`BackdropContent`), and the region redrawn.
struct BackdropSource {
    /// A command before the layer: a fill, a layer, or anything else (fading layers, overlays,
    /// earlier glass) by the pixels it may write.
    enum Drawn {
        case fill(UInt32, bounds: PixelRect)
        case layer(TiledLayer, offsetX: Int, offsetY: Int, bounds: PixelRect)
        case other(PixelRect)

        var bounds: PixelRect {
            switch self {
            case .fill(_, let b), .layer(_, _, _, let b), .other(let b): return b
            }
        }
    }

    var drawn: [Drawn]
    /// The pixels this frame redraws: outside them the frame still holds the last frame,
    /// glass included.
    var redrawn: DamageRegion

    /// `commands`: those drawn before the layer, in a frame that redraws `region`.
    init(_ commands: ArraySlice<RenderCommand>, region: PixelRect, renderer: GlassRenderer, scale: Double) {
        self.init(commands, region: DamageRegion(region), renderer: renderer, scale: scale)
    }

    /// `commands`: those drawn before the layer, in a frame that redraws `region`.
    init(_ commands: ArraySlice<RenderCommand>, region: DamageRegion, renderer: GlassRenderer, scale: Double) {
        redrawn = region
        drawn = commands.compactMap { command in
            switch command {
            case .fill(let c, let b): return .fill(c, bounds: b)
            case .layer(let l, let x, let y, let b): return .layer(l, offsetX: x, offsetY: y, bounds: b)
            default:
                let b = command.bounds(renderer: renderer, scale: scale)
                return b.isEmpty ? nil : .other(b)
            }
        }
    }

    /// What `region` shows if it was redrawn this frame by fills and at most one layer that
    /// each cover it whole, and by nothing else; nil otherwise.
    func content(under region: PixelRect) -> BackdropContent? {
        guard let found = scrollingContent(under: region), found.dirty.isEmpty else { return nil }
        return found.content
    }

    /// What `region` shows where it shows scrolling content, and where it does not: the fills
    /// and the one layer drawn there (in order), each spanning the region's columns, and the
    /// rectangles (frame pixels, within the region) where something else drew (a scroll edge
    /// effect, an indicator, a label) or where one of those fills or the layer ends (a page
    /// shorter than the window). Rows clear of `dirty` show the content alone. Nil when the
    /// region was not redrawn whole, when a fill or layer covers only some of its columns,
    /// when two layers meet there, or when no row is clear.
    func scrollingContent(under region: PixelRect) -> (content: BackdropContent, dirty: [PixelRect])? {
        guard !region.isEmpty, redrawn.contains(region) else { return nil }
        var stack: [BackdropContent.Element] = []
        var layer: TiledLayer?, offsetY = 0
        var dirty: [PixelRect] = []
        for d in drawn {
            let part = d.bounds.intersection(region)
            guard !part.isEmpty else { continue }
            switch d {
            case .other:
                dirty.append(part)
                continue
            case .fill(let c, _):
                stack.append(.fill(c))
            case .layer(let l, let x, let y, _):
                guard layer == nil else { return nil }
                layer = l; offsetY = y
                stack.append(.layer(offsetX: x))
            }
            guard part.x0 == region.x0 && part.x1 == region.x1 else { return nil }
            if part.y0 > region.y0 { dirty.append(PixelRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: part.y0)) }
            if part.y1 < region.y1 { dirty.append(PixelRect(x0: region.x0, y0: part.y1, x1: region.x1, y1: region.y1)) }
        }
        // A row clear of every dirty rectangle, or nothing here is content.
        var y = region.y0
        for r in dirty.sorted(by: { $0.y0 < $1.y0 }) {
            if r.y0 > y { break }
            y = max(y, r.y1)
        }
        guard y < region.y1 else { return nil }
        return (BackdropContent(stack: stack, layer: layer, offsetY: offsetY), dirty)
    }
}

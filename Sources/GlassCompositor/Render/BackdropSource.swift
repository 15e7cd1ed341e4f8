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
        guard !region.isEmpty, redrawn.contains(region) else { return nil }
        var stack: [BackdropContent.Element] = []
        var layer: TiledLayer?, offsetY = 0
        for d in drawn where !d.bounds.intersection(region).isEmpty {
            guard d.bounds.contains(region) else { return nil }
            switch d {
            case .fill(let c, _):
                stack.append(.fill(c))
            case .layer(let l, let x, let y, _):
                guard layer == nil else { return nil }
                layer = l; offsetY = y
                stack.append(.layer(offsetX: x))
            case .other:
                return nil
            }
        }
        return BackdropContent(stack: stack, layer: layer, offsetY: offsetY)
    }
}

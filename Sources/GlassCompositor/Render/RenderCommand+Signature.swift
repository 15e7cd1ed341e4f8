extension RenderCommand {
    /// Everything that determines a command's pixels, as a value compared with `==`: equal
    /// signatures (and bounds) mean identical pixels, given an unchanged backdrop. One case per
    /// command kind, so two kinds never compare equal whatever their numbers (a dimmed layer and
    /// a scrim once shared a hash tag); layers and surfaces are named by their `ObjectIdentity`,
    /// which no later object takes over.
    enum Signature: Hashable, Sendable {
        case fill(UInt32, bounds: PixelRect)
        case layer(ObjectIdentity, offsetX: Int, offsetY: Int, bounds: PixelRect)
        case fadingLayer(ObjectIdentity, offsetX: Int, offsetY: Int, bounds: PixelRect, opacity: UInt32)
        case dimmedLayer(ObjectIdentity, offsetX: Int, offsetY: Int, bounds: PixelRect, keep: UInt32)
        case glass(GlassItem.Signature)
        case overlay(ObjectIdentity, x: Int, y: Int, version: Int)
        case fadedOverlay(ObjectIdentity, x: Int, y: Int, version: Int, opacity: UInt32)
        case scrim(UInt32, bounds: PixelRect)
        case recede(FrameRecede)
        case scrollEdge(ScrollEdgeEffect)
    }

    /// This command's signature (see `Signature`).
    var signature: Signature {
        switch self {
        case .fill(let c, let b): return .fill(c, bounds: b)
        case .layer(let l, let x, let y, let b): return .layer(l.identity, offsetX: x, offsetY: y, bounds: b)
        case .fadingLayer(let l, let x, let y, let b, let o):
            return .fadingLayer(l.identity, offsetX: x, offsetY: y, bounds: b, opacity: o)
        case .dimmedLayer(let l, let x, let y, let b, let k):
            return .dimmedLayer(l.identity, offsetX: x, offsetY: y, bounds: b, keep: k)
        case .glass(let g): return .glass(g.signature)
        case .overlay(let s, let x, let y, let v): return .overlay(s.identity, x: x, y: y, version: v)
        case .fadedOverlay(let s, let x, let y, let v, let o): return .fadedOverlay(s.identity, x: x, y: y, version: v, opacity: o)
        case .scrim(let c, let b): return .scrim(c, bounds: b)
        case .recede(let r): return .recede(r)
        case .scrollEdge(let e): return .scrollEdge(e)
        }
    }

    /// How far around its bounds this command reads what is drawn before it, or nil when it
    /// reads nothing there: glass samples its backdrop over its influence rect, so damage
    /// touching that rect must redraw it whole (`DamageRegion.grow`). A stage that reads around
    /// itself (a progressive blur) says so here, and neither damage nor a page drawn under
    /// what rides on it (`NavigationComponent`) needs a case for it. A function of the command
    /// alone, so planning asks it without a renderer.
    func readReach(scale: Double) -> PixelRect? {
        switch self {
        case .glass(let g): return GlassRenderer.influenceRect(of: g.field, style: g.style, scale: scale)
        // A pushed-back frame takes each pixel from elsewhere under it: all of it is read.
        case .recede(let r): return r.bounds
        // A soft band's pixels blend cells up to a kernel away, across the whole band: a change
        // under it anywhere redraws it whole. A hard band mixes each pixel with itself alone.
        case .scrollEdge(let e): return e.blurs ? e.bounds : nil
        case .fill, .layer, .fadingLayer, .dimmedLayer, .overlay, .fadedOverlay, .scrim: return nil
        }
    }

    /// What damage among `commands` grows by: the read reach of each command that reads
    /// around itself (glass's backdrop), which damage touching it redraws whole; and, apart,
    /// the reach of each that redraws whole only for a change drawn before it (`readsOnlyBelow`,
    /// a scroll edge band), with its position in `commands` (0 for the first).
    static func damageReach(of commands: ArraySlice<RenderCommand>, scale: Double)
        -> (influence: [PixelRect], below: [(index: Int, reach: PixelRect)]) {
        let influence = commands.compactMap { $0.readsOnlyBelow ? nil : $0.readReach(scale: scale) }
        let below = commands.indices.compactMap { i in
            commands[i].readsOnlyBelow ? commands[i].readReach(scale: scale).map { (index: i - commands.startIndex, reach: $0) } : nil
        }
        return (influence, below)
    }

    /// What a scrim of `color` keeps of the pixels under it (255 − its alpha) when it is black,
    /// the only scrim there is, which darkens in place; nil for any other colour, blended.
    static func blackScrimKeep(_ color: UInt32) -> UInt32? {
        color & 0x00ff_ffff == 0 ? 255 - (color >> 24) : nil
    }

    /// Whether this is a recede (the frame pushed back behind a sheet).
    var isRecede: Bool {
        if case .recede = self { return true }
        return false
    }

    /// Whether only a change in what is drawn *before* this command makes its whole read reach
    /// redraw. A soft scroll edge band keeps the grid it blurred from what lies under it
    /// (`ScrollEdgeRenderer`): while nothing under it changes, each of its pixels is that pixel
    /// mixed with the kept grid, so damage from what is drawn over it (a menu, a pressed bar
    /// button) redraws just the damaged pixels. Glass draws its whole shadow and rim from its
    /// backdrop: any damage touching it redraws it whole.
    var readsOnlyBelow: Bool {
        if case .scrollEdge = self { return true }
        return false
    }
}

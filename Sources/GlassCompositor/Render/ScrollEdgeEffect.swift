/// The scroll edge effect under a bar (N6) as one render stage: the band of content between a
/// window edge and a bar's inner edge plus a margin, blurred progressively and faded toward the
/// page colour so the bar's title and items stay legible over any content. `soft` blurs with a
/// radius growing from 0 at the band's inner edge to `maximumSigma` at the window edge, under a
/// light wash of the page colour; `hard` is a near-opaque backing with a short soft edge.
///
/// A value: everything that decides its pixels (given the frame beneath) is here, so it is its
/// own damage signature. Bounds are frame pixels; the colour is premultiplied BGRA (sRGB, as
/// surfaces store it). The profile (`depth`, `fade`, `sigma`) is written here once and read by
/// `ScrollEdgeRenderer`.
struct ScrollEdgeEffect: Hashable, Sendable {
    enum Edge: Hashable, Sendable { case top, bottom }
    enum Style: Hashable, Sendable {
        case soft, hard

        /// The style a scene asks for; nil for none.
        init?(_ edge: Toolbar.ScrollEdge) {
            switch edge {
            case .soft: self = .soft
            case .hard: self = .hard
            case .none: return nil
            }
        }
    }

    var edge: Edge
    var style: Style
    /// The band it draws and reads: full width, from the window edge inward (frame pixels).
    var bounds: PixelRect
    /// The page colour the band fades toward, premultiplied.
    var color: UInt32
    /// Pixels per point.
    var scale: Double

    /// How far past the bar's inner edge a soft band reaches (points): the blur starts there.
    static let softMargin = 26.0
    /// A hard band's soft edge (points).
    static let hardEdge = 10.0
    /// The blur's standard deviation at the window edge (points).
    static let maximumSigma = 9.0
    /// How much of the page colour a soft band lays over the content at the window edge.
    static let softFade = 0.72
    /// How opaque a hard band's backing is.
    static let hardFade = 0.96

    /// The band of a bar `barExtent` points deep from the window's `edge` (inset and bar),
    /// in a window `pixelWidth` × `pixelHeight`.
    init(edge: Edge, style: Style, barExtent: Double, pixelWidth: Int, pixelHeight: Int, color: Color, scale: Double) {
        let depth = barExtent + (style == .soft ? ScrollEdgeEffect.softMargin : ScrollEdgeEffect.hardEdge)
        let rows = min(pixelHeight, Int((depth * scale).rounded(.up)))
        self.edge = edge
        self.style = style
        self.bounds = edge == .top ? PixelRect(x: 0, y: 0, width: pixelWidth, height: rows)
                                   : PixelRect(x: 0, y: pixelHeight - rows, width: pixelWidth, height: rows)
        self.color = color.pixel
        self.scale = scale
    }

    /// How far frame row `y` lies toward the window edge: 0 at the band's inner edge, 1 at the
    /// window edge (taken at the row's centre).
    func depth(row y: Int) -> Double {
        let h = Double(bounds.height)
        guard h > 0 else { return 0 }
        let d = edge == .top ? (Double(bounds.y1 - y) - 0.5) / h : (Double(y - bounds.y0) + 0.5) / h
        return min(1, max(0, d))
    }

    /// How much of the page colour covers a row at `depth` (0...1).
    func fade(atDepth d: Double) -> Double {
        switch style {
        case .soft:
            return ScrollEdgeEffect.softFade * smoothstep(d)
        case .hard:
            // Opaque but for the short edge, which eases in over `hardEdge` points.
            let edgeShare = ScrollEdgeEffect.hardEdge * scale / Double(max(1, bounds.height))
            return ScrollEdgeEffect.hardFade * smoothstep(min(1, d / edgeShare))
        }
    }

    /// The blur's standard deviation at `depth` (pixels): 0 at the inner edge, growing faster
    /// past the bar's own inner edge, `maximumSigma` over the outer fifth; none for `hard`.
    func sigma(atDepth d: Double) -> Double {
        guard style == .soft else { return 0 }
        let t = min(1, d / 0.8)
        return ScrollEdgeEffect.maximumSigma * scale * t * t.squareRoot()
    }

    /// Whether the stage reads around the pixel it writes (a soft band blurs).
    var blurs: Bool { style == .soft }

}

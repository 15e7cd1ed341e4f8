/// What lies under a glass group's backdrop region when it is scrolling content alone: the
/// fills and the one layer that the frame drew there, in order, each covering the region
/// whole. Frame pixel (x, y) of such a region shows the layer's pixel (x − offsetX, y + offsetY)
/// over the fills, so two frames with equal `BackdropContent` show the same picture, moved by
/// the difference of their `offsetY` (what lets `BackdropCache` keep blurred rows).
struct BackdropContent: Equatable {
    /// A fill or the layer, in drawing order.
    enum Element: Equatable {
        case fill(UInt32)
        case layer(offsetX: Int)
    }

    var stack: [Element]
    /// The layer, if the stack holds one. Weak, so a freed layer's address reused by a new
    /// one never passes for it.
    weak var layer: TiledLayer?
    /// How far the layer is scrolled: content row = frame row + `offsetY` (0 with no layer).
    var offsetY: Int

    /// Equal pictures up to a vertical shift: the same stack over the same live layer.
    func showsSameContent(as other: BackdropContent) -> Bool {
        guard stack == other.stack else { return false }
        let hasLayer = stack.contains { if case .layer = $0 { return true } else { return false } }
        guard hasLayer else { return true }
        guard let a = layer, let b = other.layer else { return false }
        return a === b
    }

    static func == (a: BackdropContent, b: BackdropContent) -> Bool {
        a.showsSameContent(as: b) && a.offsetY == b.offsetY
    }
}

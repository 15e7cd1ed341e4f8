/// The session's element tree: what every component shows that a person can press, read
/// from the state the next frame is planned from.
extension ViewerSession {
    /// Every visible element at the time the session has advanced to, front to back (window
    /// points). Each component adds its own (`Component.elements(into:)`); an element is
    /// hittable unless what a component in front shows covers its hit point: an element of
    /// its, a modal's scrim, or glass that `covers(_:)` there. Changes no state: asking for
    /// the tree between two frames changes neither.
    public func elementTree() -> ElementTree {
        var chunks: [(elements: [UIElement], covers: [Rect])] = []
        for (i, c) in components.enumerated() {
            var b = ElementTreeBuilder(viewport: ui.viewport)
            b.layer = i
            c.elements(into: &b)
            chunks.append((b.elements, b.covers))
        }
        var out: [UIElement] = []
        for (layer, chunk) in chunks.enumerated().reversed() {
            let base = out.count
            for var e in chunk.elements {
                e.parent = e.parent.map { $0 + base }
                let p = e.hitPoint
                let probe = Rect(x: p.x, y: p.y, width: 1, height: 1)
                // The frontmost component in front whose elements or scrim take the point.
                let cover = chunks[(layer + 1)...].reversed().first { $0.covers.contains { $0.contains(p) } }
                let coveredByGlass = components[(layer + 1)...].contains { $0.covers(probe) }
                e.hittable = cover == nil && !coveredByGlass
                if let cover {
                    // Named by its element there, or its outermost (a modal's panel).
                    e.coveredBy = (cover.elements.last { $0.visibleFrame.contains(p) } ?? cover.elements.first)?.name
                }
                out.append(e)
            }
        }
        return ElementTree(elements: out)
    }
}

import Foundation

/// The content of a floating glass panel (the inspector, T10, and a sheet, P2):
/// an optional grabber, a title and the panel's items laid out like a narrow screen and
/// painted by `ContentPainter` with a palette for glass (clear page, translucent groups).
/// One transparent surface the size of the panel, redrawn only when its inputs change.
/// Sendable because the background painting shares only `queued` and the stored paintings
/// with the frame path, both behind `lock`.
final class PanelGlyphs: @unchecked Sendable {
    struct Key: Equatable {
        var frame: Rect
        var title: String?
        var items: [ContentItem]
        var grabber: Bool
        var dark: Bool
        var tint: Color
        /// How opaque the panel is, in 24ths: groups turn from translucent to the solid card colour.
        var opacity: Int
        var scale: Double
        /// The items' sliders, switches and segmented controls are live (the inspector's): the
        /// painting holds their static parts only and `ControlsComponent` draws the rest.
        var controlsAreLive = false
    }

    /// The title's height and the gap above the items.
    static let titleTop = 18.0
    /// Where the items start below the panel's top (after the title).
    static let itemsTop = 58.0

    private(set) var surface: Surface?
    private var key: Key?
    /// Changes whenever `surface` changes (a new painting or an earlier one brought back).
    private(set) var version = 0
    /// The last cross-fade between two ends (see `surface(for:)`); written over by the next.
    private var crossFade: Surface?
    /// The ends `crossFade` mixes: the next cross-fade of the same ends into it leaves what
    /// both leave transparent as it is (already transparent there).
    private var crossFadeEnds: (clear: Key, opaque: Key)?
    /// Memory for the first cross-fade, made ahead (`reserveCrossFade`).
    private let crossFadeReserve = SurfaceReserve()
    /// Earlier paintings (ends only, never cross-fades), most recent last: a sheet dragged
    /// between widths and back finds them here instead of painting again.
    private var recent: [(key: Key, surface: Surface)] = []
    private static let recentLimit = 5
    private var paintings = 0

    /// The palette of content on a glass panel: no page colour, translucent row groups that
    /// turn into the system card colour as the panel turns opaque.
    static func palette(dark: Bool, opacity: Double) -> Palette {
        var p = Palette.system(dark ? .dark : .light)
        let glassCard = dark ? Color(white: 1, a: 0.08) : Color(white: 1, a: 0.55)
        // Mixed premultiplied, so that a panel between its ends is their cross-fade exactly.
        p.card = glassCard.mixedPremultiplied(with: p.card, Float(opacity))
        p.background = Color(white: 0, a: 0)
        return p
    }

    /// The glyphs for `key`. With `placedAt`, the panel is painted once at `key.frame` (its
    /// tallest size, at the origin) and only moved to `placedAt` (a sheet being dragged keeps
    /// its pixels instead of being repainted every frame).
    func surface(for key: Key, placedAt position: Point? = nil) -> (surface: Surface, origin: (x: Int, y: Int))? {
        let px = PixelRect(covering: key.frame.scaled(by: key.scale))
        func origin() -> (x: Int, y: Int) {
            guard let position else { return (px.x0, px.y0) }
            return (px.x0 + Int((position.x * key.scale).rounded(.down)), px.y0 + Int((position.y * key.scale).rounded(.down)))
        }
        if let surface, key == self.key { return (surface, origin()) }
        let s: Surface
        if let (clear, opaque) = Self.ends(of: key) {
            // Between the ends: their cross-fade, exactly what the step would paint (the card
            // colour mixes premultiplied), at a fraction of a painting's cost.
            guard let from = painting(clear), let to = painting(opaque) else { return nil }
            // The last cross-fade is not shown once this one replaces it, so its memory is reused.
            let kept = crossFade.flatMap { $0.width == from.width && $0.height == from.height ? $0 : nil }
            let reusable = kept ?? crossFadeReserve.take(width: from.width, height: from.height)
            let sameEnds = kept != nil && crossFadeEnds.map { $0.clear == clear && $0.opaque == opaque } == true
            guard let mixed = Surface.crossFade(from: from, to: to, weight: key.opacity * 256 / 24, reusing: reusable,
                                                reusedIsClearOutside: sameEnds) else {
                crossFade = nil
                crossFadeEnds = nil
                return nil
            }
            crossFade = mixed
            crossFadeEnds = (clear, opaque)
            s = mixed
        } else {
            guard let painted = painting(key) else { return nil }
            s = painted
        }
        lock.lock(); paintings += 1; version = paintings; lock.unlock()
        surface = s
        self.key = key
        return (s, origin())
    }

    /// The fully clear and fully opaque keys a key between them is cross-faded from; nil at the ends.
    static func ends(of key: Key) -> (clear: Key, opaque: Key)? {
        guard key.opacity > 0, key.opacity < 24 else { return nil }
        var clear = key, opaque = key
        clear.opacity = 0
        opaque.opacity = 24
        return (clear, opaque)
    }

    /// The painting of `key` (an end): stored, being made on the queue, or painted now.
    /// A painting is a function of its key alone, so one made ahead (`prefetch`) or now is the
    /// same picture: frames do not depend on which thread painted it, or when.
    private func painting(_ key: Key) -> Surface? {
        if let found = stored(key) ?? awaitPainting(key) { return found }
        guard let painted = Self.paint(key) else { return nil }
        store(key, painted)
        lock.lock(); paintedOnFramePath += 1; lock.unlock()
        return painted
    }

    /// Makes the memory for a cross-fade the size of `key`'s painting ahead, in the background,
    /// unless the last cross-fade has that size already.
    func reserveCrossFade(like key: Key) {
        let px = paintedRect(key)
        let width = max(1, px.width), height = max(1, px.height)
        if let c = crossFade, c.width == width, c.height == height { return }
        crossFadeReserve.reserve(width: width, height: height)
    }

    /// Paints `key` on the background queue if it is not painted yet, so that a panel moving
    /// toward another width or opacity step finds it ready.
    func prefetch(_ key: Key) {
        if let (clear, opaque) = Self.ends(of: key) {
            prefetch(clear)
            prefetch(opaque)
            return
        }
        lock.lock()
        let known = recent.contains { $0.key == key } || queued.contains { $0 == key }
        if !known { queued.append(key) }
        lock.unlock()
        guard !known else { return }
        Self.paintQueue.async { [weak self] in
            let painted = Self.paint(key)
            guard let self else { return }
            if let painted { self.store(key, painted) }
            self.lock.lock(); self.queued.removeAll { $0 == key }; self.lock.broadcast(); self.lock.unlock()
        }
    }

    /// Waits for queued paintings (tests).
    static func waitForPrefetch() { paintQueue.drain() }

    private static let paintQueue = BackgroundQueue(label: "glass-viewer.panel-paint")
    /// Guards `recent` and `queued`; signalled when a painting from the queue is stored.
    private let lock = NSCondition()
    private var queued: [Key] = []
    /// Paintings the frame path had to make itself (not found ready): each one is a slow frame.
    private(set) var paintedOnFramePath = 0

    /// The painting of `key` if the background queue is making it now (the first queued: the
    /// queue is serial), waited for: the rest of a painting under way is less than a new one
    /// (a drag reaching the next opacity step two frames after it was queued).
    private func awaitPainting(_ key: Key) -> Surface? {
        lock.lock()
        guard queued.first == key else { lock.unlock(); return nil }
        while queued.contains(key) { lock.wait() }
        lock.unlock()
        return stored(key)
    }

    private func stored(_ key: Key) -> Surface? {
        lock.lock(); defer { lock.unlock() }
        guard let i = recent.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = recent.remove(at: i)
        recent.append(entry)
        return entry.surface
    }

    private func store(_ key: Key, _ surface: Surface) {
        lock.lock(); defer { lock.unlock() }
        guard !recent.contains(where: { $0.key == key }) else { return }
        recent.append((key, surface))
        if recent.count > Self.recentLimit { recent.removeFirst() }
    }

    /// The panel's items laid out as a narrow screen, where that layout's origin is in the
    /// window (points) for a panel at `frame` (the first item just under the title), and where
    /// the items' part of the panel starts: the painting and the inspector's live controls
    /// place the items by this one rule.
    static func content(frame f: Rect, title: String?, items: [ContentItem], tint: Color)
        -> (layout: ContentLayout, origin: Point, itemsTop: Double) {
        var screen = Screen(items: items)
        screen.tint = tint
        let layout = ContentLayout(screen: screen, width: f.width, bottomInset: 0)
        let top = layout.items.first?.frame.minY ?? 0
        let itemsY = f.minY + (title == nil ? 24 : PanelGlyphs.itemsTop)
        return (layout, Point(f.minX, itemsY - top), itemsY)
    }

    /// Room below the last item's frame that a painting keeps, in points: what an item draws
    /// past its frame (a tile's label descenders, a card's edge) stays in the picture.
    static let contentOverhang = 16.0

    /// The pixels a painting of `key` covers (frame pixels of `key.frame`): the panel's width, and
    /// its height down to where its content ends. A sheet is painted at its tallest size, but its
    /// items often fill a third of it; below them the painting is transparent, and at 3840×2160
    /// each window-tall painting is 35 MB (a sheet keeps four, its two widths × clear and opaque).
    /// Nothing is drawn below, so a shorter painting is the same picture.
    static func paintedRect(_ key: Key) -> PixelRect {
        paintedRect(key, content: PanelGlyphs.content(frame: key.frame, title: key.title, items: key.items, tint: key.tint))
    }

    /// `paintedRect(key)` for `key`'s content already laid out (`content(frame:…)`).
    private static func paintedRect(_ key: Key, content: (layout: ContentLayout, origin: Point, itemsTop: Double)) -> PixelRect {
        let px = PixelRect(covering: key.frame.scaled(by: key.scale))
        let top = content.layout.items.first?.frame.minY ?? 0
        let itemsBottom = content.layout.items.map(\.frame.maxY).max() ?? top
        let bottom = content.origin.y + itemsBottom + contentOverhang
        let rows = Int((bottom * key.scale).rounded(.up)) - px.y0
        return PixelRect(x: px.x0, y: px.y0, width: px.width, height: min(px.height, max(1, rows)))
    }

    /// `paintedRect(key)`, remembered for the last key's layout (the frame path asks every frame).
    private func paintedRect(_ key: Key) -> PixelRect {
        var layoutKey = key
        layoutKey.opacity = 0
        if let last = lastPaintedRect, last.key == layoutKey { return last.rect }
        let rect = Self.paintedRect(key)
        lastPaintedRect = (layoutKey, rect)
        return rect
    }
    private var lastPaintedRect: (key: Key, rect: PixelRect)?

    /// Paints the panel for `key` into a new surface the size of `paintedRect(key)`; with
    /// `wholePanel`, the size of `key.frame` (tests: the rows cut off are transparent).
    static func paint(_ key: Key, wholePanel: Bool = false) -> Surface? {
        let f = key.frame
        let content = PanelGlyphs.content(frame: f, title: key.title, items: key.items, tint: key.tint)
        let px = wholePanel ? PixelRect(covering: f.scaled(by: key.scale)) : paintedRect(key, content: content)
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let palette = PanelGlyphs.palette(dark: key.dark, opacity: Double(key.opacity) / 24)
        if key.grabber {
            c.fill(Rect(x: f.midX - 18, y: f.minY + 6, width: 36, height: 5), color: palette.tertiaryText, radius: 2.5)
        }
        if let title = key.title {
            c.drawText(title, in: Rect(x: f.minX + 20, y: f.minY + PanelGlyphs.titleTop, width: f.width - 40, height: 28),
                       style: TextStyle(size: 22, weight: 700), color: palette.primaryText)
        }
        let top = content.layout.items.first?.frame.minY ?? 0
        var painter = ContentPainter(layout: content.layout, palette: palette, title: nil)
        painter.controlsAreLive = key.controlsAreLive
        painter.glassButtonsAreLive = false
        painter.carouselsAreLive = false
        c.save()
        c.clip(Rect(x: f.minX, y: content.itemsTop - 6, width: f.width, height: max(0, f.maxY - content.itemsTop + 6)))
        c.translate(content.origin.x, content.origin.y)
        painter.paint(on: c, visible: Rect(x: 0, y: top - 8, width: f.width, height: f.height + 16))
        c.restore()
        c.flush()
        s.markCoverage()
        return s
    }
}

import Foundation

/// The content on the sidebar's glass (T6, T8): title, toggle button, section headers,
/// the selection pill, each tab's icon and title and the sections' action buttons, rasterized
/// into one transparent surface the size of the sidebar and redrawn only when its inputs change.
///
/// Painting it takes about 3 ms (a 640×1080 px sidebar of text and icons at scale 2), so a tab
/// switch spent that on its first frame. While the sidebar is shown, the paintings with each
/// other tab selected are made ahead on a background queue (`prefetch`) and kept, with the one
/// shown, for as long as the rest of the key holds; choosing a tab then only picks a surface.
/// Paintings made on the frame path (a press, Edit mode, a drag) take memory from `pool`, paged
/// in ahead (`SurfacePool.stock`): fresh, a 4K painting's page faults were most of its cost.
/// Sendable because the queue shares only `ahead` and `queued` with the frame path, behind
/// `lock`; a painting is a function of its key, so frames do not depend on which thread painted
/// it, or when.
final class SidebarGlyphs: @unchecked Sendable {
    struct Key: Equatable, Sendable {
        var layout: SidebarLayout
        var selectedTab: Int
        /// The row held down, drawn with a lighter highlight.
        var pressed: SidebarLayout.Item?
        var dark: Bool
        var accent: Color
        var scale: Double
        /// Each section header's colour, in the order of the sections: the secondary label
        /// made readable over the glass behind it (`SidebarComponent.headerColors`).
        var headers: [Color] = []
        /// The row lifted off the list while it is dragged (drawn as its own glass), left out.
        var lifted: SidebarLayout.Item?

        /// Whether `other` differs at most in the tab selected and the row pressed: the set of
        /// paintings kept ahead is for one layout, appearance and scale.
        func sameSet(as other: Key) -> Bool {
            layout == other.layout && dark == other.dark && accent == other.accent && scale == other.scale
                && headers == other.headers
        }
    }

    private(set) var surface: Surface?
    private var key: Key?
    private(set) var version = 0
    /// Where paintings take their memory and give it back (tests give their own).
    let pool: SurfacePool

    init(pool: SurfacePool = .paintings) { self.pool = pool }

    /// The glyphs for `key` and where their top-left pixel goes. A new painting queues the
    /// paintings with the other tabs selected, unless `prefetch` is false: while the rows move
    /// (Edit mode, a drag, a section collapsing, the morph) every frame is a new layout, and
    /// queueing a dozen paintings a frame backed the queue up until a frame waited on it for
    /// a quarter of a second or more.
    func surface(for key: Key, prefetch: Bool = true) -> (surface: Surface, origin: (x: Int, y: Int))? {
        let px = PixelRect(covering: key.layout.frame.scaled(by: key.scale))
        if let surface, key == self.key {
            // The sidebar came to rest on the painting its last moving frame made: paint ahead now.
            if prefetch, !isCurrent(key) { self.prefetch(key, selecting: SidebarGlyphs.tabs(in: key)) }
            return (surface, (px.x0, px.y0))
        }
        let ahead = paintedAhead(key)
        // The surface shown until now is kept when it is one of the set (switching back);
        // otherwise its memory goes to the painting made now, given back before it is made.
        var previous = surface
        if let oldKey = self.key, oldKey.pressed == nil, let old = previous, keep(oldKey, old) { previous = nil }
        surface = nil
        self.key = nil
        pool.giveBack(&previous)
        guard let s = ahead ?? SidebarGlyphs.paint(key, into: pool) else { return nil }
        surface = s
        self.key = key
        version += 1
        // A spare of the painting's size, paged in off the frame path, for the next press or
        // Edit mode's first frame (at 3840×2160 fresh memory for it is 2.6 ms).
        pool.stock(width: s.width, height: s.height)
        if prefetch { self.prefetch(key, selecting: SidebarGlyphs.tabs(in: key)) }
        return (s, (px.x0, px.y0))
    }

    /// The tabs `key`'s sidebar lists (scene indices).
    private static func tabs(in key: Key) -> [Int] {
        key.layout.rows.compactMap { row -> Int? in if case .tab(let i) = row.item { return i } else { return nil } }
    }

    /// Paints, in the background, the sidebar of `key` with each of `tabs` selected instead
    /// (not pressed), unless painted or queued already.
    private func prefetch(_ key: Key, selecting tabs: [Int]) {
        var wanted: [Key] = []
        var dropped: [Surface?] = []
        lock.lock()
        if let current = set, !current.sameSet(as: key) {
            dropped = ahead.map(\.surface)
            ahead.removeAll()
        }
        set = key
        for tab in tabs {
            var k = key
            k.selectedTab = tab
            k.pressed = nil
            if k == self.key || ahead.contains(where: { $0.key == k }) || queued.contains(k) { continue }
            queued.append(k)
            wanted.append(k)
        }
        lock.unlock()
        for i in dropped.indices { pool.giveBack(&dropped[i]) }
        for k in wanted {
            SidebarGlyphs.paintQueue.async { [weak self] in
                guard let self else { return }
                // A set left before its turn came (a resize storm) is not painted.
                var painted = self.isCurrent(k) ? SidebarGlyphs.paint(k, into: self.pool) : nil
                self.lock.lock()
                self.queued.removeAll { $0 == k }
                if let surface = painted, self.set?.sameSet(as: k) == true {
                    self.ahead.append((k, surface))
                    painted = nil
                }
                self.lock.broadcast()
                self.lock.unlock()
                pool.giveBack(&painted)
            }
        }
        // These paintings take the pool's spare; one is made again after them, for a press.
        if !wanted.isEmpty {
            let px = PixelRect(covering: key.layout.frame.scaled(by: key.scale))
            SidebarGlyphs.paintQueue.async { [pool] in pool.stock(width: max(1, px.width), height: max(1, px.height)) }
        }
    }

    /// Paints `key` once in the background and lets the painting go: what it draws for the
    /// first time (icons rasterized, fonts loaded, glyph images) is then cached for the frame
    /// that needs it. Edit mode's checks, grips, Done and reset row cost its first frame 3 ms
    /// at 3840×2160 otherwise. `key` is made (`make`) only when the sidebar shown, `shown`,
    /// changed since the last call, and painted only when it is not the key warmed last: a
    /// sidebar at rest under scrolling content plans every frame.
    func warm(whileShowing shown: Key, _ make: () -> Key) {
        guard shown != warmedWhileShowing else { return }
        warmedWhileShowing = shown
        let key = make()
        guard key != warmed else { return }
        warmed = key
        SidebarGlyphs.paintQueue.async { [pool] in
            var painting = SidebarGlyphs.paint(key, into: pool)
            pool.giveBack(&painting)
        }
    }

    /// The key `warm` painted last, and the sidebar shown when it was last asked.
    private(set) var warmed: Key?
    private var warmedWhileShowing: Key?

    private func isCurrent(_ key: Key) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return set?.sameSet(as: key) == true
    }

    /// Waits for paintings under way (tests).
    static func waitForPrefetch() { paintQueue.drain() }

    /// Paintings made on the frame path because none was ready (tests, profiling).
    private(set) var paintedOnFramePath = 0

    private static let paintQueue = BackgroundQueue(label: "glass-viewer.sidebar-paint")
    private let lock = NSCondition()
    /// The key the current set was made for (the one shown last), and the set's paintings made
    /// ahead (at most one per tab).
    private var set: Key?
    private var ahead: [(key: Key, surface: Surface)] = []
    private var queued: [Key] = []

    /// The painting of `key` made ahead, waited for if it is being made now (the rest of a
    /// painting under way is less than a new one); nil if there is none, counted.
    private func paintedAhead(_ key: Key) -> Surface? {
        lock.lock(); defer { lock.unlock() }
        while queued.contains(key) { lock.wait() }
        if let found = ahead.first(where: { $0.key == key }) { return found.surface }
        paintedOnFramePath += 1
        return nil
    }

    /// Keeps `surface` among the set's paintings; false when it is not one of the set (or is
    /// kept already).
    private func keep(_ key: Key, _ surface: Surface) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard set.map({ $0.sameSet(as: key) }) ?? true, !ahead.contains(where: { $0.key == key }) else { return false }
        ahead.append((key, surface))
        return true
    }

    /// Section headers' colour before it is made readable over what is behind them.
    static func secondary(dark: Bool) -> Color { dark ? Color(white: 1, a: 0.55) : Color(white: 0.1, a: 0.5) }

    /// Where a section header's title sits in its row (points).
    static func headerFrame(_ f: Rect) -> Rect { Rect(x: f.minX + 12, y: f.maxY - 24, width: f.width - 24, height: 20) }

    /// The painting for `key`, off the frame's state: any thread.
    static func paint(_ key: Key, into pool: SurfacePool = .paintings) -> Surface? {
        let px = PixelRect(covering: key.layout.frame.scaled(by: key.scale))
        guard let s = pool.take(width: max(1, px.width), height: max(1, px.height), cleared: true) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let layout = key.layout
        let primary = key.dark ? Color(white: 1, a: 0.94) : Color(white: 0.05, a: 0.9)
        var section = 0
        let accent = key.accent
        if let title = layout.title {
            c.drawText(title, in: layout.titleFrame, style: TextStyle(size: 22, weight: 700), color: primary)
        }
        if key.pressed == .toggle {
            c.fill(layout.toggle, color: key.dark ? Color(white: 1, a: 0.16) : Color(white: 0, a: 0.08), radius: layout.toggle.height / 2)
        }
        IconTheme.shared.draw("sidebar-show-symbolic", in: Rect(x: layout.toggle.midX - 10, y: layout.toggle.midY - 10, width: 20, height: 20),
                              color: primary, on: c)
        if let edit = layout.editButton {
            if key.pressed == .edit {
                c.fill(edit, color: key.dark ? Color(white: 1, a: 0.16) : Color(white: 0, a: 0.08), radius: edit.height / 2)
            }
            c.drawText(layout.editing ? "Done" : "Edit", in: Rect(x: edit.minX, y: edit.midY - 10, width: edit.width, height: 20),
                       style: TextStyle(size: 16, weight: layout.editing ? 700 : 500), color: accent, alignment: .center)
        }
        // Rows that scroll are cut at the list's edges, under the fixed header.
        if layout.scrolls {
            c.save()
            c.clip(layout.list)
        }
        for row in layout.rows {
            if row.item == key.lifted {
                // A section lifted off takes its header's colour slot with it.
                if case .section = row.item { section += 1 }
                continue
            }
            SidebarGlyphs.drawRow(row, key: key, section: &section, on: c)
        }
        if layout.scrolls { c.restore() }
        c.flush()
        s.markCoverage()
        return s
    }

    /// Draws one row of the sidebar: its highlight, icon, title and Edit mode's controls.
    /// `section` counts the headers drawn (their colours are in `key.headers`, in order).
    static func drawRow(_ row: SidebarLayout.Row, key: Key, section: inout Int, on c: Canvas) {
        let primary0 = key.dark ? Color(white: 1, a: 0.94) : Color(white: 0.05, a: 0.9)
        let secondary0 = SidebarGlyphs.secondary(dark: key.dark)
        func faded(_ color: Color, _ by: Double) -> Color { var c = color; c.a *= Float(by); return c }
        let hiddenInEdit = row.control == .visibility(shown: false)
        let rowAlpha = row.opacity * (hiddenInEdit ? 0.45 : 1)
        let primary = faded(primary0, rowAlpha), secondary = faded(secondary0, rowAlpha)
        let accent = faded(key.accent, rowAlpha)
        let layout = key.layout
        do {
            var f = row.frame
            let selected = row.item == .tab(key.selectedTab) && !layout.editing
            if selected {
                c.fill(f, color: key.dark ? Color(white: 1, a: 0.17) : Color(white: 0, a: 0.075), radius: f.height / 2)
            } else if key.pressed == row.item {
                c.fill(f, color: key.dark ? Color(white: 1, a: 0.09) : Color(white: 0, a: 0.045), radius: f.height / 2)
            }
            // Edit mode: a check or an empty ring before an optional tab, a grip after what moves.
            if case .visibility(let shown) = row.control {
                let ring = Rect(x: f.minX + 10, y: f.midY - 11, width: 22, height: 22)
                if shown {
                    c.fill(ring, color: faded(key.accent, row.opacity), radius: 11)
                    IconTheme.shared.draw("object-select-symbolic", in: ring.insetBy(dx: 4, dy: 4),
                                          color: faded(key.dark ? Color(white: 0, a: 1) : Color(white: 1, a: 1), row.opacity), on: c)
                } else {
                    c.stroke(ring.insetBy(dx: 1, dy: 1), color: faded(secondary0, row.opacity), radius: 10, width: 1.5)
                }
                f = Rect(x: f.minX + 30, y: f.minY, width: f.width - 30, height: f.height)
            }
            if row.control != .none {
                IconTheme.shared.draw("list-drag-handle-symbolic", in: Rect(x: row.frame.maxX - 32, y: row.frame.midY - 9, width: 18, height: 18),
                                      color: secondary, on: c)
                f = Rect(x: f.minX, y: f.minY, width: f.width - 30, height: f.height)
            }
            switch row.item {
            case .section:
                let base = key.headers.indices.contains(section) ? key.headers[section] : secondary0
                let color = faded(base, row.opacity)
                section += 1
                c.drawText(row.title, in: SidebarGlyphs.headerFrame(f),
                           style: TextStyle(size: 15, weight: 700), color: color)
                if let open = row.disclosure, !layout.editing {
                    IconTheme.shared.draw(open > 0.5 ? "pan-down-symbolic" : "pan-end-symbolic",
                                          in: Rect(x: row.frame.maxX - 30, y: row.frame.maxY - 23, width: 18, height: 18), color: color, on: c)
                }
            case .reset:
                if let icon = row.icon {
                    IconTheme.shared.draw(icon, in: Rect(x: f.minX + 14, y: f.midY - 10, width: 20, height: 20), color: accent, on: c)
                }
                c.drawText(row.title, in: Rect(x: f.minX + 46, y: f.midY - 10, width: f.width - 58, height: 20),
                           style: TextStyle(size: 16, weight: 500), color: accent)
            case .edit:
                break
            case .action:
                if let icon = row.icon {
                    IconTheme.shared.draw(icon, in: Rect(x: f.minX + 14, y: f.midY - 10, width: 20, height: 20), color: accent, on: c)
                }
                c.drawText(row.title, in: Rect(x: f.minX + 46, y: f.midY - 10, width: f.width - 58, height: 20),
                           style: TextStyle(size: 16, weight: 500), color: accent)
            case .tab, .toggle:
                if let icon = row.icon {
                    IconTheme.shared.draw(icon, in: Rect(x: f.minX + 14, y: f.midY - 10, width: 20, height: 20),
                                          color: selected ? accent : primary, on: c)
                }
                c.drawText(row.title, in: Rect(x: f.minX + 46, y: f.midY - 10, width: f.width - 58, height: 20),
                           style: TextStyle(size: 16, weight: selected ? 600 : 500), color: primary)
            }
        }
    }
}

import CCairo
import Foundation

/// The pango font maps text is laid out with, lent to whichever thread draws text and kept
/// loaded for every text look (family, weight, size, device scale) the process has drawn.
///
/// Why not pango's default map: it is one per thread, and a map loads, the first time it meets
/// a look, that look's fontset (fontconfig's match and sort) and fonts (harfbuzz faces and
/// shaping plans): 1.5–2 ms a look, against microseconds after. Tiles are drawn on Dispatch's
/// workers, which exit after a few seconds idle and come back new, so the first tiles a fresh
/// thread drew took 4–20 ms instead of 0.5 (the search tab's first keystroke, a page pushed
/// after a pause). Glyph images are not part of it: cairo caches them across maps.
///
/// So the maps are pooled: a layout borrows the map returned last (the warmest) and gives it
/// back when done; a map outlives any thread; and when a map meets a look no map had met, the
/// idle maps load it too on the background queue (`SCHED_IDLE`), so whichever thread draws it
/// next finds it loaded. The pool keeps a few more maps than cores, all loaded alike, so a
/// frame drawing on every core never needs a map of its own.
///
/// Pixels do not depend on which map lays text out or on whether it was warmed: every map is a
/// new `pango_cairo_font_map_new()` (what the default per-thread maps were) over the same
/// fontconfig configuration, and warming only fills caches. A map is used by one thread at a
/// time; the pool's lock hands it over. Thread-safe.
final class FontMapPool: @unchecked Sendable {
    /// The pool every canvas lays text out with.
    static let shared = FontMapPool(minimumCount: ProcessInfo.processInfo.activeProcessorCount + 2)

    /// A text look as a font map caches it: the style's font (line spacing is layout only) under
    /// the drawing's scale and rotation (the cairo matrix's linear part, device pixels per point).
    struct Look: Hashable, Sendable {
        var family: String
        var weight: Int
        var size: Double
        var xx: Double, yx: Double, xy: Double, yy: Double

        init(_ style: TextStyle, weight: Int? = nil, matrix m: cairo_matrix_t) {
            family = style.family
            self.weight = weight ?? style.weight
            size = style.size
            xx = m.xx; yx = m.yx; xy = m.xy; yy = m.yy
        }

        /// `style` (at `weight` instead of its own when given) drawn at `scale` device pixels per
        /// point, unrotated: what a tile's canvas draws.
        init(_ style: TextStyle, weight: Int? = nil, scale: Double) {
            self.init(style, weight: weight, matrix: cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0))
        }
    }

    /// One pango font map and the looks it has loaded. Only the borrower touches `looks`.
    final class Map: @unchecked Sendable {
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        private(set) var looks: Set<Look> = []
        /// Looks met while borrowed that the pool had not known, reported when given back.
        fileprivate var newLooks: [Look] = []
        /// Layouts this map has set, kept for their text's next drawing.
        let layouts = TextLayoutCache()

        fileprivate init() { fontMap = pango_cairo_font_map_new() }
        deinit { g_object_unref(UnsafeMutableRawPointer(fontMap)) }

        /// Notes that a layout on this map used `look`.
        func met(_ look: Look) {
            if looks.insert(look).inserted { newLooks.append(look) }
        }

        /// A new pango layout on this map for drawing through `cr` (what `pango_cairo_create_layout`
        /// does with a thread's own map); the caller releases it.
        func newLayout(for cr: OpaquePointer) -> OpaquePointer? {
            guard let context = pango_font_map_create_context(fontMap) else { return nil }
            pango_cairo_update_context(cr, context)
            let layout = pango_layout_new(context)
            g_object_unref(UnsafeMutableRawPointer(context))
            return layout
        }

        /// Lays out a short text in `look`, which loads its fontset and fonts into this map. The
        /// look counts as loaded even if cairo could not make its scratch surface (out of
        /// memory), so a warming always ends; a frame would then load it itself.
        fileprivate func load(_ look: Look) {
            guard looks.insert(look).inserted, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return }
            defer { cairo_destroy(cr) }
            var matrix = cairo_matrix_t(xx: look.xx, yx: look.yx, xy: look.xy, yy: look.yy, x0: 0, y0: 0)
            cairo_set_matrix(cr, &matrix)
            guard let layout = newLayout(for: cr) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            FontMapPool.setFont(layout, family: look.family, weight: look.weight, size: look.size)
            pango_layout_set_text(layout, "Ag", -1)
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_size(layout, &w, &h)  // itemizes and shapes: the fontset and fonts load
        }
    }

    /// Sets `layout`'s font: `family` at `weight`, `size` points at an absolute size (the cairo
    /// matrix scales points to pixels). One definition for the text drawn and the looks warmed,
    /// so a warmed look is the look drawn.
    static func setFont(_ layout: OpaquePointer, family: String, weight: Int, size: Double) {
        let desc = pango_font_description_new()
        pango_font_description_set_family(desc, family)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_absolute_size(desc, size * Double(ccairo_pango_scale()))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
    }

    /// Maps at least kept (made and loaded by the warming).
    let minimumCount: Int
    private let lock = NSLock()
    /// Maps not lent, the one given back last at the end.
    private var idle: [Map] = []
    private var madeCount = 0
    /// Every look a map of this pool has met.
    private var known: Set<Look> = []
    private var warmingQueued = false
    private let queue: BackgroundQueue

    init(minimumCount: Int, label: String = "glass-viewer.font-maps") {
        self.minimumCount = max(1, minimumCount)
        queue = BackgroundQueue(label: label)
    }

    /// Lends a map: the one given back last, or a new one when all are lent.
    func borrow() -> Map {
        lock.lock(); defer { lock.unlock() }
        if let map = idle.popLast() { return map }
        madeCount += 1
        queueWarmingLocked()  // a new map learns the known looks once it is back
        return Map()
    }

    /// Takes back a map lent by `borrow`; looks it met that no map had met are loaded into the
    /// idle maps in the background.
    func giveBack(_ map: Map) {
        let fresh = map.newLooks
        map.newLooks = []
        lock.lock(); defer { lock.unlock() }
        idle.append(map)
        var learned = false
        for look in fresh where known.insert(look).inserted { learned = true }
        if learned { queueWarmingLocked() }
    }

    /// Runs `body` with a borrowed map.
    func withMap<R>(_ body: (Map) -> R) -> R {
        let map = borrow()
        defer { giveBack(map) }
        return body(map)
    }

    /// Loads `looks` into every map, as if a map had met them (a look about to be drawn for the
    /// first time, on several threads at once), in the background.
    func prepare(_ looks: [Look]) {
        lock.lock(); defer { lock.unlock() }
        var learned = false
        for look in looks where known.insert(look).inserted { learned = true }
        if learned { queueWarmingLocked() }
    }

    /// Waits until the warmings queued so far are done (tests, a bench starting at rest).
    func waitForWarming() { queue.drain() }

    /// How many maps the pool has made, and how many of its idle maps have loaded `look` (tests).
    func census(_ look: Look) -> (made: Int, idle: Int, loaded: Int) {
        lock.lock(); defer { lock.unlock() }
        return (madeCount, idle.count, idle.filter { $0.looks.contains(look) }.count)
    }

    private func queueWarmingLocked() {
        guard !warmingQueued else { return }
        warmingQueued = true
        queue.async { [self] in warm() }
    }

    /// Makes maps up to `minimumCount` and loads every known look into each idle map, one map
    /// out of the pool at a time.
    private func warm() {
        lock.lock()
        warmingQueued = false
        while madeCount < minimumCount {
            madeCount += 1
            idle.insert(Map(), at: 0)  // new maps wait under the warm ones
        }
        let looks = known
        lock.unlock()
        while true {
            lock.lock()
            guard let index = idle.firstIndex(where: { !looks.isSubset(of: $0.looks) }) else { lock.unlock(); return }
            let map = idle.remove(at: index)
            lock.unlock()
            for look in looks.sorted(by: Self.order) { map.load(look) }
            lock.lock()
            idle.insert(map, at: min(index, idle.count))
            lock.unlock()
        }
    }

    /// A fixed order to load looks in, so a warming does the same work run to run.
    private static func order(_ a: Look, _ b: Look) -> Bool {
        if (a.family, a.size, a.weight) != (b.family, b.size, b.weight) { return (a.family, a.size, a.weight) < (b.family, b.size, b.weight) }
        return (a.xx, a.yy, a.xy, a.yx) < (b.xx, b.yy, b.xy, b.yx)
    }
}

import CCairo

/// The pango layouts one font map has set, kept for the next time the same text is drawn or
/// measured with the same look, box and device scale.
///
/// Setting a layout (itemizing and shaping its text with harfbuzz) is about half of what a
/// tile of text costs: a list's rows are set again for every tile they cross, and again when
/// the list changes (each keystroke of a search lays the results out anew, the same messages
/// the inbox drew a moment before). A kept layout is drawn with its lines as they were set.
///
/// A layout is a function of its key: pango sets it from the text, font, box and the drawing's
/// scale (the cairo matrix's linear part; translation does not change a layout) under the
/// target's font options, which are cairo's defaults for every image surface here (nothing
/// sets others). A kept layout is drawn as it is, without `pango_cairo_update_layout`: that
/// sets the context's matrix, which marks the layout changed and sets it again even when
/// nothing that matters differs. Drawing uses the cairo context it is given, so a kept layout
/// draws the pixels a new one would. Owned by one `FontMapPool.Map`, used only by the thread
/// that borrowed it.
final class TextLayoutCache {
    /// Everything a layout is set from.
    struct Key: Hashable {
        var text: String
        var style: TextStyle
        /// The box's width in points (nil: one line, however long).
        var width: Double?
        var alignment: TextAlignment
        var maxLines: Int
        /// A part of the text in another colour and weight (a search result's match).
        var emphasis: Emphasis?
        /// The cairo matrix's linear part: device pixels per point.
        var xx: Double, yx: Double, xy: Double, yy: Double
    }

    struct Emphasis: Hashable {
        var range: Range<Int>
        var color: Color
        var weight: Int
    }

    /// Layouts kept at most; past it the least recently used quarter goes. Each holds its
    /// text's glyphs, a few kilobytes.
    static let capacity = 512

    private var layouts: [Key: (layout: OpaquePointer, lastUse: Int)] = [:]
    private var uses = 0
    /// Layouts made and found (tests).
    private(set) var made = 0, found = 0

    /// The kept layout for `key`, or one made by `make` and kept.
    func layout(for key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
        uses += 1
        if let entry = layouts[key] {
            layouts[key] = (entry.layout, uses)
            found += 1
            return entry.layout
        }
        guard let layout = make() else { return nil }
        made += 1
        if layouts.count >= Self.capacity { evictOldest() }
        layouts[key] = (layout, uses)
        return layout
    }

    private func evictOldest() {
        let old = layouts.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(Self.capacity / 4)
        for (key, entry) in old {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            layouts[key] = nil
        }
    }

    deinit {
        for entry in layouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    }
}

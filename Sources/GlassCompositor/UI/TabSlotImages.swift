/// Each tab's icon and label painted once at full opacity, in a small transparent surface of
/// its own, for the frames where the tab bar minimizes or expands (T2).
///
/// There the slots slide together and fade on every frame, and laying out and painting five
/// labels and icons each frame cost 0.8-1.5 ms of the frame (music, 1920x1080 @2). The slots
/// are blitted at their squeezed places instead (whole pixels) with the fade as opacity; at
/// rest the bar is painted directly as before.
final class TabSlotImages {
    struct Key: Hashable {
        var title: String
        var icon: String
        var color: Color
        /// The slot's size in points at full width.
        var slot: Size
        var scale: Double
    }

    /// Kept per tab (the slot index): its two colours (selected, not) at a few label lightness
    /// levels; adapting labels walk through many, the oldest go first.
    private var images = RecentSurfaces<Key, Surface>(limit: 4)
    /// Slots painted so far (tests: once per slot and colour, not once per frame).
    var paintings: Int { images.insertions }

    /// The painted slot `index` for `key`, painting it the first time.
    func image(slot index: Int, for key: Key) -> Surface? {
        if let kept = images.value(slot: index, key: key) { return kept.value }
        guard let s = Self.paint(key) else { return nil }
        _ = images.insert(slot: index, key: key, s)
        return s
    }

    /// The icon and label as `TabBarGlyphs` lays them out in a slot, the slot's top-left at the
    /// surface's origin.
    static func paint(_ key: Key) -> Surface? {
        let w = Int((key.slot.width * key.scale).rounded(.up)), h = Int((key.slot.height * key.scale).rounded(.up))
        guard let s = Surface(width: max(1, w), height: max(1, h)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale)
        TabSlotImages.draw(title: key.title, icon: key.icon, in: Rect(x: 0, y: 0, width: key.slot.width, height: key.slot.height),
                           color: key.color, on: c)
        c.flush()
        s.markCoverage()
        return s
    }

    /// The title of a top bar's slot.
    static let topTitle = TextStyle(size: 15, weight: 600)
    /// The side of the search tab's symbol in a top bar's slot (points).
    static let topIconSide = 20.0

    /// How wide a top bar's slot wants its content (points): the title's width, or the
    /// search tab's symbol.
    static func topContentWidth(of tab: Tab) -> Double {
        if tab.role == .search { return topIconSide }
        return TextMeasurer.shared.size(tab.title, style: topTitle, width: 2000, maxLines: 1).width
    }

    /// A tab's icon and label in `slot` (points): the one layout both the direct painting and
    /// the painted slots use.
    /// A slot lower than a bottom bar's (the top bar's) holds the title alone, as iPadOS's,
    /// but for the search tab, which iPadOS shows there as its symbol alone (`iconOnlyOnTop`).
    static func draw(title: String, icon: String, iconOnlyOnTop: Bool = false, in slot: Rect, color: Color, on c: Canvas) {
        if slot.height < TabBarLayout.height - 8 - 10 {
            if iconOnlyOnTop {
                let side = TabSlotImages.topIconSide
                IconTheme.shared.draw(icon, in: Rect(x: slot.midX - side / 2, y: slot.midY - side / 2, width: side, height: side),
                                      color: color, on: c)
                return
            }
            c.drawText(title, in: Rect(x: slot.minX + 6, y: slot.midY - 10, width: slot.width - 12, height: 20),
                       style: TabSlotImages.topTitle, color: color, alignment: .center)
            return
        }
        IconTheme.shared.draw(icon, in: Rect(x: slot.midX - 12, y: slot.minY + 7, width: 24, height: 24), color: color, on: c)
        c.drawText(title, in: Rect(x: slot.minX + 2, y: slot.minY + 34, width: slot.width - 4, height: 14),
                   style: .tabLabel, color: color, alignment: .center)
    }
}

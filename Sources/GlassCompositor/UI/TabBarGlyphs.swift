/// The content that sits on the tab bar's glass: the selection pill, each tab's icon and
/// label, rasterized into one small transparent surface and redrawn only when its inputs
/// change (selection, pill position, size, colours).
final class TabBarGlyphs {
    /// How much the dragged pill's lens magnifies the tabs under it.
    static let lensMagnification = 1.3
    struct Key: Hashable {
        var bar: Rect
        /// Minimize progress in 24ths (the cross-fade redraws as it moves).
        var collapse = 0
        /// The lens over the tabs while the pill is dragged (points), if any.
        var lens: Rect? = nil
        var pill: Rect
        /// The selected slot.
        var selected: Int
        /// Each slot's tab (its id): the slots change with the width (More, hidden tabs).
        var tabs: [String] = []
        /// The collapsed bar's icon is the selected tab's (the accent); false beside an open
        /// search field, where it is the tab to go back to (the label colour).
        var collapsedIconIsSelected = true
        var appearance: Appearance
        /// Label lightness in 24ths: 0 dark labels (light backdrop) ... 24 light labels.
        var lightness: Int
        /// Each tab's label colour (straight sRGB), readable over the glass behind it
        /// (`TabBarComponent.labelColors`); empty: the accent and the monochrome label.
        var labels: [Color] = []
        var width: Int, height: Int
        /// The soft light of a press (G8), in points, strength in 16ths.
        var light: GlassLabelGlyphs.Light? = nil
    }

    /// The selection pill: a quiet fill that reads on glass in both appearances
    /// (`lightness` 0 dark labels ... 1 light labels).
    static func pillColor(lightness: Float) -> Color {
        Color(white: 0, a: 0.075).mixed(with: Color(white: 1, a: 0.16), lightness)
    }

    /// The monochrome label of the tabs not selected at `lightness`.
    static func labelColor(lightness: Float) -> Color {
        Color(white: 0.08, a: 0.86).mixed(with: Color(white: 1, a: 0.94), lightness)
    }

    private(set) var surface: Surface?
    /// Where each drawing goes: the bar changes size on every frame it minimizes.
    private var memory = SurfaceMemory()
    private(set) var key: Key?
    /// The slots painted once for the frames where the bar minimizes or expands.
    let slotImages = TabSlotImages()
    private(set) var version = 0

    /// The glyph surface for `key`, drawn if it changed. Pixel size of the bar at `scale`.
    func surface(for key: Key, tabs: [Tab], layout: TabBarLayout, accent: Color, scale: Double) -> Surface {
        if let surface, key == self.key { return surface }
        let s = memory.zeroed(width: min(max(1, key.width), Surface.maximumSide), height: min(max(1, key.height), Surface.maximumSide))
            ?? Surface(sized: 1, 1)
        // The surface covers the (possibly pressed) bar's pixels; draw in its coordinates.
        let c = Canvas(surface: s, scale: scale, origin: Point((key.bar.minX * scale).rounded(.down) / scale,
                                                              (key.bar.minY * scale).rounded(.down) / scale))
        let light = Float(key.lightness) / 24
        // Minimizing cross-fades the full bar into the selected icon alone (T2); the
        // slots squeeze with the glass so nothing is cut off while it changes size.
        let collapsedAlpha = Float(max(0, min(1, layout.collapse * 2 - 1)))
        let expandedAlpha = Float(max(0, min(1, 1 - layout.collapse * 2)))
        if collapsedAlpha > 0, tabs.indices.contains(key.selected) {
            let b = key.bar
            let tint = key.collapsedIconIsSelected ? accent : TabBarGlyphs.labelColor(lightness: light)
            IconTheme.shared.draw(tabs[key.selected].icon, in: Rect(x: b.midX - 13, y: b.midY - 13, width: 26, height: 26),
                                  color: tint.withAlpha(tint.a * collapsedAlpha), on: c)
        }
        guard expandedAlpha > 0 else {
            c.flush()
            surface = s
            self.key = key
            version += 1
            return s
        }
        let from = layout.expandedBar, to = key.bar
        func squeeze(_ r: Rect) -> Rect {
            let sx = to.width / max(1, from.width)
            return Rect(x: to.minX + (r.minX - from.minX) * sx, y: r.minY + (to.minY - from.minY), width: r.width * sx, height: r.height)
        }
        let pillColor = TabBarGlyphs.pillColor(lightness: light)
        let pill = squeeze(key.pill)
        c.fill(pill, color: pillColor.withAlpha(pillColor.a * expandedAlpha), radius: pill.height / 2)
        let label = TabBarGlyphs.labelColor(lightness: light)
        func color(_ i: Int) -> Color { key.labels.indices.contains(i) ? key.labels[i] : i == key.selected ? accent : label }
        if let glow = key.light {
            PressLight.draw(at: Point(Double(glow.x), Double(glow.y)), strength: Float(glow.strength) / 16, in: key.bar,
                            cornerRadius: key.bar.height / 2, on: c)
        }
        func drawSlots() {
            for (i, fullSlot) in layout.slots.enumerated() where i < tabs.count {
                let base = color(i)
                TabSlotImages.draw(title: tabs[i].title, icon: tabs[i].icon, iconOnlyOnTop: tabs[i].role == .search, in: squeeze(fullSlot),
                                   color: base.withAlpha(base.a * expandedAlpha), on: c)
            }
        }
        if key.lens == nil && layout.collapse > 0 {
            // Minimizing or expanding: the painted slots, moved and faded.
            c.flush()
            let opacity = UInt32((expandedAlpha * 255).rounded())
            for (i, fullSlot) in layout.slots.enumerated() where i < tabs.count && opacity > 0 {
                let base = color(i)
                let slotKey = TabSlotImages.Key(title: tabs[i].title, icon: tabs[i].icon, color: base, slot: fullSlot.size, scale: scale)
                guard let image = slotImages.image(slot: i, for: slotKey) else { continue }
                let slot = squeeze(fullSlot)
                // The painted slot is centred on the squeezed one, as the direct painting is.
                let x = Int(((slot.midX - fullSlot.width / 2) * scale).rounded()) - Int((key.bar.minX * scale).rounded(.down))
                let y = Int((slot.minY * scale).rounded()) - Int((key.bar.minY * scale).rounded(.down))
                s.blit(image, at: x, y, opacity: opacity)
            }
        } else {
            drawSlots()
        }
        if let lens = key.lens {
            // The dragged pill is a lens of the bar's own glass (T4): inside it the tabs
            // show magnified about its centre, in place of their normal size, under a clear
            // body whose only light is a soft sheen along its top. No outline and no drop
            // shadow: a drawn ring read as a button's border, not as glass. It is drawn here, on
            // the bar, rather than as glass of its own: glass sampling the page would show the
            // content behind the bar (glass never samples glass), and the lens has to show the
            // bar's tabs.
            let radius = lens.height / 2
            c.save()
            c.clip(lens, radius: radius)
            c.clear()
            c.fill(lens, color: Color(white: 1, a: 0.10).mixed(with: Color(white: 1, a: 0.07), light), radius: radius)
            c.fillLinearGradient(lens, radius: radius, from: Point(lens.minX, lens.minY), to: Point(lens.minX, lens.midY),
                                 colors: [Color(white: 1, a: 0.28), Color(white: 1, a: 0)])
            c.translate(lens.midX, lens.midY)
            c.scale(TabBarGlyphs.lensMagnification)
            c.translate(-lens.midX, -lens.midY)
            drawSlots()
            c.restore()
        }
        c.flush()
        surface = s
        self.key = key
        version += 1
        return s
    }
}

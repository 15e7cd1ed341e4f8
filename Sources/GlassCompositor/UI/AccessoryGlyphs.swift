/// What sits on the bottom accessory's glass (T3): artwork, title and subtitle, and its
/// buttons, with the `hiddenWhenInline` buttons left out while it sits beside a collapsed bar.
final class AccessoryGlyphs {
    struct Key: Hashable {
        var rect: Rect
        var inline: Bool
        var lightness: Int
        var scale: Double
    }

    private(set) var surface: Surface?
    private var key: Key?
    /// Where each drawing goes: the accessory changes size on every frame the bar minimizes.
    private var memory = SurfaceMemory()
    private(set) var version = 0

    func surface(for key: Key, accessory: TabAccessory) -> Surface? {
        if let surface, key == self.key { return surface }
        let px = PixelRect(covering: key.rect.scaled(by: key.scale))
        guard let s = memory.zeroed(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let light = Float(key.lightness) / 24
        let primary = Color(white: 0.05, a: 0.9).mixed(with: Color(white: 1, a: 0.95), light)
        let secondary = Color(white: 0.1, a: 0.6).mixed(with: Color(white: 1, a: 0.7), light)
        let r = key.rect
        var x = r.minX + 8
        if let art = accessory.artwork {
            let side = r.height - 16
            // On whole pixels: the accessory slides while the bar minimizes, and artwork is kept
            // painted per sub-pixel phase, so in between it would be painted anew each frame.
            let place = Point(((x * key.scale).rounded() / key.scale), ((r.minY + 8) * key.scale).rounded() / key.scale)
            ArtworkPainter.paint(art, in: Rect(x: place.x, y: place.y, width: side, height: side), radius: 8, on: c)
            x += side + 10
        }
        // Squeezed while the bar minimizes, it sheds what does not fit rather than crowd it:
        // first the buttons hidden when inline, then the text (an ellipsis alone says nothing).
        let narrow = r.width < 220
        let buttons = accessory.buttons.filter { !((key.inline || narrow) && $0.hiddenWhenInline) }
        let buttonsWidth = Double(buttons.count) * 36 + 6
        let textWidth = max(0, r.maxX - buttonsWidth - x - 4)
        if textWidth >= 44 {
            c.drawText(accessory.title, in: Rect(x: x, y: r.midY - 17, width: textWidth, height: 18), style: TextStyle(size: 14, weight: 600), color: primary)
            c.drawText(accessory.subtitle, in: Rect(x: x, y: r.midY + 1, width: textWidth, height: 16), style: TextStyle(size: 12), color: secondary)
        }
        var bx = r.maxX - buttonsWidth + 6
        for b in buttons {
            IconTheme.shared.draw(b.icon, in: Rect(x: bx + 7, y: r.midY - 11, width: 22, height: 22), color: primary, on: c)
            bx += 36
        }
        c.flush()
        surface = s
        self.key = key
        version += 1
        return s
    }
}

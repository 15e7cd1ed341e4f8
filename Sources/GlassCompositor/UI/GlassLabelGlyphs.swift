/// The icon or text that sits on a custom glass element, rasterized into a small transparent
/// surface per element and kept while its inputs recur.
///
/// Each element keeps its last `recentPerSlot` renderings, not just the last: glass adapting to
/// content scrolling beneath it moves its label through the same few lightness levels over and
/// over (light → dark → light), and on the glass lab redrawing every step was 12 label
/// rasterizations a frame, most of the layout stage.
///
/// A label is drawn in its rectangle with the edges moved to the nearest whole pixels, and
/// kept by that size, not its place: glass that rides something moving (a map's buttons on a
/// sheet's top edge, pushed by a spring) lands at a new fraction of a pixel every frame, and
/// glass squeezed as a sheet covers it shrinks by fractions of a point a frame; its labels,
/// whose text does not scale with the glass, were drawn again every frame (1–1.9 ms of maps'
/// slowest 1080p frames). Half a pixel at most between a label and its glass does not show;
/// glass at rest sits on whole pixels at scale 2, where nothing moves.
final class GlassLabelGlyphs {
    /// The soft light under the pointer of pressed glass (G8), in points; strength in 16ths.
    struct Light: Hashable {
        var x: Int, y: Int
        var strength: Int
    }

    struct Key: Hashable {
        var rect: Rect
        var icon: String?
        var text: String?
        /// Label lightness in 24ths (0 dark ... 24 light).
        var lightness: Int
        var tint: Color?
        var scale: Double
        var light: Light?
        var shape: GlassElement.Shape
        /// How much of the label shows, in 16ths (16 whole): a label fades in and out with
        /// its glass's morph instead of appearing between two frames.
        var opacity: Int = 16
    }

    /// Per slot, the most recently used keys (their rectangles at the origin) and what they
    /// drew (nil when nothing), the most recent last.
    private var cache: [Int: [(key: Key, glyphs: Drawn?)]] = [:]
    private var nextVersion = 0
    /// Renderings kept per element: one per lightness level (0 ... 24). Transitions start and
    /// stop at different levels, so over a scroll a label visits most of them: on the glass-lab
    /// bench 16 left 6.7 redraws a frame, 25 leave 1.3. A trimmed label is ~10-20 KB at scale
    /// 2, so 40 elements keep at most ~20 MB.
    static let recentPerSlot = 25

    /// An element's glyphs, trimmed to their ink, and where they lie in the frame.
    struct Glyphs {
        var surface: Surface
        /// Changes whenever the glyphs are redrawn.
        var version: Int
        /// Where the surface's top-left pixel lies in the frame, pixels.
        var x: Int, y: Int
    }

    /// Glyphs as drawn and kept: the surface's top-left pixel in pixels from the rectangle's.
    private struct Drawn {
        var surface: Surface
        var version: Int
        var offsetX: Int, offsetY: Int
    }

    /// The glyphs of element `slot` for `key`; nil when the element shows nothing.
    func surface(slot: Int, for key: Key) -> Glyphs? {
        guard key.icon != nil || key.text != nil || key.light != nil else { return nil }
        // The rectangle's edges on their nearest pixels; the drawing keyed at the origin, the
        // press light (points) moved with it.
        let x = (key.rect.minX * key.scale).rounded(), y = (key.rect.minY * key.scale).rounded()
        let width = max(0, (key.rect.maxX * key.scale).rounded() - x), height = max(0, (key.rect.maxY * key.scale).rounded() - y)
        var local = key
        local.rect = Rect(x: 0, y: 0, width: width / key.scale, height: height / key.scale)
        if let light = key.light {
            local.light = Light(x: light.x - Int((x / key.scale).rounded()), y: light.y - Int((y / key.scale).rounded()),
                                strength: light.strength)
        }
        func placed(_ drawn: Drawn?) -> Glyphs? {
            drawn.map { Glyphs(surface: $0.surface, version: $0.version, x: Int(x) + $0.offsetX, y: Int(y) + $0.offsetY) }
        }
        if var recent = cache[slot], let i = recent.lastIndex(where: { $0.key == local }) {
            if i == recent.count - 1 { return placed(recent[i].glyphs) }
            let hit = recent.remove(at: i)
            recent.append(hit)
            cache[slot] = recent
            return placed(hit.glyphs)
        }
        return placed(draw(local, slot: slot))
    }

    /// Draws `key` (its rectangle at the origin) and keeps it for `slot`.
    private func draw(_ key: Key, slot: Int) -> Drawn? {
        let px = PixelRect(covering: key.rect.scaled(by: key.scale))
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let light = Float(key.lightness) / 24
        var color = key.tint ?? Color(white: 0.08, a: 0.88).mixed(with: Color(white: 1, a: 0.95), light)
        color.a *= Float(min(16, max(0, key.opacity))) / 16
        let r = key.rect
        if let light = key.light {
            PressLight.draw(at: Point(Double(light.x), Double(light.y)), strength: Float(light.strength) / 16, in: r,
                            cornerRadius: key.shape == .rect ? 12 : min(r.width, r.height) / 2, on: c)
        }
        // Measured a hair wider than the run so pango never ellipsizes a text that fits.
        let textWidth = key.text.map { c.measureText($0, style: .headline).width + 0.5 }
        let layout = GlassLabelLayout(in: r, shape: key.shape, hasIcon: key.icon != nil, textWidth: textWidth)
        if let icon = key.icon, let box = layout.icon {
            IconTheme.shared.draw(icon, in: box, color: color, on: c)
        }
        if let text = key.text, let box = layout.text {
            c.drawText(text, in: box, style: .headline, color: color, alignment: key.icon == nil ? .center : .leading)
        }
        c.flush()
        nextVersion += 1
        // A label or icon covers a small part of its glass; blending the transparent rest
        // every frame was most of the overlay stage on the glass lab.
        let ink = s.inkBounds()
        guard !ink.isEmpty, let trimmed = ink == s.bounds ? s : s.cropped(to: ink) else {
            remember((key, nil), slot: slot)
            return nil
        }
        let glyphs = Drawn(surface: trimmed, version: nextVersion, offsetX: px.x0 + ink.x0, offsetY: px.y0 + ink.y0)
        remember((key, glyphs), slot: slot)
        return glyphs
    }

    private func remember(_ entry: (key: Key, glyphs: Drawn?), slot: Int) {
        var recent = cache[slot] ?? []
        if recent.count >= Self.recentPerSlot { recent.removeFirst() }
        recent.append(entry)
        cache[slot] = recent
    }
}

/// The segment titles seen through a segmented control's dragged thumb (C4): drawn
/// sharp and a little magnified on the lens's glass, as iOS shows them, because the glass
/// itself only has the content's blurred copy of them to refract.
///
/// One surface per control, redrawn when the lens moves or the selection or look changes.
final class SegmentLensGlyphs {
    /// How much the lens magnifies the titles under it.
    static let magnification = 1.12

    struct Key: Hashable {
        var control: String
        /// The lens in content points.
        var lens: Rect
        var selected: Int
        var appearance: Appearance
        var scale: Double
    }

    private var drawn: [String: (key: Key, surface: Surface, version: Int)] = [:]
    private var nextVersion = 1

    /// The titles of `model` (laid out in `rect`, content points) inside `key.lens`, magnified
    /// about the lens's centre; the surface's top-left pixel is the lens's, at `key.scale`.
    func surface(for key: Key, model: SegmentedControl, in rect: Rect, painter: ContentPainter) -> (Surface, version: Int)? {
        if let d = drawn[key.control], d.key == key { return (d.surface, d.version) }
        let px = PixelRect(covering: key.lens.scaled(by: key.scale))
        // The lens keeps its size while it slides: its surface is reused, cleared.
        let surface: Surface
        if let d = drawn[key.control], d.surface.width == max(1, px.width), d.surface.height == max(1, px.height) {
            surface = d.surface
            surface.fill(0)
        } else {
            guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
            surface = s
        }
        let canvas = Canvas(surface: surface, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let lens = key.lens
        // The lens's body: the track's colour, lightened, hides the blurred titles the glass
        // refracts from the content below (they would ghost beside the sharp ones); the glass's
        // rim and highlight stay visible around it.
        let body = lens.insetBy(dx: 2.5, dy: 2.5)
        canvas.fill(body, color: key.appearance == .dark ? Color(white: 0.30, a: 0.9) : Color(white: 0.97, a: 0.9), radius: body.height / 2)
        canvas.clip(lens, radius: lens.height / 2)
        canvas.translate(lens.midX, lens.midY)
        canvas.scale(SegmentLensGlyphs.magnification)
        canvas.translate(-lens.midX, -lens.midY)
        painter.paintSegments(model, in: rect, thumb: 0, selected: key.selected, drawThumb: false, on: canvas)
        canvas.flush()
        let version = nextVersion
        nextVersion += 1
        drawn[key.control] = (key, surface, version)
        return (surface, version)
    }

    /// Forgets the surfaces of controls no longer shown with a lens.
    func keep(only controls: Set<String>) { drawn = drawn.filter { controls.contains($0.key) } }
}

import Foundation

/// What sits on an alert's or action sheet's glass (P3): title, message and the button
/// capsules with their titles (destructive in red, the preferred one in the accent colour,
/// the one under a held pointer darker). One surface over the panels, redrawn when its key
/// changes; the glass draws it at the fade's opacity (`GlassItem.glyphOpacity`, in steps of
/// `opacitySteps`), so the fade in and out makes no copies (a faded copy per step, blended
/// pixel by pixel, was most of each fading frame's plan).
///
/// The surface an alert will show first can be painted ahead on a background queue
/// (`prefetch`, from the press on the button that presents it): painting its text was most of
/// the first frame's plan. Sendable because the queue shares only `ahead` and `queued` with the
/// frame path, behind `lock`; the painting is a function of its key, so frames do not depend
/// on which thread painted it, or when.
final class AlertGlyphs: @unchecked Sendable {
    struct Key: Equatable, Sendable {
        var layout: AlertLayout
        var content: AlertContent
        var highlighted: Int?
        /// Buttons left out: they are pressed and drawn apart at their pressed size
        /// (`AlertPressGlyphs`).
        var lifted: [Int] = []
        var dark: Bool
        var accent: Color
        var scale: Double
    }

    /// Opacity steps of the faded copies.
    static let opacitySteps = 16

    private var drawn: (key: Key, surface: Surface, origin: (x: Int, y: Int), version: Int)?
    private var nextVersion = 0

    /// The surface for `key`, its top-left in pixels and a version that changes whenever its
    /// pixels do.
    func surface(for key: Key) -> (surface: Surface, origin: (x: Int, y: Int), version: Int)? {
        if drawn?.key != key {
            nextVersion += 1
            drawn = (paintedAhead(key) ?? AlertGlyphs.paint(key)).map { (key, $0.surface, $0.origin, nextVersion) }
        }
        guard let d = drawn else { return nil }
        return (d.surface, d.origin, d.version)
    }

    /// The surface shown last (tests).
    var shown: Surface? { drawn?.surface }

    /// Takes over the painting `other` shows, for the alert that leaves with it: the same
    /// glyphs would otherwise be painted again on the frame that dismisses it (3 ms for
    /// music's action sheet).
    func adoptShown(from other: AlertGlyphs) {
        guard let d = other.drawn else { return }
        nextVersion += 1
        drawn = (d.key, d.surface, d.origin, nextVersion)
    }

    /// Paints `key` on the background queue unless it is shown or painted already.
    func prefetch(_ key: Key) {
        lock.lock()
        let known = drawn?.key == key || ahead?.key == key || queued == key
        if !known { queued = key }
        lock.unlock()
        guard !known else { return }
        AlertGlyphs.paintQueue.async { [weak self] in
            let painted = AlertGlyphs.paint(key)
            guard let self else { return }
            self.lock.lock()
            if let painted { self.ahead = (key, painted.surface, painted.origin) }
            if self.queued == key { self.queued = nil }
            self.lock.broadcast()
            self.lock.unlock()
        }
    }

    /// Waits for paintings under way (tests).
    static func waitForPrefetch() { paintQueue.drain() }

    /// Paintings made on the frame path because none was ready (tests, profiling).
    private(set) var paintedOnFramePath = 0

    private static let paintQueue = BackgroundQueue(label: "glass-viewer.alert-paint")
    private let lock = NSCondition()
    private var ahead: (key: Key, surface: Surface, origin: (x: Int, y: Int))?
    private var queued: Key?

    /// The painting of `key` made ahead, waited for if it is being made now (the rest of a
    /// painting under way is less than a new one).
    private func paintedAhead(_ key: Key) -> (surface: Surface, origin: (x: Int, y: Int))? {
        lock.lock(); defer { lock.unlock() }
        while queued == key { lock.wait() }
        if let a = ahead, a.key == key { return (a.surface, a.origin) }
        paintedOnFramePath += 1
        return nil
    }

    /// The glyphs' opacity (0...255) at `opacity` (0...1) of the fade, in `opacitySteps` steps.
    static func level(_ opacity: Double) -> UInt8 {
        let step = Int((min(1, max(0, opacity)) * Double(opacitySteps)).rounded())
        return UInt8(step * 255 / opacitySteps)
    }

    /// The glyphs for `key` in a new surface over the panels, and its top-left in pixels.
    static func paint(_ key: Key) -> (surface: Surface, origin: (x: Int, y: Int))? {
        let rects = key.layout.glassRects
        guard let firstRect = rects.first else { return nil }
        let area = rects.dropFirst().reduce(firstRect) { $0.union($1) }
        let px = PixelRect(covering: area.scaled(by: key.scale))
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let primary = key.dark ? Color(white: 1, a: 0.95) : Color(white: 0, a: 0.88)
        let secondary = key.dark ? Color(white: 1, a: 0.62) : Color(white: 0, a: 0.58)
        let sheet = key.layout.placement != .alert
        if let r = key.layout.title, let t = key.content.title {
            c.drawText(t, in: r, style: sheet ? AlertLayout.sheetTitleStyle : AlertLayout.titleStyle, color: sheet ? secondary : primary,
                       alignment: sheet ? .center : .leading, maxLines: 4)
        }
        if let r = key.layout.message, let m = key.content.message {
            c.drawText(m, in: r, style: sheet ? AlertLayout.sheetMessageStyle : AlertLayout.messageStyle, color: sheet ? secondary : primary,
                       alignment: sheet ? .center : .leading, maxLines: 8)
        }
        for b in key.layout.buttons where !key.lifted.contains(b.index) {
            AlertGlyphs.paintButton(b.index, in: b.frame, content: key.content, sheet: sheet, held: key.highlighted == b.index,
                                    dark: key.dark, accent: key.accent, on: c)
        }
        c.flush()
        return (s, (px.x0, px.y0))
    }
}

extension AlertGlyphs {
    /// Button `index` of `content` (in an action sheet when `sheet`) as a capsule filling
    /// `frame` with its title centred: the emphasized one in the accent
    /// (`AlertContent.emphasizedButton`), destructive titles red, darker while `held`.
    static func paintButton(_ index: Int, in frame: Rect, content: AlertContent, sheet: Bool, held: Bool, dark: Bool, accent: Color, on c: Canvas) {
        let primary = dark ? Color(white: 1, a: 0.95) : Color(white: 0, a: 0.88)
        let red = Color(hex: dark ? "#ff453a" : "#ff3b30")!
        let button = content.buttons.indices.contains(index) ? content.buttons[index] : AlertButton(title: "Cancel", role: .cancel)
        let prominent = index == content.emphasizedButton(inSheet: sheet)
        let fill: Color
        if prominent {
            fill = held ? accent.mixed(with: Color(white: 0), 0.18) : accent
        } else {
            fill = dark ? Color(white: 1, a: held ? 0.26 : 0.12) : Color(white: 0, a: held ? 0.15 : 0.06)
        }
        c.fill(frame, color: fill, radius: frame.height / 2)
        let color = prominent ? Color.white : button.role == .destructive ? red : primary
        let style = TextStyle(size: AlertLayout.buttonStyle.size, weight: prominent || button.role == .cancel ? 600 : 500)
        let h = style.size * 1.3
        c.drawText(button.title, in: Rect(x: frame.minX + 12, y: frame.midY - h / 2, width: frame.width - 24, height: h),
                   style: style, color: color, alignment: .center)
    }
}

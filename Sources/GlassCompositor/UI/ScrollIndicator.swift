/// The scroll indicator (V3): a thin capsule at the trailing edge whose position and
/// length show where the view is in the content. It appears while content moves and fades out
/// shortly after it stops.
struct ScrollIndicator {
    static let width = 5.0
    static let inset = 3.0
    static let minimumLength = 36.0
    /// How long it stays fully visible after the last movement, then how long it fades.
    static let linger = 0.5
    static let fade = 0.3

    /// The capsule in window points for `offset` in content of `contentLength` shown through
    /// a viewport of `viewport`, between `top` and `bottom` insets; nil when nothing scrolls.
    static func frame(offset: Double, contentLength: Double, viewport: Size, top: Double, bottom: Double) -> Rect? {
        let track = viewport.height - top - bottom
        guard contentLength > viewport.height + 1, track > minimumLength else { return nil }
        let maxOffset = contentLength - viewport.height
        var length = max(minimumLength, track * viewport.height / contentLength)
        var position = top + (track - length) * min(max(offset / maxOffset, 0), 1)
        // Rubber-banded past an edge, the indicator shrinks against that edge, like UIKit's.
        if offset < 0 { length = max(width * 2, length + offset); position = top }
        if offset > maxOffset { length = max(width * 2, length - (offset - maxOffset)); position = top + track - length }
        return Rect(x: viewport.width - inset - width, y: position, width: width, height: length)
    }

    /// Opacity 0...1 at `t`, given when the content last moved.
    static func opacity(at t: Double, lastMovement: Double?) -> Double {
        guard let last = lastMovement else { return 0 }
        let since = t - last
        if since <= linger { return 1 }
        return max(0, 1 - (since - linger) / fade)
    }
}

/// When a scrolling list or page last moved, read on the sampling grid (so its indicator fades
/// at the same moment however many frames were drawn), and what that means for the indicator:
/// shown while it moves, lingering, then fading. Times in seconds of scene time, offsets in
/// points.
struct ScrollMovement {
    /// When it last moved (nil: not since it was made).
    private(set) var last: Double?
    /// The offset at the previous sample (nil: none to compare with).
    private var sampled: Double?

    /// A sample of the offset at `t`; nil forgets the previous one (a new tab, no scroll).
    mutating func sample(offset: Double?, at t: Double) {
        if let offset, let sampled, abs(sampled - offset) > 0.01 { last = t }
        sampled = offset
    }

    /// Shows the indicator at `t` as if it moved (content that scrolls has just appeared).
    mutating func flash(at t: Double) { last = t }

    func opacity(at t: Double) -> Double { ScrollIndicator.opacity(at: t, lastMovement: last) }

    /// Fading (after lingering at full opacity, when nothing the indicator shows changes).
    func isFading(at t: Double) -> Bool {
        guard let last else { return false }
        return t - last > ScrollIndicator.linger && opacity(at: t) > 0
    }

    /// When the lingering indicator starts to fade: an idle host wakes for it.
    func fadeStart(at t: Double) -> Double? {
        guard let last, t - last <= ScrollIndicator.linger else { return nil }
        return last + ScrollIndicator.linger + 1e-6
    }
}

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

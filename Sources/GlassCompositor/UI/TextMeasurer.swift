import Foundation

/// Measures wrapped text for layout without a canvas to draw on, caching each answer, so
/// laying out a screen again (resize, reload) does not run pango again. Thread-safe.
final class TextMeasurer: @unchecked Sendable {
    static let shared = TextMeasurer()

    private struct Key: Hashable { var text: String; var style: TextStyle; var width: Double; var maxLines: Int }
    private var cache: [Key: Size] = [:]
    private let lock = NSLock()
    private lazy var canvas: Canvas = Canvas(surface: Surface(sized: 1, 1), scale: 1)

    /// The size (points) of `text` wrapped at `width`, at most `maxLines` lines.
    func size(_ text: String, style: TextStyle, width: Double, maxLines: Int) -> Size {
        let key = Key(text: text, style: style, width: width, maxLines: maxLines)
        lock.lock(); defer { lock.unlock() }
        if let s = cache[key] { return s }
        let s = canvas.measureText(text, style: style, width: width, maxLines: maxLines)
        if cache.count > 4096 { cache.removeAll() }
        cache[key] = s
        return s
    }
}

import Foundation

/// How far a frame may stray from its golden image and still match (`"tolerance"` of a
/// `frame` expectation), on 8-bit premultiplied sRGB channels as the PNG stores them:
///
/// - `channel` (0...255, default 0): a pixel differs when any of its four channels (alpha,
///   red, green, blue) moves by more than this many levels. Anti-aliasing and rounding move
///   a channel by a few levels; a visible change moves it by many.
/// - `pixels` (0...1, default 0): the share of the compared pixels that may differ.
///
/// The defaults ask for the same bits, which the renderer gives for one scene, size, input
/// and time on every machine with the same fonts; a small tolerance (`{"channel":4,
/// "pixels":0.001}`) keeps a flow passing across font and library updates.
public struct ImageTolerance: Equatable, Sendable {
    public var channel: Int
    public var pixels: Double

    public init(channel: Int = 0, pixels: Double = 0) { self.channel = channel; self.pixels = pixels }

    /// Whether `diff` (made with `channel` as its threshold) is within the tolerance.
    func accepts(_ diff: PixelDiff) -> Bool { diff.differingFraction <= pixels }

    /// `channel 4, pixels 0.1%`.
    var description: String { "channel \(channel), pixels \(ImageTolerance.percent(pixels))" }

    static func percent(_ fraction: Double) -> String {
        let p = fraction * 100
        if p == 0 { return "0%" }
        return p >= 0.01 ? String(format: "%.2f%%", p) : String(format: "%.4f%%", p)
    }
}

/// The frame drawn so far pushed back behind a full-height sheet (P2, as iOS does): redrawn
/// smaller, as a card with rounded corners on black. Frame pixels; a value, so it is its own
/// signature. It reads every pixel under it (a pixel of the card comes from elsewhere in the
/// frame), so its read reach is its bounds: any damage under it redraws all of it.
package struct FrameRecede: Hashable, Sendable {
    /// How much smaller the card is than the frame (0 < scale ≤ 1).
    package var scale: Double
    /// The card's top-left corner, pixels.
    package var originX: Double
    package var originY: Double
    /// The card's corner radius, pixels.
    package var radius: Double
    /// The pixels it writes (the whole frame).
    package var bounds: PixelRect
}

/// The frame sizes the viewer draws: 16 to 8192 pixels a side, for `--size`, scripts and
/// recordings alike. A window can be made larger than that (X allows 32767, and any client may
/// resize it); its frame is then clamped to the largest one and drawn at the top left, because
/// every buffer, tile and glyph the frame needs grows with it.
enum FrameLimits {
    static let sides = 16...8192

    /// `width` × `height` with each side at most `sides.upperBound` (and at least 1).
    static func clamped(_ width: Int, _ height: Int) -> (width: Int, height: Int) {
        (min(max(1, width), sides.upperBound), min(max(1, height), sides.upperBound))
    }
}

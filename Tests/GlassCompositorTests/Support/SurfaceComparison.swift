@testable import GlassCompositor

extension Surface {
    /// The largest difference, in levels, of any channel of any pixel between two surfaces of
    /// the same size (Int.max when the sizes differ).
    func largestChannelDifference(from other: Surface) -> Int {
        guard width == other.width, height == other.height else { return .max }
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = self[x, y], b = other[x, y]
                guard a != b else { continue }
                for shift: UInt32 in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff)))
                }
            }
        }
        return worst
    }

    /// Same picture as `other` up to the two levels by which glass re-shaded from its plan may
    /// differ from the first, live shading of the same frame (`GlassPlan`).
    func matchesReshadedGlass(_ other: Surface) -> Bool {
        largestChannelDifference(from: other) <= 2
    }
}

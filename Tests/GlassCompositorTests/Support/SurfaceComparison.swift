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

    /// The smallest pixel rect holding every pixel that differs from `other` (same size), or
    /// nil when none does.
    func boundsOfDifference(from other: Surface) -> PixelRect? {
        guard width == other.width, height == other.height else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<height {
            for x in 0..<width where self[x, y] != other[x, y] {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// Same picture as `other` up to the two levels by which glass re-shaded from its plan may
    /// differ from the first, live shading of the same frame (`GlassPlan`).
    func matchesReshadedGlass(_ other: Surface) -> Bool {
        largestChannelDifference(from: other) <= 2
    }
}

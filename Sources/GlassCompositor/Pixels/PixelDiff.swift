/// How two images of the same size differ, for golden-image tests.
///
/// The tolerance is perceptual in the simple, explainable sense golden tests need: a pixel
/// "differs" when any channel moves by more than `channelThreshold` (anti-aliasing and
/// rounding move channels by a few levels; a visible change moves them by many), and images
/// match when few pixels differ and the mean difference is small.
struct PixelDiff {
    /// Pixels whose largest channel difference exceeds the threshold.
    let differingPixels: Int
    let totalPixels: Int
    /// Mean absolute channel difference over all channels and pixels, in levels (0...255).
    let meanDifference: Double
    /// The largest channel difference seen, in levels.
    let maxDifference: Int
    /// Red where pixels differ (brighter = more), a faded grey copy of `expected` elsewhere.
    let image: Surface

    /// nil when the sizes differ.
    init?(actual: Surface, expected: Surface, channelThreshold: Int = 12) {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let out = Surface(sized: actual.width, actual.height)
        var differing = 0, maxD = 0
        var sum = 0.0
        for y in 0..<actual.height {
            let a = actual.row(y), e = expected.row(y), o = out.row(y)
            for x in 0..<actual.width {
                var m = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let d = abs(Int((a[x] >> UInt32(shift)) & 0xff) - Int((e[x] >> UInt32(shift)) & 0xff))
                    sum += Double(d)
                    m = max(m, d)
                }
                maxD = max(maxD, m)
                if m > channelThreshold {
                    differing += 1
                    o[x] = 0xff00_0000 | UInt32(min(255, 96 + m)) << 16
                } else {
                    let e0 = e[x]
                    let grey = ((e0 >> 16 & 0xff) + (e0 >> 8 & 0xff) + (e0 & 0xff)) / 3 / 4 + 160
                    o[x] = 0xff00_0000 | grey << 16 | grey << 8 | grey
                }
            }
        }
        differingPixels = differing
        totalPixels = actual.width * actual.height
        meanDifference = sum / Double(totalPixels * 4)
        maxDifference = maxD
        image = out
    }

    /// Share of pixels that differ, 0...1.
    var differingFraction: Double { Double(differingPixels) / Double(max(1, totalPixels)) }
}

/// Where a finished glyph surface has any coverage: for each row, the runs of whole 8-pixel
/// groups holding a pixel with non-zero alpha (nearby runs merged), in surface pixels.
///
/// Glyphs painted on large glass (a sheet's content, a sidebar) are mostly transparent, yet
/// blending them over the glass on every frame read every pixel: 16-23 % of the glass bands'
/// time on the maps and landmarks benches went to reading transparent pixels. A transparent
/// pixel blended "over" leaves the frame as it is, so blending only the runs gives the same bits.
struct RowCoverage: Sendable {
    /// Row y's runs are `runs[2·k], runs[2·k + 1]` (x0, x1) for k in `rowStart[y] ..< rowStart[y + 1]`.
    let rowStart: [Int32]
    let runs: [Int32]

    /// Empty groups between two runs below which they are one run: a run's set-up costs
    /// about what blending a few transparent groups does.
    static let mergeGap = 4

    init(of s: Surface) {
        var starts: [Int32] = [0]
        var runs: [Int32] = []
        starts.reserveCapacity(s.height + 1)
        let groups = (s.width + 7) / 8
        for y in 0..<s.height {
            let row = s.row(y)
            var open = -1, lastCovered = -1
            for gi in 0..<groups {
                let x0 = gi * 8, x1 = min(x0 + 8, s.width)
                var covered = false
                if x1 - x0 == 8 {
                    covered = UnsafeRawPointer(row + x0).loadUnaligned(as: SIMD8<UInt32>.self) &>> 24 != .zero
                } else {
                    for x in x0..<x1 where row[x] >> 24 != 0 { covered = true; break }
                }
                guard covered else { continue }
                if open >= 0 && gi - lastCovered - 1 >= Self.mergeGap {
                    runs.append(Int32(open * 8)); runs.append(Int32(min((lastCovered + 1) * 8, s.width)))
                    open = -1
                }
                if open < 0 { open = gi }
                lastCovered = gi
            }
            if open >= 0 { runs.append(Int32(open * 8)); runs.append(Int32(min((lastCovered + 1) * 8, s.width))) }
            starts.append(Int32(runs.count / 2))
        }
        rowStart = starts
        self.runs = runs
    }

    /// The runs covering what either covers (two surfaces of one size), row by row.
    init(union a: RowCoverage, b: RowCoverage) {
        precondition(a.rowStart.count == b.rowStart.count)
        var starts: [Int32] = [0], runs: [Int32] = []
        starts.reserveCapacity(a.rowStart.count)
        for y in 0..<(a.rowStart.count - 1) {
            var i = Int(a.rowStart[y]), j = Int(b.rowStart[y])
            let ie = Int(a.rowStart[y + 1]), je = Int(b.rowStart[y + 1])
            var open: (Int32, Int32)? = nil
            while i < ie || j < je {
                let next: (Int32, Int32)
                if j >= je || (i < ie && a.runs[2 * i] <= b.runs[2 * j]) {
                    next = (a.runs[2 * i], a.runs[2 * i + 1]); i += 1
                } else {
                    next = (b.runs[2 * j], b.runs[2 * j + 1]); j += 1
                }
                if let o = open, next.0 <= o.1 {
                    open = (o.0, max(o.1, next.1))
                } else {
                    if let o = open { runs.append(o.0); runs.append(o.1) }
                    open = next
                }
            }
            if let o = open { runs.append(o.0); runs.append(o.1) }
            starts.append(Int32(runs.count / 2))
        }
        rowStart = starts
        self.runs = runs
    }

    /// Pixels the runs cover, over all rows.
    var coveredPixels: Int {
        stride(from: 0, to: runs.count, by: 2).reduce(0) { $0 + Int(runs[$1 + 1] - runs[$1]) }
    }
}

extension Surface {
    /// Records where the surface has coverage (`RowCoverage`) so that blending it skips the
    /// transparent rest. Called once its pixels are final; a later write must not change them.
    func markCoverage() { coverage = RowCoverage(of: self) }
}

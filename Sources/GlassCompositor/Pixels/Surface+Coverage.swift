/// Where a finished glyph surface has any coverage: for each row, the runs of whole 8-pixel
/// groups holding a pixel with non-zero alpha (nearby runs merged), in surface pixels.
///
/// Glyphs painted on large glass (a sheet's content, a sidebar) are mostly transparent, yet
/// blending them over the glass on every frame read every pixel: 16-23 % of the glass bands'
/// time on the maps and landmarks benches went to reading transparent pixels. A transparent
/// pixel blended "over" leaves the frame as it is, so blending only the runs gives the same bits.
package struct RowCoverage: Sendable {
    /// Row y's runs are `runs[2·k], runs[2·k + 1]` (x0, x1) for k in `rowStart[y] ..< rowStart[y + 1]`.
    package let rowStart: [Int32]
    package let runs: [Int32]
    /// Whether run k is opaque throughout (copied, not blended: opaque "over" is the source).
    package let opaque: [Bool]

    /// Empty groups between two runs below which they are one run: a run's set-up costs
    /// about what blending a few transparent groups does.
    static let mergeGap = 4
    /// Opaque groups in a row that make a run of their own (a card's body): fewer are blended
    /// with their neighbours.
    static let opaqueRun = 4

    init(of s: Surface) {
        var starts: [Int32] = [0], runs: [Int32] = [], opaque: [Bool] = []
        starts.reserveCapacity(s.height + 1)
        let groups = (s.width + 7) / 8
        // Per group: 0 transparent, 1 partly covered, 2 opaque.
        var kind = [UInt8](repeating: 0, count: groups)
        for y in 0..<s.height {
            let row = s.row(y)
            for gi in 0..<groups {
                let x0 = gi * 8, x1 = min(x0 + 8, s.width)
                if x1 - x0 == 8 {
                    // Two pixels' alphas a word; in scalar words, since a SIMD comparison's
                    // reduction to one Bool compiles to a loop over the lanes.
                    let w = UnsafeRawPointer(row + x0)
                    let m: UInt64 = 0xff00_0000_ff00_0000
                    let a0 = w.loadUnaligned(as: UInt64.self) & m, a1 = w.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & m
                    let a2 = w.loadUnaligned(fromByteOffset: 16, as: UInt64.self) & m, a3 = w.loadUnaligned(fromByteOffset: 24, as: UInt64.self) & m
                    kind[gi] = a0 | a1 | a2 | a3 == 0 ? 0 : a0 & a1 & a2 & a3 == m ? 2 : 1
                } else {
                    var any = false, full = true
                    for x in x0..<x1 { let a = row[x] >> 24; any = any || a != 0; full = full && a == 255 }
                    kind[gi] = any ? (full ? 2 : 1) : 0
                }
            }
            // Runs: long stretches of opaque groups alone, everything else covered merged
            // across gaps shorter than `mergeGap`.
            var gi = 0, open = -1, lastCovered = -1
            func close() {
                guard open >= 0 else { return }
                runs.append(Int32(open * 8)); runs.append(Int32(min((lastCovered + 1) * 8, s.width))); opaque.append(false)
                open = -1
            }
            while gi < groups {
                if kind[gi] == 2 {
                    var end = gi
                    while end < groups && kind[end] == 2 { end += 1 }
                    if end - gi >= Self.opaqueRun {
                        close()
                        runs.append(Int32(gi * 8)); runs.append(Int32(min(end * 8, s.width))); opaque.append(true)
                        gi = end
                        continue
                    }
                }
                if kind[gi] != 0 {
                    if open >= 0 && gi - lastCovered - 1 >= Self.mergeGap { close() }
                    if open < 0 { open = gi }
                    lastCovered = gi
                }
                gi += 1
            }
            close()
            starts.append(Int32(runs.count / 2))
        }
        rowStart = starts
        self.runs = runs
        self.opaque = opaque
    }

    /// The runs covering what either covers (two surfaces of one size), row by row.
    init(union a: RowCoverage, b: RowCoverage) {
        precondition(a.rowStart.count == b.rowStart.count)
        var starts: [Int32] = [0], runs: [Int32] = []
        starts.reserveCapacity(a.rowStart.count)
        // A mix is blended everywhere: an opaque end over a translucent one is not opaque.
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
        opaque = [Bool](repeating: false, count: runs.count / 2)
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

import Testing
@testable import GlassCompositor

/// `DamageRegion`: a few disjoint rectangles that always cover what was added, merge only when
/// that wastes little or the count would pass the cap, and grow by glass like the damage did.
@Suite struct DamageRegionTests {
    /// Pixels of `rects` (any overlap counted once) in a frame of `size`.
    static func coverage(_ rects: [PixelRect], size: Int) -> [Bool] {
        var cells = [Bool](repeating: false, count: size * size)
        for r in rects {
            let c = r.intersection(PixelRect(x: 0, y: 0, width: size, height: size))
            for y in c.y0..<max(c.y0, c.y1) { for x in c.x0..<max(c.x0, c.x1) { cells[y * size + x] = true } }
        }
        return cells
    }

    /// A small deterministic generator (the test must not change from run to run).
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
    }

    @Test func farApartRectanglesStayApart() {
        let a = PixelRect(x: 0, y: 0, width: 40, height: 40), b = PixelRect(x: 3800, y: 2120, width: 40, height: 40)
        let r = DamageRegion(a).union(b)
        #expect(r.rects.count == 2)
        #expect(r.area == a.area + b.area)
        #expect(r.bounds == a.union(b))
    }

    @Test func nearbyRectanglesMergeWhenTheBoxWastesLittle() {
        // Side by side with a small gap: their box adds less than a quarter.
        let a = PixelRect(x: 0, y: 0, width: 200, height: 100), b = PixelRect(x: 210, y: 0, width: 200, height: 100)
        #expect(DamageRegion(a).union(b).rects == [a.union(b)])
        // A tiny one next to a big one: within the absolute slack.
        let big = PixelRect(x: 500, y: 500, width: 300, height: 300), dot = PixelRect(x: 805, y: 600, width: 4, height: 4)
        #expect(DamageRegion(big).union(dot).rects.count == 1)
        // Inside another: nothing changes.
        #expect(DamageRegion(big).union(PixelRect(x: 510, y: 510, width: 20, height: 20)).rects == [big])
    }

    @Test func aCrossIsCutIntoDisjointPiecesNotBoxed() {
        let wide = PixelRect(x: 0, y: 480, width: 1000, height: 40), tall = PixelRect(x: 480, y: 0, width: 40, height: 1000)
        let r = DamageRegion(wide).union(tall)
        #expect(r.area == wide.area + tall.area - 40 * 40)
        #expect(r.contains(wide) && r.contains(tall))
        #expect(r.rects.count <= DamageRegion.maxRectangles)
    }

    @Test func pastTheCapThePairAddingLeastAreaMerges() {
        // Six squares far apart, then a seventh 200 px right of the first: not a cheap merge
        // (the box doubles the area), but the cheapest pair.
        var r = DamageRegion()
        let squares = (0..<6).map { PixelRect(x: $0 % 3 * 1500, y: $0 / 3 * 1500, width: 100, height: 100) }
        for s in squares { r.formUnion(s) }
        #expect(r.rects.count == 6)
        let seventh = PixelRect(x: 300, y: 0, width: 100, height: 100)
        r.formUnion(seventh)
        #expect(r.rects.count == 6)
        #expect(r.rects.contains(squares[0].union(seventh)))
        for s in squares.dropFirst() { #expect(r.rects.contains(s)) }
    }

    @Test func randomUnionsCoverEveryInputWithDisjointRectanglesUnderTheCap() {
        var g = Generator(state: 15)
        let size = 128
        for trial in 0..<200 {
            var r = DamageRegion()
            var added: [PixelRect] = []
            for _ in 0..<(1 + g.next(14)) {
                let w = 1 + g.next(trial % 3 == 0 ? 60 : 20), h = 1 + g.next(trial % 3 == 0 ? 60 : 20)
                let rect = PixelRect(x: g.next(size - w), y: g.next(size - h), width: w, height: h)
                added.append(rect)
                r.formUnion(rect)
            }
            #expect(r.rects.count <= DamageRegion.maxRectangles)
            #expect(r.rects.allSatisfy { !$0.isEmpty })
            for (i, a) in r.rects.enumerated() {
                for b in r.rects[(i + 1)...] { #expect(a.intersection(b).isEmpty, "trial \(trial): \(a) overlaps \(b)") }
            }
            for a in added { #expect(r.contains(a), "trial \(trial): \(a) not covered by \(r)") }
            let truth = Self.coverage(added, size: size).filter { $0 }.count
            let covered = Self.coverage(r.rects, size: size).filter { $0 }.count
            #expect(covered == r.area, "trial \(trial): rectangles overlap")
            #expect(r.area >= truth)
            // Intersection keeps exactly the region's pixels inside the rectangle.
            let clip = PixelRect(x: 40, y: 30, width: 70, height: 90)
            let inside = r.intersection(clip)
            let expected = zip(Self.coverage(r.rects, size: size), Self.coverage([clip], size: size)).filter { $0 && $1 }.count
            #expect(inside.area == expected)
            #expect(inside.rects.allSatisfy { clip.contains($0) })
        }
    }

    @Test func equalityIsAboutPixelsNotTheCut() {
        let left = PixelRect(x: 0, y: 0, width: 50, height: 100), right = PixelRect(x: 50, y: 0, width: 50, height: 100)
        let whole = PixelRect(x: 0, y: 0, width: 100, height: 100)
        var cut = DamageRegion()
        cut.formUnion(left); cut.formUnion(right)
        #expect(cut == DamageRegion(whole))
        #expect(DamageRegion(left) != DamageRegion(whole))
        #expect(DamageRegion() == DamageRegion(.empty))
    }

    @Test func subtractingLeavesDisjointPiecesOfTheRest() {
        let r = PixelRect(x: 0, y: 0, width: 30, height: 30)
        for hole in [PixelRect(x: 10, y: 10, width: 10, height: 10), PixelRect(x: -5, y: 20, width: 50, height: 50),
                     PixelRect(x: 25, y: -5, width: 20, height: 10), PixelRect(x: 40, y: 40, width: 5, height: 5), r] {
            let pieces = r.subtracting(hole)
            #expect(pieces.reduce(0) { $0 + $1.area } == r.area - r.intersection(hole).area)
            #expect(pieces.allSatisfy { r.contains($0) && $0.intersection(hole).isEmpty })
        }
    }

    @Test func glassNearEachChangeGrowsItAndNotTheSpaceBetween() {
        let frame = PixelRect(x: 0, y: 0, width: 2000, height: 1000)
        let topLeftGlass = PixelRect(x: 10, y: 10, width: 200, height: 100)
        let bottomRightGlass = PixelRect(x: 1700, y: 850, width: 250, height: 120)
        let middleGlass = PixelRect(x: 900, y: 400, width: 200, height: 200)
        var r = DamageRegion(PixelRect(x: 50, y: 50, width: 4, height: 4))
        r.formUnion(PixelRect(x: 1800, y: 900, width: 4, height: 4))
        r.grow(by: [topLeftGlass, middleGlass, bottomRightGlass], within: frame)
        #expect(r == DamageRegion(topLeftGlass).union(bottomRightGlass))
        #expect(!r.intersects(middleGlass))
    }
}

/// The pixels a frame redraws and presents: a few disjoint rectangles (device pixels,
/// half-open), so that two small changes far apart redraw two small areas rather than the
/// bounding box of both.
///
/// Invariants: at most `maxRectangles` rectangles, none empty, no two overlapping (a command
/// drawn once per rectangle then touches each pixel once, which blending needs), and the
/// region covers every pixel ever added to it. It may cover more: a union merges two
/// rectangles into their bounding box when that wastes little (`mergesCheaply`), and when
/// there would be more than `maxRectangles` it merges the pair whose box adds the least area.
/// Each rectangle costs a little of its own (a put to the X server, a pass of every command),
/// so a few slightly larger rectangles beat many exact ones.
public struct DamageRegion: Sendable, CustomStringConvertible {
    /// At most this many rectangles. Six covers what a frame changes in practice (a moving
    /// pill, a pressed button, a carousel row, an indicator, the HUD) without merging them.
    public static let maxRectangles = 6
    /// Merging two rectangles into their box is cheap when the box adds at most this many
    /// pixels the two do not cover …
    static let mergeSlack = 4096
    /// … or at most this fraction of the pixels they cover.
    static let mergeFraction = 0.25

    /// The rectangles, disjoint and non-empty, in no particular order.
    public private(set) var rects: [PixelRect] = []

    public init() {}

    public init(_ rect: PixelRect) {
        if !rect.isEmpty { rects = [rect] }
    }

    public static let empty = DamageRegion()

    public var isEmpty: Bool { rects.isEmpty }
    /// Pixels covered (the rectangles are disjoint).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }
    /// The smallest rectangle holding the whole region.
    public var bounds: PixelRect { rects.reduce(PixelRect.empty) { $0.union($1) } }

    /// Whether some pixel of `r` is in the region.
    public func intersects(_ r: PixelRect) -> Bool { rects.contains { !$0.intersection(r).isEmpty } }

    /// Whether every pixel of `r` is in the region (an empty `r` is in any region).
    public func contains(_ r: PixelRect) -> Bool {
        guard !r.isEmpty else { return true }
        var rest = [r]
        for s in rects where !rest.isEmpty {
            rest = rest.flatMap { $0.subtracting(s) }
        }
        return rest.isEmpty
    }

    /// Whether every pixel of `other` is in the region.
    public func contains(_ other: DamageRegion) -> Bool { other.rects.allSatisfy { contains($0) } }

    /// Adds `r`.
    public mutating func formUnion(_ r: PixelRect) {
        guard !r.isEmpty, !contains(r) else { return }
        insert(r)
        while rects.count > Self.maxRectangles { mergeCheapestPair() }
    }

    /// Adds every pixel of `other`.
    public mutating func formUnion(_ other: DamageRegion) {
        for r in other.rects { formUnion(r) }
    }

    public func union(_ r: PixelRect) -> DamageRegion {
        var copy = self
        copy.formUnion(r)
        return copy
    }

    public func union(_ other: DamageRegion) -> DamageRegion {
        var copy = self
        copy.formUnion(other)
        return copy
    }

    /// The part of the region inside `r` (still disjoint; never more rectangles).
    public func intersection(_ r: PixelRect) -> DamageRegion {
        var out = DamageRegion()
        out.rects = rects.map { $0.intersection(r) }.filter { !$0.isEmpty }
        return out
    }

    /// Grows the region by glass: a glass group samples its backdrop around itself, so damage
    /// touching its influence rectangle redraws all of it, which may touch further glass.
    /// Influences are taken inside `frame`, and the result is clipped to it.
    public mutating func grow(by influence: [PixelRect], within frame: PixelRect) {
        self = intersection(frame)
        guard !isEmpty else { return }
        let influence = influence.map { $0.intersection(frame) }.filter { !$0.isEmpty }
        // Coverage only grows and each added rectangle is covered afterwards, so every pass
        // but the last adds one more influence: at most `influence.count + 1` passes.
        var changed = true
        while changed {
            changed = false
            for r in influence where intersects(r) && !contains(r) {
                formUnion(r)
                changed = true
            }
        }
    }

    public var description: String {
        "DamageRegion(" + rects.map { "\($0.x0),\($0.y0) \($0.width)x\($0.height)" }.joined(separator: "; ") + ")"
    }

    // MARK: Merging

    /// The region without the pixels of `r`: each rectangle cut around it. It may cover some of
    /// `r` again where pieces merge cheaply (never less than the region outside `r`).
    public func subtracting(_ r: PixelRect) -> DamageRegion {
        guard rects.contains(where: { !$0.intersection(r).isEmpty }) else { return self }
        var out = DamageRegion()
        for rect in rects { for piece in rect.subtracting(r) { out.formUnion(piece) } }
        return out
    }

    /// Whether `a` and `b` are better drawn as their bounding box: it covers little that
    /// neither does.
    static func mergesCheaply(_ a: PixelRect, _ b: PixelRect) -> Bool {
        let covered = a.area + b.area - a.intersection(b).area
        let waste = a.union(b).area - covered
        return waste <= max(mergeSlack, Int(Double(covered) * mergeFraction))
    }

    /// Adds `r` keeping the rectangles disjoint: merged with any rectangle it merges cheaply
    /// with (repeatedly, since the box may reach others), then cut around those it still
    /// overlaps.
    private mutating func insert(_ r: PixelRect) {
        var r = r
        while let i = rects.firstIndex(where: { Self.mergesCheaply($0, r) }) {
            r = r.union(rects.remove(at: i))
        }
        var pieces = [r]
        for s in rects where s.intersection(r).area > 0 {
            pieces = pieces.flatMap { $0.subtracting(s) }
        }
        rects += pieces
    }

    /// Replaces the two rectangles whose bounding box adds the least area by that box, and
    /// absorbs whatever the box then overlaps (boxes grow, so the count always falls).
    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        var box = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        while let k = rects.firstIndex(where: { !$0.intersection(box).isEmpty }) {
            box = box.union(rects.remove(at: k))
        }
        rects.append(box)
    }
}

extension DamageRegion: Equatable {
    /// Equal when they cover the same pixels, however those are cut into rectangles.
    public static func == (a: DamageRegion, b: DamageRegion) -> Bool {
        a.area == b.area && a.contains(b)
    }
}

extension PixelRect {
    /// The pixels of `self` outside `other`, as up to four disjoint rectangles: the full-width
    /// bands above and below `other`, then the parts left and right of it between them.
    func subtracting(_ other: PixelRect) -> [PixelRect] {
        let overlap = intersection(other)
        guard !overlap.isEmpty else { return isEmpty ? [] : [self] }
        var out: [PixelRect] = []
        if overlap.y0 > y0 { out.append(PixelRect(x0: x0, y0: y0, x1: x1, y1: overlap.y0)) }
        if overlap.y1 < y1 { out.append(PixelRect(x0: x0, y0: overlap.y1, x1: x1, y1: y1)) }
        if overlap.x0 > x0 { out.append(PixelRect(x0: x0, y0: overlap.y0, x1: overlap.x0, y1: overlap.y1)) }
        if overlap.x1 < x1 { out.append(PixelRect(x0: overlap.x1, y0: overlap.y0, x1: x1, y1: overlap.y1)) }
        return out
    }
}

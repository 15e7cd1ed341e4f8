/// Pure geometry of glass transitions (G2, G10): the scale-in of materializing glass and
/// the in-between shape of a morph by identity. Springs drive `progress`; these functions only
/// say what a progress looks like, so the same progress always gives the same pixels.
enum GlassTransition {
    /// Scale of appearing glass at progress 0 (it grows from here to full size).
    static let materializeMinimumScale = 0.6

    /// The frame of materializing glass at `progress` (0 = appearing, 1 = full size): `rect`
    /// scaled about its centre from `minimumScale` to 1. Progress beyond 1 (a spring's
    /// overshoot) grows it slightly past full size; below 0 it stays at `minimumScale`. Pair with
    /// `GlassStyle.materialized(_:)` at the same progress.
    static func materializedRect(_ rect: Rect, progress: Double,
                                        minimumScale: Double = materializeMinimumScale) -> Rect {
        let p = max(progress, 0)
        let s = minimumScale + (1 - minimumScale) * p
        let w = rect.width * s, h = rect.height * s
        return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }

    /// Linear interpolation of two rectangles (origin and size).
    static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
             width: max(0, a.width + (b.width - a.width) * t), height: max(0, a.height + (b.height - a.height) * t))
    }

    /// The shape part way through a morph from `a` (t = 0) to `b` (t = 1) (G10, P1): the
    /// rectangle and each corner radius are interpolated. Capsules and circles are rounded
    /// rectangles whose radius is half their short side, so any pair of kinds morphs
    /// continuously (a capsule button into a rounded panel, a circle into a capsule). The ends
    /// are exact: t ≤ 0 gives `a`, t ≥ 1 gives `b`; two capsules (or two circles) stay one.
    /// Corners are continuous if either side's are.
    static func morph(_ a: GlassShape, _ b: GlassShape, _ t: Double) -> GlassShape {
        if t <= 0 { return a }
        if t >= 1 { return b }
        let ra = cornerForm(a), rb = cornerForm(b)
        let rect = mix(ra.rect, rb.rect, t)
        switch (a.kind, b.kind) {
        case (.capsule, .capsule): return .capsule(rect)
        case (.circle, .circle): return .circle(rect)
        default: break
        }
        let la = ra.radii.lanes, lb = rb.radii.lanes
        let r = la + (lb - la) * t
        let radii = CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3])
        return GlassShape(.roundedRect(radii: radii, continuous: ra.continuous || rb.continuous), rect: rect)
    }

    /// Any shape as the rounded rectangle it draws: the rectangle it covers and its radii.
    static func cornerForm(_ s: GlassShape) -> (rect: Rect, radii: CornerRadii, continuous: Bool) {
        switch s.kind {
        case .capsule:
            return (s.rect, CornerRadii(min(s.rect.width, s.rect.height) / 2), false)
        case .circle:
            let b = s.bounds
            return (b, CornerRadii(b.width / 2), false)
        case let .roundedRect(radii, continuous):
            let half = min(s.rect.width, s.rect.height) / 2
            let l = radii.lanes.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: half))
            return (s.rect, CornerRadii(topLeft: l[0], topRight: l[1], bottomRight: l[2], bottomLeft: l[3]), continuous)
        }
    }

    /// Morphs a whole group by identity: members of `from` and `to` with the same id move and
    /// reshape into each other; a member only in `to` materializes out of the nearest matched
    /// member's frame (its `source`), one only in `from` shrinks back into it. Returns the
    /// shapes at `t` with each member's materialize progress (1 for matched members), for a
    /// `GlassField` and `GlassStyle.materialized(_:)`. Ids are compared as given; members
    /// without an id never match.
    static func morphGroup(from: [(id: String?, shape: GlassShape)], to: [(id: String?, shape: GlassShape)],
                                  _ t: Double) -> [(shape: GlassShape, progress: Double)] {
        var result: [(GlassShape, Double)] = []
        let toIDs = Dictionary(to.compactMap { m in m.id.map { ($0, m.shape) } }, uniquingKeysWith: { a, _ in a })
        let fromIDs = Dictionary(from.compactMap { m in m.id.map { ($0, m.shape) } }, uniquingKeysWith: { a, _ in a })
        func nearest(_ s: GlassShape, in shapes: [GlassShape]) -> GlassShape? {
            shapes.min { distance2(s.rect, $0.rect) < distance2(s.rect, $1.rect) }
        }
        let matchedFrom = from.filter { $0.id.map { toIDs[$0] != nil } ?? false }.map(\.shape)
        let matchedTo = to.filter { $0.id.map { fromIDs[$0] != nil } ?? false }.map(\.shape)
        for m in from {
            if let id = m.id, let target = toIDs[id] {
                result.append((morph(m.shape, target, t), 1))
            } else {
                // Leaving: shrink into the nearest surviving member (or in place) and melt away.
                let into = nearest(m.shape, in: matchedTo).map { centred(m.shape, on: $0) } ?? m.shape
                result.append((morph(m.shape, into, t), 1 - t))
            }
        }
        for m in to where !(m.id.map { fromIDs[$0] != nil } ?? false) {
            // Arriving: grow out of the nearest member it had been hidden in.
            let out = nearest(m.shape, in: matchedFrom).map { centred(m.shape, on: $0) } ?? m.shape
            result.append((morph(out, m.shape, t), t))
        }
        return result.map { (shape: $0.0, progress: $0.1) }
    }

    /// `s` moved and resized into `host`'s frame (the frame it hides in), keeping its kind.
    static func centred(_ s: GlassShape, on host: GlassShape) -> GlassShape {
        var c = s
        c.rect = host.rect
        return c
    }

    static func distance2(_ a: Rect, _ b: Rect) -> Double {
        let dx = a.midX - b.midX, dy = a.midY - b.midY
        return dx * dx + dy * dy
    }
}

extension GlassShape {
    /// The shape part way to `other` (see `GlassTransition.morph`).
    func morphed(to other: GlassShape, _ t: Double) -> GlassShape { GlassTransition.morph(self, other, t) }
}

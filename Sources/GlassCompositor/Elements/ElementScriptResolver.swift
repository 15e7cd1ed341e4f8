/// Turns a script's element targets into points and scrolls, against a session's element tree
/// at the time it has advanced to. Window points.
enum ElementScriptResolver {
    /// Where a press on `target` lands: its hit point moved by `offset` points, if it names one
    /// element a press there reaches. A covered element is an error naming what covers it, and
    /// so is an offset that leaves the element's visible part or lands under an element of a
    /// component in front.
    static func pressPoint(_ target: ElementTarget, offset: Point = .zero, in tree: ElementTree) throws -> Point {
        switch target.resolve(in: tree) {
        case .failure(let error): throw error
        case .success(let e):
            guard e.hittable else {
                throw ElementTargetError(target: target, message: "\(e.name) is covered\(e.coveredBy.map { " by \($0)" } ?? "") and a press would not reach it;",
                                         candidates: [])
            }
            guard offset != .zero else { return e.hitPoint }
            let p = e.hitPoint + offset, n = { ElementTree.number($0) }
            let at = "offset \(n(offset.x)), \(n(offset.y)) from its hit point, at \(n(p.x)), \(n(p.y)),"
            let v = e.visibleFrame
            guard v.contains(p) else {
                throw ElementTargetError(target: target, message: "the \(at) lies outside \(e.name) [\(n(v.minX)), \(n(v.minY)), \(n(v.width)) × \(n(v.height))];",
                                         candidates: [])
            }
            if let front = tree.elements.first(where: { $0.layer > e.layer && $0.visibleFrame.contains(p) }) {
                throw ElementTargetError(target: target, message: "\(e.name) is covered by \(front.name) at the \(at) and a press would not reach it;",
                                         candidates: [])
            }
            return p
        }
    }

    /// The most smooth-scroll steps one `scroll until visible` takes before giving up.
    static let maximumSteps = 200

    /// Scrolls the page under the event's pointer (the window's centre when the line gave no
    /// `x`, `y`) by smooth scrolls, all at the event's time, until `address.target` shows
    /// uncovered and whole between the bars: toward it when it is on screen, else toward the
    /// end of the page and then back toward its start. Scrolls at one instant carry no
    /// velocity, so the page does not fling on afterwards. Throws when it never shows.
    static func scrollUntilVisible(_ address: ElementAddress, event: InputEvent, in session: ViewerSession,
                                   deliver: (InputEvent) -> Void) throws {
        let viewport = session.viewport
        let pointer = event.position.x < 0 ? Point(viewport.width / 2, viewport.height / 2) : event.position
        let top = ContentLayout.topInset, bottom = viewport.height - TabBarLayout.contentBottomInset
        let stride = max(40, (bottom - top) * 0.8)
        let furthest = session.maxScroll(tab: session.selectedTab)
        var direction = 1.0
        for _ in 0..<maximumSteps {
            let tree = session.elementTree()
            let found = tree.matches(address.target)
            if found.count > 1, address.target.index == nil, case .failure(let error) = address.target.resolve(in: tree) { throw error }
            let shown = address.target.index.map { found.indices.contains($0) ? found[$0] : nil } ?? found.first
            var delta = stride * direction
            if let e = shown {
                let whole = e.frame.minY >= top - 0.5 && e.frame.maxY <= bottom + 0.5
                if e.hittable && (whole || e.frame.height > bottom - top) { return }
                // On screen but under a bar or cut by an edge: scroll just enough (at most a stride).
                delta = e.frame.minY < top ? max(-stride, e.frame.minY - top) : min(stride, max(1, e.frame.maxY - bottom))
            }
            // Never past either end: a rubber band would spring back after the script moved on.
            let offset = session.scrollOffset()
            let step = min(max(delta, -offset), furthest - offset)
            if abs(step) < 0.5 {
                if let e = shown {
                    if e.hittable { return }
                    throw ElementTargetError(target: address.target, message: "\(e.name) stays covered at either end of the page;", candidates: [])
                }
                if direction > 0 { direction = -1; continue }
                break
            }
            deliver(InputEvent(.smoothScroll(dx: 0, dy: step), at: pointer, time: event.time))
        }
        throw ElementTargetError(target: address.target, message: "no element matches, and scrolling the page both ways never showed one:",
                                 candidates: address.target.nearest(in: session.elementTree()))
    }
}

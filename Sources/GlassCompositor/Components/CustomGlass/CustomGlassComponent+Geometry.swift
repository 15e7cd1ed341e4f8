/// Where custom glass is: each element's shape (concentric corners included), which
/// interactive element a point lands on, and the placement of a node's members while its
/// container splits (G9) or its stack morphs into its toggle (G10).
extension CustomGlassComponent {
    /// The glass shape of `element` in pixels.
    func shape(of element: GlassElement, in rect: Rect) -> GlassShape {
        let px = rect.scaled(by: scale)
        switch element.shape {
        case .capsule: return .capsule(px)
        case .circle: return .circle(px)
        case .rect:
            let radius: Double
            switch element.corners {
            case .fixed(let r): radius = r
            case .concentric(let minimum):
                // Concentric with the window's corners (C5): the display radius less the
                // element's inset from the nearest corner, never below the minimum. A corner's
                // inset is the larger of the insets to its two edges: glass hugging one edge far
                // from any corner shares no curve with the display and keeps the minimum.
                let leading = rect.minX, trailing = ui.viewport.width - rect.maxX
                let top = rect.minY, bottom = ui.viewport.height - rect.maxY
                let inset = min(max(leading, top), max(trailing, top), max(leading, bottom), max(trailing, bottom))
                radius = max(minimum, ui.scene.device.cornerRadius - max(0, inset))
            }
            return .roundedRect(px, radius: radius * scale, continuous: element.continuous)
        }
    }

    /// The slot of the topmost interactive custom glass element under `p`, if any.
    func interactiveGlass(at p: Point) -> Int? {
        guard ui.scene.tabs.indices.contains(ui.selectedTab), !isDematerializing else { return nil }
        var hit: Int?
        for (index, node) in (ui.screen?.glass ?? []).enumerated() {
            let members = node.members
            let hidden = collapsedMembers(node: index)
            for (m, member) in members.enumerated() where member.interactive && member.variant != .identity && !hidden.contains(m) {
                let rect = member.frame.rect(in: ui.viewport).offsetBy(dx: pageShift, dy: 0)
                if rect.contains(p), !ui.chromeCovers(rect) { hit = index * 64 + m }
            }
        }
        return hit
    }



    /// The screen's glass is going away or gone (`m`, G2): from the moment it starts to leave
    /// it takes no presses and is no element, though its shrinking shape is still drawn (and
    /// its bouncy spring may swing back above zero while it settles).
    var isDematerializing: Bool { materialized.target < 0.5 }

    /// How far the selected screen's page is shifted sideways now (points): its glass slides
    /// with it while a push, pop or swipe back moves it (the lower page's parallax included).
    var pageShift: Double { ui.stacks?.topShiftPoints ?? 0 }

    /// How much of the selected screen's page shows (0...1): below 1 while a Reduce Motion
    /// push or pop cross-fades it, and its glass fades with it.
    var pageVisibility: Double { ui.stacks?.topPageVisibility ?? 1 }

    /// A container on one screen: the key of its expand/collapse animation.
    struct GlassStackKey: Hashable {
        var tab: TabID
        var node: Int
    }

    /// One member of a custom glass node as drawn at some time.
    struct PlacedGlass: Equatable {
        /// Index of the member in its node.
        var member: Int
        /// Frame in points (the shape's rectangle).
        var rect: Rect
        /// Shape in pixels.
        var shape: GlassShape
        /// Materialize progress of this member within its stack (1 shown, toward 0 hidden in
        /// its toggle); the node's own `materialized` progress is separate.
        var progress: Double
    }

    /// Collapse progress of custom glass node `index` of the selected screen at `t`:
    /// 0 expanded (the scene's layout), 1 collapsed.
    func stackCollapse(node index: Int, at t: Double) -> Double {
        glassStacks[GlassStackKey(tab: ui.pages.shownTab, node: index)]?.value(at: t) ?? 0
    }

    /// The members of custom glass node `index` of the selected screen as drawn at `t`, in
    /// member order, leaving out members hidden in a collapsed stack.
    ///
    /// - Splitting (G9): while a container materializes, its members spring out from the
    ///   centre of their union with the same progress that grows them, so they start as one
    ///   drop and peel apart through the container's smooth-min bridge (and flow back
    ///   together as it dematerializes).
    /// - Morph (G10): a member with `collapsedInto` morphs (`GlassTransition.morphGroup`) into
    ///   that sibling's shape and shrinks away inside it as its stack collapses, and grows back
    ///   out of it as the stack expands.
    func customGlassGeometry(node index: Int, at t: Double) -> [PlacedGlass] {
        guard ui.scene.tabs.indices.contains(ui.selectedTab) else { return [] }
        let glass = (ui.screen?.glass ?? [])
        guard glass.indices.contains(index) else { return [] }
        let members = glass[index].members, isContainer = glass[index].isContainer
        guard !members.isEmpty else { return [] }
        let progress = max(0, materialized.value(at: t)) * coverVisibility(node: index, at: t) * pageVisibility
        // The glass belongs to its screen: it slides with the page during a push or pop.
        let frames = members.map { $0.frame.rect(in: ui.viewport).offsetBy(dx: pageShift, dy: 0) }
        let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        // Reduce Motion (A4): glass materializes and stacks in place, fading (the style's
        // `materialized` and each member's progress) instead of growing, splitting or morphing.
        let still = ui.reduceMotion
        let splits = isContainer && members.count > 1 && progress != 1 && !still
        let rects = frames.enumerated().map { m, frame -> Rect in
            let pressed = glassPresses[index * 64 + m]?.apply(to: frame, at: t) ?? frame
            let r = still ? pressed : GlassTransition.materializedRect(pressed, progress: progress)
            guard splits else { return r }
            let cx = union.midX + (r.midX - union.midX) * progress
            let cy = union.midY + (r.midY - union.midY) * progress
            return Rect(x: cx - r.width / 2, y: cy - r.height / 2, width: r.width, height: r.height)
        }
        let rest = zip(members, rects).map { shape(of: $0.0, in: $0.1) }
        var shapes = rest
        var progresses = [Double](repeating: 1, count: members.count)
        let collapse = stackCollapse(node: index, at: t)
        if isContainer, collapse != 0 {
            var byID: [String: Int] = [:]
            for (m, member) in members.enumerated() { if let id = member.id, byID[id] == nil { byID[id] = m } }
            for (m, member) in members.enumerated() {
                guard let host = member.collapsedInto, let h = byID[host], h != m else { continue }
                if still {
                    progresses[m] = 1 - min(1, max(0, collapse))
                    continue
                }
                let morphed = GlassTransition.morphGroup(from: [(member.id, rest[m]), (host, rest[h])],
                                                         to: [(host, rest[h])], collapse)[0]
                var s = morphed.shape
                // Shrink to nothing inside the host, so nothing of it shows once collapsed.
                s.rect = GlassTransition.materializedRect(s.rect, progress: morphed.progress, minimumScale: 0)
                shapes[m] = s
                progresses[m] = morphed.progress
            }
        }
        var placed: [PlacedGlass] = []
        for m in members.indices where progresses[m] > 0.001 {
            placed.append(PlacedGlass(member: m, rect: shapes[m].rect.scaled(by: 1 / scale), shape: shapes[m], progress: progresses[m]))
        }
        return placed
    }

    /// How far node `index` of the selected screen shows past what covers it at `t`: its fade
    /// once sampled, else (before the first sample of a screen) whether it is covered now; and
    /// never more than `approachVisibility` allows, so glass has left by the time a sheet
    /// dragged up over it arrives (the fade alone left it drawn over the sheet for a moment).
    func coverVisibility(node index: Int, at t: Double) -> Double {
        let approach = approachVisibility(node: index)
        if let fade = coverFades[index] { return min(approach, min(1, max(0, fade.value(at: t)))) }
        return isCovered(node: index) ? 0 : approach
    }

    /// How close to covering node `index` glass moved by the hand is now (a sheet dragged up):
    /// 1 when nothing comes within `approachMargin` of its frames, falling smoothly to 0 as the
    /// sheet's edge reaches them (panels that appear at once leave it to the fade). A function
    /// of where things are at this frame's time, so the glass leaves under the hand as fast as
    /// the sheet is dragged. A sheet's own source is left out (it
    /// folds into the sheet's morph instead).
    func approachVisibility(node index: Int) -> Double {
        guard let screen = ui.screen, let node = screen.glass[safe: index], let first = node.members.first else { return 1 }
        if let source = screen.sheet?.source, node.members.contains(where: { $0.id == source }) { return 1 }
        let bounds = node.members.dropFirst().reduce(first.frame.rect(in: ui.viewport)) { $0.union($1.frame.rect(in: ui.viewport)) }
        guard let gap = ui.chromeGap(to: bounds) else { return 1 }
        return PanelMorph.smoothstep(0, 1, gap / CustomGlassComponent.approachMargin)
    }

    /// How near (points) a sheet or panel comes before floating glass starts to leave.
    static let approachMargin = 32.0

    /// Whether a panel or sheet covers node `index`'s resting frames now.
    func isCovered(node index: Int) -> Bool {
        guard let node = ui.screen?.glass[safe: index] else { return false }
        let members = node.members
        let frames = members.map { $0.frame.rect(in: ui.viewport) }
        guard let first = frames.first else { return false }
        return ui.chromeCovers(frames.dropFirst().reduce(first) { $0.union($1) })
    }

    /// Heads each node's cover fade for whether it is covered now (a new node starts there).
    func updateCoverFades(at t: Double) {
        guard let screen = ui.screen else { coverFades.removeAll(); return }
        // A sheet's source is where the sheet folds into and grows out of: it is replaced by
        // the sheet's own morph, so it comes and goes at once.
        let source = screen.sheet?.source
        for index in screen.glass.indices {
            let target = isCovered(node: index) ? 0.0 : 1.0
            let members = screen.glass[index].members
            if let source, members.contains(where: { $0.id == source }) {
                coverFades[index] = SpringAnimation(value: target, spring: .smooth)
                continue
            }
            if var fade = coverFades[index] {
                if fade.target != target { fade.setTarget(target, at: t, spring: ui.spring(.smooth)); coverFades[index] = fade }
            } else {
                coverFades[index] = SpringAnimation(value: target, spring: .smooth)
            }
        }
        coverFades = coverFades.filter { screen.glass.indices.contains($0.key) }
    }

    /// Members of node `index` that are collapsed or collapsing: they take no presses.
    func collapsedMembers(node index: Int) -> Set<Int> {
        guard let stack = glassStacks[GlassStackKey(tab: ui.pages.shownTab, node: index)], stack.target > 0.5,
              case .container(let c)? = ui.screen?.glass[safe: index] else { return [] }
        return Set(c.members.indices.filter { c.members[$0].collapsedInto != nil })
    }

    /// Expands or collapses the stacks of the selected screen (G10): those whose toggle
    /// is `host`, or all of them when nil (key E). Returns whether any stack toggled.
    @discardableResult
    func toggleGlassStacks(host: String? = nil, at t: Double) -> Bool {
        guard ui.scene.tabs.indices.contains(ui.selectedTab) else { return false }
        var toggled = false
        for (index, node) in (ui.screen?.glass ?? []).enumerated() {
            guard case .container(let c) = node else { continue }
            let ids = Set(c.members.compactMap(\.id))
            let collapsing = c.members.filter { m in
                guard let h = m.collapsedInto, ids.contains(h), h != m.id else { return false }
                return host == nil || h == host
            }
            guard !collapsing.isEmpty else { continue }
            let key = GlassStackKey(tab: ui.pages.shownTab, node: index)
            var stack = glassStacks[key] ?? SpringAnimation(value: 0.0, spring: .bouncy)
            let collapse = stack.target < 0.5
            stack.setTarget(collapse ? 1 : 0, at: t, spring: ui.spring(.bouncy))
            glassStacks[key] = stack
            toggled = true
            ui.emit("glass.morph", t, [("container", .string(c.id ?? "glass.\(index)")), ("collapsed", .bool(collapse)),
                                    ("members", .integer(collapsing.count))])
        }
        return toggled
    }

    /// A click on custom glass slot `slot` (from `interactiveGlass(at:)`): a stack's toggle
    /// expands or collapses its stack. Returns whether it did.
    @discardableResult
    func customGlassTapped(slot: Int, at t: Double) -> Bool {
        guard slot >= 0, ui.scene.tabs.indices.contains(ui.selectedTab),
              case .container(let c)? = (ui.screen?.glass ?? [])[safe: slot / 64],
              c.members.indices.contains(slot % 64), let id = c.members[slot % 64].id else { return false }
        return toggleGlassStacks(host: id, at: t)
    }
}

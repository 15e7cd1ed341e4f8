/// The sidebar's rows scroll under its fixed header when they are taller than the list's room
/// (`SidebarLayout.scrolls`), as an iOS sidebar list does, with the page's physics
/// (`ListScroll` over `ScrollPhysics`): the wheel, touchpad deltas, a drag that locks
/// vertically past the gesture arena's slop (a tap still selects, a hold still lifts a row),
/// a fling with the page's decay and rubber band. A press on a moving list stops it and
/// chooses nothing. While a row is dragged in Edit mode, holding it near the list's top or
/// bottom edge scrolls toward that edge, faster nearer it, and the row's drop place follows.
/// Offsets in points, 0 the first row at the top of the list.
extension SidebarComponent {
    /// How far the rows are scrolled at `ui.time` (outside 0…max while rubber-banding).
    var scrollOffset: Double { scroll?.offset(at: ui.time) ?? 0 }

    /// Gives the rows a scroll while they do not fit, or takes it away once they fit and it
    /// is back at the top; keeps its lengths those of the list now (a section opening or
    /// closing, Edit mode's extra rows, a resize). Only at input and sampling-grid times.
    func fitScroll(at t: Double) {
        guard isShown else { return }
        let rest = SidebarLayout(scene: ui.scene, viewport: ui.viewport, arrangement: arrangement)
        let visible = max(1, rest.list.height), content = rest.contentHeight
        guard var s = scroll else {
            if rest.scrolls { scroll = ListScroll(visible: visible, content: content) }
            return
        }
        if s.physics.viewportLength != visible || s.physics.contentLength != content {
            s.physics.setLengths(viewport: visible, content: content, at: t)
        }
        if !rest.scrolls, !scrolling, s.auto == nil, !s.isAnimating(at: t), abs(s.offset(at: t)) < 0.001 {
            scroll = nil
        } else {
            scroll = s
        }
    }

    /// Wheel steps over the sidebar (positive toward the last row).
    func wheel(steps dy: Double, at t: Double) {
        guard dy != 0, capture == nil, var s = scroll else { return }
        s.stopAuto(at: t)
        s.lastSmoothScroll = nil
        s.physics.wheel(steps: dy, at: t)
        scroll = s
        ui.invalidated = true
        emitScroll("wheel", at: t)
    }

    /// A touchpad delta over the sidebar (points, positive toward the last row); the gesture
    /// ends, and flings, a short pause after the last one (`endSmoothScroll`).
    func smoothScroll(by dy: Double, at t: Double) {
        guard dy != 0, capture == nil, var s = scroll else { return }
        s.stopAuto(at: t)
        s.physics.scroll(by: dy, at: t)
        s.lastSmoothScroll = t
        scroll = s
        ui.invalidated = true
    }

    /// A paused touchpad gesture flings at its own time, whenever this runs.
    func endSmoothScroll(at t: Double) {
        guard var s = scroll, let last = s.lastSmoothScroll, t - last >= ContentComponent.smoothScrollEndDelay else { return }
        s.lastSmoothScroll = nil
        s.physics.endScroll(at: last + ContentComponent.smoothScrollEndDelay)
        scroll = s
        emitScroll("smooth", at: last + ContentComponent.smoothScrollEndDelay)
    }

    /// A press at `p` on a list that moves on its own (a fling, a wheel's spring, a bounce)
    /// holds it where it is: true when it did, and the press then drags the list.
    func catchScroll(pointer p: Point, at t: Double) -> Bool {
        guard var s = scroll, s.auto == nil, s.physics.isAnimating(at: t) || s.lastSmoothScroll != nil else { return false }
        s.lastSmoothScroll = nil
        s.physics.beginDrag(pointer: p.y, at: t)
        scroll = s
        scrolling = true
        return true
    }

    /// The press held on the list moved to `p`: past the slop and more up or down than across,
    /// it drags the list (from where it went down) when the rows scroll. True when it began.
    func beginScrollDrag(pointer p: Point, at t: Double) -> Bool {
        guard var s = scroll, drag == nil, !scrolling,
              GestureArena.locksVertically(GestureArena.Press(down: pressedAt, time: t), p) else { return false }
        s.stopAuto(at: t)
        s.lastSmoothScroll = nil
        s.physics.beginDrag(pointer: pressedAt.y, at: t)
        s.physics.drag(pointer: p.y, at: t)
        scroll = s
        scrolling = true
        ui.invalidated = true
        return true
    }

    /// The press dragging the list was released (or taken away): it flings, bounces back or rests.
    func endScrollDrag(at t: Double) {
        guard scrolling else { return }
        scrolling = false
        scroll?.physics.endDrag(at: t)
        ui.invalidated = true
        emitScroll("drag", at: t)
    }

    func gestureCancelled(at t: Double) {
        endScrollDrag(at: t)
    }

    /// While a row is dragged in Edit mode: the auto-scroll starts, changes or stops with the
    /// pointer's place in the list's edge bands, and the row's drop place follows the rows
    /// moving under it. Called at input and sampling-grid times only.
    func followAutoScroll(at t: Double) {
        guard let d = drag, var s = scroll else { return }
        let was = s.auto != nil
        s.follow(pointerY: d.pointer.y, visible: restLayout.list, at: t)
        scroll = s
        if was || s.auto != nil { moveDrag(to: d.pointer, at: t) }
    }

    /// Notes whether the rows moved since the last sample (they show their indicator then).
    func noteRowsMoved(at t: Double) {
        rowsMovement.sample(offset: isShown ? scroll?.offset(at: t) : nil, at: t)
    }

    /// The rows' scroll indicator over the glass, at the panel's trailing edge beside the
    /// list and clear of its rounded bottom corners; nil while the rows rest or fit.
    func scrollIndicatorCommand(_ drawn: SidebarLayout) -> RenderCommand? {
        guard scroll != nil, drawn.scrolls else { return nil }
        let opacity = rowsMovement.opacity(at: ui.time)
        let list = drawn.list
        let corner = max(0, drawn.cornerRadius * 0.75 - (drawn.frame.maxY - list.maxY))
        guard opacity > 0,
              let r = ScrollIndicator.frame(offset: scrollOffset, contentLength: drawn.contentHeight,
                                            viewport: Size(width: drawn.frame.maxX - list.minX, height: list.height),
                                            top: 0, bottom: corner) else { return nil }
        return scrollIndicator.command(r.offsetBy(dx: list.minX, dy: list.minY), opacity: opacity, dark: ui.dark, scale: ui.scale)
    }

    private func emitScroll(_ source: String, at t: Double) {
        guard let s = scroll else { return }
        ui.emit("sidebar.scroll", t, [("source", .string(source)), ("target", .number(s.physics.restingOffset))])
    }

    func reportState(into snapshot: inout StateSnapshot) {
        if isShown, scroll != nil { snapshot.set("sidebar.scroll", scrollOffset) }
    }
}

/// Input for navigation: presses on content (taps that push, swipes back, scrolls handed to
/// the content) and the keys that pop.
extension NavigationComponent {
    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        guard let tab = ui.selectedTabID else { return false }
        switch event.kind {
        case .down(let button) where button == 1:
            // A press that stops a moving page is only that: it pushes nothing (as on iOS).
            let target = ui.pages.isMoving(at: t) ? nil : destination(at: p)
            // Presses navigation has no use for stay the content's, exactly as before.
            guard target != nil || depth(tab: tab) > 0 || transition?.tab == tab else { return false }
            ui.emitPress(at: p, target: "content", t)
            // The page catches any motion it had and holds still until the drag picks an axis
            // (a tap on a flinging list stops it, as on iOS).
            ui.gestures.join(.pageScroll)
            var g = NavigationGesture(down: p, downTime: t, target: target)
            g.velocity.add(time: t, position: p.x)
            g.caught = catchSettlingPage(at: t)
            gesture = g
            if let target, let page = pushedPage(for: target) { prefetchFirstScreen(of: page) }
            return true
        case .move:
            guard var g = gesture else { return false }
            g.velocity.add(time: t, position: p.x)
            if g.swiping {
                gesture = g
                followSwipe(g, to: p, at: t)
                return true
            }
            let dx = p.x - g.down.x, dy = p.y - g.down.y
            if NavigationGesture.isSwipeBack(dx: dx, dy: dy), depth(tab: tab) > 0 {
                ui.gestures.claim(self, at: t)
                g.swiping = true
                g.anchor = beginSwipe(at: t)
                gesture = g
                followSwipe(g, to: p, at: t)
            } else {
                // Past the slop the press pushes nothing; a vertical drag is the page's, which
                // claims it from where it began (the arena offers it the move next), also
                // while a transition settles.
                if g.tap?.move(to: p) == true { ui.invalidated = true }
                gesture = g
            }
            return true
        case .up(let button) where button == 1:
            guard let g = gesture else { return false }
            gesture = nil
            ui.emitRelease(at: p, t)
            if g.swiping {
                endSwipe(g, at: p, time: t)
            } else {
                ui.gestures.endUndecided(at: t)
                releaseCaughtPage(g, at: t)
                if let target = g.tap?.tapped { push(target.destination, source: target.source, highlight: target.highlight, at: t) }
            }
            return true
        case .key("Escape", _), .key("Left", [.alt]):
            guard depth(tab: tab) > 0 else { return false }
            if gesture?.swiping == true { gesture = nil }
            pop(.key, at: t)
            return true
        default:
            return false
        }
    }

    /// The row, grid tile or card with a destination under window point `p` on the selected
    /// tab's top page, unless something in front of the content is there.
    func destination(at p: Point) -> NavigationGesture.Target? {
        guard let tab = ui.selectedTabID else { return nil }
        if ui.somethingIsInFront(of: self, at: p) || ui.chromeCovers(Rect(x: p.x, y: p.y, width: 1, height: 1)) { return nil }
        let top = topPage(tab: tab)
        // A page still sliding in is where it shows.
        let shift = Double(topShiftPixels) / ui.scale
        let q = Point(p.x - shift, p.y + ui.pages.offset(tab: tab))
        let screenID = ui.pages.screen(of: top).id ?? tab.rawValue
        for (i, placed) in ui.pages.layout(page: top).items.enumerated() where placed.frame.contains(q) {
            switch placed.item {
            case .row(let row):
                if let d = row.destination {
                    return .init(destination: d, source: row.id ?? "\(screenID).row.\(i)",
                                 highlight: RowHighlight(frame: placed.frame, grouping: placed.grouping))
                }
            case .grid(let grid):
                if let tile = grid.tiles.first, let d = tile.destination { return .init(destination: d, source: tile.id ?? "\(screenID).tile.\(i)") }
            case .card(let card):
                if let d = card.destination { return .init(destination: d, source: "\(screenID).card.\(i)") }
            case .controls(let group):
                for (k, (control, rect)) in zip(group.controls, ContentPainter.controlRects(group, in: placed.frame)).enumerated() {
                    guard case .button(let b) = control, let d = b.destination, rect.contains(q) else { continue }
                    return .init(destination: d, source: b.id ?? "\(screenID).button.\(i).\(k)")
                }
            default:
                break
            }
        }
        return nil
    }


    /// A press on a top page still moving (a push sliding in, a cancelled swipe settling
    /// back) holds it where it is, as a finger on a moving page does; returns where, or nil.
    private func catchSettlingPage(at t: Double) -> Double? {
        guard var tr = transition, tr.tab == ui.selectedTabID, tr.upperIsTop, !tr.crossfade, !tr.dragging,
              !tr.isSettled(at: t) else { return nil }
        let x = tr.progress(at: t)
        tr.position.jump(to: x)
        tr.dragging = true
        transition = tr
        return x
    }

    /// A held page the press did not swipe (a tap, a scroll) settles on where it was going.
    private func releaseCaughtPage(_ g: NavigationGesture, at t: Double) {
        guard g.caught != nil, var tr = transition, tr.dragging else { return }
        tr.dragging = false
        tr.position.setTarget(0, at: t, spring: NavigationTransition.settleSpring)
        transition = tr
    }

    /// A swipe back takes hold at `t`: it catches the top page where a transition has it (a
    /// push sliding in, a cancelled swipe settling back) or starts one; returns the position
    /// the finger moves on from.
    private func beginSwipe(at t: Double) -> Double {
        guard let tab = ui.selectedTabID else { return 0 }
        if var tr = transition, tr.tab == tab, tr.upperIsTop, tr.upper == topPage(tab: tab), !tr.crossfade {
            let x = tr.progress(at: t)
            tr.position.jump(to: x)
            tr.dragging = true
            tr.revealing = true
            transition = tr
            return x
        }
        finishTransition()
        let d = depth(tab: tab)
        transition = NavigationTransition(tab: tab, upper: topPage(tab: tab), lower: page(tab: tab, depth: d - 1), upperIsTop: true,
                                          position: SpringAnimation(value: 0.0), dragging: true, revealing: true)
        return 0
    }

    /// The top page follows the finger 1:1.
    private func followSwipe(_ g: NavigationGesture, to p: Point, at t: Double) {
        guard var tr = transition, tr.dragging else { return }
        let x = min(1, max(0, g.anchor + (p.x - g.down.x) / ui.viewport.width))
        tr.position.jump(to: x)
        transition = tr
        ui.invalidated = true
    }

    /// The finger lifts: the swipe completes (a pop) when the release, projected a moment
    /// ahead by its velocity, lies past half the width; otherwise the page settles back.
    private func endSwipe(_ g: NavigationGesture, at p: Point, time t: Double) {
        guard var tr = transition, tr.dragging else { return }
        let width = ui.viewport.width
        let velocity = g.velocity.velocity(at: t)
        let shown = tr.progress(at: t) * width
        let projected = shown + velocity * NavigationGesture.projection
        tr.dragging = false
        if projected > width / 2 {
            transition = tr
            pop(.swipe, at: t, velocity: velocity / width)
        } else {
            tr.position.setTarget(0, at: t, spring: NavigationTransition.settleSpring, velocity: velocity / width)
            transition = tr
            ui.emit("navigation.swipeCancelled", t, [("screen", .string(tr.upper.screenID ?? "")), ("progress", .number(shown / width)),
                                                     ("velocity", .number(velocity))])
            ui.invalidated = true
        }
    }
}

/// The swipe back in the gesture arena: it holds presses that may push or swipe, and takes
/// over a drag that something else on a pushed page gives up as a swipe back (a carousel row
/// at its start dragged to the right).
extension NavigationComponent: GestureRecognizer {
    /// The drag becomes this component's swipe, from where the press began.
    func gestureClaimed(_ press: GestureArena.Press, pointer p: Point, at t: Double) {
        guard let tab = ui.selectedTabID, depth(tab: tab) > 0 else { return }
        var g = NavigationGesture(down: press.down, downTime: press.time, target: nil)
        g.velocity.add(time: press.time, position: press.down.x)
        g.velocity.add(time: t, position: p.x)
        g.swiping = true
        g.anchor = beginSwipe(at: t)
        gesture = g
        followSwipe(g, to: p, at: t)
    }

    /// Offered a drag it joined as a candidate (a row's press on a pushed page): it claims a
    /// swipe back.
    func gestureShouldClaim(_ press: GestureArena.Press, pointer p: Point, at t: Double) -> Bool {
        guard let tab = ui.selectedTabID, depth(tab: tab) > 0 else { return false }
        return NavigationGesture.isSwipeBack(dx: p.x - press.down.x, dy: p.y - press.down.y)
    }

    /// The press it held turned out to be a scroll: a page it caught settles on where it was going.
    func gestureCancelled(at t: Double) {
        guard let g = gesture else { return }
        gesture = nil
        releaseCaughtPage(g, at: t)
    }
}

/// Menus and popovers that grow out of toolbar buttons and content glass buttons (P1).
///
/// A press on a button with a `menu` (or a `popover`) opens it at once: the button's
/// glass morphs into the panel's (one shape whose rectangle and corners spring from the
/// button's to the panel's), the button's symbol fading out and the panel's rows in. The
/// press can go on: dragging onto a row highlights it and letting go there chooses it. Rows
/// highlight under the pointer; a row with a submenu replaces the panel's rows in place (the
/// panel reshapes to fit, a back row leads back), since on a phone there is seldom room
/// beside a menu for another. Choosing an item, a press outside the panel (consumed, as on
/// iOS: nothing under it reacts) or Escape shrinks it back into the button. Content under
/// the panel is not dimmed. With Reduce Motion the panel cross-fades in place instead.
final class MenuComponent: Component {
    unowned let ui: UIContext
    private(set) var presentation: MenuPresentation?
    /// A panel still shrinking back into its button when another opened: it finishes its way
    /// back (drawn under the new one) instead of vanishing. It takes no input.
    private(set) var leaving: MenuPresentation?
    let glyphs = MenuGlyphs()
    let popoverGlyphs = PanelGlyphs()
    /// The capsule of a scrolling menu's indicator.
    let scrollIndicator = ScrollIndicatorSurfaces()
    /// What the person changed in popovers (switches, segments, sliders), by element key.
    var popoverValues = PopoverValues()

    init(ui: UIContext) { self.ui = ui }

    /// How far (points, |dx| + |dy|) the opening press must travel to count as a drag.
    static let dragSlop = 8.0

    /// Whether a menu or popover is open (or opening), not yet on its way back.
    var isOpen: Bool { presentation.map { !$0.closing } ?? false }

    // MARK: Opening and closing

    /// Opens the menu or popover of `button` at `t`.
    func open(_ button: ToolbarComponent.PlacedButton, pointer: Point, at t: Double) {
        let content: MenuPresentation.Content = button.button.menu.isEmpty ? .popover(button.button.popover ?? Popover()) : .menu(button.button.menu)
        if let closing = presentation, closing.closing { leaving = closing }
        var m = MenuPresentation(source: button, content: content, layout: MenuLayout(popover: .zero, source: button.frame, opensUpward: false, viewport: ui.viewport))
        m.layout = layout(for: m)
        m.fitScroll(at: t)
        m.gesture = .opening(from: pointer, dragged: false)
        m.pointer = pointer
        m.progress.setTarget(1, at: t, spring: spring)
        presentation = m
        ui.invalidated = true
        switch content {
        case .menu(let items): ui.emit("menu.opened", t, [("id", .string(m.buttonID)), ("items", .integer(items.count))])
        case .popover: ui.emit("popover.opened", t, [("id", .string(m.buttonID))])
        }
    }

    /// Shrinks the panel back into its button; `how` names the cause in the event.
    func dismiss(_ how: String, at t: Double) {
        guard var m = presentation, !m.closing else { return }
        m.closing = true
        m.progress.setTarget(0, at: t, spring: spring)
        presentation = m
        ui.invalidated = true
        ui.emit(m.isPopover ? "popover.dismissed" : "menu.dismissed", t, [("id", .string(m.buttonID)), ("how", .string(how))])
    }

    private var spring: Spring { ui.reduceMotion ? PanelMorph.crossFade : PanelMorph.spring }

    /// The panel for `m`'s content and level at the window's size now.
    private func layout(for m: MenuPresentation) -> MenuLayout {
        let opensUpward = m.source.inBottomBar
        switch m.content {
        case .menu:
            return MenuLayout(entries: m.entries, source: m.source.groupFrame, opensUpward: opensUpward, viewport: ui.viewport) { title in
                TextMeasurer.shared.size(title, style: MenuGlyphs.rowTitle, width: 1000, maxLines: 1).width
            }
        case .popover(let popover):
            return MenuLayout(popover: MenuComponent.popoverSize(popover, viewport: ui.viewport), source: m.source.groupFrame,
                              opensUpward: opensUpward, viewport: ui.viewport)
        }
    }

    /// A popover's size: its width, and the height its items take below its title.
    static func popoverSize(_ popover: Popover, viewport: Size) -> Size {
        let width = min(popover.width, viewport.width - 2 * MenuLayout.margin)
        var screen = Screen(items: popover.items)
        screen.title = nil
        let content = ContentLayout(screen: screen, width: width, bottomInset: 0)
        let top = content.items.first?.frame.minY ?? 0
        let itemsTop = popover.title == nil ? 24 : PanelGlyphs.itemsTop
        return Size(width, itemsTop + max(0, content.height - top) + 12)
    }

    /// Chooses row `row` of the panel at `t`: an item is selected and the menu closes; a row
    /// with a submenu opens it in place; the back row returns to the menu before.
    private func choose(row: Int, at t: Double) {
        guard var m = presentation, m.layout.entries.indices.contains(row) else { return }
        switch m.layout.entries[row] {
        case .back:
            m.path.removeLast()
            changeLevel(&m, at: t)
        case .item(let item):
            let hasBack = m.layout.entries.first?.isBack ?? false
            if !item.submenu.isEmpty {
                m.path.append(row - (hasBack ? 1 : 0))
                changeLevel(&m, at: t)
                ui.emit("menu.submenu", t, [("id", .string(m.buttonID)), ("item", .string(item.title))])
            } else {
                var fields: [(String, SemanticEvent.FieldValue)] = [("id", .string(m.buttonID)), ("item", .string(item.title)),
                                                                     ("index", .integer(row - (hasBack ? 1 : 0)))]
                if let id = item.id { fields.append(("itemID", .string(id))) }
                ui.emit("menu.selected", t, fields)
                presentation = m
                dismiss("selected", at: t)
                if let tap = item.tap {
                    // A bar button folded into "more": its entry does what the button did.
                    ui.emit("button.pressed", t, [("id", .string(item.id ?? item.title))])
                    if let id = tap.buttonID { ui.actions.perform(.button(id: id), at: t) }
                    if let action = tap.action { ui.actions.perform(.present(action, source: m.source.groupFrame, element: item.id), at: t) }
                }
                return
            }
        }
        presentation = m
    }

    private func changeLevel(_ m: inout MenuPresentation, at t: Double) {
        m.previousFrame = currentPanelFrame(m, at: t)
        m.layout = layout(for: m)
        // Another level starts at its first row.
        m.scroll = nil
        m.fitScroll(at: t)
        m.highlighted = nil
        m.level.jump(to: 0)
        m.level.setTarget(1, at: t, spring: spring)
    }

    /// The panel's frame at `t` (between two levels while a submenu opens or closes).
    private func currentPanelFrame(_ m: MenuPresentation, at t: Double) -> Rect {
        guard let from = m.previousFrame, !ui.reduceMotion else { return m.layout.frame }
        return GlassTransition.mix(from, m.layout.frame, min(max(m.level.value(at: t), 0), 1))
    }

    /// The panel's glass shape (pixels) at `t`, while a menu or popover shows.
    func glassShape(at t: Double) -> GlassShape? { presentation.map { glassShape($0, at: t) } }

    private func glassShape(_ m: MenuPresentation, at t: Double) -> GlassShape {
        let scale = ui.scale
        let panelFrame = currentPanelFrame(m, at: t)
        let radius = min(MenuLayout.cornerRadius, min(panelFrame.width, panelFrame.height) / 2)
        let panel = GlassShape.roundedRect(panelFrame.scaled(by: scale), radius: radius * scale, continuous: true)
        // Reduce Motion: the panel stays in place and cross-fades (A4).
        if ui.reduceMotion { return panel }
        return PanelMorph.shape(from: m.buttonShape(scale: scale), to: panel, progress: m.progress.value(at: t))
    }

    // MARK: Component

    func sceneDidChange(from old: Scene) { refit(keepingOpen: true) }
    func viewportDidChange() { refit(keepingOpen: true) }
    func tabDidChange(from old: TabID?) { refit(keepingOpen: false) }
    func contentDidRelayout() { refit(keepingOpen: true) }

    /// Follows the button to where it is now; closes at once when it is gone (or when asked).
    private func refit(keepingOpen: Bool) {
        leaving = nil
        guard var m = presentation else { return }
        guard keepingOpen, let id = m.source.button.id, let b = presentingButton(id: id) else {
            presentation = nil
            return
        }
        m.source = b
        m.content = b.button.menu.isEmpty ? .popover(b.button.popover ?? Popover()) : .menu(b.button.menu)
        if case .menu = m.content, m.entries.isEmpty { m.path = [] }
        m.layout = layout(for: m)
        m.fitScroll(at: ui.time)
        m.previousFrame = nil
        m.level.jump(to: 1)
        if m.layout.entries.count <= (m.highlighted ?? -1) { m.highlighted = nil }
        presentation = m
    }

    func advance(to t: Double) {
        if let m = presentation, m.closing, m.progress.isSettled(at: t) {
            presentation = nil
            ui.invalidated = true
        }
        if let m = leaving, m.progress.isSettled(at: t) {
            leaving = nil
            ui.invalidated = true
        }
        // A paused touchpad gesture on the rows ends (and flings) at its own time.
        if var m = presentation, let last = m.scroll?.lastSmoothScroll, t - last >= ContentComponent.smoothScrollEndDelay {
            m.scroll?.lastSmoothScroll = nil
            m.scroll?.physics.endScroll(at: last + ContentComponent.smoothScrollEndDelay)
            presentation = m
            emitScroll(m, source: "smooth", at: last + ContentComponent.smoothScrollEndDelay)
        }
    }

    private func emitScroll(_ m: MenuPresentation, source: String, at t: Double) {
        guard let scroll = m.scroll else { return }
        ui.emit("menu.scroll", t, [("id", .string(m.buttonID)), ("source", .string(source)),
                                   ("target", .number(scroll.physics.restingOffset))])
    }

    var isAnimating: Bool { (presentation?.isAnimating(at: ui.time) ?? false) || (leaving?.isAnimating(at: ui.time) ?? false) }

    var nextTimedChange: Double? { presentation?.indicatorFadeStart(at: ui.time) }

    /// Notes when the rows of a scrolling menu move, on the sampling grid, so their indicator
    /// starts fading at the same moment however many frames were drawn.
    func sample(at t: Double) {
        guard var m = presentation, let scroll = m.scroll else { return }
        m.rowsMovement.sample(offset: scroll.offset(at: t), at: t)
        presentation = m
    }

    func hitTest(_ p: Point) -> Bool { isOpen || presentingButton(at: p) != nil }

    func handle(_ event: InputEvent) -> Bool {
        let p = event.position, t = event.time
        switch event.kind {
        case .down(let button) where button == 1:
            if isOpen, var m = presentation {
                if m.layout.frame.contains(p) {
                    // A press on moving rows catches them; it highlights only rows at rest.
                    let wasMoving = m.scroll?.isAnimating(at: t) ?? false
                    m.scroll?.stopAuto(at: t)
                    m.scroll?.lastSmoothScroll = nil
                    m.scroll?.physics.beginDrag(pointer: p.y, at: t)
                    m.gesture = .inside(from: p, scrolling: false)
                    m.pointer = p
                    m.highlighted = wasMoving ? nil : m.layout.row(at: p, offset: m.offset(at: t))
                    // Once it has nearly grown into place (the content has faded in), a popover's content takes presses.
                    if m.progress.value(at: t) > 0.9 { popoverDown(&m, at: p, time: t) }
                } else {
                    m.gesture = .outside
                    presentation = m
                    dismiss("outside", at: t)
                    return true
                }
                presentation = m
                ui.invalidated = true
                return true
            }
            guard let b = presentingButton(at: p) else { return false }
            if var m = presentation, m.closing, m.source.button.id == b.button.id, m.source.button.id != nil {
                // Pressed again while shrinking back: it grows out again from where it is.
                m.closing = false
                m.gesture = .opening(from: p, dragged: false)
                m.pointer = p
                m.progress.setTarget(1, at: t, spring: spring)
                presentation = m
                ui.emit(m.isPopover ? "popover.opened" : "menu.opened", t, [("id", .string(m.buttonID))])
                return true
            }
            open(b, pointer: p, at: t)
            return true
        case .down:
            return isOpen
        case .move:
            guard var m = presentation else { return false }
            if m.closing { return m.gesture != nil }
            if let press = m.popoverPress {
                // Content that scrolls: past the slop a press that is not on a slider drags it
                // instead, and no longer presses what it went down on.
                if case .inside(let from, false) = m.gesture, m.scroll != nil, abs(p.y - from.y) > MenuComponent.dragSlop {
                    if case .slider = press {} else {
                        if case .button(_, let key, _) = press { ui.emit("button.cancelled", t, [("id", .string(key))]) }
                        m.popoverPress = nil
                        m.gesture = .inside(from: from, scrolling: true)
                        m.scroll?.physics.drag(pointer: p.y, at: t)
                        presentation = m
                        ui.invalidated = true
                        return true
                    }
                }
                popoverMove(&m, to: p)
                presentation = m
                return true
            }
            defer { presentation = m; ui.invalidated = true }
            switch m.gesture {
            case .opening(let from, let dragged):
                if !dragged, abs(p.x - from.x) + abs(p.y - from.y) > MenuComponent.dragSlop {
                    m.gesture = .opening(from: from, dragged: true)
                }
                m.pointer = p
                // Held near the top or bottom edge, rows that do not fit scroll toward it.
                if case .opening(_, true) = m.gesture { m.scroll?.follow(pointerY: p.y, visible: m.layout.visibleRows, at: t) }
            case .inside(let from, false) where m.scroll != nil && abs(p.y - from.y) > MenuComponent.dragSlop:
                // Past the slop a press on rows that scroll drags them, and no longer chooses.
                m.gesture = .inside(from: from, scrolling: true)
                m.highlighted = nil
                m.scroll?.physics.drag(pointer: p.y, at: t)
                return true
            case .inside(_, true):
                m.scroll?.physics.drag(pointer: p.y, at: t)
                return true
            default:
                break
            }
            m.highlighted = m.layout.row(at: p, offset: m.offset(at: t))
            return m.gesture != nil
        case .up(let button) where button == 1:
            guard var m = presentation, let gesture = m.gesture else { return false }
            m.gesture = nil
            m.pointer = nil
            if m.popoverPress != nil {
                if m.scroll?.physics.isDragging ?? false { m.scroll?.physics.endDrag(at: t) }
                popoverUp(&m, at: p, time: t)
                presentation = m
                return true
            }
            let offset = m.offset(at: t)
            m.scroll?.stopAuto(at: t)
            if m.scroll?.physics.isDragging ?? false { m.scroll?.physics.endDrag(at: t) }
            presentation = m
            if case .inside(_, true) = gesture {
                emitScroll(m, source: "drag", at: t)
                return true
            }
            if case .opening(_, false) = gesture { return true }
            guard !m.closing, gesture != .outside, let row = m.layout.row(at: p, offset: offset) else { return true }
            choose(row: row, at: t)
            return true
        case .key(let name, _) where name == "Escape":
            guard isOpen else { return false }
            dismiss("escape", at: t)
            return true
        case .wheel(_, let dy):
            // An open panel holds the page still under it; rows that do not fit take the wheel.
            guard isOpen, var m = presentation else { return false }
            if dy != 0, m.gesture == nil, m.scroll != nil, m.layout.frame.contains(p) {
                m.scroll?.physics.wheel(steps: dy, at: t)
                m.highlighted = nil
                presentation = m
                ui.invalidated = true
                emitScroll(m, source: "wheel", at: t)
            }
            return true
        case .smoothScroll(_, let dy):
            guard isOpen, var m = presentation else { return false }
            if dy != 0, m.gesture == nil, m.scroll != nil, m.layout.frame.contains(p) {
                m.scroll?.physics.scroll(by: dy, at: t)
                m.scroll?.lastSmoothScroll = t
                m.highlighted = nil
                presentation = m
                ui.invalidated = true
            }
            return true
        default:
            return false
        }
    }

    func plan() -> [RenderCommand] {
        (leaving.map { commands(for: $0) } ?? []) + (presentation.map { commands(for: $0) } ?? [])
    }

    /// The glass of one panel (or of the button it grows out of) with what is on it.
    private func commands(for m: MenuPresentation) -> [RenderCommand] {
        let t = ui.time, scale = ui.scale, dark = ui.dark
        let progress = m.progress.value(at: t)
        let reduced = ui.reduceMotion
        let shape = glassShape(m, at: t)
        let rowsOffsetPixels = Int((m.offset(at: t) * scale).rounded())
        let size = Size(shape.rect.width / scale, shape.rect.height / scale)
        var style = GlassStyle.regular(dark: dark).sized(for: size).applying(ui.scene.settings)
        if reduced { style = style.materialized(min(max(progress, 0), 1)) }
        if m.source.prominent, !reduced {
            // A prominent button's tint melts into the panel's plain glass as it grows.
            style.tint = ui.scene.accent
            style.tintAmount = 0.85 * PanelMorph.buttonOpacity(progress)
        }

        // Glyphs: the button's symbol while the morph begins, then the panel's content.
        var surface: (surface: Surface, origin: (x: Int, y: Int))?
        // Menu paintings are never drawn over (their surfaces name them); a popover's panel is.
        var glyphVersion = 0
        var opacity: Double
        let buttonOpacity = reduced ? 0 : PanelMorph.buttonOpacity(progress)
        if buttonOpacity > 0 {
            surface = glyphs.button(for: MenuGlyphs.ButtonKey(frame: m.source.frame, icon: m.source.button.icon, title: m.source.button.title,
                                                              tint: m.source.prominent ? .white : m.source.button.tint, dark: dark, scale: scale))
            opacity = buttonOpacity
        } else {
            switch m.content {
            case .menu:
                surface = glyphs.rows(for: MenuGlyphs.RowsKey(layout: m.layout, highlighted: m.highlightedRow(at: t), dark: dark, scale: scale))
                // Rows that scroll are one painting of them all, moved under the panel's clip.
                if let s = surface, m.scroll != nil { surface = (s.surface, (s.origin.x, s.origin.y - rowsOffsetPixels)) }
            case .popover(let popover):
                let tint = ui.screen?.tint ?? ui.scene.accent
                let items = popoverValues.applied(to: popover.items, prefix: m.buttonID)
                // Painted whole at its own height; content that scrolls is moved under the panel's clip.
                let key = PanelGlyphs.Key(frame: m.contentRect, title: popover.title, items: items, grabber: false, dark: dark,
                                          tint: tint, opacity: 0, scale: scale)
                surface = popoverGlyphs.surface(for: key)
                glyphVersion = popoverGlyphs.version
                if let s = surface, m.scroll != nil { surface = (s.surface, (s.origin.x, s.origin.y - rowsOffsetPixels)) }
            }
            opacity = reduced ? min(max(progress, 0), 1) : PanelMorph.contentOpacity(progress)
            if m.previousFrame != nil, !reduced { opacity *= PanelMorph.smoothstep(0.3, 1, m.level.value(at: t)) }
        }
        let level = PanelMorph.level(opacity)
        var item = GlassItem(field: GlassField(shape), style: style, glyphs: level > 0 ? surface?.surface : nil,
                             glyphOrigin: surface?.origin ?? (0, 0), glyphVersion: glyphVersion)
        item.glyphClip = PixelRect(covering: shape.rect)
        if m.scroll != nil, let clip = item.glyphClip {
            item.glyphClip = clip.intersection(PixelRect(covering: m.layout.visibleRows.scaled(by: scale)))
        }
        item.glyphOpacity = level
        item.planUse = m.glassIsMoving(at: t) ? .moving : .still
        var commands: [RenderCommand] = [.glass(item)] + popoverPressCommands(m)
        // Rows that scroll show where they are, while they move and once as the menu opens.
        if buttonOpacity == 0, let (frame, shown) = m.scrollIndicator(at: t),
           let capsule = scrollIndicator.command(frame, opacity: shown * opacity, dark: dark, scale: scale) {
            commands.append(capsule)
        }
        return commands
    }
}

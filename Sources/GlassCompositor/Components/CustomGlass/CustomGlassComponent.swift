/// Custom glass (G1, G2, G9, G10, G12): a screen's floating glass elements and
/// containers over the content, each node adapting light or dark to what is under it.
/// Interactive members respond to a press (G8); stacks expand out of and collapse into their
/// toggle by identity (G10, a tap on the toggle or the `e` key); `m` materializes and
/// dematerializes the screen's glass (G2).
final class CustomGlassComponent: Component, GlassElementShapes {
    unowned let ui: UIContext
    /// Adaptation of each node (a container shares one, G9), by node index.
    private(set) var glassAdaptations: [Int: GlassAdaptation] = [:]
    /// Tint changes in flight, by element key (kept across reloads, so an edited tint animates).
    var tintTransitions: [String: TintTransition] = [:]
    /// Materialize progress of the screen's custom glass (G2): 1 shown, 0 gone.
    private(set) var materialized = SpringAnimation(value: 1.0, spring: .bouncy)
    /// Interactive glass being pressed or still bouncing, by slot (node · 64 + member).
    private(set) var glassPresses: [Int: GlassPress] = [:]
    /// The slot of the glass the pointer went down on, while it is held.
    private var held: Int?
    /// Expand/collapse of each stack (G10) by screen and node: 0 expanded, 1 collapsed.
    var glassStacks: [GlassStackKey: SpringAnimation<Double>] = [:]
    /// How far each node of the selected screen shows past the panels and sheets that may
    /// cover it (1 shown, 0 gone), by node index: covered glass dematerializes away rather than
    /// vanishing at once, and comes back the same way (G11). Decided at each sample.
    var coverFades: [Int: SpringAnimation<Double>] = [:]
    /// Nodes whose shape was materializing or morphing at the last sample.
    private var morphingNodes = Set<Int>()
    let labelGlyphs = GlassLabelGlyphs()

    init(ui: UIContext) { self.ui = ui }

    func start() { retargetTints(resting: true) }

    var scale: Double { ui.scale }


    /// A custom glass node as it is drawn now: its members' placement, the union of their
    /// frames (points), and the node's first member (its style and adaptation stand for all).
    struct ShownNode {
        var index: Int
        var members: [GlassElement]
        var spacing: Double
        var placed: [PlacedGlass]
        var bounds: Rect
        /// `identity` glass: its content is drawn, its glass is not (G12).
        var identity: Bool
    }

    /// The nodes of the selected screen shown at `ui.time`: materialized and not under a panel
    /// or sheet (glass is never drawn on glass, G11). `identity` nodes are among them:
    /// they have no glass but still show their icon and label.
    func shownNodes() -> [ShownNode] {
        guard let screen = ui.screen else { return [] }
        let t = ui.time
        guard materialized.value(at: t) > 0.001 else { return [] }
        var nodes: [ShownNode] = []
        for (index, node) in screen.glass.enumerated() {
            let members = node.members, spacing = node.spacing
            guard let first = members.first, coverVisibility(node: index, at: t) > 0.001 else { continue }
            // Members hidden in a collapsed stack take no part (G10).
            let placed = customGlassGeometry(node: index, at: t)
            guard !placed.isEmpty else { continue }
            let rects = placed.map(\.rect)
            let bounds = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
            nodes.append(ShownNode(index: index, members: members, spacing: spacing, placed: placed, bounds: bounds,
                                   identity: first.variant == .identity))
        }
        return nodes
    }

    /// Each shown node measures what is under it (a container once for all its members, G9)
    /// and adapts light or dark with hysteresis.
    func sample(at t: Double) {
        updateCoverFades(at: t)
        var morphing = Set<Int>()
        for node in shownNodes() where !node.identity {
            var adaptation = glassAdaptations[node.index] ?? GlassAdaptation()
            // A node that materialized or whose stack expanded or collapsed decides afresh once
            // its shape has settled: the person changed what is behind it, and after a round
            // of such changes it looks as it would had they never happened.
            let stack = glassStacks[GlassStackKey(tab: ui.pages.shownTab, node: node.index)]
            if !materialized.isSettled(at: t) || stack.map({ !$0.isSettled(at: t) }) == true
                || coverFades[node.index].map({ !$0.isSettled(at: t) }) == true {
                morphing.insert(node.index)
            } else if morphingNodes.contains(node.index) {
                adaptation.forgetHysteresis()
            }
            if adaptation.update(luminance: ui.pages.luminance(under: PixelRect(covering: node.bounds.scaled(by: scale))), at: t) {
                ui.emit("glass.adapted", t, [("element", .string(node.members[0].id ?? "glass.\(node.index)"))])
            }
            glassAdaptations[node.index] = adaptation
        }
        morphingNodes = morphing
    }

    /// A node's adaptation darkness now; before its first sample (a reload, an appearance
    /// change a moment ago) what that first sample will find: its first measurement applies
    /// at once, without hysteresis.
    private func darkness(of node: ShownNode) -> Double {
        if let adaptation = glassAdaptations[node.index] { return adaptation.darkness(at: ui.time) }
        let luminance = ui.pages.luminance(under: PixelRect(covering: node.bounds.scaled(by: scale)))
        return GlassAdaptation.isDark(luminance: luminance, wasDark: nil) ? 1 : 0
    }

    /// Commands for the custom glass over the content: the selected screen's, each node
    /// adapted to what is under it, and the other page's while a push or pop shows. While the
    /// pages slide the lower page's glass is drawn with that page (`lowerPageCommands`), under
    /// the page sliding over it.
    func plan() -> [RenderCommand] {
        guard let b = ui.stacks?.barTransition else { return topPageCommands() }
        if b.crossfade { return otherPageCommands() + topPageCommands() }
        return b.upperIsTop ? topPageCommands() : otherPageCommands()
    }

    /// The lower page's glass while the pages slide (empty otherwise): the page under a push,
    /// or the one a pop returns to.
    func lowerPageCommands() -> [RenderCommand] {
        guard let b = ui.stacks?.barTransition, !b.crossfade else { return [] }
        return b.upperIsTop ? otherPageCommands() : topPageCommands()
    }

    /// The selected screen's glass, each node adapted to what is under it.
    private func topPageCommands() -> [RenderCommand] {
        let dark = ui.dark
        let t = ui.time
        var commands: [RenderCommand] = []
        for node in shownNodes() {
            // The screen's materialize progress, and this node's own fade past what covers it.
            let progress = materialized.value(at: t) * coverVisibility(node: node.index, at: t) * pageVisibility
            if node.identity {
                commands += identityContent(node)
                continue
            }
            let (index, members, placed, bounds) = (node.index, node.members, node.placed, node.bounds)
            let first = members[0]
            let shown = placed.map { members[$0.member] }
            let rects = placed.map(\.rect)
            let darkness = darkness(of: node)
            let style = animatedStyle(of: first, key: tintKey(first, node: index, member: nil), size: bounds.size, dark: dark,
                                      darkness: darkness, at: t).materialized(progress)
            // Labels are vibrant on glass of any size (G6): large glass keeps its own look
            // whatever is behind it, but its label still takes the side that reads over it.
            let lightness = GlassAdaptation.labelLightness(darkness, increaseContrast: ui.scene.settings.increaseContrast)
            let field = GlassField(placed.map(\.shape), spacing: node.spacing * scale)
            // Members tinted differently blend their colours across the bridges (G9).
            var memberStyles: [GlassStyle]? = nil
            // Under Reduce Motion a member leaving for its stack's toggle fades where it is.
            let fading = ui.reduceMotion && placed.contains { $0.progress < 1 }
            if fading || shown.contains(where: { $0.tint != first.tint || $0.material != first.material }) {
                memberStyles = zip(placed, shown).map { place, member in
                    let own = animatedStyle(of: member, key: tintKey(member, node: index, member: place.member), size: bounds.size, dark: dark,
                                            darkness: darkness, at: t).materialized(progress)
                    return ui.reduceMotion ? own.materialized(place.progress) : own
                }
            }
            var glyphLayers: [(surface: Surface, x: Int, y: Int, version: Int)] = []
            for (place, (member, rect)) in zip(placed, zip(shown, rects)) {
                let m = place.member
                let press = glassPresses[index * 64 + m]
                let light = press.map { p -> GlassLabelGlyphs.Light in
                    GlassLabelGlyphs.Light(x: Int(p.pointer.x.rounded()), y: Int(p.pointer.y.rounded()),
                                           strength: Int((p.intensity(at: t) * 16).rounded()))
                }
                // Content leaves before its glass does (G7): a member shrinking into its
                // stack's toggle drops its label in the first part of the morph, the labels
                // of a container still one drop (splitting, G9) wait until it has peeled apart,
                // and glass leaving (covered, dematerializing) drops it before it is half gone
                // (squeezed into the shrinking glass, a label was ellipsized to "…").
                let opacity = Self.labelOpacity(progress: min(place.progress, progress))
                let showsLabel = opacity > 0
                let key = GlassLabelGlyphs.Key(rect: rect, icon: showsLabel ? member.icon : nil, text: showsLabel ? member.text : nil,
                                               lightness: Int((lightness * 24).rounded()), tint: nil, scale: scale,
                                               light: light?.strength == 0 ? nil : light, shape: member.shape, opacity: opacity)
                if let glyphs = labelGlyphs.surface(slot: index * 64 + m, for: key) {
                    glyphLayers.append((glyphs.surface, glyphs.x, glyphs.y, glyphs.version))
                }
            }
            let firstGlyph = glyphLayers.first
            var item = GlassItem(field: field, style: style, glyphs: firstGlyph?.surface,
                                 glyphOrigin: (firstGlyph?.x ?? 0, firstGlyph?.y ?? 0), glyphVersion: firstGlyph?.version ?? 0,
                                 memberStyles: memberStyles, planUse: isMoving(node: index) ? .moving : .still)
            let ids = shown.compactMap(\.id)
            item.sceneID = ids.isEmpty ? nil : ids.joined(separator: ", ")
            commands.append(.glass(item))
            // The other members' labels: each overlay carries its own surface's version.
            for extra in glyphLayers.dropFirst() {
                commands.append(.overlay(extra.surface, x: extra.x, y: extra.y, version: extra.version))
            }
        }
        return commands
    }

    /// The icon and label of an `identity` node, drawn straight over the content: no glass,
    /// no adaptation state (nothing of it flips with hysteresis), so the label takes the side
    /// that contrasts with what is under it now.
    private func identityContent(_ node: ShownNode) -> [RenderCommand] {
        let dark = GlassAdaptation.isDark(luminance: ui.pages.luminance(under: PixelRect(covering: node.bounds.scaled(by: scale))),
                                          wasDark: nil)
        let lightness = GlassAdaptation.labelLightness(dark ? 1 : 0, increaseContrast: ui.scene.settings.increaseContrast)
        let progress = materialized.value(at: ui.time) * coverVisibility(node: node.index, at: ui.time) * pageVisibility
        var commands: [RenderCommand] = []
        for place in node.placed {
            let member = node.members[place.member]
            let opacity = Self.labelOpacity(progress: min(place.progress, progress))
            let showsLabel = opacity > 0
            let key = GlassLabelGlyphs.Key(rect: place.rect, icon: showsLabel ? member.icon : nil, text: showsLabel ? member.text : nil,
                                           lightness: Int((lightness * 24).rounded()), tint: nil, scale: scale,
                                           light: nil, shape: member.shape, opacity: opacity)
            guard let glyphs = labelGlyphs.surface(slot: node.index * 64 + place.member, for: key) else { continue }
            commands.append(.overlay(glyphs.surface, x: glyphs.x, y: glyphs.y, version: glyphs.version))
        }
        return commands
    }

    /// How much of a label shows, in 16ths, when its glass is `progress` (0 … 1) of the way
    /// in: none below half, whole from 0.8, eased between, so a label fades with its glass's
    /// morph (iOS never pops one in between two frames) and is gone before the glass squeezes
    /// it into an ellipsis.
    static func labelOpacity(progress: Double) -> Int {
        Int((smoothstep((progress - 0.5) / 0.3) * 16).rounded())
    }

    /// Whether node `index`'s shape moves now (materializing, its stack morphing, its page
    /// sliding, one of its members pressed or bouncing back): its glass is then shaded live. Adaptation and tint
    /// change only colours, which a plan does not record.
    private func isMoving(node index: Int) -> Bool {
        let t = ui.time
        if !materialized.isSettled(at: t) { return true }
        // Sliding or fading with its page during a push or pop.
        if ui.stacks?.barTransition != nil { return true }
        if let fade = coverFades[index], !fade.isSettled(at: t) { return true }
        if let stack = glassStacks[GlassStackKey(tab: ui.pages.shownTab, node: index)], !stack.isSettled(at: t) { return true }
        if let held, held / 64 == index { return true }
        return glassPresses.contains { $0.key / 64 == index && $0.value.isAnimating(at: t) }
    }

    // MARK: Component

    func hitTest(_ p: Point) -> Bool { interactiveGlass(at: p) != nil }

    var isAnimating: Bool {
        let t = ui.time
        return glassStacks.values.contains { !$0.isSettled(at: t) } || !materialized.isSettled(at: t)
            || glassAdaptations.values.contains { $0.isAnimating(at: t) } || glassPresses.values.contains { $0.isAnimating(at: t) }
            || tintTransitions.values.contains { $0.isAnimating(at: t) } || coverFades.values.contains { !$0.isSettled(at: t) }
    }

    func advance(to t: Double) {
        // Presses that have come to rest are forgotten: a settled press draws as none.
        glassPresses = glassPresses.filter { $0.value.isPressed || $0.value.isAnimating(at: t) }
    }

    func sceneDidChange(from old: Scene) {
        held = nil
        coverFades.removeAll()
        retargetTints(resting: false)
    }

    func tabDidChange(from old: TabID?) {
        held = nil
        coverFades.removeAll()
        retargetTints(resting: true)
        // Another screen's glass: nothing of the old one's adaptation applies.
        glassAdaptations.removeAll()
    }

    /// A pushed or popped screen is another screen, as for a tab switch (N7).
    func stackDidChange() { tabDidChange(from: ui.selectedTabID) }

    func contentDidRelayout() { forgetHysteresis() }

    /// What is behind every node changed by the person's hand (not by scrolling).
    private func forgetHysteresis() {
        for key in glassAdaptations.keys { glassAdaptations[key]?.forgetHysteresis() }
    }

    func appearanceDidChange() { glassAdaptations.removeAll() }

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let button) where button == 1:
            guard let slot = interactiveGlass(at: p) else { return false }
            ui.emitPress(at: p, target: elementName(node: slot / 64, member: slot % 64), t)
            held = slot
            // Under Reduce Motion the press only brightens (GlassPress.reducesMotion).
            glassPresses[slot, default: GlassPress()].reducesMotion = ui.reduceMotion
            glassPresses[slot]?.press(at: p, time: t)
            return true
        case .move:
            guard let slot = held else { return false }
            glassPresses[slot]?.move(to: p, time: t)
            return true
        case .up(let button) where button == 1:
            guard let slot = held else { return false }
            ui.emitRelease(at: p, t)
            glassPresses[slot]?.release(time: t)
            // A tap (released over the glass it pressed) may toggle a stack (G10).
            if interactiveGlass(at: p) == slot { customGlassTapped(slot: slot, at: t) }
            held = nil
            return true
        case .key("m", let modifiers) where modifiers.isEmpty:
            // Materialize / dematerialize the screen's custom glass (G2).
            materialized.setTarget(materialized.target > 0.5 ? 0 : 1, at: t, spring: ui.spring(.bouncy))
            ui.emit("glass.materialize", t, [("shown", .bool(materialized.target > 0.5))])
            return true
        case .key("e", let modifiers) where modifiers.isEmpty:
            return toggleGlassStacks(at: t)
        default:
            return false
        }
    }
}

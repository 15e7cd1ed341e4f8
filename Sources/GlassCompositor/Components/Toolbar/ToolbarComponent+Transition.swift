/// The bar during a push, pop or swipe back: both screens' items cross-fading with the slide,
/// and the previous screen's title flying into the back button. Everything here is a function
/// of `NavigationBarTransition` (the transition's position and the stack), so a swipe scrubs
/// it 1:1 and a cancel plays it backward. Points for layout, pixels for commands.
///
/// - A glass group on both bars (same bar, same side, same place in order from the edge) keeps
///   its glass: its capsule morphs between the two sizes and its items cross-fade on it (so a
///   leading button becomes the back button that takes its place). A group on one bar only
///   materializes or dematerializes with its page.
/// - The lower screen's title (large, or inline once scrolled under the bar) moves and scales
///   into the back button's label; the upper screen's inline title slides in from the trailing
///   side, fading in. Under Reduce Motion both titles cross-fade in place.
extension ToolbarComponent {
    /// Which bar a group sits in and on which side, and its place among its kind there.
    struct GroupPlace: Hashable {
        var top: Bool
        var leading: Bool
        var ordinal: Int
    }

    /// The place of every group of `layout` (in its order), for matching two bars' groups.
    static func places(_ layout: ToolbarLayout, viewportWidth: Double) -> [GroupPlace] {
        var counts: [GroupPlace: Int] = [:]
        return layout.groups.map { g in
            var p = GroupPlace(top: g.frame.minY == ToolbarLayout.topInset, leading: g.frame.midX < viewportWidth / 2, ordinal: 0)
            p.ordinal = counts[p, default: 0]
            counts[p, default: 0] += 1
            return p
        }
    }

    /// Pairs of group indices (upper bar, lower bar) that are the same glass across the
    /// transition; a group on one bar only has nil for the other. Glass matches only glass.
    static func matchGroups(upper: ToolbarLayout, lower: ToolbarLayout, viewportWidth: Double) -> [(upper: Int?, lower: Int?)] {
        let up = places(upper, viewportWidth: viewportWidth), low = places(lower, viewportWidth: viewportWidth)
        var lowerIndex: [GroupPlace: Int] = [:]
        for (j, p) in low.enumerated() { lowerIndex[p] = j }
        var pairs: [(upper: Int?, lower: Int?)] = []
        var used = Set<Int>()
        for (i, p) in up.enumerated() {
            if let j = lowerIndex[p], upper.groups[i].hasGlass == lower.groups[j].hasGlass {
                pairs.append((i, j))
                used.insert(j)
            } else {
                pairs.append((i, nil))
            }
        }
        for j in low.indices where !used.contains(j) { pairs.append((nil, j)) }
        return pairs
    }

    /// How opaque a bar's items (symbols, labels, a search field's text, an inline title) are
    /// when that bar shows `visibility` (0...1): the outgoing ones are nearly gone by the time
    /// the incoming ones appear, so two items in one place (on one capsule, a title sliding in
    /// under a leaving button, buttons over a leaving search field) never read as one jumble:
    /// at most one of them is above 1/6 at any point. The one formula for every item of a bar
    /// in transition; glass materializes with the visibility itself.
    static func itemOpacity(_ visibility: Double) -> Double { min(1, max(0, (visibility - 0.4) / 0.6)) }

    /// How opaque the back button's chevron and label are while a title flies into it, at
    /// `arrival` (how far the flight has gone, 0...1): they appear only as the title comes
    /// close, and the title fades as they do, so the two read as one label arriving.
    static func arrivingLabelOpacity(_ arrival: Double) -> Double { min(1, max(0, (arrival - 0.6) / 0.4)) }

    /// How many looks a flying title takes between its page and the back button.
    static let flightLookSteps = 48.0

    /// Whether `group` holds the back button.
    static func isBack(_ group: ToolbarLayout.Group) -> Bool { group.buttons.contains { $0.button.id == NavigationComponent.backButtonID } }

    /// Where the back button's label starts on `layout`'s bar (points), if it has one.
    static func backLabelOrigin(_ layout: ToolbarLayout) -> Point? {
        for g in layout.groups {
            for (b, f) in g.buttons where b.id == NavigationComponent.backButtonID {
                return Point(f.minX + ToolbarLayout.iconSlot - 4, f.midY - 10)
            }
        }
        return nil
    }

    /// The title flying into (or, on a pop, out of) the back button now: its text, where its
    /// text box starts (points), the style and colour it looks like now, and the style it was
    /// set in on its page (`source`: it is drawn once so and shrunk to `style.size`; its colour
    /// is drawn as the page's text colour at `color`'s opacity). Nil when there is none (Reduce
    /// Motion, a lower screen without a title, an upper bar without a back button).
    func titleFlight(_ b: NavigationBarTransition, upper: ToolbarLayout, lower: ToolbarLayout)
        -> (text: String, origin: Point, style: TextStyle, color: Color, source: TextStyle)? {
        guard !b.crossfade, let nav = ui.stacks, let target = Self.backLabelOrigin(upper) else { return nil }
        let primary = Palette.system(ui.scene.appearance).primaryText
        let from: (text: String, origin: Point, style: TextStyle)
        if let (title, frame) = nav.flyingLargeTitle(b) {
            from = (title, frame.origin, .largeTitle)
        } else if nav.showsInlineTitle(b.lower), let title = ui.pages.screen(of: b.lower).title {
            guard let fit = inlineTitleFit(ui.pages.screen(of: b.lower), layout: lower) else { return nil }
            let drop = (InlineTitleFit.titleSize - fit.titleStyle.size) * 0.6
            from = (title, Point(fit.box.midX - fit.titleWidth / 2, ToolbarLayout.topInset + 12 + drop), fit.titleStyle)
        } else {
            return nil
        }
        // How far it has gone into the label: all the way when the upper page covers the window.
        let t = b.upperVisibility
        let origin = Point(from.origin.x + (target.x - from.origin.x) * t, from.origin.y + (target.y - from.origin.y) * t)
        // Its look (size, colour, opacity) goes in steps of the flight while its place
        // follows it exactly: a flight draws a set of surfaces every flight of the same title
        // finds again, not one per frame.
        let s = (t * Self.flightLookSteps).rounded() / Self.flightLookSteps
        let look = Self.flightLook(step: s, from: from.style, primary: primary, dark: ui.scene.appearance == .dark)
        return (from.text, origin, look.style, look.color, from.style)
    }

    /// How a title set in `source` looks at step `s` (0...1, in `flightLookSteps`) of its flight
    /// into the back button: its size (quarter points) and colour.
    static func flightLook(step s: Double, from source: TextStyle, primary: Color, dark: Bool) -> (style: TextStyle, color: Color) {
        let size = ((source.size + (16 - source.size) * s) * 4).rounded() / 4
        let label = Color(white: 0.05, a: 0.9).mixed(with: Color(white: 1, a: 0.95), dark ? 1 : 0)
        let color = primary.mixed(with: label, Float(s))
        // It fades as it comes close, while the back button's own label fades in there. It is
        // one picture of the text as its page set it, so it keeps that weight as it shrinks.
        let alpha = (Double(color.a) * (1 - arrivingLabelOpacity(s)) * 255).rounded() / 255
        return (TextStyle(size: size, weight: source.weight), color.withAlpha(Float(alpha)))
    }

    /// The picture of a flight's look: its drawing in `source`, in the page's text colour
    /// `primary`, shrunk to `style`'s size at `color`'s opacity.
    static func flightPicture(style: TextStyle, color: Color, source: TextStyle, primary: Color) -> BarTextLooksAhead.Look {
        BarTextLooksAhead.Look(factor: style.size / source.size,
                               opacity: UInt8(min(255, max(0, (Double(color.a / primary.a) * 255).rounded()))))
    }

    /// Both bars of a transition: scroll edges of the bar that shows more, the titles, the
    /// groups (kept, morphing, appearing or leaving) and the flying title over them.
    func transitionCommands(_ b: NavigationBarTransition) -> [RenderCommand] { transition(b).commands }

    /// The commands of `transitionCommands`, and the items they show where they show them at
    /// what opacity (`ShownBarItem`), computed from the same values.
    func transition(_ b: NavigationBarTransition) -> (commands: [RenderCommand], items: [ShownBarItem]) {
        guard let nav = ui.stacks else { return ([], []) }
        let upperBar = nav.toolbar(for: b.upper), lowerBar = nav.toolbar(for: b.lower)
        let empty = ToolbarLayout(toolbar: Toolbar(), viewport: ui.viewport, bottomBar: false) { _ in 0 }
        let upper = upperBar.map { layout($0, of: b.upper) } ?? empty
        let lower = lowerBar.map { layout($0, of: b.lower) } ?? empty
        var commands: [RenderCommand] = []
        var items: [ShownBarItem] = []
        // A group's items as drawn: moved by (dx, dy) points, at `opacity`.
        func shown(_ g: ToolbarLayout.Group, dx: Double = 0, dy: Double = 0, opacity: Double, upper: Bool) {
            if g.buttons.isEmpty {
                items.append(ShownBarItem(name: g.search == nil ? "group" : "search", frame: g.frame.offsetBy(dx: dx, dy: dy), opacity: opacity, upper: upper))
            }
            for (button, f) in g.buttons {
                items.append(ShownBarItem(name: button.id ?? button.title ?? button.icon ?? "button", frame: f.offsetBy(dx: dx, dy: dy),
                                          opacity: opacity, upper: upper))
            }
        }
        if let shown = b.upperVisibility >= 0.5 ? (upperBar ?? lowerBar) : (lowerBar ?? upperBar) { commands += scrollEdgeCommands(shown) }
        let titles = inlineTitleCommands(b, upper: upper, lower: lower)
        commands += titles.commands
        items += titles.items
        let flight = titleFlight(b, upper: upper, lower: lower)
        // The upper bar's items on a kept group at this point; the back button's wait for the title.
        func upperItems(_ g: ToolbarLayout.Group) -> Double {
            flight != nil && Self.isBack(g) ? Self.arrivingLabelOpacity(b.upperVisibility) : Self.itemOpacity(b.upperVisibility)
        }
        // The top page's groups keep the presses they have at rest.
        for (n, pair) in Self.matchGroups(upper: upper, lower: lower, viewportWidth: ui.viewport.width).enumerated() {
            let topIndex = b.upperIsTop ? pair.upper : pair.lower
            let press = topIndex.map { pressKey(group: $0) }
            switch (pair.upper.map { upper.groups[$0] }, pair.lower.map { lower.groups[$0] }) {
            case let (u?, l?):
                let ug = restingGlyphs(u, page: b.upper), lg = restingGlyphs(l, page: b.lower)
                if u == l {
                    // The same glass with the same items: it stays as it is.
                    commands += groupCommands(u, frame: u.frame, glyphs: b.upperIsTop ? ug : lg, pressSlot: press)
                    continue
                }
                let frame = GlassTransition.mix(l.frame, u.frame, b.upperVisibility)
                let leading = u.frame.midX < ui.viewport.width / 2
                func placed(_ g: BlendedGlyphs.Part?, of group: ToolbarLayout.Group, opacity: Double, upper: Bool) -> BlendedGlyphs.Part? {
                    // Items stay on the capsule's outer end as it morphs (the back chevron stays put).
                    let dx = leading ? frame.minX - group.frame.minX : frame.maxX - group.frame.maxX
                    let alpha = BlendedGlyphs.alpha(opacity)
                    shown(group, dx: dx, opacity: Double(alpha) / 255, upper: upper)
                    guard var g else { return nil }
                    g.x += Int((dx * ui.scale).rounded())
                    g.alpha = alpha
                    return g
                }
                let parts = [placed(ug, of: u, opacity: upperItems(u), upper: true),
                             placed(lg, of: l, opacity: Self.itemOpacity(b.lowerVisibility), upper: false)].compactMap { $0 }
                let blended = blendedGlyphs.surface(slot: n, parts).map {
                    BlendedGlyphs.Part(surface: $0.surface, version: $0.version, x: $0.x, y: $0.y, alpha: 255)
                }
                let prominence = (u.prominent ? b.upperVisibility : 0) + (l.prominent ? b.lowerVisibility : 0)
                // A capsule of one size on both bars holds still while its items change.
                commands += groupCommands(u.hasGlass ? u : l, frame: frame, glyphs: blended, prominence: prominence, pressSlot: press,
                                          moving: u.frame != l.frame)
            case let (u?, nil):
                let a = appearing(u, glyphs: restingGlyphs(u, page: b.upper), visibility: b.upperVisibility,
                                  itemOpacity: flight != nil && Self.isBack(u) ? upperItems(u) : nil, slot: n, press: press, crossfade: b.crossfade)
                commands += a.commands
                if let (frame, opacity) = a.items { shown(u, dx: frame.midX - u.frame.midX, dy: frame.midY - u.frame.midY, opacity: opacity, upper: true) }
            case let (nil, l?):
                let a = appearing(l, glyphs: restingGlyphs(l, page: b.lower), visibility: b.lowerVisibility,
                                  slot: n, press: press, crossfade: b.crossfade)
                commands += a.commands
                if let (frame, opacity) = a.items { shown(l, dx: frame.midX - l.frame.midX, dy: frame.midY - l.frame.midY, opacity: opacity, upper: false) }
            case (nil, nil):
                break
            }
        }
        // Drawn once as its page set it and shrunk on the way: setting the text again at each
        // size cost a frame a few milliseconds of pango each time a look was new.
        let primary = Palette.system(ui.scene.appearance).primaryText
        if let flight, primary.a > 0,
           case let look = Self.flightPicture(style: flight.style, color: flight.color, source: flight.source, primary: primary),
           let s = barText.scaled(slot: 0, text: flight.text, style: flight.source, color: primary, factor: look.factor,
                                  opacity: look.opacity, scale: ui.scale) {
            let m = BarTextGlyphs.margin * flight.style.size / flight.source.size
            commands.append(.overlay(s.surface, x: Int(((flight.origin.x - m) * ui.scale).rounded()),
                                     y: Int(((flight.origin.y - m) * ui.scale).rounded()), version: s.version))
            // Its box is the picture's: the text as set at `source`, shrunk. Measured at each
            // step's own size instead, pango set up a font for every size a flight passes (about
            // 1 ms of layout on each frame of a push or pop that reached a new step).
            let set = TextMeasurer.shared.size(flight.text, style: flight.source, width: 2000, maxLines: 1)
            let factor = flight.style.size / flight.source.size
            items.append(ShownBarItem(name: "flight", frame: Rect(origin: flight.origin, size: Size(set.width * factor, set.height * factor)),
                                      opacity: Double(flight.color.a), upper: false))
        }
        return (commands, items)
    }

    /// A group on one bar only, shown at `visibility`: its glass materializes (growing from a
    /// little smaller, in place under Reduce Motion) and its items fade with it, or at
    /// `itemOpacity` when given (a back button waiting for its title). Both go by the bar's
    /// item opacity (`itemOpacity(_:)`), not the visibility itself: a leaving capsule is gone
    /// before what comes in its place shows, rather than blurring it as it passes under. With
    /// the commands, where its items are drawn (the group's frame now) and at what opacity
    /// (nil: not drawn).
    private func appearing(_ g: ToolbarLayout.Group, glyphs: BlendedGlyphs.Part?, visibility: Double, itemOpacity: Double? = nil,
                           slot: Int, press: String?, crossfade: Bool) -> (commands: [RenderCommand], items: (frame: Rect, opacity: Double)?) {
        let v = Self.itemOpacity(visibility)
        guard v > 0.001 else { return ([], nil) }
        if !g.hasGlass {
            let alpha = BlendedGlyphs.alpha(v)
            let faded = glyphs.flatMap { part -> BlendedGlyphs.Part? in
                var p = part
                p.alpha = alpha
                return blendedGlyphs.surface(slot: slot, [p]).map { BlendedGlyphs.Part(surface: $0.surface, version: $0.version, x: $0.x, y: $0.y, alpha: 255) }
            }
            return (groupCommands(g, frame: g.frame, glyphs: faded, pressSlot: nil), (g.frame, Double(alpha) / 255))
        }
        let frame = crossfade ? g.frame : GlassTransition.materializedRect(g.frame, progress: v)
        var glyphs = glyphs
        // The symbols stay centred on the growing capsule.
        glyphs?.x += Int(((frame.midX - g.frame.midX) * ui.scale).rounded())
        glyphs?.y += Int(((frame.midY - g.frame.midY) * ui.scale).rounded())
        let opacity = itemOpacity ?? v
        let level = Double(UInt8((min(1, max(0, opacity)) * 255).rounded())) / 255
        return (groupCommands(g, frame: frame, glyphs: glyphs, materialized: v, glyphOpacity: opacity, pressSlot: press, moving: true), (frame, level))
    }

    /// The inline titles of a transition: the upper screen's sliding in from the trailing side
    /// as it fades in (in place under Reduce Motion); the lower screen's only under Reduce
    /// Motion, fading (otherwise it is the title flying into the back button).
    private func inlineTitleCommands(_ b: NavigationBarTransition, upper: ToolbarLayout, lower: ToolbarLayout)
        -> (commands: [RenderCommand], items: [ShownBarItem]) {
        guard let nav = ui.stacks else { return ([], []) }
        var commands: [RenderCommand] = []
        var items: [ShownBarItem] = []
        var shows: [(page: ContentPage, layout: ToolbarLayout, visibility: Double, shift: Double)] = []
        if nav.showsInlineTitle(b.upper) {
            shows.append((b.upper, upper, b.upperVisibility, b.crossfade ? 0 : b.position * ui.viewport.width * NavigationBarTransition.inlineTitleTravel))
        }
        if b.crossfade, nav.showsInlineTitle(b.lower) { shows.append((b.lower, lower, b.lowerVisibility, 0)) }
        for (n, show) in shows.enumerated() {
            let screen = ui.pages.screen(of: show.page)
            let lines = inlineTitleLines(screen, layout: show.layout, visibility: Self.itemOpacity(show.visibility), shift: show.shift, slot: 1 + 2 * n)
            commands += lines
            if !lines.isEmpty, let fit = inlineTitleFit(screen, layout: show.layout) {
                // The title's line as far as its room shows it.
                let box = fit.box
                let width = fit.titleWidth
                let start = Self.inlineTitleStart(width: width, box: box, shift: show.shift)
                items.append(ShownBarItem(name: "title", frame: Rect(x: start, y: ToolbarLayout.topInset + 12, width: max(0, min(width, box.maxX - start)), height: 20),
                                          opacity: Self.inlineTitleOpacity(Self.itemOpacity(show.visibility)), upper: show.page == b.upper))
            }
        }
        return (commands, items)
    }

    /// The inline title's style.
    static let inlineTitleStyle = TextStyle(size: 17, weight: 600)

    /// Where a line `width` points wide starts in the title's `box`, moved `shift` points toward
    /// the trailing side.
    static func inlineTitleStart(width: Double, box: Rect, shift: Double) -> Double { box.midX - width / 2 + shift }

    /// The inline title's opacity at `visibility`, in 32 steps.
    static func inlineTitleOpacity(_ visibility: Double) -> Double { (min(1, max(0, visibility)) * 32).rounded() / 32 }

    /// `screen`'s inline title (and subtitle) in `layout`'s bar at `visibility`, moved `shift`
    /// points toward the trailing side: each line set once (`BarTextGlyphs`, slots `slot` and
    /// `slot + 1`), its opacity in 32 steps, shown within the title's room only (it slides in
    /// from under the bar's trailing items). The bar at rest draws it with these same
    /// pictures, so the end of a push neither moves it by a pixel nor sets it again.
    func inlineTitleLines(_ screen: Screen, layout: ToolbarLayout, visibility: Double, shift: Double, slot: Int) -> [RenderCommand] {
        guard visibility > 0.001, let fit = inlineTitleFit(screen, layout: layout), let title = screen.title,
              fit.box.width >= InlineTitleFit.minimumTitleSize else { return [] }
        let box = fit.box
        let primary = Palette.system(ui.scene.appearance).primaryText
        let opacity = UInt8((Self.inlineTitleOpacity(visibility) * 255).rounded())
        // A smaller title sits lower, keeping the line's centre where the 17 pt one has it.
        let drop = (InlineTitleFit.titleSize - fit.titleStyle.size) * 0.6
        var lines: [(String, TextStyle, Color, Double, Double)] = [(title, fit.titleStyle, primary, (fit.subtitleStyle == nil ? 12 : 4) + drop, fit.titleWidth)]
        if let sub = screen.subtitle, let style = fit.subtitleStyle { lines.append((sub, style, primary.withAlpha(0.6), 24, fit.subtitleWidth)) }
        var commands: [RenderCommand] = []
        for (k, line) in lines.enumerated() {
            let start = Self.inlineTitleStart(width: line.4, box: box, shift: shift)
            guard let s = barText.scaled(slot: slot + k, text: line.0, style: line.1, color: line.2, factor: 1, opacity: opacity,
                                         width: box.width, visible: box.maxX - start, scale: ui.scale) else { continue }
            let x = start - BarTextGlyphs.margin
            let y = ToolbarLayout.topInset + line.3 - BarTextGlyphs.margin
            commands.append(.overlay(s.surface, x: Int((x * ui.scale).rounded()), y: Int((y * ui.scale).rounded()), version: s.version))
        }
        return commands
    }

    /// How `screen`'s inline title fits `layout`'s bar (nil without a title).
    func inlineTitleFit(_ screen: Screen, layout: ToolbarLayout) -> InlineTitleFit? {
        guard let title = screen.title, !title.isEmpty else { return nil }
        let width = ui.viewport.width
        return InlineTitleFit(title: title, subtitle: screen.subtitle, span: layout.topTitleSpan(viewportWidth: width),
                              viewportWidth: width) { TextMeasurer.shared.size($0, style: $1, width: 2000, maxLines: 1).width }
    }

    /// Draws ahead, at rest, what the first frame of a push to each of `pages` would draw for
    /// the first time: the pushed bar's glyphs and the title that flies into its back button
    /// (a few milliseconds of text setting, which otherwise land on that frame). Only caches
    /// keyed by their pixels change, so no frame differs; a set of pages already drawn ahead
    /// is not planned again.
    func drawAhead(pushes pages: [ContentPage]) {
        drawAheadInlineTitle()
        guard let nav = ui.stacks, nav.barTransition == nil else { return }
        let key = DrawnAhead(pages: pages, viewport: ui.viewport, scale: ui.scale, dark: ui.scene.appearance == .dark)
        guard key != drawnAhead else { return }
        drawnAhead = key
        let primary = Palette.system(ui.scene.appearance).primaryText
        for page in pages {
            // Where a push's first frame has its bar (the upper bar barely shown).
            let b = NavigationBarTransition(upper: page, lower: nav.topPage(tab: page.tab), position: 0.95,
                                            crossfade: ui.reduceMotion, upperIsTop: true)
            _ = transitionCommands(b)
            // Every later look of its flying title, on the background queue.
            guard primary.a > 0, let upperBar = nav.toolbar(for: b.upper), let lowerBar = nav.toolbar(for: b.lower),
                  let flight = titleFlight(b, upper: layout(upperBar, of: b.upper), lower: layout(lowerBar, of: b.lower)) else { continue }
            let dark = ui.scene.appearance == .dark
            let looks = (0...Int(Self.flightLookSteps)).map { k in
                let look = Self.flightLook(step: Double(k) / Self.flightLookSteps, from: flight.source, primary: primary, dark: dark)
                return Self.flightPicture(style: look.style, color: look.color, source: flight.source, primary: primary)
            }
            barText.drawAhead(slot: 0, text: flight.text, style: flight.source, color: primary, looks: looks, scale: ui.scale)
        }
    }

    /// Sets, at rest, the current screen's title as the bar shows it once the large title has
    /// scrolled under it: otherwise the frame where it goes under sets it (1.7-3 ms on mail's
    /// first fling). A cache hit when it was set before.
    private func drawAheadInlineTitle() {
        guard ui.stacks?.barTransition == nil, let toolbar = currentToolbar else { return }
        let screen = ui.screen ?? ui.scene.tabs[ui.selectedTab].screen
        guard screen.titleDisplay != .inline, ui.pages.layout(tab: ui.pages.shownTab).titleFrame != nil else { return }
        _ = inlineTitleLines(screen, layout: layout(toolbar), visibility: 1, shift: 0, slot: 1)
    }

    /// What `drawAhead` last drew for: the pages, and what else shapes their pictures.
    struct DrawnAhead: Equatable {
        var pages: [ContentPage]
        var viewport: Size
        var scale: Double
        var dark: Bool
    }
}

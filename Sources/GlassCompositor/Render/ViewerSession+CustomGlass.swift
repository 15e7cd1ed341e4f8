/// Custom glass (SPEC G1, G9, G12): a screen's floating glass elements and containers become
/// glass commands over the content.
extension ViewerSession {
    /// The glass style of `element` at `size` points: variant, appearance, tint, size
    /// adaptation, then the scene's per-element overrides.
    static func style(of element: GlassElement, size: Size, dark: Bool, darkness: Double? = nil,
                      settings: GlassSettings = GlassSettings()) -> GlassStyle {
        let variant: GlassStyle.Variant
        switch element.variant {
        case .regular: variant = .regular
        case .clear: variant = .clear
        case .identity: return .identity
        }
        var style = GlassStyle.adaptive(variant, size: size, sceneDark: dark, darkness: darkness).sized(for: size)
        if let tint = element.tint { style.tint = tint }
        return element.material.applied(to: style).applying(settings)
    }

    /// `style(of:)` with the element's tint animated when it changes (SPEC G7): `key` names the
    /// element across frames and reloads.
    func animatedStyle(of element: GlassElement, key: String, size: Size, dark: Bool, darkness: Double, at t: Double) -> GlassStyle {
        var transition = tintTransitions[key] ?? TintTransition(resting: element.tint)
        transition.retarget(element.tint, at: t)
        tintTransitions[key] = transition
        let target = ViewerSession.style(of: element, size: size, dark: dark, darkness: darkness, settings: scene.settings)
        guard transition.isAnimating(at: t) else { return target }
        var before = element
        before.tint = transition.from
        let old = ViewerSession.style(of: before, size: size, dark: dark, darkness: darkness, settings: scene.settings)
        return old.mixed(with: target, transition.progress(at: t))
    }

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
                // Concentric with the window's corners (SPEC C5): the display radius less the
                // element's inset from the nearest corner, never below the minimum.
                let inset = min(rect.minX, viewport.width - rect.maxX, rect.minY, viewport.height - rect.maxY)
                radius = max(minimum, scene.device.cornerRadius - max(0, inset))
            }
            return .roundedRect(px, radius: radius * scale, continuous: element.continuous)
        }
    }

    /// Commands for the custom glass of the selected screen over `layer` (the content, at
    /// `offsetY` pixels), each node adapting to what is under it.
    func customGlassCommands(layer: TiledLayer, offsetY: Int) -> [RenderCommand] {
        guard scene.tabs.indices.contains(selectedTab) else { return [] }
        let dark = scene.appearance == .dark
        var commands: [RenderCommand] = []
        for (index, node) in scene.tabs[selectedTab].screen.glass.enumerated() {
            let members: [GlassElement]
            let spacing: Double
            switch node {
            case .element(let e): members = [e]; spacing = 0
            case .container(let c): members = c.members; spacing = c.spacing
            }
            guard let first = members.first else { continue }
            let t = clock.now
            let progress = materialized.value(at: t)
            guard progress > 0.001 else { continue }
            // Members hidden in a collapsed stack take no part (SPEC G10).
            let placed = customGlassGeometry(node: index, at: t)
            guard !placed.isEmpty else { continue }
            let shown = placed.map { members[$0.member] }
            let rects = placed.map(\.rect)
            let bounds = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
            guard first.variant != .identity else { continue }
            // Glass is never drawn on glass: under a sheet or panel, floating glass leaves (SPEC G11).
            guard !chromeCovers(bounds) else { continue }
            var adaptation = glassAdaptations[index] ?? GlassAdaptation()
            if adaptation.update(luminance: contentLuminance(under: PixelRect(covering: bounds.scaled(by: scale)), page: layer, offsetY: offsetY), at: t) {
                emit("glass.adapted", t, [("element", .string(first.id ?? "glass.\(index)"))])
            }
            glassAdaptations[index] = adaptation
            let darkness = adaptation.darkness(at: t)
            let style = animatedStyle(of: first, key: first.id ?? "glass.\(index)", size: bounds.size, dark: dark,
                                      darkness: darkness, at: t).materialized(progress)
            let lightness = GlassAdaptation.labelLightness(GlassAdaptation.adapts(bounds.size) ? darkness : (dark ? 1 : 0),
                                                           increaseContrast: scene.settings.increaseContrast)
            let field = GlassField(placed.map(\.shape), spacing: spacing * scale)
            // Members tinted differently blend their colours across the bridges (SPEC G9).
            var memberStyles: [GlassStyle]? = nil
            if shown.contains(where: { $0.tint != first.tint || $0.material != first.material }) {
                memberStyles = zip(placed, shown).map { place, member in
                    animatedStyle(of: member, key: member.id ?? "glass.\(index).\(place.member)", size: bounds.size, dark: dark,
                                  darkness: darkness, at: t).materialized(progress)
                }
            }
            var h = Hasher()
            h.combine(field); h.combine(style); h.combine(memberStyles)
            var glyphLayers: [(Surface, Int, Int)] = []
            for (place, (member, rect)) in zip(placed, zip(shown, rects)) {
                let m = place.member
                let press = glassPresses[index * 64 + m]
                let light = press.map { p -> GlassLabelGlyphs.Light in
                    GlassLabelGlyphs.Light(x: Int(p.pointer.x.rounded()), y: Int(p.pointer.y.rounded()),
                                           strength: Int((p.intensity(at: clock.now) * 16).rounded()))
                }
                // Content leaves before its glass does (SPEC G7): a member shrinking into its
                // stack's toggle drops its label in the first part of the morph, and the labels
                // of a container still one drop (splitting, G9) wait until it has peeled apart.
                let showsLabel = place.progress > 0.55 && (members.count < 2 || progress > 0.55)
                let key = GlassLabelGlyphs.Key(rect: rect, icon: showsLabel ? member.icon : nil, text: showsLabel ? member.text : nil,
                                               lightness: Int((lightness * 24).rounded()), tint: nil, scale: scale,
                                               light: light?.strength == 0 ? nil : light, shape: member.shape)
                if let glyphs = labelGlyphs.surface(slot: index * 64 + m, for: key) {
                    let px = PixelRect(covering: rect.scaled(by: scale))
                    glyphLayers.append((glyphs.surface, px.x0 + glyphs.offsetX, px.y0 + glyphs.offsetY))
                    h.combine(glyphs.version)
                }
            }
            let firstGlyph = glyphLayers.first
            commands.append(.glass(GlassItem(field: field, style: style, glyphs: firstGlyph?.0,
                                             glyphOrigin: (firstGlyph?.1 ?? 0, firstGlyph?.2 ?? 0), signature: h.finalize(),
                                             memberStyles: memberStyles)))
            for extra in glyphLayers.dropFirst() {
                commands.append(.overlay(extra.0, x: extra.1, y: extra.2, version: h.finalize()))
            }
        }
        return commands
    }
}

extension ViewerSession {
    /// The slot of the topmost interactive custom glass element under `p`, if any.
    func interactiveGlass(at p: Point) -> Int? {
        guard scene.tabs.indices.contains(selectedTab) else { return nil }
        var hit: Int?
        for (index, node) in scene.tabs[selectedTab].screen.glass.enumerated() {
            let members: [GlassElement]
            switch node {
            case .element(let e): members = [e]
            case .container(let c): members = c.members
            }
            let hidden = collapsedMembers(node: index)
            for (m, member) in members.enumerated() where member.interactive && member.variant != .identity && !hidden.contains(m) {
                let rect = member.frame.rect(in: viewport)
                if rect.contains(p), !chromeCovers(rect) { hit = index * 64 + m }
            }
        }
        return hit
    }

    /// The error banner over everything, when the last reload failed.
    func errorBannerCommand() -> RenderCommand? {
        guard let s = errorBanner.surface(for: sceneErrors, viewportWidth: viewport.width, scale: scale) else { return nil }
        let m = Int((ErrorBanner.margin * scale).rounded())
        return .overlay(s, x: m, y: m + Int(40 * scale), version: errorBanner.version)
    }
}

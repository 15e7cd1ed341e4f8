/// The tab bar (SPEC T1–T4): one glass group with its accessory, the glyphs on it, and the lens
/// that replaces the selection pill while it is dragged.
extension ViewerSession {
    /// Commands for the tab bar over `layer` (the content at `offsetY` pixels), with the
    /// selection pill at `pillPosition` (tab index, fractional while it travels).
    func tabBarCommands(layer: TiledLayer, offsetY: Int, pillPosition: Double) -> [RenderCommand] {
        var commands: [RenderCommand] = []
        let bar = tabBarLayout
        let dark = scene.appearance == .dark
        let pressedBar = glassPresses[ViewerSession.tabBarSlot]?.apply(to: bar.bar, at: clock.now) ?? bar.bar
        let barPixels = pressedBar.scaled(by: scale)
        let field = GlassField(.capsule(barPixels))
        let px = PixelRect(covering: barPixels)
        // The bar samples what is under it while planning, so the first frame is already right.
        let t = clock.now
        if barAdaptation.update(luminance: contentLuminance(under: px, page: layer, offsetY: offsetY), at: t) {
            emit("glass.adapted", t, [("element", .string("tabbar")), ("dark", .bool(barAdaptation.darkness(at: t + 1) > 0.5))])
        }
        let darkness = barAdaptation.darkness(at: t)
        let style = GlassStyle.adaptive(.regular, size: bar.bar.size, sceneDark: dark, darkness: darkness)
            .sized(for: bar.bar.size).applying(scene.settings)
        let adaptation = GlassAdaptation.labelLightness(GlassAdaptation.adapts(bar.bar.size) ? darkness : (dark ? 1 : 0),
                                                        increaseContrast: scene.settings.increaseContrast)
        let lens = draggingPill ? lensRect(bar, at: pillPosition) : nil
        let key = TabBarGlyphs.Key(bar: pressedBar, collapse: Int((bar.collapse * 24).rounded()), lens: lens, pill: stretchedPill(bar, at: pillPosition), selected: selectedTab,
                                   appearance: scene.appearance, lightness: Int((adaptation * 24).rounded()),
                                   width: px.width, height: px.height,
                                   light: glassPresses[ViewerSession.tabBarSlot].flatMap { p in
                                       let strength = Int((p.intensity(at: clock.now) * 16).rounded())
                                       return strength == 0 ? nil : GlassLabelGlyphs.Light(x: Int(p.pointer.x.rounded()), y: Int(p.pointer.y.rounded()), strength: strength)
                                   })
        let glyphSurface = glyphs.surface(for: key, tabs: scene.tabs, layout: bar, accent: scene.accent, scale: scale)
        var h = Hasher()
        h.combine(barPixels); h.combine(style); h.combine(glyphs.version)
        guard let accessory = scene.tabBar.accessory, let rect = bar.accessory else {
            commands.append(.glass(GlassItem(field: field, style: style, glyphs: glyphSurface, glyphOrigin: (px.x0, px.y0), signature: h.finalize())))
            if let lens { commands.append(lensCommand(lens, dark: dark)) }
            return commands
        }
        // Bar and accessory are one glass group (SPEC G9, G11): apart at rest (their gap is wider
        // than the merge distance), they flow into each other while the bar minimizes or expands.
        let apx = PixelRect(covering: rect.scaled(by: scale))
        let akey = AccessoryGlyphs.Key(rect: rect, inline: bar.isCollapsed, lightness: Int((adaptation * 24).rounded()), scale: scale)
        let accessorySurface = accessoryGlyphs.surface(for: akey, accessory: accessory)
        h.combine(rect); h.combine(accessoryGlyphs.version)
        let signature = h.finalize()
        if bar.collapse == 0 || bar.collapse == 1 {
            // At rest the gap is wider than the merge distance, so the union is a plain min:
            // two single-shape groups give the same pixels on the renderer's fast paths.
            var ah = Hasher()
            ah.combine(signature); ah.combine("accessory")
            commands.append(.glass(GlassItem(field: field, style: style, glyphs: glyphSurface, glyphOrigin: (px.x0, px.y0), signature: signature)))
            commands.append(.glass(GlassItem(field: GlassField(.capsule(rect.scaled(by: scale))), style: style,
                                             glyphs: nil, glyphOrigin: (0, 0), signature: ah.finalize())))
        } else {
            let group = GlassField([.capsule(barPixels), .capsule(rect.scaled(by: scale))], spacing: 6 * scale)
            commands.append(.glass(GlassItem(field: group, style: style, glyphs: glyphSurface, glyphOrigin: (px.x0, px.y0), signature: signature)))
        }
        if let accessorySurface { commands.append(.overlay(accessorySurface, x: apx.x0, y: apx.y0, version: signature)) }
        if let lens { commands.append(lensCommand(lens, dark: dark)) }
        return commands
    }

    /// The lens that replaces the pill while it is dragged (SPEC T4): a little taller and wider
    /// than the pill, centred on it.
    func lensRect(_ bar: TabBarLayout, at position: Double) -> Rect {
        let pill = bar.selectionPill(at: position)
        let w = pill.width * 1.12, h = min(bar.bar.height + 6, pill.height * 1.25)
        return Rect(x: pill.midX - w / 2, y: pill.midY - h / 2, width: w, height: h)
    }

    /// The lens's glass: clear and nearly unfrosted, so the magnified tabs read through it,
    /// with the rim and highlight that make it a lens over the bar.
    func lensCommand(_ lens: Rect, dark: Bool) -> RenderCommand {
        var style = GlassStyle.clear(dark: dark).sized(for: lens.size).applying(scene.settings)
        style.frost = 0.5
        var h = Hasher()
        h.combine(lens); h.combine(style); h.combine("lens")
        return .glass(GlassItem(field: GlassField(.capsule(lens.scaled(by: scale))), style: style, glyphs: nil,
                                glyphOrigin: (0, 0), signature: h.finalize()))
    }

    /// The selection pill at `position`, stretched along its motion like liquid (SPEC T4):
    /// longer and a little thinner in proportion to its speed.
    func stretchedPill(_ bar: TabBarLayout, at position: Double) -> Rect {
        let base = bar.selectionPill(at: position)
        let speed = reduceMotion ? 0 : abs(pill.velocity(at: clock.now))
        let stretch = min(0.45, speed * 0.06)
        let w = base.width * (1 + stretch), h = base.height / (1 + stretch * 0.25)
        return Rect(x: base.midX - w / 2, y: base.midY - h / 2, width: w, height: h)
    }
}

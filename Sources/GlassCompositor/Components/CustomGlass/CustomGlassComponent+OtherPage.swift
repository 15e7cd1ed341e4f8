/// The custom glass of the other page of a push or pop (the screen under a pushed one, or the
/// one leaving in a pop), so a screen's glass arrives and leaves with its page: it slides with
/// that page (the lower page's parallax included), or fades under Reduce Motion. It holds no
/// state: it is drawn at rest (no presses, stacks expanded) and takes the side of what is
/// under it now, without hysteresis. Points for layout, pixels for commands.
extension CustomGlassComponent {
    /// Label slots of the other page's glass, apart from the top page's.
    static let otherPageSlots = 1 << 20

    /// The other page's glass while a transition shows (empty otherwise).
    func otherPageCommands() -> [RenderCommand] {
        guard let nav = ui.stacks, let b = nav.barTransition, let tr = nav.transition else { return [] }
        let other = b.upperIsTop ? b.lower : b.upper
        let screen = ui.pages.screen(of: other)
        guard !screen.glass.isEmpty else { return [] }
        let placement = nav.placement(tr, at: ui.time)
        let shift = Double(b.upperIsTop ? placement.lower : placement.upper) / scale
        let visibility = b.crossfade ? 1 - b.topVisibility : 1
        guard visibility > 0.001 else { return [] }
        var commands: [RenderCommand] = []
        for (index, node) in screen.glass.enumerated() {
            let members = node.members
            guard let first = members.first else { continue }
            let rects = members.map { $0.frame.rect(in: ui.viewport).offsetBy(dx: shift, dy: 0) }
            let bounds = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
            guard bounds.maxX > 0, bounds.minX < ui.viewport.width else { continue }
            let luminance = ui.pages.luminance(under: PixelRect(covering: bounds.scaled(by: scale)))
            let darkness = GlassAdaptation.isDark(luminance: luminance, wasDark: nil) ? 1.0 : 0
            let lightness = GlassAdaptation.labelLightness(darkness, increaseContrast: ui.scene.settings.increaseContrast)
            var labels: [(surface: Surface, x: Int, y: Int, version: Int)] = []
            for (m, member) in members.enumerated() {
                let key = GlassLabelGlyphs.Key(rect: rects[m], icon: member.icon, text: member.text, lightness: Int((lightness * 24).rounded()),
                                               tint: nil, scale: scale, light: nil, shape: member.shape)
                guard let g = labelGlyphs.surface(slot: Self.otherPageSlots + index * 64 + m, for: key) else { continue }
                labels.append((g.surface, g.x, g.y, g.version))
            }
            if first.variant == .identity {
                // No glass, only its content; under a cross-fade it shows once mostly there.
                if visibility > 0.5 { commands += labels.map { .overlay($0.surface, x: $0.x, y: $0.y, version: $0.version) } }
                continue
            }
            let style = Self.style(of: first, size: bounds.size, dark: ui.dark, darkness: darkness, settings: ui.scene.settings).materialized(visibility)
            var memberStyles: [GlassStyle]? = nil
            if members.contains(where: { $0.tint != first.tint || $0.material != first.material }) {
                memberStyles = members.map { Self.style(of: $0, size: bounds.size, dark: ui.dark, darkness: darkness, settings: ui.scene.settings).materialized(visibility) }
            }
            let field = GlassField(zip(members, rects).map { shape(of: $0.0, in: $0.1) }, spacing: node.spacing * scale)
            var item = GlassItem(field: field, style: style, glyphs: labels.first?.surface, glyphOrigin: (labels.first?.x ?? 0, labels.first?.y ?? 0),
                                 glyphVersion: labels.first?.version ?? 0, memberStyles: memberStyles, planUse: .moving)
            item.glyphOpacity = UInt8((visibility * 255).rounded())
            let ids = members.compactMap(\.id)
            item.sceneID = ids.isEmpty ? nil : ids.joined(separator: ", ")
            commands.append(.glass(item))
            if visibility > 0.5 {
                for extra in labels.dropFirst() { commands.append(.overlay(extra.surface, x: extra.x, y: extra.y, version: extra.version)) }
            }
        }
        return commands
    }
}

/// While the pages slide, the lower page's glass rides on it, under the page sliding over it;
/// otherwise a screen's glass floats over the bars at its own place in the list (`plan()`).
extension CustomGlassComponent: PageFeature {
    func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand] {
        placement.isUnderSlide ? lowerPageCommands() : []
    }
}

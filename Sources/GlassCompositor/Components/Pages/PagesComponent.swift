/// The pages of the selected tab, drawn with everything that rides on them (N7): the top page
/// at rest (a tab switch shows the new tab's at once, as iOS does); during a push, pop or swipe
/// back both pages of the transition, the lower one shifted by the parallax under a veil with
/// the row that pushed it still grey, the upper one at its position with a shadow along its
/// leading edge (or, under Reduce Motion, the upper page fading in place over the lower one).
///
/// What rides on a page comes from its `PageFeature`s, asked in order for each page where it
/// is, so the upper page covers the lower page's buttons and glass, and a page's parts fade
/// with it. The scroll and layers are the content's (`ContentComponent`), the stacks and
/// transitions navigation's (`NavigationComponent`); this component only draws. Pixels.
final class PagesComponent: Component {
    unowned let ui: UIContext
    private let content: ContentComponent
    private let navigation: NavigationComponent
    /// What rides on pages, back to front.
    private let features: [PageFeature]

    init(ui: UIContext, content: ContentComponent, navigation: NavigationComponent, features: [PageFeature]) {
        self.ui = ui
        self.content = content
        self.navigation = navigation
        self.features = features
    }

    private var frameRect: PixelRect { PixelRect(x: 0, y: 0, width: ui.pixelWidth, height: ui.pixelHeight) }

    func plan() -> [RenderCommand] {
        if let tr = navigation.transition, tr.tab == ui.selectedTabID { return transitionCommands(tr) }
        return restingCommands()
    }

    // MARK: At rest

    /// The top page at its scroll offset, the page colour where rubber banding uncovers the
    /// window, then what rides on the top page.
    private func restingCommands() -> [RenderCommand] {
        let frameRect = frameRect
        let tab = content.shownTab
        let page = content.page(tab: tab)
        let layer = content.layer(tab: tab)
        let offsetY = content.offsetPixels
        // A tab opened from the More list slides in over it (and back out) as a push does.
        let shiftX = ui.more?.pageShiftPixels ?? 0
        let placement = PagePlacement(shiftX: shiftX, offsetY: offsetY, isTop: true)
        var commands: [RenderCommand] = []
        let covered = PixelRect(x: shiftX, y: -offsetY, width: ui.pixelWidth, height: layer.pixelHeight).intersection(frameRect)
        if covered != frameRect {
            commands.append(.fill(ui.pageColor.pixel, bounds: frameRect))
        }
        commands.append(.layer(layer, offsetX: shiftX, offsetY: offsetY, bounds: covered.isEmpty ? frameRect : covered))
        for f in features { commands += f.contentCommands(for: page, at: placement, clip: covered, opacity: nil) }
        for f in features { commands += f.ridingCommands(for: page, at: placement) }
        return commands
    }

    // MARK: A push, pop or swipe

    private func transitionCommands(_ tr: NavigationTransition) -> [RenderCommand] {
        let t = ui.time, frame = frameRect
        let x = tr.progress(at: t)
        let lowerIsTop = !tr.upperIsTop
        if tr.crossfade {
            let opacity = UInt32(((1 - x) * 255).rounded())
            let lower = PagePlacement(shiftX: 0, offsetY: navigation.offsetPixels(of: tr.lower), isTop: lowerIsTop)
            var commands = pageCommands(tr.lower, at: lower, clip: frame, opacity: nil)
            // What rides on each page goes with it: the lower page's under the upper one fading
            // over it, the upper page's glass fading with it.
            commands += riding(tr.lower, at: lower)
            if opacity > 0 {
                let upper = PagePlacement(shiftX: 0, offsetY: navigation.offsetPixels(of: tr.upper), isTop: tr.upperIsTop, visibility: 1 - x)
                commands += pageCommands(tr.upper, at: upper, clip: frame, opacity: opacity)
                commands += riding(tr.upper, at: upper)
            }
            return commands
        }
        let (upperX, lowerX) = navigation.placement(tr, at: t)
        var commands: [RenderCommand] = []
        // The lower page only where the upper one leaves it uncovered, under a light veil.
        let uncovered = PixelRect(x0: 0, y0: 0, x1: min(ui.pixelWidth, upperX), y1: ui.pixelHeight)
        if !uncovered.isEmpty {
            let veil = NavigationTransition.veil(position: x)
            let lower = PagePlacement(shiftX: lowerX, offsetY: navigation.offsetPixels(of: tr.lower), isTop: lowerIsTop, isUnderSlide: true)
            // What rides on the lower page goes under the upper page, which covers whatever of it
            // lies there. Its glass reads the page around itself, so the page is drawn as far as
            // what rides on it reads, past the edge, or it would read the frame before this one there.
            // The kept grey of the row that pushed the upper page comes first, over the title.
            let riding = riding(tr.lower, at: lower)
            var reach = uncovered
            for read in riding.compactMap({ $0.readReach(scale: ui.scale) }) where !read.isEmpty && read.x0 < uncovered.x1 {
                reach.x1 = min(ui.pixelWidth, max(reach.x1, read.x1))
            }
            commands += pageCommands(tr.lower, at: lower, clip: reach, opacity: veil, over: Color.black)
            // Its large title flies into the back button as the bar's own text (the toolbar draws it).
            commands += navigation.flyingTitleCover(lowerX: lowerX, veil: veil, clip: reach)
            commands += riding
            if let s = navigation.shadow.surface(amount: 1 - x, height: ui.pixelHeight, scale: ui.scale) {
                commands.append(.overlay(s.surface, x: upperX - s.surface.width, y: 0, version: s.version))
            }
        }
        let covered = PixelRect(x0: max(0, upperX), y0: 0, x1: ui.pixelWidth, y1: ui.pixelHeight)
        if !covered.isEmpty {
            let upper = PagePlacement(shiftX: upperX, offsetY: navigation.offsetPixels(of: tr.upper), isTop: tr.upperIsTop)
            commands += pageCommands(tr.upper, at: upper, clip: covered, opacity: nil)
            commands += riding(tr.upper, at: upper)
        }
        return commands
    }

    /// What rides on `page`, every feature in order.
    private func riding(_ page: ContentPage, at placement: PagePlacement) -> [RenderCommand] {
        features.flatMap { $0.ridingCommands(for: page, at: placement) }
    }

    /// A page's content with its left edge at `placement.shiftX`, clipped to `clip`: the page
    /// colour where its layer ends, the layer, and what the features draw with its pixels. At
    /// `opacity` (0...255) it is blended over what is drawn, or, with `over`, over that colour
    /// (a dimmed page: the page's pixels mixed with black).
    private func pageCommands(_ page: ContentPage, at placement: PagePlacement, clip: PixelRect, opacity: UInt32?,
                              over backing: Color? = nil) -> [RenderCommand] {
        let layer = content.layer(page: page)
        let (shiftX, offsetY) = (placement.shiftX, placement.offsetY)
        let pageRect = PixelRect(x: shiftX, y: -offsetY, width: ui.pixelWidth, height: layer.pixelHeight)
        let covered = pageRect.intersection(clip)
        var commands: [RenderCommand] = []
        if covered != clip {
            var colour = ui.pageColor
            if let o = opacity, let backing {
                let f = Float(o) / 255
                colour = Color(r: colour.r * f + backing.r * (1 - f), g: colour.g * f + backing.g * (1 - f), b: colour.b * f + backing.b * (1 - f), a: 1)
            }
            // A fading page blends its page colour too, as the content would have shown it.
            if opacity == nil || backing != nil { commands.append(.fill(colour.pixel, bounds: clip)) }
        }
        guard !covered.isEmpty else { return commands }
        if let opacity, backing == Color.black, layer.isOpaque {
            // Dimmed: copied and darkened in place, vector work (a blend per pixel cost a
            // transition several times a scroll's content time).
            commands.append(.dimmedLayer(layer, offsetX: shiftX, offsetY: offsetY, bounds: covered, keep: opacity))
        } else if let opacity {
            if let backing { commands.append(.fill(backing.pixel, bounds: covered)) }
            commands.append(.fadingLayer(layer, offsetX: shiftX, offsetY: offsetY, bounds: covered, opacity: opacity))
        } else {
            commands.append(.layer(layer, offsetX: shiftX, offsetY: offsetY, bounds: covered))
        }
        // A page under a veil shows without what is drawn with its pixels.
        if backing == nil {
            for f in features { commands += f.contentCommands(for: page, at: placement, clip: covered, opacity: opacity) }
        }
        return commands
    }
}

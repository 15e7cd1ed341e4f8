import Testing
@testable import GlassCompositor

/// T9: full-bleed artwork beside a floating sidebar continues under it, mirrored past its
/// edge and blurred; the artwork itself stays whole at its place.
@Suite struct BackgroundExtensionTests {
    /// Paints a screen of one full-bleed artwork with `leadingInset` points of sidebar.
    func paint(leadingInset: Double, width: Int = 600, height: Int = 300) -> (Surface, ContentLayout) {
        var art = ArtworkItem(artwork: ArtworkSpec(seed: 9, style: .stripes))
        art.fullBleed = true
        art.height = 260
        let screen = Screen(items: [.artwork(art)])
        let layout = ContentLayout(screen: screen, width: Double(width), bottomInset: 0, leadingInset: leadingInset)
        let surface = Surface(width: width, height: height)!
        let canvas = Canvas(surface: surface, scale: 1)
        ContentPainter(layout: layout, palette: .system(.dark), title: nil)
            .paint(on: canvas, visible: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        canvas.flush()
        return (surface, layout)
    }

    @Test func artworkStaysBesideTheSidebar() throws {
        let (_, layout) = paint(leadingInset: 200)
        let frame = try #require(layout.items.first?.frame)
        #expect(frame.minX == 200)
        #expect(frame.maxX == 600)
    }

    @Test func stripUnderTheSidebarShowsMirroredBlurredArtwork() {
        let (s, _) = paint(leadingInset: 200)
        let (plain, _) = paint(leadingInset: 0)
        let background = Palette.system(.dark).background.pixel
        // Without a sidebar nothing is painted left of x = 0; with one, the strip is artwork, not page.
        var coloured = 0
        for y in stride(from: 10, to: 250, by: 10) { for x in stride(from: 10, to: 190, by: 10) where s[x, y] != background { coloured += 1 } }
        #expect(coloured > 300)
        // Mirrored: an area just left of the edge has the colours of the area just right of it
        // (means over the area, which the blur keeps), and a mirrored area further out matches
        // its mirror image.
        func mean(_ surface: Surface, x: Range<Int>, y: Range<Int>) -> (Double, Double, Double) {
            var r = 0, g = 0, b = 0
            for yi in y { for xi in x { let c = ChromeFixtures.rgb(surface[xi, yi]); r += c.0; g += c.1; b += c.2 } }
            let n = Double(x.count * y.count)
            return (Double(r) / n, Double(g) / n, Double(b) / n)
        }
        func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double { abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2) }
        #expect(distance(mean(s, x: 170..<200, y: 40..<220), mean(s, x: 200..<230, y: 40..<220)) < 45)
        #expect(distance(mean(s, x: 100..<140, y: 40..<220), mean(s, x: 260..<300, y: 40..<220)) < 45)
        // Blurred: neighbouring pixels in the strip differ far less than in the sharp artwork.
        func roughness(_ surface: Surface, x: Range<Int>) -> Int {
            var total = 0
            for y in stride(from: 20, to: 240, by: 4) {
                for xi in x {
                    let a = ChromeFixtures.rgb(surface[xi, y]), b = ChromeFixtures.rgb(surface[xi + 1, y])
                    total += abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2)
                }
            }
            return total
        }
        #expect(roughness(s, x: 20..<180) * 3 < roughness(plain, x: 220..<380))
    }

    @Test func tilesAgreeWithOnePaint() {
        // The layer paints in tiles: the extension must not show seams between them.
        var art = ArtworkItem(artwork: ArtworkSpec(seed: 3, style: .aurora))
        art.fullBleed = true
        art.height = 400
        let layout = ContentLayout(screen: Screen(items: [.artwork(art)]), width: 500, bottomInset: 0, leadingInset: 150)
        let painter = ContentPainter(layout: layout, palette: .system(.dark), title: nil)
        let whole = Surface(width: 500, height: 400)!
        let c = Canvas(surface: whole, scale: 1)
        painter.paint(on: c, visible: Rect(x: 0, y: 0, width: 500, height: 400))
        c.flush()
        let tile = Surface(width: 500, height: 128)!
        let t = Canvas(surface: tile, scale: 1, origin: Point(0, 128))
        painter.paint(on: t, visible: Rect(x: 0, y: 128, width: 500, height: 128))
        t.flush()
        var worst = 0
        for y in 0..<128 {
            for x in 0..<150 {
                let a = ChromeFixtures.rgb(whole[x, y + 128]), b = ChromeFixtures.rgb(tile[x, y])
                worst = max(worst, abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
            }
        }
        #expect(worst <= 2)
    }
}

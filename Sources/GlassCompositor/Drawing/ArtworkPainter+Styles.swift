import Foundation

/// The later artwork styles: album covers, maps and aurora skies. Like the first four, every
/// choice comes from the seeded generator.
extension ArtworkPainter {
    /// A graphic album cover: a flat ground, large overlapping geometric shapes in a
    /// three-colour palette, a soft light from one corner.
    static func paintAlbum(in r: Rect, colors: (Color, Color), rng: inout SeededRandom, on canvas: Canvas) {
        let (c1, c2) = colors
        let hue3 = rng.unit()
        let c3 = Color(hue: hue3, saturation: rng.range(0.2, 0.9), value: rng.range(0.15, 0.95))
        let ground = rng.unit() < 0.5 ? c2 : c3
        canvas.fill(r, color: ground)
        let side = min(r.width, r.height)
        let palette = [c1, c2, c3, Color(white: rng.unit() < 0.5 ? 0.97 : 0.08)].filter { $0 != ground }
        let count = 3 + Int(rng.unit() * 4)
        for i in 0..<count {
            let col = palette[i % palette.count].withAlpha(Float(rng.range(0.75, 1)))
            let d = side * rng.range(0.25, 0.85)
            let cx = r.minX + rng.range(0.1, 0.9) * r.width, cy = r.minY + rng.range(0.1, 0.9) * r.height
            switch Int(rng.unit() * 3) {
            case 0:
                canvas.fillEllipse(Rect(x: cx - d / 2, y: cy - d / 2, width: d, height: d), color: col)
            case 1:
                let w = d * rng.range(0.15, 0.5)
                canvas.fill(Rect(x: cx - w / 2, y: r.minY - 2, width: w, height: r.height + 4), color: col)
            default:
                let a = rng.range(0, 2 * Double.pi)
                let pts = (0..<3).map { k -> Point in
                    let t = a + Double(k) * 2 * Double.pi / 3
                    return Point(cx + cos(t) * d / 2, cy + sin(t) * d / 2)
                }
                canvas.fillPolygon(pts, color: col)
            }
        }
        canvas.fillRadialGlow(center: Point(r.minX, r.minY), radius: side * 1.1, inner: Color(white: 1, a: 0.22))
    }

    /// A street map: land, a coastline with water, parks, a grid of streets at an angle,
    /// arterial roads and a highway.
    static func paintMap(in r: Rect, dark: Bool, rng: inout SeededRandom, on canvas: Canvas) {
        // The night map: dark land, deep blue water, muted roads (Apple Maps in dark mode).
        let land = Color(hex: dark ? "#25272b" : "#f3efe6")!, water = Color(hex: dark ? "#1b2c44" : "#9fd0f2")!
        let park = Color(hex: dark ? "#22372a" : "#c5e4b0")!, building = Color(hex: dark ? "#2e3136" : "#e8e2d6")!
        let street = dark ? Color(hex: "#45484f")! : Color(white: 1), arterial = Color(hex: dark ? "#6a6450" : "#fde293")!
        let highway = Color(hex: dark ? "#8c7048" : "#f7b661")!, highwayEdge = Color(hex: dark ? "#5e4a30" : "#e59a3f")!
        canvas.fill(r, color: land)
        // Blocks: faint buildings in the gaps.
        let block = rng.range(38, 56)
        let angle = rng.range(-0.35, 0.35)
        canvas.save()
        canvas.clip(r)
        canvas.translate(r.midX, r.midY)
        canvas.rotate(angle)
        let reach = hypot(r.width, r.height) / 2 + block
        var y = -reach
        while y < reach {
            var x = -reach
            while x < reach {
                if rng.unit() < 0.55 {
                    canvas.fill(Rect(x: x + 6, y: y + 6, width: block - 12, height: block - 12), color: building, radius: 2)
                }
                x += block
            }
            y += block
        }
        // Parks.
        let visibleReach = min(r.width, r.height) / 2
        for _ in 0..<Int(5 + rng.unit() * 5) {
            let w = block * Double(1 + Int(rng.unit() * 3)), h = block * Double(1 + Int(rng.unit() * 3))
            let px = (Double(Int(rng.range(-visibleReach, visibleReach) / block))) * block
            let py = (Double(Int(rng.range(-r.height / 2, r.height / 2) / block))) * block
            canvas.fill(Rect(x: px + 3, y: py + 3, width: w - 6, height: h - 6), color: park, radius: 6)
        }
        // Streets, then arterials.
        var k = -reach
        var row = 0
        while k < reach {
            let major = row % 4 == 0
            let width = major ? 7.0 : 3.5
            canvas.strokeLine(from: Point(-reach, k), to: Point(reach, k), color: major ? arterial : street, width: width)
            canvas.strokeLine(from: Point(k, -reach), to: Point(k, reach), color: major ? arterial : street, width: width)
            k += block
            row += 1
        }
        canvas.restore()
        // Water along one side, with a wavy coast.
        var coast: [Point] = [Point(r.maxX + 1, r.minY - 1)]
        let base = r.minX + r.width * rng.range(0.62, 0.8)
        let steps = 14
        for s in 0...steps {
            let t = Double(s) / Double(steps)
            coast.append(Point(base + sin(t * 7 + rng.range(0, 0.6)) * r.width * 0.06 + rng.range(-8, 8), r.minY + t * r.height))
        }
        coast.append(Point(r.maxX + 1, r.maxY + 1))
        canvas.fillPolygon(coast, color: water)
        // A highway sweeping across.
        var road: [Point] = []
        let y0 = r.minY + r.height * rng.range(0.2, 0.4), y1 = r.minY + r.height * rng.range(0.6, 0.85)
        for s in 0...20 {
            let t = Double(s) / 20
            road.append(Point(r.minX - 10 + t * (r.width + 20), y0 + (y1 - y0) * (3 * t * t - 2 * t * t * t)))
        }
        canvas.strokePolyline(road, color: highwayEdge, width: 12)
        canvas.strokePolyline(road, color: highway, width: 9)
    }

    /// A night sky with aurora curtains over dark hills and a scatter of stars.
    static func paintAurora(in r: Rect, rng: inout SeededRandom, on canvas: Canvas) {
        canvas.fillLinearGradient(r, from: Point(r.minX, r.minY), to: Point(r.minX, r.maxY),
                                  colors: [Color(hex: "#050b1e")!, Color(hue: 0.62 + rng.range(-0.05, 0.05), saturation: 0.7, value: 0.35)])
        for _ in 0..<Int(r.width * r.height / 900) {
            let s = rng.range(0.6, 1.8)
            canvas.fillEllipse(Rect(x: rng.range(r.minX, r.maxX), y: rng.range(r.minY, r.minY + r.height * 0.7), width: s, height: s),
                               color: Color(white: 1, a: Float(rng.range(0.3, 0.9))))
        }
        let hue = rng.range(0.3, 0.45)
        for band in 0..<3 {
            let h = hue + Double(band) * rng.range(0.12, 0.3)
            var x = r.minX - r.width * 0.1
            let yBase = r.minY + r.height * rng.range(0.25, 0.5)
            while x < r.maxX + r.width * 0.1 {
                let y = yBase + sin(x / r.width * 6 + Double(band)) * r.height * 0.12
                canvas.fillRadialGlow(center: Point(x, y), radius: r.height * rng.range(0.12, 0.22),
                                      inner: Color(hue: h, saturation: 0.8, value: 1, alpha: Float(rng.range(0.12, 0.3))))
                x += r.width * 0.03
            }
        }
        var hills = [Point(r.minX, r.maxY)]
        for s in 0...10 {
            hills.append(Point(r.minX + r.width * Double(s) / 10, r.maxY - r.height * rng.range(0.08, 0.2)))
        }
        hills.append(Point(r.maxX, r.maxY))
        canvas.fillPolygon(hills, color: Color(hex: "#03060f")!)
    }
}

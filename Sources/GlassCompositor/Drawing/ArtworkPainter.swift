/// Paints generated artwork (album-cover and photo-like images) from an `ArtworkSpec`.
///
/// Everything derives from the seed, so the same spec paints the same pixels everywhere.
enum ArtworkPainter {
    /// Paints `spec` into `r` (points), clipped to a rounded rect of `radius`. Goes through the
    /// artwork cache, so the same artwork across several tiles is painted once.
    static func paint(_ spec: ArtworkSpec, in r: Rect, radius: Double, on canvas: Canvas) {
        paintCached(spec, in: r, radius: radius, on: canvas)
    }

    static func paintDirect(_ spec: ArtworkSpec, in r: Rect, radius: Double, on canvas: Canvas) {
        var rng = SeededRandom(seed: spec.seed)
        let baseHue = rng.unit()
        let hue2 = baseHue + rng.range(0.12, 0.35)
        let c1 = Color(hue: baseHue, saturation: rng.range(0.6, 0.9), value: rng.range(0.75, 1))
        let c2 = Color(hue: hue2, saturation: rng.range(0.55, 0.95), value: rng.range(0.45, 0.9))
        canvas.save()
        canvas.clip(r, radius: radius)
        switch spec.style {
        case .gradient:
            canvas.fillLinearGradient(r, from: Point(r.minX, r.minY), to: Point(r.maxX, r.maxY), colors: [c1, c2])
            for _ in 0..<5 {
                let d = rng.range(0.3, 0.9) * r.height
                let c = Point(rng.range(r.minX, r.maxX), rng.range(r.minY, r.maxY))
                canvas.fillRadialGlow(center: c, radius: d, inner: Color(hue: baseHue + rng.range(-0.1, 0.5), saturation: 0.7, value: 1, alpha: 0.55))
            }
        case .blobs:
            canvas.fill(r, color: c2)
            for i in 0..<9 {
                let d = rng.range(0.25, 0.7) * r.height
                let c = Point(rng.range(r.minX, r.maxX), rng.range(r.minY, r.maxY))
                let col = Color(hue: baseHue + Double(i) * 0.07, saturation: rng.range(0.5, 1), value: rng.range(0.7, 1))
                canvas.fillEllipse(Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d), color: col.withAlpha(0.85))
            }
        case .stripes:
            canvas.fill(r, color: c1)
            var x = r.minX - r.height
            var i = 0
            while x < r.maxX {
                let w = rng.range(4, 18)
                let col = i % 2 == 0 ? c2 : Color(hue: hue2 + 0.3, saturation: 0.8, value: 0.95)
                canvas.save()
                canvas.translate(x, r.minY)
                canvas.strokeLine(from: Point(0, 0), to: Point(r.height, r.height), color: col, width: w)
                canvas.restore()
                x += w * 1.8
                i += 1
            }
        case .landscape:
            let sky = [Color(hue: 0.58 + rng.range(-0.05, 0.05), saturation: 0.55, value: 0.95),
                       Color(hue: 0.08 + rng.range(-0.04, 0.04), saturation: 0.55, value: 1)]
            canvas.fillLinearGradient(r, from: Point(r.minX, r.minY), to: Point(r.minX, r.maxY), colors: sky)
            canvas.fillRadialGlow(center: Point(r.minX + rng.range(0.2, 0.8) * r.width, r.minY + r.height * 0.45),
                                  radius: r.height * 0.35, inner: Color(r: 1, g: 0.95, b: 0.7, a: 0.95))
            for layer in 0..<4 {
                let baseY = r.minY + r.height * (0.5 + 0.12 * Double(layer))
                var pts = [Point(r.minX, r.maxY)]
                let steps = 12
                for s in 0...steps {
                    let x = r.minX + r.width * Double(s) / Double(steps)
                    pts.append(Point(x, baseY - rng.range(0, r.height * 0.18)))
                }
                pts.append(Point(r.maxX, r.maxY))
                let v = 0.55 - 0.12 * Double(layer)
                canvas.fillPolygon(pts, color: Color(hue: 0.38 + rng.range(-0.1, 0.2), saturation: 0.5, value: v))
            }
        case .album:
            paintAlbum(in: r, colors: (c1, c2), rng: &rng, on: canvas)
        case .map:
            paintMap(in: r, dark: spec.dark, rng: &rng, on: canvas)
        case .aurora:
            paintAurora(in: r, rng: &rng, on: canvas)
        }
        canvas.restore()
    }
}

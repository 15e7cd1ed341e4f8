import GlassCompositor

/// glass-viewer's icon, drawn by glass-viewer itself: a clear glass lens over coloured blobs,
/// rendered by the compositor like any scene (so no image file ships, and the icon is the
/// material it shows), cut to a rounded square. It is drawn once at 128 × 128 pixels and
/// averaged down for the smaller sizes, which keeps the lens's rim in every size and costs one
/// small frame.
enum AppIcon {
    /// Pixel sizes the window offers the window manager (`_NET_WM_ICON`): what panels, task
    /// switchers and title bars ask for.
    static let sizes = [16, 32, 48, 64, 128]
    /// The rounded square's corner radius as a share of the side, as app icons have.
    static let cornerShare = 0.22

    /// The scene: 128 points square at scale 1.
    static let sceneJSON = #"""
    {
      "format": 1,
      "name": "glass-viewer icon",
      "settings": { "glassPreference": "clear" },
      "tabBar": { "visible": false },
      "tabs": [{
        "id": "icon", "title": "",
        "screen": {
          "id": "icon", "titleDisplay": "inline",
          "items": [{ "kind": "artwork", "artwork": { "seed": 3, "style": "blobs" }, "height": 128, "fullBleed": true }],
          "glass": [{ "id": "lens", "shape": "circle",
                      "frame": { "anchor": "center", "x": 0, "y": 0, "width": 92, "height": 92 } }]
        }
      }]
    }
    """#

    /// One icon: `side` × `side` pixels, premultiplied `0xAARRGGBB` (the compositor's), rows
    /// top first; `straight(_:)` turns a pixel into what X wants.
    struct Image: Equatable {
        var side: Int
        var pixels: [UInt32]
    }

    /// The icon at every size in `sizes`; empty if the frame cannot be drawn (the window then
    /// goes without an icon rather than without a window).
    static func images(sizes: [Int] = sizes) -> [Image] {
        guard let full = render(side: 128) else { return [] }
        return sizes.map { $0 == 128 ? full : downsampled(full, to: $0) }
    }

    /// The icon at one size, for the desktop's icon theme (`glass-viewer icon`): drawn at
    /// `side` pixels from 128 up (a large icon keeps its detail), averaged down from 128 below,
    /// as the window's own sizes are. Nil if the frame cannot be drawn.
    static func image(side: Int) -> Image? {
        side >= 128 ? render(side: side) : render(side: 128).map { downsampled($0, to: side) }
    }

    /// The scene drawn at `side` pixels (scale side/128), its corners cut away.
    private static func render(side: Int) -> Image? {
        guard let scene = try? SceneDecoder.decode(sceneJSON, file: "<glass-viewer icon>"),
              let presenter = OffscreenPresenter(width: side, height: side) else { return nil }
        let session = ViewerSession(scene: scene, pixelWidth: side, pixelHeight: side, scale: Double(side) / 128)
        session.advance(to: 0)
        session.renderFrame(to: presenter)
        let surface = presenter.surface
        var pixels = [UInt32](repeating: 0, count: side * side)
        let radius = cornerShare * Double(side)
        for y in 0..<side {
            let row = surface.row(y)
            for x in 0..<side {
                let coverage = roundedSquareCoverage(x: x, y: y, side: side, radius: radius)
                pixels[y * side + x] = scaled(row[x], by: coverage)
            }
        }
        return Image(side: side, pixels: pixels)
    }

    /// How much of pixel (x, y) the rounded square covers, 0…1, from the distance of its
    /// centre to the corner's arc (one pixel of antialiasing).
    static func roundedSquareCoverage(x: Int, y: Int, side: Int, radius: Double) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5, s = Double(side)
        let cx = min(max(px, radius), s - radius), cy = min(max(py, radius), s - radius)
        let dx = px - cx, dy = py - cy
        let distance = (dx * dx + dy * dy).squareRoot()
        return min(1, max(0, radius + 0.5 - distance))
    }

    /// A premultiplied pixel with every channel (alpha too) times `k`.
    private static func scaled(_ p: UInt32, by k: Double) -> UInt32 {
        if k >= 1 { return p }
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let c = Double((p >> UInt32(shift)) & 0xff) * k
            out |= UInt32(c.rounded()) << UInt32(shift)
        }
        return out
    }

    /// `image` averaged down to `side` pixels (each output pixel the area-weighted mean of the
    /// source pixels it covers, in premultiplied space so edges do not darken).
    static func downsampled(_ image: Image, to side: Int) -> Image {
        let ratio = Double(image.side) / Double(side)
        var pixels = [UInt32](repeating: 0, count: side * side)
        for oy in 0..<side {
            let y0 = Double(oy) * ratio, y1 = y0 + ratio
            for ox in 0..<side {
                let x0 = Double(ox) * ratio, x1 = x0 + ratio
                var sum = [Double](repeating: 0, count: 4)
                for sy in Int(y0)..<min(image.side, Int(y1.rounded(.up))) {
                    let wy = min(y1, Double(sy + 1)) - max(y0, Double(sy))
                    for sx in Int(x0)..<min(image.side, Int(x1.rounded(.up))) {
                        let w = wy * (min(x1, Double(sx + 1)) - max(x0, Double(sx)))
                        let p = image.pixels[sy * image.side + sx]
                        for c in 0..<4 { sum[c] += w * Double((p >> UInt32(8 * c)) & 0xff) }
                    }
                }
                var out: UInt32 = 0
                for c in 0..<4 { out |= UInt32(min(255, (sum[c] / (ratio * ratio)).rounded())) << UInt32(8 * c) }
                pixels[oy * side + ox] = out
            }
        }
        return Image(side: side, pixels: pixels)
    }

    /// A premultiplied pixel as straight `0xAARRGGBB`, what `_NET_WM_ICON` holds.
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return p }
        var out = a << 24
        for shift: UInt32 in [0, 8, 16] {
            let c = (p >> shift) & 0xff
            out |= min(255, (c * 255 + a / 2) / a) << shift
        }
        return out
    }
}

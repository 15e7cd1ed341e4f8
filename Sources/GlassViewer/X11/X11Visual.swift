#if canImport(Glibc)
import Glibc
#endif
import CX11

/// The visual frames are shown with. It must store pixels exactly as our surfaces do:
/// TrueColor, depth 24 or 32, 32 bits per pixel in `ZPixmap`, red/green/blue masks
/// 0xff0000/0x00ff00/0x0000ff and little-endian image byte order, so a premultiplied BGRA
/// `Surface` *is* the image and no conversion happens.
struct X11Visual {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32

    /// The screen's default visual, checked.
    ///
    /// - Throws: `X11Error` that names the visual and what does not fit (exit 2).
    static func defaultVisual(of display: X11Display) throws -> X11Visual {
        let d = display.handle
        guard let v = cx11_default_visual(d, display.screen) else {
            throw X11Error(call: "DefaultVisual", reason: "the screen has no default visual")
        }
        let depth = cx11_default_depth(d, display.screen)
        let bpp = bitsPerPixel(display, depth: depth)
        let byteOrder = cx11_image_byte_order(d)
        let vis = v.pointee
        let classNames = ["StaticGray", "GrayScale", "StaticColor", "PseudoColor", "TrueColor", "DirectColor"]
        let cls = Int(vis.`class`)
        let described = "visual 0x\(String(vis.visualid, radix: 16)) "
            + "(\(cls < classNames.count ? classNames[cls] : "class \(cls)"), depth \(depth), \(bpp) bits per pixel, "
            + "masks r=0x\(String(vis.red_mask, radix: 16)) g=0x\(String(vis.green_mask, radix: 16)) "
            + "b=0x\(String(vis.blue_mask, radix: 16)), "
            + "\(byteOrder == LSBFirst ? "little" : "big")-endian images)"
        var problems: [String] = []
        if vis.`class` != TrueColor { problems.append("not TrueColor") }
        if depth != 24 && depth != 32 { problems.append("depth is not 24 or 32") }
        if bpp != 32 { problems.append("pixels are not 32 bits") }
        if vis.red_mask != 0xff0000 || vis.green_mask != 0xff00 || vis.blue_mask != 0xff {
            problems.append("channel masks are not 8-bit RGB")
        }
        if byteOrder != LSBFirst { problems.append("image byte order is not little-endian") }
        if !problems.isEmpty {
            throw X11Error(call: "DefaultVisual",
                           reason: "unsupported \(described): \(problems.joined(separator: ", ")). "
                               + "glass-viewer needs a 24- or 32-bit TrueColor visual with little-endian images "
                               + "(e.g. `Xvfb :1 -screen 0 1280x800x24`).")
        }
        return X11Visual(visual: v, depth: depth)
    }

    /// Bits per pixel of `ZPixmap` images at `depth` on this server (0 if unknown).
    private static func bitsPerPixel(_ display: X11Display, depth: Int32) -> Int32 {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display.handle, &count) else { return 0 }
        defer { XFree(formats) }
        for i in 0..<Int(count) where formats[i].depth == depth { return formats[i].bits_per_pixel }
        return 0
    }
}

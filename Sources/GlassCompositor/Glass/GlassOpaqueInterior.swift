/// Where glass hides what lies under it: a group whose fill is opaque (a sheet anchored at
/// full height) shows none of its backdrop, so deep inside its outline its pixels are the same
/// whatever was drawn there before. The frame skips drawing under that interior
/// (`OpaqueCover`).
extension GlassRenderer {
    /// How far inside the outline the interior starts, device pixels: coverage reaches 1 half
    /// a pixel in, and the shading loads the pixels under an edge eight at a time (an octet
    /// with any partly covered pixel mixes all eight with what lies under them, so the
    /// interior keeps clear of every octet that reaches the edge), with a pixel to spare.
    static let opaqueInteriorMargin = 10.0

    /// The frame pixels (device pixels, half-open) that `item` writes without reading what lies
    /// under them, or empty: only a single shape with an opaque fill (its colour grading a
    /// constant: the blur is skipped and its cells are the fill) and no members graded apart.
    /// The interior is the shape's box inset past its corners (`ShapeSDF.extent`, where the
    /// distance is the exact distance to the straight edges) by `opaqueInteriorMargin`.
    static func opaqueInterior(of item: GlassItem, scale: Double) -> PixelRect {
        let rect = interior(of: item)
        guard !rect.isEmpty, ResolvedGlassStyle(item.style, scale: scale, field: item.field).grading.isConstant else { return .empty }
        return rect
    }

    /// The frame pixels (device pixels, half-open) a single-shape `item` covers whole, where its
    /// shading reads nothing of the frame but its blurred backdrop (`opaqueInterior`'s inset),
    /// or empty: under a translucent glass those pixels are seen only through its blur.
    static func interior(of item: GlassItem) -> PixelRect {
        guard item.memberStyles == nil, item.field.shapes.count == 1, item.style.variant != .identity else { return .empty }
        let sdf = item.field.shapes[0].sdf
        let inset = Double(sdf.extent.max()) + opaqueInteriorMargin
        let rect = PixelRect(x0: Int((Double(sdf.cx - sdf.hx) + inset).rounded(.up)),
                             y0: Int((Double(sdf.cy - sdf.hy) + inset).rounded(.up)),
                             x1: Int((Double(sdf.cx + sdf.hx) - inset).rounded(.down)),
                             y1: Int((Double(sdf.cy + sdf.hy) - inset).rounded(.down)))
        return rect.isEmpty ? .empty : rect
    }
}

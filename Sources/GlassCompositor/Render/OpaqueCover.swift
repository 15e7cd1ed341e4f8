/// The interior of the topmost opaque glass in a frame's commands (a sheet anchored at full
/// height) and the commands just before its layer whose pixels there it hides: those are drawn
/// only around it (`FrameRenderer`). At 3840×2160 a full-height sheet covers most of the
/// frame, and the page receded behind it (or restored from the kept copy) cost 1.5–4.5 ms a
/// frame for pixels nobody sees.
///
/// Frame pixels. The frame's bits do not change: the glass writes every pixel of `rect` from
/// its fill alone (`GlassRenderer.opaqueInterior`), and nothing drawn after the hidden
/// commands reads `rect` before the glass has written it:
/// - a hidden command writes each pixel from that pixel alone (fills, layers, overlays, a
///   scrim), or reads around itself only away from `rect` (glass elsewhere), or is the
///   recede, which reads the frame under it from its own copy, drawn whole; nothing before
///   the recede is hidden, since that copy is made of it;
/// - every other group of the glass's layer samples its backdrop away from `rect` (a layer's
///   groups all read the frame as it was before the layer).
///
/// A translucent glass drawn just after the recede, with only black scrims between (the sheet
/// moving toward full height over the page pushed back, under its dimming), hides the recede
/// too: its interior shows the page only through its blur, which it then takes from the
/// recede's source (`RecededBackdrop`), not from the frame. Chosen from the commands alone, so
/// a frame's pixels never depend on what earlier frames kept.
struct OpaqueCover {
    /// The pixels the glass writes whatever lies under them.
    var rect: PixelRect
    /// The commands drawn only outside `rect`, ending where the glass's layer starts.
    var hidden: Range<Int>
    /// For a translucent glass over a receded page: the glass's index, which blurs the page
    /// from the recede's source (`RecededBackdrop`) since the recede (first of `hidden`) skips
    /// its interior, and the black scrims drawn between them (keep, bounds).
    var receded: (glass: Int, darkening: [(keep: UInt32, bounds: PixelRect)])?

    /// The smallest interior worth cutting around, in pixels: a glass button's would save
    /// less than the pieces it cuts the region into cost.
    static let minimumArea = 256 * 256

    /// The cover in `commands` at `scale`, or nil when nothing would be hidden.
    static func find(in commands: [RenderCommand], scale: Double) -> OpaqueCover? {
        // The topmost opaque glass large enough to be worth it.
        var found: (index: Int, rect: PixelRect)?
        for i in commands.indices.reversed() {
            guard case .glass(let item) = commands[i] else { continue }
            let bounds = item.field.bounds
            guard bounds.width * bounds.height >= Double(minimumArea) else { continue }
            let rect = GlassRenderer.opaqueInterior(of: item, scale: scale)
            if rect.area >= minimumArea { found = (i, rect); break }
        }
        guard let (g, rect) = found else { return recededCover(in: commands, scale: scale) }
        guard let (first, _) = layer(of: g, rect: rect, in: commands, scale: scale) else { return nil }
        // Back from the layer while what is drawn there is hidden.
        var from = first
        while from > 0 {
            let command = commands[from - 1]
            if command.isRecede { from -= 1; break }
            if let reach = command.readReach(scale: scale), !reach.intersection(rect).isEmpty {
                // Drawn as it is, and so is the rest of its own layer (a layer is never split).
                while from < first, commands[from].isLayerWork { from += 1 }
                break
            }
            from -= 1
        }
        return from < first ? OpaqueCover(rect: rect, hidden: from..<first) : nil
    }

    /// The layer of glass `g` (its first glass, its end), when no other glass of it reads
    /// under `rect` (a layer's groups all read the frame as it was before the layer).
    private static func layer(of g: Int, rect: PixelRect, in commands: [RenderCommand], scale: Double) -> (Int, Int)? {
        var first = g
        while first > 0, commands[first - 1].isLayerWork { first -= 1 }
        while first < g, !commands[first].isGlass { first += 1 }
        var end = g + 1
        while end < commands.count, commands[end].isLayerWork { end += 1 }
        for i in first..<end where i != g && commands[i].isGlass {
            if let reach = commands[i].readReach(scale: scale), !reach.intersection(rect).isEmpty { return nil }
        }
        return (first, end)
    }

    /// A translucent glass drawn just after a recede, with only black scrims between (a sheet
    /// moving toward full height over the page pushed back, under its dimming): the recede is
    /// drawn around the glass's interior, and the glass blurs the page from the recede's source.
    private static func recededCover(in commands: [RenderCommand], scale: Double) -> OpaqueCover? {
        guard let r = commands.firstIndex(where: \.isRecede) else { return nil }
        var first = r + 1
        var darkening: [(keep: UInt32, bounds: PixelRect)] = []
        while first < commands.count, case .scrim(let color, let bounds) = commands[first] {
            guard let keep = RenderCommand.blackScrimKeep(color) else { return nil }
            darkening.append((keep, bounds))
            first += 1
        }
        guard first < commands.count, commands[first].isGlass else { return nil }
        var end = first
        while end < commands.count, commands[end].isLayerWork { end += 1 }
        // The glass of that layer with the largest interior.
        var best: (index: Int, rect: PixelRect)?
        for i in first..<end {
            guard case .glass(let item) = commands[i] else { continue }
            let rect = GlassRenderer.interior(of: item)
            if rect.area >= minimumArea, rect.area > best?.rect.area ?? 0 { best = (i, rect) }
        }
        guard let (g, rect) = best, layer(of: g, rect: rect, in: commands, scale: scale) != nil else { return nil }
        return OpaqueCover(rect: rect, hidden: r..<first, receded: (g, darkening))
    }
}

private extension RenderCommand {
    var isGlass: Bool {
        if case .glass = self { return true }
        return false
    }

    /// Whether `FrameRenderer` draws it inside a glass layer when it follows glass.
    var isLayerWork: Bool {
        switch self {
        case .glass, .overlay, .fadedOverlay: return true
        default: return false
        }
    }
}

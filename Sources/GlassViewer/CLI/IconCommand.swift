import GlassCompositor

/// `glass-viewer icon`: the app icon, the one the window shows (`AppIcon`), written as a PNG
/// at one size, so the desktop's icon theme holds the very icon the viewer draws
/// (scripts/install writes the hicolor sizes with it). No X server.
enum IconCommand {
    /// The sides it draws, in pixels: the hicolor theme's sizes lie within.
    static let sides = 16...1024

    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "icon")
        guard let out = try args.value("--out") else { throw UsageError("icon needs --out FILE.png") }
        let side = try args.integer("--size", in: sides) ?? 128
        let rest = try args.positionals()
        guard rest.isEmpty else { throw UsageError("icon takes no file but --out, got \(EchoedValue.shown(rest[0]))") }
        var outputs = OutputFiles(inputs: [])
        try outputs.check(out, option: "--out")
        try ImageOutputName.checkPNG(out, option: "--out")
        guard let image = AppIcon.image(side: side), let surface = Surface(width: side, height: side) else {
            throw OutputError(description: "cannot draw the icon at \(side)x\(side)")
        }
        for y in 0..<side {
            let row = surface.row(y)
            for x in 0..<side { row[x] = image.pixels[y * side + x] }
        }
        try outputs.write(PNGFile.encode(surface, path: out), to: out)
        return 0
    }
}

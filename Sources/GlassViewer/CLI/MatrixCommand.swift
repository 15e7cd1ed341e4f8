import GlassCompositor

/// `glass-viewer matrix SCENE --out sheet.png`: the scene at several sizes, appearances and
/// settings in one labelled grid (a column per size, a row per appearance and setting), for
/// a design review in one image. Headless, on the fixed-step clock.
enum Matrix {
    /// The sizes by name, in points.
    static let namedSizes: [(name: String, width: Int, height: Int)] = [
        ("phone", 390, 844), ("tablet", 1024, 768), ("desktop", 1440, 900),
    ]
    /// The settings a row may show, by the name `--settings` takes.
    static let namedSettings: [(name: String, title: String, apply: @Sendable (inout ViewerSettings) -> Void)] = [
        ("standard", "", { _ in }),
        ("reduce-transparency", "Reduce Transparency", { $0.reduceTransparency = true }),
        ("increase-contrast", "Increase Contrast", { $0.increaseContrast = true }),
        ("reduce-motion", "Reduce Motion", { $0.reduceMotion = true }),
        ("clear", "Clear glass", { $0.glassPreference = "clear" }),
        ("tinted", "Tinted glass", { $0.glassPreference = "tinted" }),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "matrix")
        guard let out = try args.value("--out") else { throw UsageError("matrix needs --out FILE.png") }
        let sizes = try parseSizes(try args.value("--sizes") ?? "phone,tablet,desktop")
        let appearances = try list(try args.value("--appearances") ?? "light,dark", option: "--appearances").map(parseAppearance)
        let settingNames = try list(try args.value("--settings") ?? "standard,reduce-transparency,increase-contrast,clear", option: "--settings")
        let settings = try settingNames.map { name in
            guard let s = namedSettings.first(where: { $0.name == name }) else {
                throw UsageError("--settings \(EchoedValue.shown(name)): expected any of \(namedSettings.map(\.name).joined(separator: ", "))")
            }
            return s
        }
        let scale = try args.number("--scale", in: 1...4) ?? 1
        let rowHeight = try args.integer("--row-height", in: 80...2000) ?? 300
        let scriptPath = try args.value("--script")
        let timeArgument = try args.number("--time", in: 0...3600)
        let options = try args.renderOptions()
        let rest = try args.positionals()
        guard rest.count == 1 else { throw UsageError(rest.isEmpty ? "matrix needs a scene file or 'default'" : "matrix takes one scene, got \(rest.count)") }
        var outputs = OutputFiles(inputs: [(rest[0], "scene"), (scriptPath, "script")])
        try outputs.check(out, option: "--out")
        try ImageOutputName.checkPNG(out, option: "--out")
        let script = try scriptPath.map(loadScript)
        let time = timeArgument ?? (script.map { $0.duration + 1 } ?? 0)
        let base = try loadScene(rest[0], appearance: nil)

        var rows: [ContactSheet.Heading] = []
        var cells: [[Surface]] = []
        for appearance in appearances {
            for setting in settings {
                rows.append(.init(title: appearance == .dark ? "Dark" : "Light", detail: setting.title.isEmpty ? "Standard settings" : setting.title))
                var viewerSettings = ViewerSettings(appearance: appearance)
                setting.apply(&viewerSettings)
                var row: [Surface] = []
                for size in sizes {
                    var scene = base
                    scene.appearance = appearance
                    let session = ViewerSession(scene: scene, pixelWidth: Int((Double(size.width) * scale).rounded()),
                                                pixelHeight: Int((Double(size.height) * scale).rounded()), scale: scale, options: options)
                    session.apply(viewerSettings)
                    if let script {
                        var player = ScriptPlayer(script)
                        player.deliver(upTo: time, to: session)
                    }
                    session.advance(to: time)
                    guard let frame = session.screenshot() else {
                        throw OutputError(description: "cannot allocate a \(session.pixelWidth)x\(session.pixelHeight) frame")
                    }
                    row.append(frame)
                }
                cells.append(row)
            }
        }
        let sheet = ContactSheet(title: "\(base.name) (\(rest[0] == "default" ? "built-in" : rest[0]))" + (script == nil ? "" : String(format: ", t %.2f s", time)),
                                 columns: sizes.map { .init(title: $0.name, detail: "\($0.width) × \($0.height) pt" + (scale == 1 ? "" : " @\(Expectation.shortNumber(scale))x")) },
                                 rows: rows, rowHeight: rowHeight)
        guard let image = sheet.draw(cells) else { throw OutputError(description: "cannot allocate the contact sheet") }
        try outputs.write(PNGFile.encode(image, path: out), to: out)
        print("\(out): \(image.width)x\(image.height) px, \(sizes.count) sizes × \(rows.count) rows")
        return 0
    }

    private static func list(_ text: String, option: String) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.isEmpty, !items.contains(where: \.isEmpty) else { throw UsageError("\(option) \(EchoedValue.shown(text)): expected a comma-separated list") }
        return items
    }

    /// `phone,tablet,desktop` or sizes in points (`800x600`), mixed.
    private static func parseSizes(_ text: String) throws -> [(name: String, width: Int, height: Int)] {
        try list(text, option: "--sizes").map { item in
            if let named = namedSizes.first(where: { $0.name == item }) { return named }
            let parts = item.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (16...4096).contains(w), (16...4096).contains(h) else {
                throw UsageError("--sizes \(EchoedValue.shown(item)): expected phone, tablet, desktop or WIDTHxHEIGHT in points (16 to 4096)")
            }
            return (item, w, h)
        }
    }
}

import Foundation

/// Turns scene JSON into a `Scene`, reporting every problem with file, line, column and JSON
/// path instead of stopping at the first. Diagnostics come out in file order.
///
/// The decoder is split by part of the format: this file holds the entry points and the
/// top level; `+Tabs` the tabs, sections, tab bar and sidebar; `+Content` screens and their
/// items; `+Chrome` toolbars, sheets and inspectors; `+Controls` controls; `+Glass` custom glass.
public enum SceneDecoder {
    /// Decodes scene text. `file` names the source in diagnostics; images resolve relative to
    /// its folder unless `baseDirectory` says otherwise.
    public static func decode(_ text: String, file: String, baseDirectory: String? = nil) throws -> Scene {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch let e as JSONParser.SyntaxError {
            throw SceneLoadError([SceneDiagnostic(file: file, line: e.line, column: e.column, path: "$", message: e.message)])
        }
        let sink = DiagnosticSink(file: file)
        let base = baseDirectory ?? (file as NSString).deletingLastPathComponent
        let ctx = SceneDecodingContext(sink: sink, baseDirectory: base.isEmpty ? "." : base)
        let scene = decodeScene(root, in: ctx)
        if !sink.diagnostics.isEmpty {
            // Stable sort: file order, keeping the decoder's order at one position.
            let ordered = sink.diagnostics.enumerated().sorted {
                ($0.element.line ?? 0, $0.element.column ?? 0, $0.offset) < ($1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
            }.map(\.element)
            throw SceneLoadError(ordered)
        }
        return scene
    }

    /// The largest scene file read. Checked before reading (a 3 GiB file is refused, not
    /// loaded), and again while reading, for files whose size `fstat` does not tell.
    public static let maximumFileBytes = 16 << 20

    /// Reads and decodes a scene file. A file that cannot be read (missing, a folder, a FIFO,
    /// a device, too large, an I/O error) is one diagnostic at 1:1, path `$`.
    public static func load(path: String) throws -> Scene {
        func fail(_ message: String) -> SceneLoadError {
            SceneLoadError([SceneDiagnostic(file: path, line: 1, column: 1, path: "$", message: message)])
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, limit: maximumFileBytes)
        } catch let e as FileError {
            throw fail(e.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw fail("file is not UTF-8 text") }
        return try decode(text, file: path)
    }

    static let supportedFormat = 1

    /// The behaviour IDs (docs/BEHAVIOURS.md) a scene may name in `demonstrates`: letter and highest number.
    static let behaviourIDs: [Character: Int] = ["T": 10, "N": 7, "P": 3, "S": 2, "C": 5, "G": 12, "A": 5, "V": 8]

    static func decodeScene(_ node: JSONNode, in ctx: SceneDecodingContext) -> Scene {
        var scene = Scene()
        guard let o = JSONObjectReader(node, path: "$", sink: ctx.sink) else { return scene }
        _ = o.string("$schema") // For editors: where the schema is.
        scene.format = o.integer("format", default: supportedFormat, in: 1...supportedFormat)
        scene.name = o.string("name", default: scene.name)
        for (n, p) in o.array("demonstrates") {
            guard case .string(let id) = n.value else { ctx.sink.report(n, path: p, "expected a behaviour ID string like \"T1\", found \(n.typeName)"); continue }
            if let letter = id.first, let highest = behaviourIDs[letter], let number = Int(id.dropFirst()), (1...highest).contains(number) {
                scene.demonstrates.append(id)
            } else {
                ctx.sink.report(n, path: p, "unknown behaviour ID \(EchoedValue.quoted(id)) (see docs/BEHAVIOURS.md: T1-T10, N1-N7, P1-P3, S1-S2, C1-C5, G1-G12, A1-A5, V1-V8)")
            }
        }
        if let d = o.object("device") { scene.device = decodeDevice(d); scene.namesDevice = true }
        scene.appearance = o.enumeration("appearance", default: scene.appearance)
        scene.namesAppearance = o.has("appearance")
        scene.accent = o.color("accent") ?? scene.accent
        scene.background = o.color("background")
        if let g = o.object("settings") { scene.settings = decodeGlassSettings(g) }

        // Named screens first, so tabs can refer to them.
        if let screens = o.member("screens") {
            if case .object(let members) = screens.value {
                for (id, n) in members {
                    let path = "$.screens.\(EchoedValue.shown(id))"
                    guard var screen = decodeScreen(n, path: path, in: ctx) else { continue }
                    if let given = screen.id, given != id {
                        ctx.sink.report(n, path: path + ".id", "a named screen's id must match its key \(EchoedValue.quoted(id)) (found \(EchoedValue.quoted(given)))")
                    }
                    screen.id = id
                    if !ctx.screenIDs.insert(id).inserted { ctx.sink.report(n, path: path, "duplicate screen id \(EchoedValue.quoted(id))") }
                    scene.screens.append(screen)
                }
            } else {
                ctx.sink.report(screens, path: "$.screens", "expected an object of screens by id, found \(screens.typeName)")
            }
        }

        if let t = o.object("tabBar") { scene.tabBar = decodeTabBar(t, in: ctx) }
        decodeTabs(o, into: &scene, in: ctx)
        if let s = o.object("sidebar") { scene.sidebar = decodeSidebar(s) }
        o.finish()

        ctx.resolveReferences()
        // The accent is read first: passing the scene itself while writing into its arrays
        // copied the tabs array once per tab (a scene of 2,000 tabs took seconds).
        let accent = scene.accent
        for i in scene.tabs.indices { resolveScreen(&scene.tabs[i].screen, accent: accent) }
        for i in scene.screens.indices { resolveScreen(&scene.screens[i], accent: accent) }
        return scene
    }

    /// Fills in what a screen inherits from the scene: its tint.
    static func resolveScreen(_ screen: inout Screen, accent: Color) {
        if screen.tint == nil { screen.tint = accent }
    }

    static func decodeDevice(_ d: JSONObjectReader) -> DeviceHints {
        let kind = d.enumeration("kind", default: DeviceHints.Kind.phone)
        var device = DeviceHints.defaults(for: kind)
        device.width = d.number("width", default: device.width, in: 200...8192)
        device.height = d.number("height", default: device.height, in: 200...8192)
        device.scale = d.number("scale", default: device.scale, in: 1...4)
        device.cornerRadius = d.number("cornerRadius", default: device.cornerRadius, in: 0...200)
        device.layout = d.enumeration("layout", default: device.layout)
        d.finish()
        return device
    }
}

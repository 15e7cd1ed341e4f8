import Foundation

/// Turns scene JSON into a `Scene`, reporting every problem with file, line, column and JSON
/// path (DESIGN §6) instead of stopping at the first.
public enum SceneDecoder {
    /// Decodes scene text. `file` names the source in diagnostics.
    public static func decode(_ text: String, file: String) throws -> Scene {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch let e as JSONParser.SyntaxError {
            throw SceneLoadError([SceneDiagnostic(file: file, line: e.line, column: e.column, path: "$", message: e.message)])
        }
        let sink = DiagnosticSink(file: file)
        let scene = decodeScene(root, sink: sink)
        if !sink.diagnostics.isEmpty { throw SceneLoadError(sink.diagnostics) }
        return scene
    }

    /// Reads and decodes a scene file.
    public static func load(path: String) throws -> Scene {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw SceneLoadError([SceneDiagnostic(file: path, path: "$", message: reason)])
        }
        guard data.count <= 16 << 20 else {
            throw SceneLoadError([SceneDiagnostic(file: path, path: "$", message: "file is larger than 16 MiB")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneLoadError([SceneDiagnostic(file: path, line: 1, column: 1, path: "$", message: "file is not UTF-8 text")])
        }
        return try decode(text, file: path)
    }

    static let supportedFormat = 1

    static func decodeScene(_ node: JSONNode, sink: DiagnosticSink) -> Scene {
        var scene = Scene()
        guard let o = JSONObjectReader(node, path: "$", sink: sink) else { return scene }
        scene.format = o.integer("format", default: supportedFormat, in: 1...supportedFormat)
        scene.name = o.string("name", default: scene.name)
        scene.appearance = o.enumeration("appearance", default: scene.appearance)
        scene.accent = o.color("accent") ?? scene.accent
        scene.background = o.color("background")
        _ = o.member("demonstrates")
        var ids: Set<String> = []
        for (i, (n, path)) in o.array("tabs").enumerated() {
            guard let tab = decodeTab(n, path: path, index: i, sink: sink) else { continue }
            if !ids.insert(tab.id).inserted {
                sink.report(n, path: path + ".id", "duplicate tab id \"\(tab.id)\"")
            }
            scene.tabs.append(tab)
        }
        if o.has("tabs"), scene.tabs.isEmpty, sink.diagnostics.isEmpty {
            sink.report(node, path: "$.tabs", "a scene needs at least one tab")
        }
        if scene.tabs.count > 9 {
            sink.report(node, path: "$.tabs", "at most 9 tabs fit a tab bar (found \(scene.tabs.count))")
        }
        o.finish()
        return scene
    }

    static func decodeTab(_ node: JSONNode, path: String, index: Int, sink: DiagnosticSink) -> Tab? {
        guard let o = JSONObjectReader(node, path: path, sink: sink) else { return nil }
        let title = o.string("title", default: "Tab \(index + 1)")
        let id = o.string("id", default: title.lowercased())
        let icon = o.string("icon", default: "starred-symbolic")
        if let n = o.member("icon"), IconTheme.shared.path(for: icon) == nil {
            sink.report(n, path: path + ".icon", "unknown icon \"\(icon)\" (not in the installed Adwaita or hicolor theme)")
        }
        var screen = Screen()
        if let s = o.object("screen") {
            screen.title = s.string("title")
            for (n, p) in s.array("items") {
                if let item = decodeItem(n, path: p, sink: sink) { screen.items.append(item) }
            }
            s.finish()
        }
        o.finish()
        return Tab(id: id, title: title, icon: icon, screen: screen)
    }

    static func decodeItem(_ node: JSONNode, path: String, sink: DiagnosticSink) -> ContentItem? {
        guard let o = JSONObjectReader(node, path: path, sink: sink) else { return nil }
        defer { o.finish() }
        let kind = o.string("kind", default: "card")
        switch kind {
        case "card":
            var card = Card(title: o.string("title", default: ""), text: o.string("text", default: ""))
            if let a = o.object("artwork") {
                let seed = a.integer("seed", default: 1, in: 0...Int(Int32.max))
                card.artwork = ArtworkSpec(seed: UInt64(seed), style: a.enumeration("style", default: ArtworkSpec.Style.blobs))
                a.finish()
            }
            return .card(card)
        case "header":
            return .header(o.string("title", default: ""))
        default:
            sink.report(o.member("kind") ?? node, path: path + ".kind", "unknown item kind \"\(kind)\" (expected \"card\" or \"header\")")
            return nil
        }
    }
}

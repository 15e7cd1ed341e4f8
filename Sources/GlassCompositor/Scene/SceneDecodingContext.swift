import Foundation

/// What decoding one scene file shares across its parts: the diagnostics, the folder images
/// resolve against, the ids seen so far (ids must be unique) and references to check once
/// everything is read (screens, tabs, toolbar buttons named before they are defined).
final class SceneDecodingContext {
    let sink: DiagnosticSink
    /// The folder relative image paths resolve against: the scene file's folder.
    let baseDirectory: String
    private var componentIDs: [String: JSONNode] = [:]

    /// A name used before its definition is known, checked by `resolveReferences`.
    struct Reference {
        enum Kind { case screen, tab, toolbarButton, presentationSource }
        var kind: Kind
        var name: String
        var node: JSONNode
        var path: String
    }
    private(set) var references: [Reference] = []
    var screenIDs: Set<String> = []
    var tabIDs: Set<String> = []
    var toolbarButtonIDs: Set<String> = []
    /// Custom glass elements by id: a sheet may morph out of one as out of a toolbar button.
    var glassIDs: Set<String> = []

    init(sink: DiagnosticSink, baseDirectory: String) {
        self.sink = sink; self.baseDirectory = baseDirectory
    }

    /// Registers a component id (rows, controls, glass, sheets ...), reporting a duplicate
    /// with where the id was first used.
    func register(id: String, node: JSONNode, path: String) {
        if let first = componentIDs[id] {
            sink.report(node, path: path, "duplicate id \(EchoedValue.quoted(id)) (first used at line \(first.line), column \(first.column))")
        } else {
            componentIDs[id] = node
        }
    }

    func refer(_ kind: Reference.Kind, to name: String, node: JSONNode, path: String) {
        references.append(Reference(kind: kind, name: name, node: node, path: path))
    }

    /// Reports every reference to a screen, tab or toolbar button that does not exist.
    func resolveReferences() {
        for r in references {
            let (known, what): (Set<String>, String)
            switch r.kind {
            case .screen: (known, what) = (screenIDs, "screen")
            case .tab: (known, what) = (tabIDs, "tab")
            case .toolbarButton: (known, what) = (toolbarButtonIDs, "toolbar button")
            case .presentationSource: (known, what) = (toolbarButtonIDs.union(glassIDs), "toolbar button or glass element")
            }
            guard !known.contains(r.name) else { continue }
            var message = "unknown \(what) \(EchoedValue.quoted(r.name))"
            if let guess = sink.closestName(to: r.name, among: Array(known)) { message += " (did you mean \"\(guess)\"?)" }
            sink.report(r.node, path: r.path, message)
        }
    }
}

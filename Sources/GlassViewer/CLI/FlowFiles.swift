import Foundation
import GlassCompositor

/// The flows `glass-viewer test` runs: each argument a flow file, or a folder whose `*.jsonl`
/// files (in it and every folder below, sorted by path) are flows. Each flow is named by its
/// path without `.jsonl`.
enum FlowFiles {
    struct Flow {
        var path: String
        var name: String
        /// Its own folder (its JUnit suite).
        var suite: String
        /// Its path below the folder argument it was found in (its file name when named
        /// itself), without `.jsonl`: the name of its artifacts folder.
        var shortName: String
    }

    static func collect(_ arguments: [String]) throws -> [Flow] {
        var flows: [Flow] = []
        for argument in arguments {
            switch FileReader.kind(of: argument, followingLinks: true) {
            case .folder?:
                let found = files(in: argument)
                guard !found.isEmpty else { throw UsageError("\(EchoedValue.path(argument)): no flows (*.jsonl files) in this folder") }
                let base = trimmed(argument)
                flows += found.map { path in
                    let folder = (path as NSString).deletingLastPathComponent
                    return Flow(path: path, name: name(of: path), suite: folder, shortName: name(of: String(path.dropFirst(base.count + 1))))
                }
            case .regular?:
                let folder = (argument as NSString).deletingLastPathComponent
                flows.append(Flow(path: argument, name: name(of: argument), suite: folder.isEmpty ? "." : folder,
                                  shortName: name(of: (argument as NSString).lastPathComponent)))
            case let kind?:
                throw UsageError("\(EchoedValue.path(argument)): is \(kind.name), not a flow file or a folder of flows")
            case nil:
                throw UsageError("\(EchoedValue.path(argument)): no such file or folder")
            }
        }
        return flows
    }

    private static func trimmed(_ folder: String) -> String {
        var f = folder
        while f.count > 1 && f.hasSuffix("/") { f.removeLast() }
        return f
    }

    private static func name(of path: String) -> String {
        path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
    }

    /// `*.jsonl` regular files below `folder`, sorted; hidden entries skipped, links to folders not followed.
    private static func files(in folder: String) -> [String] {
        let base = trimmed(folder)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var found: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = base == "/" ? "/\(entry)" : "\(base)/\(entry)"
            switch FileReader.kind(of: path) {
            case .folder?: found += files(in: path)
            case .regular?, .symbolicLink?:
                if entry.hasSuffix(".jsonl"), FileReader.kind(of: path, followingLinks: true) == .regular { found.append(path) }
            default: break
            }
        }
        return found
    }
}

import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// `replay SCRIPT` finds the scene its meta line names from the script's own folder, so a
/// script runs from any working folder; an absolute path stays as it is, and a path that
/// only the working folder holds still works (issue 35, item 6). Runs the binary headless.
@Suite(.serialized) struct ReplayScenePathTests {
    let folder = TemporaryFolder()

    /// Runs `glass-viewer arguments...` with `directory` as its working folder; its exit
    /// status and everything it printed.
    func run(_ arguments: [String], in directory: String) throws -> (status: Int32?, output: String) {
        let out = folder.path("output-\(UUID().uuidString).txt")
        let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(fd); unlink(out) }
        // posix_spawn's chdir action is not in Swift's Glibc: a shell changes folder and execs.
        let child = try ChildProcess("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory, try ViewerProcess.binary()] + arguments,
                                     environment: ProcessInfo.processInfo.environment, stdoutFD: fd, stderrFD: fd)
        _ = child.waitForExit(timeout: 60)
        return (child.exitStatus, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
    }

    /// A short scroll script whose meta line names `scene`.
    func script(_ name: String, scene: String) -> String {
        let lines = [#"{"t":0,"type":"meta","scene":"\#(scene)","width":200,"height":150,"scale":1}"#,
                     #"{"t":0.1,"type":"wheel","x":100,"y":100,"dy":1}"#]
        return folder.file(name, lines.joined(separator: "\n") + "\n")
    }

    func copyScene(to name: String) throws {
        try FileManager.default.copyItem(atPath: RepositoryPaths.scenes.appendingPathComponent("music.json").path, toPath: folder.path(name))
    }

    @Test func aRelativeScenePathIsFoundFromTheScriptsFolder() throws {
        try copyScene(to: "s.json")
        try FileManager.default.createDirectory(atPath: folder.path("scripts"), withIntermediateDirectories: true)
        for (name, scene) in [("beside.jsonl", "s.json"), ("scripts/above.jsonl", "../s.json")] {
            let path = script(name, scene: scene)
            for directory in ["/", folder.root, RepositoryPaths.root.path] {
                let (status, output) = try run(["replay", path], in: directory)
                #expect(status == 0 && output.contains("replayed 1 events"), "\(name) from \(directory): \(output)")
            }
        }
    }

    @Test func anAbsoluteScenePathStaysAsItIs() throws {
        let path = script("absolute.jsonl", scene: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let (status, output) = try run(["replay", path], in: "/")
        #expect(status == 0, "\(output)")
    }

    /// Scripts written to be run from a folder of their own choosing (`Scenes/x.json` from the
    /// repository's root) still find the scene there when the script's folder has none.
    @Test func aPathOnlyTheWorkingFolderHoldsStillWorks() throws {
        let path = script("from-root.jsonl", scene: "Scenes/music.json")
        let (status, output) = try run(["replay", path], in: RepositoryPaths.root.path)
        #expect(status == 0, "\(output)")
        // The script's folder wins when both hold the file.
        try FileManager.default.createDirectory(atPath: folder.path("Scenes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.scenes.appendingPathComponent("tv.json").path,
                                         toPath: folder.path("Scenes/music.json"))
        let log = folder.path("log.jsonl")
        let (again, said) = try run(["replay", path, "--log", log], in: RepositoryPaths.root.path)
        #expect(again == 0, "\(said)")
        #expect(((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains(folder.path("Scenes/music.json")), "\(said)")
    }

    @Test func aSceneFoundNowhereIsNamedWithTheScriptAndEveryPlaceLooked() throws {
        let path = script("lost.jsonl", scene: "nowhere/lost.json")
        let (status, output) = try run(["replay", path], in: "/")
        #expect(status == 1, "\(output)")
        #expect(output.contains(path) && output.contains("nowhere/lost.json"), "\(output)")
        #expect(output.contains(folder.path("nowhere/lost.json")), "the script's folder is named: \(output)")
        #expect(!output.contains("Fatal error"), "\(output)")
    }

    /// The bench scripts name their scenes from their own folder, so they replay from anywhere.
    @Test func everyBenchScriptNamesItsSceneFromItsOwnFolder() throws {
        let bench = RepositoryPaths.scenes.appendingPathComponent("bench").path
        let names = try FileManager.default.contentsOfDirectory(atPath: bench).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let text = try String(contentsOfFile: "\(bench)/\(name)", encoding: .utf8)
            guard let meta = try InteractionScript.parse(text, file: name).meta, meta.scene != "default" else { continue }
            #expect(FileManager.default.fileExists(atPath: "\(bench)/\(meta.scene)"), "\(name): \(meta.scene) is not beside the script")
        }
    }
}

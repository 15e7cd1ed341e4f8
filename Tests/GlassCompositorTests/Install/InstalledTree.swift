import Foundation

/// glass-viewer installed by `scripts/install` into a temporary prefix, once per test run: the
/// release build it makes is the costly part (a few minutes on two cores, from scratch in CI),
/// so every install test shares this one. It builds in its own folder, .build/install-test,
/// beside the debug build the tests run from, and later runs reuse it.
struct InstalledTree: Sendable {
    /// The prefix it was installed into.
    let prefix: String
    /// The release binary the build made (the installed one is a stripped copy).
    let builtBinary: String
    /// What scripts/install printed.
    let log: String

    var binary: String { prefix + "/bin/glass-viewer" }

    /// The files of the install, relative to the prefix, from its manifest.
    func manifest() throws -> (files: [String], folders: [String]) {
        let text = try String(contentsOfFile: prefix + "/share/glass-viewer/install-manifest", encoding: .utf8)
        var files: [String] = [], folders: [String] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.first == "file" { files.append(parts[1]) } else if parts.first == "dir" { folders.append(parts[1]) }
        }
        return (files, folders)
    }

    /// The shared install, or why it could not be made.
    static let shared: Result<InstalledTree, ChildProcess.Failure> = {
        do {
            let prefix = NSTemporaryDirectory() + "glass-viewer-install-\(getpid())"
            try? FileManager.default.removeItem(atPath: prefix)
            let buildPath = RepositoryPaths.root.appendingPathComponent(".build/install-test").path
            // At the lowest priority: the build takes both cores for minutes, and the tests running
            // beside it (some of which bound their time, as hang detectors) must not wait on it.
            let run = try CommandRun.run("nice", ["-n", "19", RepositoryPaths.root.appendingPathComponent("scripts/install").path,
                                                  "--prefix", prefix, "--build-path", buildPath], timeout: 3600)
            guard run.status == 0 else { throw ChildProcess.Failure(description: "scripts/install failed: \(run.shown)") }
            // SwiftPM links the configuration's folder as `release` in its build folder.
            let built = buildPath + "/release/glass-viewer"
            return .success(InstalledTree(prefix: prefix, builtBinary: built, log: run.stdout + run.stderr))
        } catch let e as ChildProcess.Failure {
            return .failure(e)
        } catch {
            return .failure(ChildProcess.Failure(description: "\(error)"))
        }
    }()
}

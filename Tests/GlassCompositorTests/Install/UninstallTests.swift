import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `scripts/uninstall` removes what `scripts/install` put under a prefix and nothing else, and
/// both scripts explain themselves and refuse bad arguments with a reason.
@Suite struct UninstallTests {
    static let install = RepositoryPaths.root.appendingPathComponent("scripts/install").path
    static let uninstall = RepositoryPaths.root.appendingPathComponent("scripts/uninstall").path

    /// Every path under `root`, relative, folders with a trailing slash.
    static func listing(_ root: String) -> Set<String> {
        var paths: Set<String> = []
        let e = FileManager.default.enumerator(atPath: root)
        while let p = e?.nextObject() as? String {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + p, isDirectory: &isFolder)
            paths.insert(isFolder.boolValue ? p + "/" : p)
        }
        return paths
    }

    @Test func uninstallRemovesExactlyWhatInstallPut() throws {
        let built = try InstallTests.tree().builtBinary
        let prefix = NSTemporaryDirectory() + "glass-viewer-uninstall-\(getpid())"
        try? FileManager.default.removeItem(atPath: prefix)
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // Someone else's files in the folders the install shares: they and their folders stay.
        for (path, text) in [("bin/other-tool", "#!/bin/sh\n"), ("share/applications/other.desktop", "[Desktop Entry]\n"),
                             ("share/icons/hicolor/48x48/apps/other.png", "not ours")] {
            try FileManager.default.createDirectory(atPath: prefix + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: prefix + "/" + path, atomically: true, encoding: .utf8)
        }
        let before = Self.listing(prefix)
        // Installed twice (an upgrade): the second install keeps the folders the first made.
        for _ in 0..<2 {
            let run = try CommandRun.run(Self.install, ["--prefix", prefix, "--binary", built])
            #expect(run.status == 0, "\(run.shown)")
        }
        let installed = Self.listing(prefix)
        #expect(installed.contains("bin/glass-viewer") && installed.contains("share/icons/hicolor/48x48/apps/glass-viewer.png"))
        let removed = try CommandRun.run(Self.uninstall, ["--prefix", prefix])
        #expect(removed.status == 0, "\(removed.shown)")
        #expect(removed.stdout.contains("(15 files)"), "\(removed.stdout)")
        #expect(Self.listing(prefix) == before)

        // Nothing left to remove: said, exit 1.
        let again = try CommandRun.run(Self.uninstall, ["--prefix", prefix])
        #expect(again.status == 1)
        #expect(again.stderr.contains("nothing installed by scripts/install in"), "\(again.stderr)")
    }

    @Test func aManifestNamingAPathOutsideThePrefixRemovesNothing() throws {
        let prefix = NSTemporaryDirectory() + "glass-viewer-manifest-\(getpid())"
        try FileManager.default.createDirectory(atPath: prefix + "/share/glass-viewer", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let victim = prefix + "-victim"
        try "keep".write(toFile: victim, atomically: true, encoding: .utf8)
        defer { unlink(victim) }
        try "file ../\((victim as NSString).lastPathComponent)\n".write(toFile: prefix + "/share/glass-viewer/install-manifest",
                                                                        atomically: true, encoding: .utf8)
        let run = try CommandRun.run(Self.uninstall, ["--prefix", prefix])
        #expect(run.status == 1)
        #expect(run.stderr.contains("outside"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: victim))
    }

    @Test(arguments: [install, uninstall])
    func bothScriptsExplainThemselvesAndRefuseBadArguments(_ script: String) throws {
        let help = try CommandRun.run(script, ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: scripts/"))
        #expect(help.stdout.contains("--prefix DIR"))
        let unknown = try CommandRun.run(script, ["--frobnicate"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown argument '--frobnicate' (see --help)"), "\(unknown.stderr)")
        let missing = try CommandRun.run(script, ["--prefix"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("--prefix needs a value"), "\(missing.stderr)")
    }

    @Test func installRefusesABinaryThatIsNotOne() throws {
        let prefix = NSTemporaryDirectory() + "glass-viewer-nobinary-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let run = try CommandRun.run(Self.install, ["--prefix", prefix, "--binary", prefix + "/missing"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("is not an executable file"), "\(run.stderr)")
        #expect(Self.listing(prefix).isEmpty, "nothing was installed")
    }
}

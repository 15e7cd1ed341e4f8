import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import GlassCompositor

/// `scripts/install` into a temporary prefix (one release build, shared: `InstalledTree`), and
/// the installed binary run as a user without the toolchain would run it: no Swift library
/// found through the environment or a RUNPATH, on this CPU, and under qemu-user as an AVX2-only
/// CPU (Haswell) and as one without AVX at all (Nehalem).
@Suite struct InstallTests {
    static func tree() throws -> InstalledTree { try InstalledTree.shared.get() }

    /// An environment with nothing of the toolchain: no PATH into it, no library path.
    static let bareEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]

    /// The folder of the Swift libraries this test process itself runs with (the debug build
    /// links them dynamically), found in its own memory map (read to its end: /proc files
    /// have no size).
    static func toolchainLibraries() throws -> String {
        let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        let maps = String(decoding: data, as: UTF8.self)
        guard let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let path = line.split(separator: " ").last else {
            throw ChildProcess.Failure(description: "the tests do not run with a dynamic libswiftCore.so")
        }
        return URL(fileURLWithPath: String(path)).deletingLastPathComponent().path
    }

    @Test func installsTheBinaryTheDesktopEntryIconsManPageAndCompletions() throws {
        let tree = try Self.tree()
        let (files, _) = try tree.manifest()
        let sizes = [16, 22, 24, 32, 48, 64, 128, 256, 512]
        let expected = ["bin/glass-viewer", "share/applications/glass-viewer.desktop", "share/man/man1/glass-viewer.1",
                        "share/bash-completion/completions/glass-viewer", "share/zsh/site-functions/_glass-viewer",
                        "share/fish/vendor_completions.d/glass-viewer.fish"]
            + sizes.map { "share/icons/hicolor/\($0)x\($0)/apps/glass-viewer.png" }
        #expect(Set(files) == Set(expected))
        for file in files { #expect(FileManager.default.isReadableFile(atPath: tree.prefix + "/" + file), "\(file)") }
        #expect(access(tree.binary, X_OK) == 0)

        // The entry opens .json scenes with the installed binary, and the desktop's own
        // validator accepts it.
        let desktop = try String(contentsOfFile: tree.prefix + "/share/applications/glass-viewer.desktop", encoding: .utf8)
        #expect(desktop.contains("\nExec=glass-viewer %f\n"))
        #expect(desktop.contains("\nMimeType=application/json;\n"))
        #expect(desktop.contains("\nIcon=glass-viewer\n"))
        let validate = try CommandRun.run("desktop-file-validate", [tree.prefix + "/share/applications/glass-viewer.desktop"])
        #expect(validate.status == 0 && validate.stdout.isEmpty, "\(validate.shown)")

        // Each icon is the app icon at its size, drawn by the binary: opaque in the middle,
        // clear in the cut-away corners.
        for size in sizes {
            let icon = try PNGFile.read(tree.prefix + "/share/icons/hicolor/\(size)x\(size)/apps/glass-viewer.png")
            #expect(icon.width == size && icon.height == size)
            #expect(icon[size / 2, size / 2] >> 24 == 255, "\(size): the middle is opaque")
            #expect(icon[0, 0] >> 24 == 0, "\(size): the corner is cut away")
        }
        // The 512 icon is drawn at 512, not blown up from 128: it has more distinct colours
        // than the 128 one has pixels in a row.
        let large = try PNGFile.read(tree.prefix + "/share/icons/hicolor/512x512/apps/glass-viewer.png")
        let colours = Set((0..<512).map { large[$0, 256] })
        #expect(colours.count > 200)

        // The man page renders without a warning.
        let man = try CommandRun.run("groff", ["-man", "-ww", "-z", tree.prefix + "/share/man/man1/glass-viewer.1"])
        #expect(man.status == 0 && man.stderr.isEmpty, "\(man.shown)")
    }

    @Test func theInstalledBinaryNeedsNothingOfTheToolchain() throws {
        let tree = try Self.tree()
        let toolchain = try Self.toolchainLibraries()
        // No RUNPATH into the toolchain (the dynamic build had one), and no Swift library to load.
        let dynamic = try CommandRun.run("readelf", ["-d", tree.binary])
        #expect(dynamic.status == 0)
        let runpaths = dynamic.stdout.split(separator: "\n").filter { $0.contains("RUNPATH") || $0.contains("RPATH") }
        #expect(runpaths.allSatisfy { !$0.contains("swift") && !$0.contains(toolchain) }, "\(runpaths)")
        let ldd = try CommandRun.run("ldd", [tree.binary], environment: Self.bareEnvironment)
        #expect(ldd.status == 0)
        #expect(!ldd.stdout.contains("swift") && !ldd.stdout.contains("not found"), "\(ldd.stdout)")

        let out = NSTemporaryDirectory() + "glass-viewer-installed-\(getpid()).png"
        defer { unlink(out) }
        var version = try CommandRun.run(tree.binary, ["--version"], environment: Self.bareEnvironment)
        var render = try CommandRun.run(tree.binary, ["render", "default", "--size", "200x150", "--out", out],
                                        environment: Self.bareEnvironment)
        if getuid() == 0 {
            // As root (CI), with the toolchain's library folder hidden under an empty tmpfs in a
            // mount namespace of its own: nothing could be found there even by a path baked in.
            let hidden = ["--mount", "--propagation", "private", "--", "sh", "-c",
                          "mount -t tmpfs none \"$0\" && [ -z \"$(ls -A \"$0\")\" ] && exec \"$@\"", toolchain]
            version = try CommandRun.run("unshare", hidden + [tree.binary, "--version"], environment: Self.bareEnvironment)
            render = try CommandRun.run("unshare", hidden + [tree.binary, "render", "default", "--size", "200x150", "--out", out],
                                        environment: Self.bareEnvironment)
        }
        #expect(version.status == 0, "\(version.shown)")
        #expect(version.stdout.hasPrefix("glass-viewer "))
        #expect(version.stdout.contains("compiled for x86-64 (SSE2)"), "\(version.stdout)")
        #expect(version.stdout.contains("\nkernels "))
        #expect(render.status == 0, "\(render.shown)")
        let frame = try PNGFile.read(out)
        #expect(frame.width == 200 && frame.height == 150)
    }

    /// The binary built on this machine (AVX-512 here, as on the machine the issue was found
    /// on) runs on a CPU with AVX2 but no AVX-512, picking the AVX2 kernels, and on one with
    /// no AVX at all, picking the baseline; each draws the bits this CPU draws.
    @Test(arguments: [("Haswell", "avx2"), ("Nehalem", "baseline")])
    func runsUnderQemuOnOlderCPUs(_ cpu: String, _ kernels: String) throws {
        let tree = try Self.tree()
        let dir = NSTemporaryDirectory() + "glass-viewer-qemu-\(getpid())-\(cpu)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let native = try CommandRun.run(tree.binary, ["render", "default", "--size", "200x150", "--out", dir + "/native.png"],
                                        environment: Self.bareEnvironment)
        #expect(native.status == 0, "\(native.shown)")

        let emulated = ["-cpu", cpu, tree.binary]
        let version = try CommandRun.run("qemu-x86_64", emulated + ["--version"], environment: Self.bareEnvironment)
        #expect(version.status == 0, "\(version.shown)")
        #expect(version.stdout.contains("\nkernels \(kernels) "), "\(version.stdout)")
        let render = try CommandRun.run("qemu-x86_64", emulated + ["render", "default", "--size", "200x150", "--out", dir + "/emulated.png"],
                                        environment: Self.bareEnvironment, timeout: 300)
        #expect(render.status == 0, "\(render.shown)")
        let a = try PNGFile.read(dir + "/native.png"), b = try PNGFile.read(dir + "/emulated.png")
        #expect(a.largestChannelDifference(from: b) == 0, "under -cpu \(cpu) the frame differs from this CPU's")

        // A variant this CPU lacks is refused with a reason, not run into an illegal instruction.
        let newer = kernels == "avx2" ? "avx512" : "avx2"
        let refused = try CommandRun.run("qemu-x86_64", emulated + ["render", "default", "--size", "200x150", "--kernels", newer,
                                                                    "--out", dir + "/refused.png"], environment: Self.bareEnvironment)
        #expect(refused.status == 1, "\(refused.shown)")
        #expect(refused.stderr.contains("--kernels \(newer): this CPU has no "), "\(refused.stderr)")
    }
}

import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// The viewer writes images as PNG only, so an image output whose name says another format is
/// refused before any work, naming the option and the path, instead of getting PNG bytes
/// under a name that lies (issue 35, item 6). Runs the binary headless.
@Suite(.serialized) struct ImageOutputFormatTests {
    let folder = TemporaryFolder()

    func run(_ arguments: [String]) throws -> (status: Int32?, stderr: String) {
        let viewer = try ViewerProcess(arguments, display: nil)
        let status = viewer.waitForExit(timeout: 60)
        #expect(viewer.signal == nil, "\(arguments): signal \(viewer.signal ?? 0)\n\(viewer.stderr)")
        return (status, viewer.stderr)
    }

    @Test(arguments: ["frame.jpg", "frame.jpeg", "frame.webp", "frame.png.gif", "frame", "frame."])
    func renderRefusesAnOutNameThatIsNotPNG(_ name: String) throws {
        let out = folder.path(name)
        let (status, stderr) = try run(["render", "default", "--size", "64x64", "--out", out])
        #expect(status == 1, "\(stderr)")
        #expect(stderr.contains("--out \(out): ") && stderr.contains(".png"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "\(name) was written")
        #expect(!stderr.contains("Fatal error"), "\(stderr)")
    }

    @Test(arguments: ["frame.png", "FRAME.PNG"])
    func renderWritesAPNGName(_ name: String) throws {
        let out = folder.path(name)
        let (status, stderr) = try run(["render", "default", "--size", "64x64", "--out", out])
        #expect(status == 0, "\(stderr)")
        let bytes = try FileReader.read(out, limit: 1 << 20)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    }

    /// Replay's --out is a folder of PNG frames: a name that says it is one image is refused
    /// (unless that folder exists), so `--out shot.jpg` does not make a folder called shot.jpg.
    @Test func replayRefusesAnOutFolderNamedLikeAnImage() throws {
        let script = folder.file("s.jsonl", #"{"t":0,"type":"meta","scene":"default","width":64,"height":64,"scale":1}"# + "\n"
            + #"{"t":0.1,"type":"wheel","x":10,"y":10,"dy":1}"# + "\n")
        for name in ["shot.jpg", "shot.png"] {
            let out = folder.path(name)
            let (status, stderr) = try run(["replay", script, "--out", out])
            #expect(status == 1, "\(name): \(stderr)")
            #expect(stderr.contains("--out \(out): "), "\(name): \(stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(name) was made")
        }
        let frames = folder.path("frames.png")
        #expect(mkdir(frames, 0o755) == 0)
        let (status, stderr) = try run(["replay", script, "--out", frames])
        #expect(status == 0, "an existing folder is a folder, whatever its name: \(stderr)")
    }
}

import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// `glass-viewer bench --json` writes a report that the project's own parser reads, with the
/// pipeline's switches accepted. Runs the built binary; needs no X server.
@Suite struct BenchReportTests {
    @Test func theJSONReportParses() throws {
        let path = NSTemporaryDirectory() + "glass-viewer-bench-\(getpid())-\(UUID().uuidString).json"
        defer { unlink(path) }
        let viewer = try ViewerProcess(["bench", "default", "--size", "64x64", "--frames", "3", "--warmup", "0",
                                        "--no-plans", "--no-backdrop-cache", "--paced", "--json", path], display: nil)
        #expect(viewer.waitForExit(timeout: 60) == 0, "\(viewer.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard case .object(let members) = try JSONParser.parse(text).value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["scene", "width", "height", "scale", "frames", "redrawn_mpx_per_frame", "frame", "stages"])
        // The first frame redraws all 64×64 pixels.
        if case .number(let mpx)? = members.first(where: { $0.key == "redrawn_mpx_per_frame" })?.node.value {
            #expect(mpx > 0 && mpx <= 64 * 64 / 1e6 + 1e-4)
        } else { Issue.record("no redrawn_mpx_per_frame") }
        let stages = members.first { $0.key == "stages" }?.node
        guard case .object(let list)? = stages?.value else { Issue.record("no stages"); return }
        #expect(list.map(\.key) == FrameStage.allCases.map(\.name))
    }
}

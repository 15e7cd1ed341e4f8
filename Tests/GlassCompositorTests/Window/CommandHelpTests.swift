import Foundation
import Testing

/// `glass-viewer COMMAND --help` answers with the command's usage instead of an error, and an
/// unknown option still fails and points at that help. Runs the built binary; needs no X server.
@Suite struct CommandHelpTests {
    @Test(arguments: ["render", "bench", "replay", "check"])
    func everyCommandHasHelp(_ command: String) throws {
        let viewer = try ViewerProcess([command, "--help"], display: nil)
        #expect(viewer.waitForExit(timeout: 10) == 0)
        #expect(viewer.stderr.isEmpty, "stderr: \(viewer.stderr)")
    }

    @Test func helpAfterOtherWordsStillAnswers() throws {
        let viewer = try ViewerProcess(["bench", "Scenes/glass-lab.json", "--frames", "3", "-h"], display: nil)
        #expect(viewer.waitForExit(timeout: 10) == 0)
        #expect(viewer.stderr.isEmpty, "stderr: \(viewer.stderr)")
    }

    @Test func anUnknownOptionPointsAtTheCommandsHelp() throws {
        let viewer = try ViewerProcess(["bench", "--bogus"], display: nil)
        #expect(viewer.waitForExit(timeout: 10) == 1)
        #expect(viewer.stderr.contains("unknown option --bogus for 'bench' (see glass-viewer bench --help)"))
    }
}

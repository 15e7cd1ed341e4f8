import Foundation
import Testing
@testable import GlassCompositor

/// Work follows what happens, not the clock: a replay skips the steps where nothing moves and
/// no input comes, in one jump that lands exactly on a step.
@Suite struct IdleSkipTests {
    @Test func theClockSkipsToAStepAndNeverBack() {
        let clock = FixedStepClock(step: 1.0 / 30.0)
        clock.advance()
        clock.skip(toStepAtOrBefore: 86_400)
        let k = (clock.now * 30).rounded()
        #expect(clock.now == k / 30 || clock.now == Double(Int(k)) * (1.0 / 30.0))
        #expect(clock.now <= 86_400 && clock.now > 86_400 - 1.0 / 30.0)
        let there = clock.now
        clock.skip(toStepAtOrBefore: 10)
        #expect(clock.now == there, "never back")
        clock.advance()
        #expect(clock.now > there)
        clock.skip(toStepAtOrBefore: .infinity)
        clock.skip(toStepAtOrBefore: .nan)
        #expect(clock.now > there && clock.now.isFinite)
    }

    /// A one-line script whose event is a day in stepped the fixed clock five million times
    /// (35-93 s) before its one frame; now it jumps. Bounded so a regression fails, not hangs.
    @Test func aScriptWithOneEventADayInReplaysAtOnce() throws {
        let script = NSTemporaryDirectory() + "glass-far-\(UUID().uuidString).jsonl"
        try #"{"t":86400,"type":"wheel","x":100,"y":100,"dy":1}"#.write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script) }
        let out = NSTemporaryDirectory() + "glass-far-out-\(UUID().uuidString).txt"
        defer { unlink(out) }
        let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(fd) }
        let child = try ChildProcess(try ViewerProcess.binary(), ["replay", script], environment: ProcessInfo.processInfo.environment,
                                     stdoutFD: fd, stderrFD: fd)
        let finished = child.waitForExit(timeout: 20)
        if !finished { child.kill(SIGKILL); _ = child.waitForExit(timeout: 5) }
        #expect(finished && child.exitStatus == 0, "replay did not finish: \((try? String(contentsOfFile: out, encoding: .utf8)) ?? "")")
        #expect(((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").contains("replayed 1 events over 86400.00 s"))
    }

    /// With nothing to write per frame, a replay draws only its last frame, and it is the same
    /// frame as the last of a replay that draws them all.
    @Test func aReplayWithNoFramesToWriteDrawsOnlyTheLastAndTheSameOne() throws {
        let script = RepositoryPaths.scenes.appendingPathComponent("bench/mail-navigation.jsonl").path
        let frames = NSTemporaryDirectory() + "glass-replay-frames-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: frames) }
        func replay(_ extra: [String]) throws -> String {
            let out = NSTemporaryDirectory() + "glass-replay-\(UUID().uuidString).txt"
            defer { unlink(out) }
            let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            defer { close(fd) }
            let child = try ChildProcess(try ViewerProcess.binary(), ["replay", script, "--fps", "20"] + extra,
                                         environment: ProcessInfo.processInfo.environment, stdoutFD: fd, stderrFD: fd)
            _ = child.waitForExit(timeout: 120)
            return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        }
        func hash(_ said: String) -> Substring? { said.split(separator: " ").last }
        let all = try replay(["--out", frames]), last = try replay([])
        #expect(last.contains(": 1 frames drawn"), "\(last)")
        #expect(!all.contains(": 1 frames drawn"), "\(all)")
        #expect(hash(all) != nil && hash(all) == hash(last), "\(all)\n\(last)")
    }
}

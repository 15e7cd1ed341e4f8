import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// `scripts/bench`, the bench suite: its options, the pairing of two binaries run by run and
/// the statistics of the paired ratios. The statistics are checked on made-up runs (`--from`
/// summarizes kept runs), the rest on a small real run of the built binary against itself.
@Suite struct BenchSuiteTests {
    private struct Run { var status: Int32?; var stdout: String; var stderr: String }

    private func suite(_ arguments: [String]) throws -> Run {
        guard let python = findExecutable("python3") else { throw ViewerProcess.Failure(description: "python3 is not installed") }
        let path = NSTemporaryDirectory() + "glass-viewer-suite-\(getpid())-\(UUID().uuidString)"
        let out = open(path + ".stdout", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(path + ".stderr", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(out); close(err); unlink(path + ".stdout"); unlink(path + ".stderr") }
        guard out >= 0, err >= 0 else { throw ViewerProcess.Failure(description: "cannot create \(path).*") }
        let script = RepositoryPaths.root.appendingPathComponent("scripts/bench").path
        let child = try ChildProcess(python, [script] + arguments, environment: ProcessInfo.processInfo.environment,
                                     stdoutFD: out, stderrFD: err)
        _ = child.waitForExit(timeout: 120)
        return Run(status: child.exitStatus, stdout: (try? String(contentsOfFile: path + ".stdout", encoding: .utf8)) ?? "",
                   stderr: (try? String(contentsOfFile: path + ".stderr", encoding: .utf8)) ?? "")
    }

    private func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "glass-viewer-suite-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/runs", withIntermediateDirectories: true)
        return folder
    }

    private func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Four pairs whose ratios A/B are 2, 1, 0.5 and 1 (p50) and 1.5, 0.5, 1, 1 (p99): the
    /// median, the range and the quartiles (interpolated between ranks) are known exactly.
    @Test func pairedRatiosAreSummarizedByTheirMedianAndSpread() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = [(2.0, 3.0), (2.0, 3.0), (2.0, 3.0), (2.0, 3.0)]
        let b = [(1.0, 2.0), (2.0, 6.0), (4.0, 3.0), (2.0, 3.0)]
        var runs: [[String: Any]] = []
        for pair in 1...4 {
            for (label, times) in [("A", a[pair - 1]), ("B", b[pair - 1])] {
                let file = "runs/s-\(label)-\(pair).json"
                let report = #"{"frame": {"p50": \#(times.0), "p99": \#(times.1)}, "peak_rss_mb": 90.5}"#
                try report.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
                runs.append(["binary": label, "script": "music", "size": "1920x1080@2", "frames": 300, "pair": pair,
                             "json": file, "status": 0, "peak_rss_mb": label == "A" ? 120.0 : 110.0])
            }
        }
        // A fifth pair whose B run failed: it is counted as failed and left out of the ratios.
        runs.append(["binary": "A", "script": "music", "size": "1920x1080@2", "frames": 300, "pair": 5,
                     "json": "runs/s-A-1.json", "status": 0, "peak_rss_mb": 100.0])
        runs.append(["binary": "B", "script": "music", "size": "1920x1080@2", "frames": 300, "pair": 5,
                     "json": "runs/missing.json", "status": 1, "error": "it broke"])
        let manifest: [String: Any] = ["date": "2025-01-01T00:00:00Z", "machine": "test", "binary": "/a", "against": "/b",
                                       "pairs": 5, "runs": runs]
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: folder + "/runs.json"))

        let run = try suite(["--from", folder])
        #expect(run.status == 0, "\(run.stderr)")
        let table = try json(folder + "/table.json") as? [String: Any]
        let row = (table?["rows"] as? [[String: Any]])?.first
        let ratio = row?["ratio"] as? [String: Any]
        #expect(ratio?["pairs"] as? Int == 4)
        let p50 = ratio?["p50"] as? [String: Double], p99 = ratio?["p99"] as? [String: Double]
        #expect(p50?["median"] == 1.0 && p50?["min"] == 0.5 && p50?["max"] == 2.0, "\(String(describing: p50))")
        #expect(p50?["q1"] == 0.875 && p50?["q3"] == 1.25, "\(String(describing: p50))")
        #expect(p99?["median"] == 1.0 && p99?["min"] == 0.5 && p99?["max"] == 1.5, "\(String(describing: p99))")
        #expect(row?["failed"] as? Int == 1)
        let aStats = row?["A"] as? [String: Any]
        #expect(aStats?["runs"] as? Int == 5 && aStats?["p50"] as? Double == 2.0 && aStats?["peak_rss_mb"] as? Double == 120.0)
        let markdown = try String(contentsOfFile: folder + "/table.md", encoding: .utf8)
        #expect(markdown.contains("| music (1 failed) | 1920x1080@2 | 300 | 2.00 | 3.00 | 2.00 | 3.00 | 1.000 [0.500–2.000] (0.875–1.250) |"), "\(markdown)")
        #expect(markdown.contains("- music 1920x1080@2: it broke"))
    }

    /// The built binary against itself, two pairs of one script at a small size: the runs
    /// alternate A B B A, every one succeeds, and the table holds both pairs' ratios.
    @Test func aBinaryAgainstItselfAlternatesRunByRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let binary = try ViewerProcess.binary()
        let run = try suite(["--binary", binary, "--against", binary, "--scripts", "default", "--sizes", "320x200",
                             "--frames", "40", "--pairs", "2", "--out", folder])
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try json(folder + "/runs.json") as? [String: Any]
        let runs = manifest?["runs"] as? [[String: Any]] ?? []
        #expect(runs.map { $0["binary"] as? String ?? "?" } == ["A", "B", "B", "A"])
        #expect(runs.allSatisfy { $0["status"] as? Int == 0 && $0["size"] as? String == "320x200@1" })
        #expect(runs.allSatisfy { ($0["peak_rss_mb"] as? Double ?? 0) > 1 }, "\(runs)")
        let rows = (try json(folder + "/table.json") as? [String: Any])?["rows"] as? [[String: Any]] ?? []
        #expect(rows.count == 1)
        let ratio = rows.first?["ratio"] as? [String: Any]
        #expect(ratio?["pairs"] as? Int == 2)
        #expect(((ratio?["p50"] as? [String: Double])?["median"] ?? 0) > 0)
        #expect(run.stdout.contains("| default | 320x200@1 | 40 |"), "\(run.stdout)")
    }

    /// A size a script says it is not for (its meta line's "sizes": mail-menu-scroll's menu
    /// fits a window 1080 points tall) is skipped, not measured, and the table says why; the
    /// sizes it is for still run.
    @Test func aSizeTheScriptIsNotForIsSkippedWithItsReason() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try suite(["--binary", try ViewerProcess.binary(), "--scripts", "mail-menu-scroll",
                             "--sizes", "3840x2160@2,3840x2160", "--out", folder])
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try json(folder + "/runs.json") as? [String: Any]
        // 3840x2160 @1 is not one of its sizes either: nothing ran.
        #expect((manifest?["runs"] as? [Any])?.isEmpty == true)
        let skipped = manifest?["skipped"] as? [[String: Any]] ?? []
        #expect(skipped.map { $0["size"] as? String ?? "?" } == ["3840x2160@2", "3840x2160@1"])
        #expect(run.stdout.contains("| mail-menu-scroll | 3840x2160@2 | skipped | — | — | — | — |"), "\(run.stdout)")
        #expect(run.stdout.contains("- mail-menu-scroll 3840x2160@2: in a window 1080 points tall the Move to menu fits"), "\(run.stdout)")
        // Summarized again from the kept runs, it says the same.
        #expect(try suite(["--from", folder]).stdout.contains("| mail-menu-scroll | 3840x2160@2 | skipped |"))
    }

    @Test(arguments: [(["--sizes", "1920x"], "--sizes: '1920x' is not WxH or WxH@SCALE"),
                      (["--sizes", "100x100@9"], "is out of range"),
                      (["--scripts", "no-such-script"], "no script in Scenes/bench/ matches 'no-such-script'"),
                      (["--pairs", "0"], "--pairs must be 1 to 1000"),
                      (["--binary", "/nonexistent/glass-viewer"], "--binary /nonexistent/glass-viewer: not an executable file")])
    func badOptionsAreRefusedBeforeAnyRun(_ arguments: [String], _ message: String) throws {
        let run = try suite(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func helpNamesTheOptions() throws {
        let run = try suite(["--help"])
        #expect(run.status == 0)
        for option in ["--against", "--sizes", "--scripts", "--pairs", "--out", "--frames", "--from"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }
}

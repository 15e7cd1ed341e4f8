import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `glass-viewer check` says which files it found good, skips the JSON Schema that
/// `Scenes/*.json` also matches, and calls a huge number too large. Runs the built binary;
/// needs no X server.
@Suite struct CheckCommandTests {
    /// Runs `glass-viewer check arguments...`; returns its exit status, stdout and stderr.
    private func check(_ arguments: [String]) throws -> (status: Int32?, stdout: String, stderr: String) {
        let path = NSTemporaryDirectory() + "glass-viewer-check-\(getpid())-\(UUID().uuidString).stdout"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ViewerProcess.Failure(description: "cannot create \(path)") }
        defer { close(fd); unlink(path) }
        let errPath = path + ".stderr"
        let errFD = open(errPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard errFD >= 0 else { throw ViewerProcess.Failure(description: "cannot create \(errPath)") }
        defer { close(errFD); unlink(errPath) }
        let child = try ChildProcess(try ViewerProcess.binary(), ["check"] + arguments,
                                     environment: ProcessInfo.processInfo.environment, stdoutFD: fd, stderrFD: errFD)
        _ = child.waitForExit(timeout: 30)
        return (child.exitStatus, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    private func scene(_ name: String) -> String { RepositoryPaths.scenes.appendingPathComponent(name).path }

    @Test func everyGoodFileIsNamedOk() throws {
        let files = [scene("music.json"), scene("mail.json")]
        let (status, out, err) = try check(files)
        #expect(status == 0, "\(err)")
        #expect(out == files.map { "\($0): ok\n" }.joined())
        #expect(err.isEmpty)
    }

    /// What `check Scenes/*.json` passes: the schema among the scenes is skipped with a note,
    /// not checked as a scene (seven errors), and the run passes.
    @Test func theSchemaInAGlobIsSkippedWithANote() throws {
        let (status, out, err) = try check([scene("default.json"), scene("scene.schema.json"), scene("tv.json")])
        #expect(status == 0, "\(err)")
        #expect(out == "\(scene("default.json")): ok\n\(scene("tv.json")): ok\n")
        #expect(err == "glass-viewer: \(scene("scene.schema.json")): skipped, a JSON Schema (not a scene)\n")
    }

    /// Only schemas means nothing was checked: that is not a pass.
    @Test func onlyASchemaChecksNothingAndFails() throws {
        let (status, out, err) = try check([scene("scene.schema.json")])
        #expect(status == 1)
        #expect(out.isEmpty)
        #expect(err.contains("check found no scene among its files"))
    }

    /// A bad file among good ones: the good are still named, the bad one's error is on stderr.
    @Test(arguments: [("1e300", "columns 1e+300 is too large (expected a whole number in 1...12)"),
                      ("1" + String(repeating: "0", count: 400), "number too large"),
                      ("12345678901234567890", "columns 1.2345678901234567e+19 is too large")])
    func aHugeNumberIsTooLargeNotAFraction(_ number: String, _ message: String) throws {
        let path = NSTemporaryDirectory() + "glass-viewer-check-\(getpid())-\(UUID().uuidString).json"
        defer { unlink(path) }
        let text = #"{"tabs": [{"title": "Home", "screen": {"items": [{"kind": "grid", "columns": "# + number + #", "tiles": []}]}}]}"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let (status, out, err) = try check([scene("maps.json"), path])
        #expect(status == 1)
        #expect(out == "\(scene("maps.json")): ok\n")
        #expect(err.contains(message), "\(err)")
        #expect(!err.contains("fraction"), "\(err)")
    }
}

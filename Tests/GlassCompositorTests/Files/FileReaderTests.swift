import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// `FileReader` reads regular files only, checks the size before reading, and turns every
/// failure into a `FileError` naming the path and the call, without blocking or trapping.
@Suite struct FileReaderTests {
    let folder = TemporaryFolder()

    @Test func readsARegularFile() throws {
        let path = folder.file("a.txt", "hello")
        #expect(try FileReader.read(path, limit: 100) == Array("hello".utf8))
        #expect(try FileReader.readPrefix(path, count: 3, limit: 100) == Array("hel".utf8))
        #expect(try FileReader.readPrefix(path, count: 30, limit: 100) == Array("hello".utf8))
    }

    @Test func readsAnEmptyFile() throws {
        #expect(try FileReader.read(folder.file("empty", ""), limit: 10) == [])
    }

    @Test func refusesWhatIsNotAFile() throws {
        let fifo = folder.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases: [(String, String)] = [(folder.root, "is a folder, not a file"), (fifo, "is a FIFO (named pipe), not a file"),
                                         ("/dev/zero", "is a device, not a file"), ("/dev/null", "is a device, not a file")]
        for (path, reason) in cases {
            // Opening the FIFO must not wait for a writer: this returns at once.
            #expect(throws: FileError(path: path, reason: reason)) { try FileReader.read(path, limit: 1 << 20) }
            #expect(throws: FileError(path: path, reason: reason)) { try FileReader.readPrefix(path, count: 24, limit: 1 << 20) }
        }
    }

    @Test func aMissingFileSaysSo() throws {
        let path = folder.path("nowhere")
        let error = try #require(throws: FileError.self) { try FileReader.read(path, limit: 10) }
        #expect(error.reason == "no such file" && error.call == "open" && error.errno == ENOENT)
    }

    @Test func aReadErrorIsThrownNamingTheCall() throws {
        // /proc/self/mem is a regular file of size 0 whose read at offset 0 fails with EIO:
        // the FileHandle read that stood here trapped on it.
        let error = try #require(throws: FileError.self) { try FileReader.read("/proc/self/mem", limit: 1 << 20) }
        #expect(error.call == "read" && error.errno == EIO)
        #expect(error.description == "/proc/self/mem: cannot be read: Input/output error (read)")
    }

    @Test func theSizeIsCheckedBeforeReading() throws {
        // A sparse 3 GiB file: refused from fstat alone, so this takes no time and no memory.
        let path = folder.path("huge.json")
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        #expect(ftruncate(fd, 3 << 30) == 0)
        close(fd)
        let start = Date()
        #expect(throws: FileError(path: path, reason: "is larger than 16 MiB (3 GiB)")) { try FileReader.read(path, limit: 16 << 20) }
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func theLimitHoldsWhenTheSizeIsNotKnownAhead() throws {
        // Files in /proc report 0 bytes; the read loop still stops past the limit.
        #expect(!(try FileReader.read("/proc/self/status", limit: 1 << 20)).isEmpty)
        #expect(throws: FileError(path: "/proc/self/status", reason: "is larger than 16 bytes")) {
            try FileReader.read("/proc/self/status", limit: 16)
        }
    }

    @Test func identityFollowsTheFile() throws {
        let path = folder.file("img", "one")
        let (_, first) = try FileReader.readWithIdentity(path, limit: 100)
        #expect(first == FileIdentity(path: path))
        _ = folder.file("img.new", "other contents")
        #expect(rename(folder.path("img.new"), path) == 0)
        let second = try #require(FileIdentity(path: path))
        #expect(second != first && !second.isSameFile(as: first))
    }

    @Test func byteCountsReadNaturally() {
        #expect(ByteCount.text(16 << 20) == "16 MiB")
        #expect(ByteCount.text(Int64(3) << 30) == "3 GiB")
        #expect(ByteCount.text(1536) == "1.5 KiB")
        #expect(ByteCount.text(12) == "12 bytes")
    }
}

/// A folder under the system's temporary folder, removed with everything in it when the
/// value is released.
final class TemporaryFolder {
    let root: String

    init() {
        var template = Array((NSTemporaryDirectory() + "glass-viewer-test-XXXXXX").utf8CString)
        root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit {
        // Files in a test folder may be made unwritable on purpose; make them removable first.
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ name: String) -> String { "\(root)/\(name)" }

    /// Writes `contents` to `name` and returns its path.
    @discardableResult
    func file(_ name: String, _ contents: String) -> String {
        let p = path(name)
        FileManager.default.createFile(atPath: p, contents: Data(contents.utf8))
        return p
    }
}

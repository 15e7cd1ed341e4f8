import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// `SafeFileWriter` replaces a file only with a complete new one (temporary file, fsync,
/// rename), refuses targets that are not regular files or are the command's inputs, and
/// leaves the old file and no temporary file behind when writing fails.
@Suite(.serialized) struct SafeFileWriterTests {
    let folder = TemporaryFolder()

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    /// Files in the folder other than the ones the test made: leftover temporary files.
    func temporaryFiles(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    @Test func writesANewFileAndReplacesAnOldOne() throws {
        let path = folder.path("out.json")
        try SafeFileWriter().write("first", to: path)
        #expect(contents(path) == "first")
        #expect(chmod(path, 0o640) == 0)
        try SafeFileWriter().write("second", to: path)
        #expect(contents(path) == "second")
        var s = stat()
        #expect(stat(path, &s) == 0 && s.st_mode & 0o777 == 0o640, "the old file's permissions are kept")
        #expect(temporaryFiles(in: folder.root).isEmpty)
    }

    @Test func refusesToOverwriteAnInputByAnyName() throws {
        let scene = folder.file("s.json", "{}")
        #expect(link(scene, folder.path("hard.json")) == 0)
        #expect(symlink(scene, folder.path("soft.json")) == 0)
        let writer = SafeFileWriter(inputs: [try #require(InputFile(scene, role: "scene"))])
        for name in ["s.json", "hard.json", "soft.json", "./s.json"] {
            let target = name.hasPrefix(".") ? "\(folder.root)/\(name)" : folder.path(name)
            #expect(throws: FileError(path: target, reason: "would overwrite the input scene \(scene)")) {
                try writer.write("oops", to: target)
            }
        }
        #expect(contents(scene) == "{}")
    }

    @Test func refusesTargetsThatAreNotFiles() throws {
        let fifo = folder.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(symlink("/dev/null", folder.path("to-device")) == 0)
        #expect(symlink(folder.path("nothing"), folder.path("dangling")) == 0)
        let cases: [(String, String)] = [
            (folder.root, "is a folder, not a file"),
            (fifo, "is a FIFO (named pipe), not a file"),
            ("/dev/null", "is a device, not a file"),
            (folder.path("to-device"), "is a symbolic link to a device, not to a file"),
            (folder.path("dangling"), "is a symbolic link to a file that does not exist"),
            (folder.path("missing/out.png"), "the folder \(folder.path("missing")) does not exist"),
            (folder.path("fifo/out.png"), "\(fifo) is not a folder"),
        ]
        for (path, reason) in cases {
            #expect(throws: FileError(path: path, reason: reason)) { try SafeFileWriter().write("x", to: path) }
        }
        var s = stat()
        #expect(lstat(folder.path("to-device"), &s) == 0 && FileKind(mode: s.st_mode) == .symbolicLink)
        #expect(temporaryFiles(in: folder.root).isEmpty)
    }

    @Test func writesThroughASymbolicLinkToAFile() throws {
        let real = folder.file("real.png", "old")
        let link = folder.path("link.png")
        #expect(symlink(real, link) == 0)
        try SafeFileWriter().write("new", to: link)
        #expect(contents(real) == "new")
        var s = stat()
        #expect(lstat(link, &s) == 0 && FileKind(mode: s.st_mode) == .symbolicLink, "the link stays a link")
    }

    /// Fails the writer's `write` calls after `after` bytes the way a full disk does.
    static func failingWrites(after limit: Int, errno code: Int32 = ENOSPC) -> WriterCalls {
        nonisolated(unsafe) var written = 0
        return WriterCalls(write: { fd, buffer, count in
            guard written < limit else { errno = code; return -1 }
            let n = Glibc.write(fd, buffer, min(count, limit - written))
            if n > 0 { written += n }
            return n
        }, fsync: { Glibc.fsync($0) })
    }

    @Test func aFailedWriteLeavesTheOldFile() throws {
        let path = folder.file("frame.png", "the old, good frame")
        let writer = SafeFileWriter(calls: Self.failingWrites(after: 5))
        let error = try #require(throws: FileError.self) { try writer.write(String(repeating: "n", count: 100), to: path) }
        #expect(error.reason == "no space left on the device (write)" && error.call == "write")
        #expect(contents(path) == "the old, good frame")
        #expect(temporaryFiles(in: folder.root).isEmpty)
    }

    @Test func aFailedFsyncLeavesTheOldFile() throws {
        let path = folder.file("report.json", "old")
        let writer = SafeFileWriter(calls: WriterCalls(write: { Glibc.write($0, $1, $2) }, fsync: { _ in errno = EIO; return -1 }))
        #expect(throws: FileError(path: path, reason: "Input/output error (fsync)", call: "fsync", errno: EIO)) {
            try writer.write("new", to: path)
        }
        #expect(contents(path) == "old")
        #expect(temporaryFiles(in: folder.root).isEmpty)
    }

    @Test func aStreamReplacesItsTargetOnlyWhenCommitted() throws {
        let path = folder.file("events.jsonl", "old log\n")
        let stream = try SafeFileWriter().open(path)
        try stream.write("line 1\n")
        try stream.write("line 2\n")
        #expect(contents(path) == "old log\n", "the target is untouched while the stream is open")
        #expect(contents(stream.temporaryPath) == "line 1\nline 2\n")
        try stream.commit()
        #expect(contents(path) == "line 1\nline 2\n")

        let abandoned = try SafeFileWriter().open(path)
        try abandoned.write("half")
        abandoned.abandon()
        #expect(contents(path) == "line 1\nline 2\n")
        #expect(temporaryFiles(in: folder.root).isEmpty)
    }

    @Test func aPublishedStreamIsReadWhileItGrows() throws {
        let path = folder.file("events.jsonl", "old log\n")
        let stream = try SafeFileWriter().open(path)
        try stream.write("first\n")
        #expect(contents(path) == "old log\n")
        try stream.publish()
        #expect(contents(path) == "first\n", "published: the new file is in place")
        try stream.write("second\n")
        #expect(contents(path) == "first\nsecond\n", "later lines are appended where readers follow them")
        try stream.commit()
        #expect(contents(path) == "first\nsecond\n")
        #expect(temporaryFiles(in: folder.root).isEmpty)
    }

    /// A real full disk: a 256 KiB tmpfs (needs root and mount; otherwise the mocked write
    /// failure above stands for it, and this test says so and passes).
    @Test func aFullDiskLeavesTheOldFile() throws {
        let mountPoint = folder.path("small")
        #expect(mkdir(mountPoint, 0o755) == 0)
        guard geteuid() == 0, findExecutable("mount") != nil,
              runQuietly("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint]) else {
            print("SafeFileWriterTests: no tmpfs mount here; the disk-full case is covered by the mocked write failure")
            return
        }
        defer { _ = runQuietly("umount", [mountPoint]) }
        let path = "\(mountPoint)/frame.png"
        try SafeFileWriter().write("the old, good frame", to: path)
        let big = [UInt8](repeating: 7, count: 1 << 20)
        let error = try #require(throws: FileError.self) { try SafeFileWriter().write(big, to: path) }
        #expect(error.errno == ENOSPC, "\(error)")
        #expect(contents(path) == "the old, good frame")
        #expect(temporaryFiles(in: mountPoint).isEmpty, "the temporary file is removed, freeing the space")
        try SafeFileWriter().write("fits again", to: path)
        #expect(contents(path) == "fits again")
    }

    @Test func makesFoldersAndRefusesFilesInTheirPlace() throws {
        let nested = folder.path("a/b/c")
        try SafeFileWriter.makeFolder(nested)
        #expect(FileReader.kind(of: nested) == .folder)
        try SafeFileWriter.makeFolder(nested)
        let file = folder.file("plain", "x")
        #expect(throws: FileError(path: file, reason: "is a file, not a folder")) { try SafeFileWriter.makeFolder(file) }
    }
}

/// Runs a tool to completion with its output discarded; true when it exited 0.
func runQuietly(_ tool: String, _ arguments: [String], timeout: Double = 20) -> Bool {
    guard let path = findExecutable(tool), let child = try? ChildProcess(path, arguments, environment: ProcessInfo.processInfo.environment) else {
        return false
    }
    guard child.waitForExit(timeout: timeout) else { child.kill(SIGKILL); _ = child.waitForExit(timeout: 5); return false }
    return child.exitStatus == 0
}

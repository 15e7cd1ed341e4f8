import Foundation
import GlassCompositor

/// Reads an interaction script named on the command line.
func loadScript(_ path: String) throws -> InteractionScript {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("\(path): cannot read the script (\(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"))")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw UsageError("\(path): the script is not UTF-8 text") }
    return try InteractionScript.parse(text, file: path)
}

/// Opens a file for line-by-line output (`--log`, `--record`), failing with a clear message.
final class LineWriter {
    private let handle: UnsafeMutablePointer<FILE>
    let path: String

    init(path: String) throws {
        guard let h = fopen(path, "w") else {
            throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        handle = h
        self.path = path
    }

    func write(_ line: String) {
        fputs(line + "\n", handle)
        fflush(handle)
    }

    deinit { fclose(handle) }
}

import Foundation
@testable import GlassCompositor

/// Icon themes made in a temporary folder: base folders holding theme folders with an
/// `index.theme` and icon files, as a desktop installs them.
final class IconFixture {
    let folder = TemporaryFolder()

    /// A base folder (created), as `$XDG_DATA_HOME/icons` or `/usr/share/icons` would be.
    func base(_ name: String) -> String {
        let path = folder.path(name)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` to `path` under `base`, making the folders on the way.
    func write(_ text: String, to path: String, in base: String) {
        write(Array(text.utf8), to: path, in: base)
    }

    func write(_ bytes: [UInt8], to path: String, in base: String) {
        let full = "\(base)/\(path)"
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(bytes))
    }

    /// An `index.theme` whose folders are `directories` (path, size, type, extra keys).
    func theme(_ name: String, in base: String, inherits: [String] = [],
               directories: [(path: String, size: Int, type: String, extra: String)]) {
        var text = "[Icon Theme]\nName=\(name)\n"
        if !inherits.isEmpty { text += "Inherits=\(inherits.joined(separator: ","))\n" }
        text += "Directories=\(directories.map(\.path).joined(separator: ","))\n"
        for d in directories { text += "\n[\(d.path)]\nSize=\(d.size)\nType=\(d.type)\n\(d.extra)" }
        write(text, to: "\(name)/index.theme", in: base)
    }

    /// A PNG of `side` pixels filled with `pixel` (premultiplied ARGB).
    func png(_ path: String, in base: String, side: Int, pixel: UInt32) throws {
        guard let s = Surface(width: side, height: side) else { return }
        for y in 0..<side { for x in 0..<side { s[x, y] = pixel } }
        write(try PNGFile.encode(s), to: path, in: base)
    }

    /// An SVG square filled with `fill`.
    func svg(_ path: String, in base: String, fill: String = "#000") {
        write(#"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="\#(fill)"/></svg>"#,
              to: path, in: base)
    }
}

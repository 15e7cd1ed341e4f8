import Foundation
import Testing
@testable import GlassCompositor

/// Issue 36, item 5: a broken PNG is refused with what is wrong with it, where it is named:
/// by scene decoding (so `check` and `render` exit 1 with the `src`'s file, line and path)
/// and by the replay screenshot loader (which called all of them "out of memory").
@Suite struct BrokenPNGTests {
    let folder = TemporaryFolder()

    /// The kinds of broken file, each made from a valid PNG, with the words that must say why.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case truncated, headerOnly, paletteWithoutPLTE, impossibleChunkLength, chunkLengthPastTheEnd, corruptImageData
        var description: String { rawValue }
    }

    static let reasons: [Kind: String] = [
        .truncated: "truncated image data: chunk IDAT length",
        .headerOnly: "header only: no image data (no IDAT chunk)",
        .paletteWithoutPLTE: "palette image without a PLTE chunk",
        .impossibleChunkLength: "chunk IDAT has the impossible length 4294967280",
        .chunkLengthPastTheEnd: "chunk IDAT length 2147483632 past the end of the file",
        .corruptImageData: "corrupt or truncated image data",
    ]

    /// A valid 16×16 PNG as the project writes it.
    func validPNG() throws -> [UInt8] {
        let s = try #require(Surface(width: 16, height: 16))
        for y in 0..<16 { for x in 0..<16 { s[x, y] = 0xff00_0000 | UInt32(x * 16) << 16 | UInt32(y * 16) } }
        let path = folder.path("valid.png")
        try PNGFile.write(s, to: path)
        return try FileReader.read(path, limit: 1 << 20)
    }

    /// The offset of the first chunk of `type`.
    func chunk(_ type: String, in bytes: [UInt8]) throws -> Int {
        var offset = 8
        while offset + 8 <= bytes.count {
            if Array(bytes[offset + 4..<offset + 8]) == Array(type.utf8) { return offset }
            offset += be32(bytes, offset) + 12
        }
        throw PNGFile.Error(path: "test", reason: "no \(type)")
    }

    func be32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    func put32(_ b: inout [UInt8], _ i: Int, _ v: UInt32) { for k in 0..<4 { b[i + k] = UInt8(v >> (24 - 8 * UInt32(k)) & 0xff) } }

    /// Sets the CRC of the chunk at `offset` to match its (edited) contents.
    func fixCRC(_ b: inout [UInt8], _ offset: Int) {
        let length = be32(b, offset)
        put32(&b, offset + 8 + length, CRC32.of(b[offset + 4..<offset + 8 + length]))
    }

    func broken(_ kind: Kind) throws -> [UInt8] {
        var b = try validPNG()
        let idat = try chunk("IDAT", in: b)
        switch kind {
        case .truncated: b.removeLast(b.count - idat - 20)
        case .headerOnly: b.removeLast(b.count - 33)
        case .paletteWithoutPLTE:
            b[8 + 8 + 8] = 8; b[8 + 8 + 9] = 3 // bit depth 8, colour type 3 (palette)
            fixCRC(&b, 8)
        case .impossibleChunkLength: put32(&b, idat, 0xffff_fff0)
        case .chunkLengthPastTheEnd: put32(&b, idat, 0x7fff_fff0)
        case .corruptImageData:
            // The structure stays sound (lengths and CRCs right), the compressed data is cut:
            // only libpng can find this one.
            let length = be32(b, idat)
            b.removeSubrange(idat + 8 + length / 2..<idat + 8 + length)
            put32(&b, idat, UInt32(length - length / 2))
            fixCRC(&b, idat)
        }
        return b
    }

    @Test func theValidImageDecodes() throws {
        let surface = try PNGFile.decode(try validPNG(), path: "valid.png")
        #expect(surface.width == 16 && surface[15, 15] == 0xfff0_00f0)
        #expect(PNGStructure.problem(try validPNG()) == nil)
    }

    @Test(arguments: Kind.allCases)
    func isRefusedWithItsReason(_ kind: Kind) throws {
        let reason = try #require(Self.reasons[kind])
        let error = try #require(throws: PNGFile.Error.self) { try PNGFile.decode(try broken(kind), path: "b.png") }
        #expect(error.reason.contains(reason), "\(error.reason)")
        #expect(error.reason.hasPrefix("is not a valid PNG: "), "\(error.reason)")
    }

    @Test(arguments: Kind.allCases)
    func sceneLoadingNamesTheSrc(_ kind: Kind) throws {
        let reason = try #require(Self.reasons[kind])
        let name = "broken-\(kind).png"
        FileManager.default.createFile(atPath: folder.path(name), contents: Data(try broken(kind)))
        let scene = #"{"tabs": [{"title": "Home", "screen": {"items": [{"kind": "image", "src": "\#(name)"}]}}]}"#
        let error = try #require(throws: SceneLoadError.self) { try SceneDecoder.decode(scene, file: "s.json", baseDirectory: folder.root) }
        let line = try #require(error.diagnostics.map(\.description).first)
        #expect(error.diagnostics.count == 1)
        #expect(line.hasPrefix("s.json:1:75: error: image \"\(name)\" is not a valid PNG: "), "\(line)")
        #expect(line.contains(reason) && line.hasSuffix("(at $.tabs[0].screen.items[0].src)"), "\(line)")
    }

    @Test(arguments: Kind.allCases)
    func theReplayScreenshotLoaderSaysWhy(_ kind: Kind) throws {
        let reason = try #require(Self.reasons[kind])
        let report = folder.path("report-\(kind)")
        try SafeFileWriter.makeFolder(report)
        FileManager.default.createFile(atPath: "\(report)/\(BugReport.reportFile)", contents: Data("{}".utf8))
        FileManager.default.createFile(atPath: "\(report)/\(BugReport.recordingFile)", contents: Data())
        FileManager.default.createFile(atPath: "\(report)/\(BugReport.screenshotFile)", contents: Data(try broken(kind)))
        let error = try #require(throws: PNGFile.Error.self) { try BugReport.load(report) }
        #expect(error.description.hasPrefix("\(report)/\(BugReport.screenshotFile): is not a valid PNG: "), "\(error)")
        #expect(error.description.contains(reason), "\(error)")
        #expect(!error.description.hasSuffix("(out of memory)"), "\(error)")
    }
}

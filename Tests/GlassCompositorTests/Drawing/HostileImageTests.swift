import Foundation
import Testing
@testable import GlassCompositor

/// A hostile image file (cut short, a header that lies about its size, a wrong name, garbage)
/// is refused with a message naming the file and what is wrong, where the scene names it;
/// never a trap, a hang or a decoder's gigabyte allocation.
@Suite struct HostileImageTests {
    let folder = TemporaryFolder()

    func fixture(_ name: String) throws -> [UInt8] {
        try FileReader.read("\(ImageFormatsTests.images)/\(name)", limit: 1 << 20)
    }

    /// The one diagnostic a scene showing `bytes` as `name` gets.
    func diagnostic(_ bytes: [UInt8], named name: String) throws -> String {
        FileManager.default.createFile(atPath: folder.path(name), contents: Data(bytes))
        let scene = #"{"tabs": [{"title": "Home", "screen": {"items": [{"kind": "image", "src": "\#(name)"}]}}]}"#
        let error = try #require(throws: SceneLoadError.self) { try SceneDecoder.decode(scene, file: "s.json", baseDirectory: folder.root) }
        #expect(error.diagnostics.count == 1)
        let d = try #require(error.diagnostics.first)
        #expect(d.file == "s.json" && d.line == 1 && d.path == "$.tabs[0].screen.items[0].src")
        return d.message
    }

    @Test func scenesShowJPEGWebPAndSVG() throws {
        for name in ["photo.jpg", "photo.webp", "badge.webp"] {
            FileManager.default.createFile(atPath: folder.path(name), contents: Data(try fixture(name)))
        }
        folder.file("mark.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>"#)
        let scene = #"{"tabs": [{"title": "Home", "screen": {"items": [{"kind": "image", "src": "photo.jpg"}, {"kind": "image", "src": "photo.webp"}, {"kind": "image", "src": "badge.webp"}, {"kind": "image", "src": "mark.svg"}]}}]}"#
        _ = try SceneDecoder.decode(scene, file: "s.json", baseDirectory: folder.root)
    }

    @Test func aCutJPEGIsRefused() throws {
        let jpeg = try fixture("photo.jpg")
        // Cut inside the image data, and cut inside the headers before the size.
        let data = try diagnostic(Array(jpeg.prefix(jpeg.count / 2)), named: "cut.jpg")
        #expect(data.hasPrefix("image \"cut.jpg\" is not a valid JPEG: "), "\(data)")
        let header = try diagnostic(Array(jpeg.prefix(12)), named: "head.jpg")
        #expect(header == "image \"head.jpg\" is not a valid JPEG: its header gives no image size (the file is cut short or corrupt)")
    }

    @Test func aCutWebPIsRefused() throws {
        let webp = try fixture("photo.webp")
        let message = try diagnostic(Array(webp.prefix(webp.count - 100)), named: "cut.webp")
        #expect(message.hasPrefix("image \"cut.webp\" is not a valid WebP: "), "\(message)")
    }

    @Test func aCutPNGIsRefusedByItsStructure() throws {
        let png = try fixture("photo.png")
        let message = try diagnostic(Array(png.prefix(png.count - 30)), named: "cut.png")
        #expect(message.hasPrefix("image \"cut.png\" is not a valid PNG: truncated"), "\(message)")
    }

    @Test func aJPEGThatClaimsHugeDimensionsIsRefusedBeforeDecoding() throws {
        var jpeg = try fixture("photo.jpg")
        // The start-of-frame segment's height and width, set to 65535×65535.
        var i = 2
        while !(jpeg[i] == 0xff && jpeg[i + 1] == 0xc0) { i += 2 + (Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])) }
        for k in 5...8 { jpeg[i + k] = 0xff }
        #expect(try diagnostic(jpeg, named: "huge.jpg") == "image \"huge.jpg\" is 65535×65535 pixels, larger than 8192×8192")
    }

    @Test func aWebPThatClaimsHugeDimensionsIsRefusedBeforeDecoding() throws {
        // An extended WebP whose canvas is 16 million pixels a side.
        var webp = Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0]
        webp += [0, 0, 0, 0] + [0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
        #expect(try diagnostic(webp, named: "huge.webp") == "image \"huge.webp\" is 16777216×16777216 pixels, larger than 8192×8192")
    }

    @Test func aFileNamedAsAnotherFormatIsCalledWhatItIs() throws {
        #expect(try diagnostic(fixture("photo.jpg"), named: "photo.png") == "image \"photo.png\" is a JPEG image named as a PNG (rename it to .jpg)")
        #expect(try diagnostic(fixture("photo.png"), named: "photo.webp") == "image \"photo.webp\" is a PNG image named as a WebP (rename it to .png)")
    }

    @Test func garbageIsNotAnImage() throws {
        #expect(try diagnostic(Array("hello, world".utf8), named: "notes.jpg")
                == "image \"notes.jpg\" is not a JPEG file")
        #expect(try diagnostic(Array("hello, world".utf8), named: "notes.txt") == "image \"notes.txt\" is not a PNG, JPEG, WebP or SVG image")
        #expect(try diagnostic([], named: "empty.png") == "image \"empty.png\" is empty, not a PNG, JPEG, WebP or SVG image")
        #expect(try diagnostic(Array("<svg xmlns='http://www.w3.org/2000/svg'><rect".utf8), named: "cut.svg").hasPrefix("image \"cut.svg\" is not a valid SVG: "))
        #expect(try diagnostic(Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8), named: "nosize.svg")
                == "image \"nosize.svg\" is an SVG without a size: give its <svg> a width and height or a viewBox")
    }

    /// Seeded damage to each format: never a trap; what decodes is within the limits.
    @Test func damagedFilesNeverTrap() throws {
        var rng = SeededRandom(seed: 8)
        for name in ["photo.jpg", "photo.webp", "badge.webp", "photo.png"] {
            let good = try fixture(name)
            for _ in 0..<150 {
                var bytes = good
                for _ in 0..<Int(rng.next() % 8) + 1 { bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next()) }
                if rng.next() % 3 == 0 { bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count)))) }
                if let s = try? ImageFile.decode(bytes, path: name) {
                    #expect(ImageHeader.refusal(width: s.width, height: s.height) == nil)
                }
            }
        }
    }
}

import Foundation
import Testing
@testable import GlassCompositor

/// Scene images load through gdk-pixbuf (JPEG, WebP), cairo (PNG) and librsvg (SVG) into
/// premultiplied BGRA: each format gives the picture its PNG gives, within what its compression loses.
@Suite struct ImageFormatsTests {
    static let images = RepositoryPaths.root.appendingPathComponent("Tests/GlassCompositorTests/Drawing/Images").path
    let folder = TemporaryFolder()

    func load(_ name: String) throws -> Surface { try ImageFile.read("\(Self.images)/\(name)") }

    /// The largest difference of any channel of any pixel (premultiplied, 0...255).
    func largestDifference(_ a: Surface, _ b: Surface) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    worst = max(worst, abs(Int(a[x, y] >> shift & 0xff) - Int(b[x, y] >> shift & 0xff)))
                }
            }
        }
        return worst
    }

    @Test func jpegAndWebPShowThePicturesPNG() throws {
        let png = try load("photo.png")
        for name in ["photo.jpg", "photo.webp"] {
            let other = try load(name)
            #expect(other.width == 64 && other.height == 48, "\(name)")
            // Quality 95 on a smooth gradient: a few levels from the original.
            #expect(largestDifference(png, other) <= 8, "\(name)")
        }
    }

    @Test func losslessWebPWithAlphaIsThePNGExactly() throws {
        let png = try load("badge.png"), webp = try load("badge.webp")
        #expect(largestDifference(png, webp) == 0)
        // Premultiplied: the half-transparent blue circle's centre, the opaque red square.
        #expect(png[16, 20] >> 24 == 0x80 && png[16, 20] & 0xff <= 0x80)
        #expect(png[4, 4] == 0xffff_3040)
        #expect(png[30, 30] == 0)
    }

    @Test func aJPEGIsTurnedAsItsOrientationTagSays() throws {
        // The sideways picture (stored 20×40) with an EXIF tag saying "turn 90° clockwise".
        var bytes = try FileReader.read("\(Self.images)/sideways.jpg", limit: 1 << 20)
        let tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let exif = Array("Exif".utf8) + [0, 0] + tiff
        let length = exif.count + 2
        bytes.insert(contentsOf: [0xff, 0xe1, UInt8(length >> 8), UInt8(length & 0xff)] + exif, at: 2)
        let turned = try ImageFile.decode(bytes, path: "sideways.jpg")
        let upright = try load("upright.jpg")
        #expect(turned.width == 40 && turned.height == 20)
        #expect(largestDifference(turned, upright) <= 12)
    }

    @Test func anSVGIsDrawnAtTheRasterSide() throws {
        let svg = ##"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="20" height="20" fill="#ff0000"/></svg>"##
        let s = try ImageFile.decode(Array(svg.utf8), path: "wide.svg")
        #expect(s.width == SVGRaster.rasterSide && s.height == SVGRaster.rasterSide / 2)
        #expect(s[10, 10] == 0xffff_0000 && s[s.width - 10, 10] == 0)
    }

    @Test func anSVGCannotReadOtherFiles() throws {
        let png = "\(Self.images)/photo.png"
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8"><image width="8" height="8" xlink:href="file://\#(png)"/></svg>"#
        let s = try ImageFile.decode(Array(svg.utf8), path: "peek.svg")
        #expect((0..<s.height).allSatisfy { y in (0..<s.width).allSatisfy { s[$0, y] == 0 } })
    }

    @Test func headerSizesAreReadWithoutDecoding() throws {
        let jpeg = try FileReader.read("\(Self.images)/photo.jpg", limit: 1 << 20)
        #expect(ImageHeader.jpegSize(jpeg).map { [$0.width, $0.height] } == [64, 48])
        let lossy = try FileReader.read("\(Self.images)/photo.webp", limit: 1 << 20)
        #expect(ImageHeader.webpSize(lossy).map { [$0.width, $0.height] } == [64, 48])
        let lossless = try FileReader.read("\(Self.images)/badge.webp", limit: 1 << 20)
        #expect(ImageHeader.webpSize(lossless).map { [$0.width, $0.height] } == [32, 32])
    }
}

/// Whether a JPEG or WebP file is whole: gdk-pixbuf decodes a cut file without complaint,
/// filling what is missing with grey, so a half-copied photo would pass `check` and show
/// half a picture. (A PNG's chunks are checked by `PNGStructure`.)
enum ImageEnd {
    /// Why `bytes` are cut short, or nil when they are whole as far as their format tells.
    static func cutShort(_ bytes: [UInt8], format: ImageFormat) -> String? {
        switch format {
        case .jpeg: return jpegCutShort(bytes)
        case .webp: return webpCutShort(bytes)
        case .png, .svg: return nil
        }
    }

    /// A JPEG ends with an end-of-image marker after its image data. Inside the data a 0xff
    /// byte is always followed by 0x00 or a restart marker, so 0xff 0xd9 there is the end.
    static func jpegCutShort(_ b: [UInt8]) -> String? {
        guard let scan = firstScan(b) else { return "cut short: the file ends before its image data" }
        var i = b.count - 2
        while i >= scan {
            if b[i] == 0xff && b[i + 1] == 0xd9 { return nil }
            i -= 1
        }
        return "cut short: the image data has no end-of-image marker (\(b.count) bytes, the file was not written whole)"
    }

    /// The offset of the first start-of-scan segment, walking the segments.
    private static func firstScan(_ b: [UInt8]) -> Int? {
        var i = 2
        while i + 3 < b.count, b[i] == 0xff {
            let marker = b[i + 1]
            if marker == 0xff { i += 1; continue }
            if marker == 0xda { return i }
            if marker == 0x01 || (0xd0...0xd7).contains(marker) { i += 2; continue }
            i += 2 + (Int(b[i + 2]) << 8 | Int(b[i + 3]))
        }
        return nil
    }

    /// A WebP's RIFF header says how long the file is.
    static func webpCutShort(_ b: [UInt8]) -> String? {
        guard b.count >= 12 else { return "cut short: the file ends inside its header" }
        let declared = Int(b[4]) | Int(b[5]) << 8 | Int(b[6]) << 16 | Int(b[7]) << 24
        guard b.count >= declared + 8 else {
            return "cut short: its header says \(declared + 8) bytes, the file has \(b.count)"
        }
        return nil
    }
}

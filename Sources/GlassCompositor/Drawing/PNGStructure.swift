/// The chunk structure of a PNG file, checked before cairo decodes it.
///
/// Cairo (through libpng) cannot say what is wrong with a broken file: it reports every libpng
/// error as "out of memory", and a file cut at a chunk boundary can even decode without
/// complaint. So the faults a file's structure shows are found here, with words for each:
/// a chunk running past the end of the file, a bad CRC, a missing IHDR, PLTE, IDAT or IEND.
/// What is left (compressed data that is itself corrupt) is cairo's to find.
enum PNGStructure {
    /// The largest chunk length the PNG specification allows (2^31 − 1).
    static let maximumChunkLength = 0x7fff_ffff
    /// IHDR's colour type for palette images, which need a PLTE chunk before their data.
    static let paletteColourType: UInt8 = 3

    /// What is wrong with the structure of `bytes`, or nil when it is sound.
    static func problem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeader.signature else { return "no PNG signature" }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var offset = 8
        var colourType: UInt8?
        var sawPalette = false, sawData = false
        while offset < bytes.count {
            guard bytes.count - offset >= 8 else {
                return "truncated: the file ends inside a chunk header at byte \(offset) of \(bytes.count)"
            }
            let length = be32(offset)
            let typeBytes = Array(bytes[offset + 4..<offset + 8])
            guard typeBytes.allSatisfy({ (0x41...0x5a).contains($0) || (0x61...0x7a).contains($0) }) else {
                return "no chunk name at byte \(offset + 4) (the file is corrupt)"
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= maximumChunkLength else {
                return "chunk \(type) has the impossible length \(length) (at most \(maximumChunkLength))"
            }
            guard length + 12 <= bytes.count - offset else {
                // A length no file this program reads could hold is corrupt, not cut short.
                let what = type == "IDAT" && length <= PNGFile.maximumFileBytes ? "truncated image data: " : ""
                return "\(what)chunk \(type) length \(length) past the end of the file (it starts at byte \(offset), the file has \(bytes.count))"
            }
            // Only critical chunks (upper-case first letter) are checked, as libpng does: a bad
            // CRC on an ancillary chunk loses that chunk, not the image.
            let critical = typeBytes[0] < 0x61
            let crc = UInt32(truncatingIfNeeded: be32(offset + 8 + length))
            guard !critical || CRC32.of(bytes[offset + 4..<offset + 8 + length]) == crc else {
                return "chunk \(type) at byte \(offset) has a bad CRC (its data is corrupt)"
            }
            if offset == 8 {
                guard type == "IHDR", length == 13 else { return "the first chunk is \(type), not a 13-byte IHDR" }
                colourType = bytes[offset + 8 + 9]
            }
            switch type {
            case "PLTE": sawPalette = true
            case "IDAT":
                if colourType == paletteColourType, !sawPalette { return "palette image without a PLTE chunk before its image data" }
                sawData = true
            case "IEND":
                return sawData ? nil : "no image data (no IDAT chunk before IEND)"
            default: break
            }
            offset += length + 12
        }
        if !sawData { return "header only: no image data (no IDAT chunk) and no IEND" }
        return "truncated image data: the file ends after byte \(bytes.count) without an IEND chunk"
    }
}

/// The CRC-32 that PNG chunks carry (ISO 3309, the one zlib computes), by table.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xffff_ffff
        table.withUnsafeBufferPointer { t in
            bytes.withUnsafeBufferPointer { b in
                for byte in b { c = t[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
            }
        }
        return c ^ 0xffff_ffff
    }
}

/// Byte counts for messages: "16 MiB", "3.0 GiB", "812 bytes".
enum ByteCount {
    static func text(_ bytes: Int64) -> String {
        let units: [(Int64, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, name) in units where bytes >= size {
            // Whole multiples (the limits) read "16 MiB"; others keep one decimal.
            if bytes % size == 0 { return "\(bytes / size) \(name)" }
            let tenths = (bytes * 10 + size / 2) / size
            return "\(tenths / 10).\(tenths % 10) \(name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    static func text(_ bytes: Int) -> String { text(Int64(bytes)) }
}

extension String {
    /// The text of a C buffer up to its first NUL (or all of it), decoded as UTF-8 with
    /// invalid bytes replaced: what X11, getcwd and /proc write into caller-owned arrays.
    init(nulTerminated buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self.init(decoding: bytes, as: UTF8.self)
    }
}

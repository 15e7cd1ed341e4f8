/// The settings an XSETTINGS manager (gnome-settings-daemon, xfsettingsd, xsettingsd …)
/// publishes in the `_XSETTINGS_SETTINGS` property of its selection owner window: the
/// desktop's DPI, window scale and theme, read here from the property's bytes.
///
/// The bytes come from another client, so nothing in them is trusted: `init?(bytes:)` checks
/// every length against what is left and refuses the whole property (nil) when anything is
/// out of place (a short read, an unknown type, a name or string running past the end,
/// a count that cannot fit, a duplicate name). A refused property counts as no settings at
/// all, as in GTK's reader; the format is the XSETTINGS specification's (0.5):
///
/// ```
/// CARD8 byte order (0 LSBFirst, 1 MSBFirst), 3 unused, CARD32 serial, CARD32 count, then
/// per setting: CARD8 type (0 integer, 1 string, 2 colour), 1 unused, CARD16 name length,
/// the name padded to 4, CARD32 last-change serial, and the value: INT32; or CARD32 length
/// and the bytes padded to 4; or CARD16 red, blue, green, alpha.
/// ```
struct XSettings: Equatable {
    /// One setting's value.
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        /// 16 bits a channel, in the order the format stores them.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The largest property read (the managers' are a few kilobytes): more is refused whole.
    static let maximumBytes = 1 << 20

    /// The manager's serial, bumped on every change.
    var serial: UInt32
    /// Every setting by name (`Xft/DPI`, `Net/ThemeName` …).
    var values: [String: Value]

    init(serial: UInt32 = 0, values: [String: Value] = [:]) {
        self.serial = serial
        self.values = values
    }

    /// The settings in `bytes`, or nil when they are not a well-formed XSETTINGS property.
    init?(bytes: [UInt8]) {
        guard bytes.count <= Self.maximumBytes else { return nil }
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1, reader.skip(3) else { return nil }
        reader.bigEndian = order == 1
        guard let serial = reader.card32(), let count = reader.card32() else { return nil }
        // Every setting takes at least 12 bytes, so a count past that is a lie, refused
        // before anything is reserved for it.
        guard Int(count) <= reader.remaining / 12 else { return nil }
        var values: [String: Value] = [:]
        for _ in 0..<Int(count) {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                  let name = reader.string(Int(nameLength)), !name.isEmpty, values[name] == nil,
                  reader.card32() != nil // the serial of its last change
            else { return nil }
            switch type {
            case 0:
                guard let v = reader.card32() else { return nil }
                values[name] = .integer(Int32(bitPattern: v))
            case 1:
                guard let length = reader.card32(), let text = reader.string(Int(length)) else { return nil }
                values[name] = .string(text)
            case 2:
                guard let red = reader.card16(), let blue = reader.card16(), let green = reader.card16(),
                      let alpha = reader.card16() else { return nil }
                values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil // an unknown type: its size is unknown, so nothing after it can be read
            }
        }
        self.serial = serial
        self.values = values
    }

    func integer(_ name: String) -> Int32? {
        if case .integer(let v)? = values[name] { return v }
        return nil
    }

    func string(_ name: String) -> String? {
        if case .string(let v)? = values[name] { return v }
        return nil
    }

    /// The property's bytes for these settings, little-endian (tests, and a manager of our own).
    func encoded(bigEndian: Bool = false) -> [UInt8] {
        var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
        func card16(_ v: UInt16) { out += bigEndian ? [UInt8(v >> 8), UInt8(v & 0xff)] : [UInt8(v & 0xff), UInt8(v >> 8)] }
        func card32(_ v: UInt32) {
            let bytes = (0..<4).map { UInt8((v >> (8 * $0)) & 0xff) }
            out += bigEndian ? bytes.reversed() : bytes
        }
        func padded(_ bytes: [UInt8]) { out += bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4) }
        card32(serial)
        card32(UInt32(values.count))
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            let type: UInt8
            switch value {
            case .integer: type = 0
            case .string: type = 1
            case .color: type = 2
            }
            out += [type, 0]
            card16(UInt16(name.utf8.count))
            padded(Array(name.utf8))
            card32(serial)
            switch value {
            case .integer(let v): card32(UInt32(bitPattern: v))
            case .string(let s): card32(UInt32(s.utf8.count)); padded(Array(s.utf8))
            case .color(let r, let g, let b, let a): card16(r); card16(b); card16(g); card16(a)
            }
        }
        return out
    }

    /// Reads the property's fields in its byte order; every read checks what is left first
    /// and returns nil past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        var remaining: Int { bytes.count - offset }

        mutating func skip(_ n: Int) -> Bool {
            guard n >= 0, n <= remaining else { return false }
            offset += n
            return true
        }

        mutating func byte() -> UInt8? {
            guard remaining >= 1 else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func card16() -> UInt16? {
            guard remaining >= 2 else { return nil }
            defer { offset += 2 }
            let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        mutating func card32() -> UInt32? {
            guard remaining >= 4 else { return nil }
            defer { offset += 4 }
            var v: UInt32 = 0
            for i in 0..<4 {
                let byte = UInt32(bytes[offset + (bigEndian ? i : 3 - i)])
                v = v << 8 | byte
            }
            return v
        }

        /// `length` bytes as UTF-8 (invalid sequences replaced), then the padding to 4.
        mutating func string(_ length: Int) -> String? {
            let padding = (4 - length % 4) % 4
            guard length >= 0, length <= remaining, padding <= remaining - length else { return nil }
            let text = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
            offset += length + padding
            return text
        }
    }
}

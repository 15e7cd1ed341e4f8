import GlassCompositor

/// The largest script or recording read (an hour of recorded input is a few MiB).
let maximumScriptBytes = 64 << 20

/// Reads an interaction script named on the command line, through `FileReader`: a folder,
/// FIFO or device is refused by name, and so is a file over `maximumScriptBytes`.
func loadScript(_ path: String) throws -> InteractionScript {
    let bytes: [UInt8]
    do {
        bytes = try FileReader.read(path, limit: maximumScriptBytes)
    } catch let e as FileError {
        throw UsageError("\(EchoedValue.path(path)): cannot read the script: \(e.reason)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw UsageError("\(EchoedValue.path(path)): the script is not UTF-8 text") }
    return try InteractionScript.parse(text, file: path)
}

import GlassCompositor

/// An output that cannot be written: `--out s.json: would overwrite the input scene s.json`,
/// `cannot write frame.png: no space left on the device (write)`. Exit status 1, without the
/// usage hint (the command line was fine).
struct OutputError: Error, CustomStringConvertible {
    let description: String
}

/// The files one command writes, all through `SafeFileWriter`: each is checked when the
/// command starts (before any work, before anything is created) and written at the end, so
/// a failing command leaves every old output as it was.
struct OutputFiles {
    let writer: SafeFileWriter
    private var checked: [(option: String, target: OutputTarget)] = []

    /// `inputs`: the files the command reads (scene, script, recording), which no output may
    /// replace; nil paths and the built-in `default` scene are skipped.
    init(inputs: [(path: String?, role: String)]) {
        writer = SafeFileWriter(inputs: inputs.compactMap { input in
            guard let path = input.path, path != "default" else { return nil }
            return InputFile(path, role: input.role)
        })
    }

    /// Checks the target of `option` (nil: not given), and that no two options name one file.
    mutating func check(_ path: String?, option: String) throws {
        guard let path else { return }
        let target: OutputTarget
        do { target = try writer.check(path) } catch let e as FileError {
            throw OutputError(description: "\(option) \(e)")
        }
        if let other = checked.first(where: { $0.target.destination == target.destination }) {
            throw OutputError(description: "\(other.option) and \(option) name the same file \(EchoedValue.path(path))")
        }
        checked.append((option, target))
    }

    /// Writes `bytes` to `path` in one piece.
    func write(_ bytes: [UInt8], to path: String) throws {
        do { try writer.write(bytes, to: path) } catch let e as FileError {
            throw OutputError(description: "cannot write \(EchoedValue.path(e.path)): \(e.reason)")
        }
    }

    func write(_ text: String, to path: String) throws { try write(Array(text.utf8), to: path) }

    /// Makes the folder `path` (and its parents) for `option`; an existing folder is fine.
    func makeFolder(_ path: String, option: String) throws {
        do { try SafeFileWriter.makeFolder(path) } catch let e as FileError {
            throw OutputError(description: "\(option) \(e)")
        }
    }
}

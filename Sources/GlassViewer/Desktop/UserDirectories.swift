import GlassCompositor

/// The person's well-known folders as the XDG user directories file names them
/// (`$XDG_CONFIG_HOME/user-dirs.dirs`, by default `~/.config/user-dirs.dirs`, which
/// `xdg-user-dirs-update` writes and `xdg-user-dir PICTURES` reads), so F12 screenshots go
/// where the desktop keeps pictures.
///
/// The file is shell syntax but is not run: each line is `XDG_NAME_DIR="$HOME/path"` or
/// `XDG_NAME_DIR="/absolute/path"` (the only two forms the specification allows), `#` starts a
/// comment, `\` escapes the next character; any other line is skipped. A value of `$HOME`
/// itself means the folder is turned off, so it is not used.
enum UserDirectories {
    /// The file is a few hundred bytes; a larger one is not a user-dirs file.
    static let fileLimit = 64 * 1024

    /// The folders the text names, by key (`PICTURES`), with `$HOME` replaced by `home`.
    static func parse(_ text: String, home: String) -> [String: String] {
        var folders: [String: String] = [:]
        for raw in text.split(whereSeparator: { $0 == "\n" }) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("XDG_"), let equals = line.firstIndex(of: "=") else { continue }
            let name = line[line.index(line.startIndex, offsetBy: 4)..<equals]
            guard name.hasSuffix("_DIR"), name.count > 4, let value = quoted(line[line.index(after: equals)...]) else { continue }
            let key = String(name.dropLast(4))
            if value.hasPrefix("$HOME/") || value == "$HOME" {
                let rest = value.dropFirst(5).drop { $0 == "/" }
                guard !rest.isEmpty, !home.isEmpty else { continue } // `$HOME` alone turns the folder off
                folders[key] = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/" + rest
            } else if value.hasPrefix("/") {
                folders[key] = value
            }
        }
        return folders
    }

    /// The text between the double quotes that open `s`, with backslash escapes undone; nil
    /// when it is not one quoted word (an unclosed quote, text after it other than a comment).
    private static func quoted(_ s: Substring) -> String? {
        guard s.first == "\"" else { return nil }
        var out = ""
        var escaped = false
        var index = s.index(after: s.startIndex)
        while index < s.endIndex {
            let c = s[index]
            index = s.index(after: index)
            if escaped { out.append(c); escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            if c == "\"" {
                let tail = s[index...].drop { $0 == " " || $0 == "\t" }
                return tail.isEmpty || tail.first == "#" ? out : nil
            }
            out.append(c)
        }
        return nil
    }

    /// The user-dirs file: `$XDG_CONFIG_HOME/user-dirs.dirs` when that is an absolute path
    /// (the base directory specification ignores a relative one), else `$HOME/.config/…`.
    static func file(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/user-dirs.dirs" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/user-dirs.dirs"
    }

    /// The pictures folder the user-dirs file names, if it names one that is a folder; nil
    /// when there is no file, it cannot be read, or it names none.
    static func pictures(environment: [String: String]) -> String? {
        guard let path = file(environment: environment),
              let bytes = try? FileReader.read(path, limit: fileLimit) else { return nil }
        let folders = parse(String(decoding: bytes, as: UTF8.self), home: environment["HOME"] ?? "")
        guard let folder = folders["PICTURES"], FileReader.kind(of: folder, followingLinks: true) == .folder else { return nil }
        return folder
    }
}

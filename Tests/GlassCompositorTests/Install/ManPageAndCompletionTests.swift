import Foundation
import Testing
@testable import GlassViewer

/// The man page and the bash, zsh and fish completions are written by hand from `--help`
/// (`usageText`): each must name every command and option `--help` names, so a new option
/// cannot be left out of them, and each must parse in its own shell.
@Suite struct ManPageAndCompletionTests {
    static let dist = RepositoryPaths.root.appendingPathComponent("dist")
    static let files = ["glass-viewer.1", "completions/glass-viewer.bash", "completions/_glass-viewer",
                        "completions/glass-viewer.fish"]
    static let commands = ["render", "bench", "check", "replay", "test", "matrix", "inspect", "icon"]

    /// Every `--option` `--help` mentions.
    static var options: Set<String> {
        let pattern = try! NSRegularExpression(pattern: "--[a-z][a-z-]*[a-z]")
        let text = usageText as NSString
        return Set(pattern.matches(in: usageText, range: NSRange(location: 0, length: text.length))
            .map { text.substring(with: $0.range) })
    }

    @Test(arguments: files)
    func namesEveryCommandAndOptionOfHelp(_ file: String) throws {
        var text = try String(contentsOf: Self.dist.appendingPathComponent(file), encoding: .utf8)
        if file.hasSuffix(".1") { text = text.replacingOccurrences(of: "\\-", with: "-") }
        // fish names long options without their dashes.
        let spelled: (String) -> String = file.hasSuffix(".fish") ? { "-l " + $0.dropFirst(2) } : { $0 }
        #expect(Self.options.count > 20)
        for option in Self.options { #expect(text.contains(spelled(option)), "\(file) lacks \(option)") }
        for command in Self.commands { #expect(text.contains(command), "\(file) lacks \(command)") }
        #expect(usageText.contains("glass-viewer icon "))
    }

    @Test func everyShellParsesItsCompletion() throws {
        let bash = try CommandRun.run("bash", ["-n", Self.dist.appendingPathComponent("completions/glass-viewer.bash").path])
        #expect(bash.status == 0, "\(bash.shown)")
        let zsh = try CommandRun.run("zsh", ["-n", Self.dist.appendingPathComponent("completions/_glass-viewer").path])
        #expect(zsh.status == 0, "\(zsh.shown)")
        let fish = try CommandRun.run("fish", ["--no-execute", Self.dist.appendingPathComponent("completions/glass-viewer.fish").path])
        #expect(fish.status == 0, "\(fish.shown)")
    }

    /// bash completes the commands, a command's options and an option's values.
    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let script = Self.dist.appendingPathComponent("completions/glass-viewer.bash").path
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let run = try CommandRun.run("bash", ["-c", """
                source '\(script)'
                COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
                _glass_viewer; printf '%s\\n' "${COMPREPLY[@]}"
                """], environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
            #expect(run.status == 0, "\(run.shown)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["glass-viewer", "re"]).contains("render"))
        #expect(try complete(["glass-viewer", "re"]).contains("replay"))
        #expect(try Set(complete(["glass-viewer", "icon", "--"])) == ["--out", "--size", "--help"])
        #expect(try complete(["glass-viewer", "bench", "--ker"]) == ["--kernels"])
        #expect(try complete(["glass-viewer", "render", "x.json", "--kernels", ""]) == ["baseline", "avx2", "avx512"])
        #expect(try complete(["glass-viewer", "--appearance", "d"]) == ["dark"])
    }
}

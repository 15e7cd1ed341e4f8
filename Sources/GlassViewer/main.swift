#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GlassCompositor

// glass-viewer's command line. Exit status: 0 ok, 1 bad input or usage, 2 display error.
setvbuf(standardOutput, nil, _IOLBF, 0)
// Every command draws or checks icons: they are found where the desktop keeps its themes.
IconTheme.use(IconFolders.searchPath(environment: ProcessInfo.processInfo.environment))
let words = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
    let commands = ["render", "bench", "check", "replay", "test", "matrix", "inspect", "icon"]
    switch words.first {
    case "--version":
        print(BuildInfo.versionText)
        status = 0
    case "-h", "--help", "help":
        print(usageText)
        status = 0
    case let command? where commands.contains(command) && asksForHelp(Array(words.dropFirst())):
        print(usageText(for: command))
        status = 0
    case _ where asksForHelp(words):
        print(usageText)
        status = 0
    case "render": status = try HeadlessRender.run(Array(words.dropFirst()))
    case "bench": status = try Benchmark.run(Array(words.dropFirst()))
    case "check": status = try SceneCheck.run(Array(words.dropFirst()))
    case "replay": status = try Replay.run(Array(words.dropFirst()))
    case "test": status = try FlowTest.run(Array(words.dropFirst()))
    case "matrix": status = try Matrix.run(Array(words.dropFirst()))
    case "icon": status = try IconCommand.run(Array(words.dropFirst()))
    case "inspect": status = try InspectCommand.run(Array(words.dropFirst()))
    default: status = try WindowLaunch.run(words)
    }
} catch let e as UsageError {
    printError(e.message)
    printError("run 'glass-viewer --help' for usage")
    status = 1
} catch let e as SceneLoadError {
    for d in e.diagnostics { fputs("\(d)\n", standardError) }
    status = 1
} catch {
    printError("\(error)")
    status = 1
}
exit(status)

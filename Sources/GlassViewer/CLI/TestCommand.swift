import Foundation
import GlassCompositor

/// `glass-viewer test FLOW...`: runs flows (scripts with `expect` lines, whose meta line
/// names the scene, size, scale and settings) headless and says which hold: one line per
/// flow, and for a failure the step, what was expected and what was found, with a folder of
/// artifacts. Exit 1 when any flow fails or cannot run.
enum FlowTest {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "test")
        let junitPath = try args.value("--junit")
        let artifactsOption = try args.value("--artifacts")
        let artifacts = artifactsOption ?? "test-results"
        let update = try args.flag("--update")
        let options = try args.renderOptions()
        let arguments = try args.positionals()
        guard !arguments.isEmpty else { throw UsageError("test needs flow files or folders of flows (*.jsonl)") }
        let flows = try FlowFiles.collect(arguments)
        var outputs = OutputFiles(inputs: flows.map { ($0.path, "flow") })
        try outputs.check(junitPath, option: "--junit")
        if let kind = FileReader.kind(of: artifacts, followingLinks: true), kind != .folder {
            throw OutputError(description: "--artifacts \(EchoedValue.path(artifacts)): is \(kind.name), not a folder")
        }

        var report = JUnitReport()
        var failed = 0, broken = 0, updated = 0
        let started = WallClock.monotonicSeconds()
        for flow in flows {
            let flowStart = WallClock.monotonicSeconds()
            func elapsed() -> Double { WallClock.monotonicSeconds() - flowStart }
            // A flow that cannot run: its located errors on stderr, an ERROR line, and on.
            func broke(_ lines: [String]) {
                for l in lines { printError(l) }
                print("ERROR \(flow.name): \(lines.count == 1 ? "cannot run (above)" : "\(lines.count) errors (above)")")
                report.cases.append(.init(suite: flow.suite, name: flow.name, file: flow.path, seconds: elapsed(),
                                          result: .error(message: lines.first ?? "cannot run", detail: lines.joined(separator: "\n"))))
                broken += 1
            }
            let script: InteractionScript
            let scene: Scene
            let scenePath: String
            let meta: InteractionScript.Meta
            do {
                script = try loadScript(flow.path)
                guard let m = script.meta else {
                    broke(["\(flow.path):1:1: error: a flow starts with a meta line naming its scene and size, e.g. {\"t\":0,\"type\":\"meta\",\"scene\":\"../mail.json\",\"width\":390,\"height\":844,\"scale\":1} (at $)"])
                    continue
                }
                if script.expectations.isEmpty {
                    broke(["\(flow.path):1:1: error: the flow checks nothing: add expect lines, e.g. {\"t\":1,\"type\":\"expect\",\"logged\":\"tab.selected\"} (at $)"])
                    continue
                }
                meta = m
                scenePath = try ScriptScenePath.resolve(m.scene, namedBy: flow.path)
                scene = try loadScene(scenePath, appearance: m.appearance)
            } catch let e as SceneLoadError {
                broke(e.diagnostics.map { "\($0)" })
                continue
            } catch let e as UsageError {
                broke([e.message])
                continue
            } catch {
                broke(["\(error)"])
                continue
            }

            var runner = FlowRunner(scene: scene, meta: meta, script: script, file: flow.path)
            runner.options = options
            runner.updatingGoldens = update
            let outcome = runner.run()
            for u in outcome.goldenUpdates {
                // A new golden image's folder (`golden/` beside the flow) is made for it.
                let folder = (u.path as NSString).deletingLastPathComponent
                if !folder.isEmpty { try outputs.makeFolder(folder, option: "--update") }
                try outputs.write(PNGFile.encode(u.image, path: u.path), to: u.path)
                print("updated \(u.path) (\(u.reason))")
                updated += 1
            }
            let seconds = elapsed()
            let summary = "\(outcome.steps) step\(outcome.steps == 1 ? "" : "s"), \(String(format: "%.2f", seconds)) s"
            guard let failure = outcome.failure else {
                print("PASS  \(flow.name) (\(summary))")
                report.cases.append(.init(suite: flow.suite, name: flow.name, file: flow.path, seconds: seconds, result: .passed))
                continue
            }
            failed += 1
            let x = failure.expectation
            let message = """
                \(flow.path):\(x.line): expect at t \(String(format: "%g", x.time)) s failed
                  expected: \(failure.expected)
                  found:    \(failure.found)
                """
            print("FAIL  \(flow.name) (\(summary); \(outcome.passedExpectations) of \(script.expectations.count) expectations held)")
            print(message.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            do {
                try outputs.makeFolder(artifacts, option: "--artifacts")
                let folder = try TestArtifacts.write(into: artifacts, flowName: flow.shortName, flowPath: flow.path, scenePath: scenePath,
                                                     meta: meta, script: script, outcome: outcome, failure: failure, message: message)
                print("    artifacts: \(folder)/ (glass-viewer replay \(folder) draws the failing frame again)")
                print("    open it:   glass-viewer --replay \(folder)   (the window, paused at the failing step)")
            } catch let e as OutputError {
                printError(e.description)
            }
            report.cases.append(.init(suite: flow.suite, name: flow.name, file: flow.path, seconds: seconds,
                                      result: .failed(message: "line \(x.line): expected \(failure.expected)", detail: message)))
        }
        let total = WallClock.monotonicSeconds() - started
        let passed = flows.count - failed - broken
        print("\(flows.count) flows: \(passed) passed, \(failed) failed" + (broken > 0 ? ", \(broken) could not run" : "")
              + (update ? ", \(updated) golden images updated" : "") + String(format: " (%.2f s)", total))
        if let junitPath { try outputs.write(report.xml, to: junitPath) }
        return failed + broken == 0 ? 0 : 1
    }
}

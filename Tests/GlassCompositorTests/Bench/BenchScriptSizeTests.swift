import Foundation
import Testing
@testable import GlassCompositor

/// Every bench script does at each size `scripts/bench` runs it at what its comment says, so
/// the suite's table measures the same interaction in every column: its element lines find
/// their element uncovered when they play, its `expect` lines (its purpose: the field focused
/// and holding the text, the menu opened, the page pushed) hold, and the points it keeps (a
/// fling, wheel steps, a tap outside a menu) land on the same kind of thing at each size.
///
/// Headless and fast: the scripts run as flows (`FlowRunner`, which draws nothing for element
/// and log checks) on sessions of the real sizes, and the element tree is read without
/// drawing, so no 4K frame is ever made.
@Suite struct BenchScriptSizeTests {
    /// What `scripts/bench` runs every script at: window pixels and scale.
    static let sizes: [SizeLimit.Size] = [SizeLimit.Size(width: 1280, height: 800, scale: 1),
                                          SizeLimit.Size(width: 1920, height: 1080, scale: 2),
                                          SizeLimit.Size(width: 3840, height: 2160, scale: 2)]

    static let folder = RepositoryPaths.scenes.appendingPathComponent("bench").path

    /// Every script of Scenes/bench, by name.
    static let scripts: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()

    static func load(_ name: String) throws -> (script: InteractionScript, meta: InteractionScript.Meta, scene: Scene, path: String) {
        let path = "\(folder)/\(name).jsonl"
        let script = try InteractionScript.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let meta = try #require(script.meta, "\(name) has no meta line naming its scene and size")
        let scenePath = try ScriptScenePath.resolve(meta.scene, namedBy: path)
        let scene = scenePath == "default" ? Scene.builtInDefault() : try SceneDecoder.load(path: scenePath)
        return (script, meta, scene, path)
    }

    static func meta(_ meta: InteractionScript.Meta, at size: SizeLimit.Size) -> InteractionScript.Meta {
        var m = meta
        m.width = size.width; m.height = size.height; m.scale = size.scale
        return m
    }

    @Test func everyBenchScriptIsChecked() {
        #expect(Self.scripts.count >= 18, "\(Self.scripts)")
        #expect(Self.scripts.contains("mail-search") && Self.scripts.contains("maps"))
    }

    /// At each size the script is for, every target resolves and every expectation holds; at a
    /// size it says it is not for, it really does not do what it says (else the limit is stale).
    @Test(arguments: scripts)
    func reachesItsPurposeAtEverySize(_ name: String) throws {
        let (script, meta, scene, path) = try Self.load(name)
        // It says what it reaches, in terms that hold at any size: log and element checks, not a
        // golden frame or a frame budget of one size.
        let checks = script.expectations.filter {
            if case .logged = $0.kind { return true }
            if case .element = $0.kind { return true }
            return false
        }
        #expect(checks.count >= 2 && checks.count == script.expectations.count,
                "\(name): \(script.expectations.count) expect lines, \(checks.count) of them log or element checks")
        for size in Self.sizes {
            var runner = FlowRunner(scene: scene, meta: Self.meta(meta, at: size), script: script, file: path)
            runner.keepsFailureFrames = false
            let outcome = runner.run()
            if let limit = meta.sizes, !limit.allows(width: size.width, height: size.height, scale: size.scale) {
                #expect(outcome.failure != nil, "\(name) says it is not for \(size.label) (\(limit.why)), yet it does what it says there")
                continue
            }
            if let f = outcome.failure {
                Issue.record("\(name) at \(size.label): line \(f.expectation.line) (t \(f.expectation.time) s): expected \(f.expected); found \(f.found)")
            }
        }
    }

    /// What each pointer event a script keeps as a point (a fling, wheel steps, a tap outside a
    /// menu) does when it plays, as the session says it (the semantic events it logs, their
    /// names and words without numbers: `press target=content`, `scroll tab=home source=wheel`,
    /// `menu.dismissed id=sort how=outside`): the same at every size, so a fling over the page's
    /// content stays one, a wheel over a menu's rows scrolls the menu and a tap outside a menu
    /// stays outside it.
    @Test(arguments: scripts)
    func keptPointsDoTheSameAtEverySize(_ name: String) throws {
        let (script, meta, scene, _) = try Self.load(name)
        var bySize: [(String, [String])] = []
        for size in Self.sizes {
            if let limit = meta.sizes, !limit.allows(width: size.width, height: size.height, scale: size.scale) { continue }
            let session = ViewerSession(scene: scene, meta: Self.meta(meta, at: size))
            let log = Log()
            session.onSemanticEvent = { log.events.append($0) }
            var player = ScriptPlayer(script)
            var effects: [String] = []
            for (i, e) in script.events.enumerated() {
                player.deliver(upTo: .infinity, to: session, before: i)
                session.advance(to: e.time)
                log.events.removeAll()
                player.deliver(upTo: .infinity, to: session, before: i + 1)
                guard script.addresses[i] == nil, script.pressMoves[i] == nil else { continue }
                switch e.kind {
                case .down, .move, .up, .wheel, .smoothScroll: break
                default: continue
                }
                if !log.events.isEmpty { effects.append("t \(e.time): " + log.events.map(Self.words).joined(separator: "; ")) }
            }
            #expect(player.error == nil, "\(name) at \(size.label): \(player.error?.description ?? "")")
            bySize.append((size.label, effects))
        }
        guard let (firstSize, first) = bySize.first else { return }
        for (size, effects) in bySize.dropFirst() {
            #expect(effects == first, "\(name): at \(size)\n  \(effects.joined(separator: "\n  "))\nbut at \(firstSize)\n  \(first.joined(separator: "\n  "))")
        }
    }

    /// The events a session logged (a class: its callback appends).
    final class Log { var events: [SemanticEvent] = [] }

    /// `press target=content`: an event's name and its words (strings and booleans; numbers,
    /// positions and offsets that differ with the window, left out).
    static func words(_ e: SemanticEvent) -> String {
        ([e.name] + e.fields.compactMap { key, value in
            switch value {
            case .string(let s): return "\(key)=\(s)"
            case .bool(let b): return "\(key)=\(b)"
            default: return nil
            }
        }).joined(separator: " ")
    }
}

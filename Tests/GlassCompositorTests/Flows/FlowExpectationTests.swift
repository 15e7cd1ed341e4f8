import Foundation
import Testing
@testable import GlassCompositor

/// `expect` lines of a flow: parsed with located errors, and each kind failing with a message
/// that says what was expected and what was found (run in process through `FlowRunner`).
@Suite struct FlowExpectationTests {
    private let mail = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
    /// Mail at 960x540 points: the sort button's menu opens from (880, 30).
    private var meta: String { #"{"t":0,"type":"meta","scene":"\#(mail)","width":960,"height":540,"scale":1}"# }
    private let openSort = [#"{"t":0.2,"type":"down","x":880,"y":30}"#, #"{"t":0.26,"type":"up","x":880,"y":30}"#]

    private func run(_ lines: [String], folder: String = NSTemporaryDirectory()) throws -> FlowOutcome {
        let script = try InteractionScript.parse(([meta] + lines).joined(separator: "\n"), file: "\(folder)/flow.jsonl")
        let runner = FlowRunner(scene: try SceneDecoder.load(path: mail), meta: script.meta!, script: script, file: "\(folder)/flow.jsonl")
        return runner.run()
    }

    @Test func aFlowWhoseExpectationsHoldPasses() throws {
        let outcome = try run(openSort + [#"{"t":0.8,"type":"expect","logged":"menu.opened","with":{"id":"sort","items":2}}"#,
                                          #"{"t":2,"type":"expect","frames":{"last":30,"drawn":0}}"#])
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.expected) / \($0.found)" } ?? "")")
        #expect(outcome.passedExpectations == 2)
        #expect(outcome.steps == 4)
    }

    @Test func aMissingEventFailsNamingWhatWasLoggedInstead() throws {
        let outcome = try run(openSort + [#"{"t":0.8,"type":"expect","logged":"sheet.presented"}"#])
        let f = try #require(outcome.failure)
        #expect(f.expectation.line == 4)
        #expect(f.expected == "sheet.presented logged since the start")
        #expect(f.found.hasPrefix("no sheet.presented logged; logged since the start: "), "\(f.found)")
        #expect(f.found.contains("menu.opened"))
        #expect(f.frame != nil)
    }

    @Test func anEventWithOtherMembersIsShown() throws {
        let outcome = try run(openSort + [#"{"t":0.8,"type":"expect","logged":"menu.opened","with":{"id":"folder"}}"#])
        let f = try #require(outcome.failure)
        #expect(f.expected == #"menu.opened with id "folder" logged since the start"#)
        #expect(f.found.contains(#"menu.opened logged with other members: {"event":"menu.opened""#), "\(f.found)")
    }

    @Test func sinceTheLastExpectDoesNotCountEarlierEvents() throws {
        let outcome = try run(openSort + [#"{"t":0.8,"type":"expect","logged":"menu.opened"}"#,
                                          #"{"t":1,"type":"expect","logged":"menu.opened"}"#])
        let f = try #require(outcome.failure)
        #expect(f.expectation.line == 5)
        #expect(f.expected == "menu.opened logged since line 4 (t 0.8 s)")
        #expect(outcome.passedExpectations == 1)
    }

    @Test func aCountOfZeroFailsWhenTheEventHappened() throws {
        let outcome = try run(openSort + [#"{"t":0.8,"type":"expect","logged":"menu.opened","count":0}"#])
        let f = try #require(outcome.failure)
        #expect(f.expected == "no menu.opened logged since the start")
        #expect(f.found == "1 logged (t 0.20)")
    }

    @Test func aGoldenImageThatDiffersFailsWithItsCountsAndImages() throws {
        let folder = NSTemporaryDirectory() + "flow-golden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let black = Surface(sized: 40, 20)
        black.fill(0xff00_0000)
        try PNGFile.write(black, to: "\(folder)/black.png")
        let outcome = try run([#"{"t":0.5,"type":"expect","frame":"black.png","tolerance":{"channel":8,"pixels":0.25},"region":[10,100,40,20]}"#],
                              folder: folder)
        let f = try #require(outcome.failure)
        #expect(f.expected == "the frame in [10, 100, 40, 20] pt matches black.png (channel 8, pixels 25.00%)")
        #expect(f.found.hasPrefix("800 of 800 pixels (100.00%) differ by more than 8 levels, by up to "), "\(f.found)")
        #expect(f.actualImage?.width == 40 && f.actualImage?.height == 20)
        #expect(f.expectedImage?.width == 40)
        #expect(f.differenceImage?.width == 40)
        // A golden image of the wrong size says both sizes.
        let wrong = try run([#"{"t":0.5,"type":"expect","frame":"black.png","region":[0,0,41,20]}"#], folder: folder)
        #expect(wrong.failure?.found == "the golden image is 40x20 px, the frame in [0, 0, 41, 20] pt 41x20 px")
        // The same region against itself, written by --update, then passes.
        var runner = FlowRunner(scene: try SceneDecoder.load(path: mail), meta: try InteractionScript.parse(meta, file: "m").meta!,
                                script: try InteractionScript.parse([meta, #"{"t":0.5,"type":"expect","frame":"new.png","region":[0,0,100,50]}"#].joined(separator: "\n"), file: "x"),
                                file: "\(folder)/flow.jsonl")
        #expect(runner.run().failure?.found.hasPrefix("no golden image at ") == true)
        runner.updatingGoldens = true
        let updated = runner.run()
        #expect(updated.passed)
        let update = try #require(updated.goldenUpdates.first)
        #expect(update.path == "\(folder)/new.png" && update.reason == "new")
        try PNGFile.write(update.image, to: update.path)
        runner.updatingGoldens = false
        #expect(runner.run().passed)
    }

    @Test func aFrameBudgetCountsTheFramesDrawn() throws {
        // The menu opens on a spring: the frames after the tap are drawn.
        let outcome = try run(openSort + [#"{"t":0.5,"type":"expect","frames":{"last":10,"drawn":2}}"#])
        let f = try #require(outcome.failure)
        #expect(f.expected == "at most 2 of the last 10 frames (t 0.350–0.500 s) drawn")
        #expect(f.found.hasPrefix("10 drawn, the first at t 0.350 s, redrawing "), "\(f.found)")
        let redrawn = try run(openSort + [#"{"t":0.5,"type":"expect","frames":{"last":10,"redrawn":0.01}}"#])
        #expect(redrawn.failure?.expected == "at most 0.01 screens of pixels redrawn in the last 10 frames (t 0.350–0.500 s)")
        #expect(redrawn.failure?.found.hasSuffix("screens in 10 frames drawn") == true)
    }

    @Test func elementConditionsAreCheckedAgainstTheElementTree() throws {
        let held = try run([#"{"t":0.1,"type":"expect","on":{"id":"mail-1"},"visible":true}"#] + openSort
                           + [#"{"t":0.6,"type":"expect","on":{"id":"mail-1"},"visible":false}"#,
                              #"{"t":0.6,"type":"expect","on":{"role":"bar-button","id":"select"},"visible":false}"#])
        #expect(held.passed, "the open menu's scrim covers the rows and the bar: \(held.failure.map { $0.found } ?? "")")
        #expect(held.passedExpectations == 3)
        let outcome = try run([#"{"t":0.5,"type":"expect","on":{"id":"mail-3"},"visible":true}"#])
        let f = try #require(outcome.failure)
        #expect(f.expected == #"{"t":0.5,"type":"expect","on":{"id":"mail-3"},"visible":true}"#)
        #expect(f.found.contains("covered by search-field"), "\(f.found)")
    }

    @Test func anElementTargetThatNamesNoElementFailsAtItsLine() throws {
        let outcome = try run([#"{"t":0.2,"type":"tap","on":"Mailbox"}"#, #"{"t":0.8,"type":"expect","logged":"menu.opened"}"#])
        let f = try #require(outcome.failure)
        #expect(f.expectation.line == 2)
        #expect(f.expected == "line 2's target to name one element")
        #expect(f.found.hasPrefix(#"no element matches "Mailbox" (nearest: bar-button "Mailboxes""#), "\(f.found)")
        let byElement = try run([#"{"t":0.2,"type":"tap","on":{"id":"sort"}}"#,
                                 #"{"t":0.8,"type":"expect","logged":"menu.opened","with":{"id":"sort"}}"#])
        #expect(byElement.passed, "\(byElement.failure.map { $0.found } ?? "")")
        #expect(byElement.playedEvents.count == 2, "the failure folder's recording keeps the tap as a down and an up at resolved points")
        #expect(byElement.playedEvents.allSatisfy { $0.position.x == 880 && $0.position.y == 30 })
    }

    @Test func badExpectLinesAreLocated() throws {
        let text = [meta,
                    #"{"t":1,"type":"expect"}"#,
                    #"{"t":1,"type":"expect","logged":"x","frame":"a.png"}"#,
                    #"{"t":1,"type":"expect","frame":"a.jpg"}"#,
                    #"{"t":1,"type":"expect","frame":"a.png","region":[0,0,-1,4]}"#,
                    #"{"t":1,"type":"expect","frames":{"drawn":1}}"#,
                    #"{"t":1,"type":"expect","frames":{"last":4,"drawn":9}}"#,
                    #"{"t":1,"type":"expect","logged":"x","since":"yesterday"}"#,
                    #"{"t":1,"type":"expect","logged":"x","colour":1}"#,
                    #"{"t":0.5,"type":"expect","logged":"x"}"#].joined(separator: "\n")
        do {
            _ = try InteractionScript.parse(text, file: "f.jsonl")
            Issue.record("parsed")
        } catch let e as SceneLoadError {
            let lines = e.diagnostics.map(\.description)
            #expect(lines.count == 9, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("f.jsonl:2:1: error: an expect line needs one of \"logged\"") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:3:1: error: an expect line checks one thing") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:4:") && $0.contains("name it with .png (at $.frame)") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:5:") && $0.contains("(at $.region)") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:6:") && $0.contains("needs \"last\"") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:7:") && $0.contains("(at $.frames.drawn)") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:8:") && $0.contains("(at $.since)") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:9:") && $0.contains("unknown key \"colour\"") })
            #expect(lines.contains { $0.hasPrefix("f.jsonl:10:") && $0.contains("lines must be in time order (at $.t)") })
        }
    }

    @Test func otherCommandsSkipExpectationsAndKeepTheEvents() throws {
        let script = try InteractionScript.parse(([meta] + openSort + [#"{"t":0.8,"type":"expect","logged":"menu.opened"}"#,
                                                                      #"{"t":1,"type":"key","key":"Escape"}"#]).joined(separator: "\n"), file: "f")
        #expect(script.events.count == 3)
        #expect(script.expectations.count == 1 && script.expectations[0].eventCount == 2)
    }
}

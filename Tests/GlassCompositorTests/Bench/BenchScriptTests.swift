import Foundation
import Testing
@testable import GlassCompositor

/// The interaction bench scripts do what their comments say, so their numbers measure what
/// they claim to (a script whose taps miss measures idle frames).
@Suite struct BenchScriptTests {
    /// The semantic events `script` produces in `scene` at 960×540 points (the 1920×1080 @2 reference run's layout).
    private func events(scene file: String, script name: String,
                        watched: [String] = ["navigation.", "menu.", "alert.", "actionSheet.", "sheet."]) throws -> [String] {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(file).path)
        let path = RepositoryPaths.scenes.appendingPathComponent("bench/\(name)").path
        let script = try InteractionScript.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let s = ViewerSession(scene: scene, pixelWidth: 960, pixelHeight: 540, scale: 1, clock: FixedStepClock())
        var names: [String] = []
        s.onSemanticEvent = { e in
            if watched.contains(where: { e.name.hasPrefix($0) }) { names.append(e.name) }
        }
        var player = ScriptPlayer(script)
        let p = OffscreenPresenter(width: 960, height: 540)!
        for _ in 0..<(Int(script.duration * 60) + 60) {
            player.deliver(upTo: s.clock.now, to: s)
            s.step(to: p)
        }
        return names
    }

    @Test func tvCustomizeEditsDragsOriginalsBelowSportsHidesSportsAndIsDone() throws {
        #expect(try events(scene: "tv.json", script: "tv-customize.jsonl", watched: ["sidebar.", "tab."]) == [
            "sidebar.edit.began", "sidebar.drag.began", "tab.moved", "sidebar.drag.ended", "tab.hidden", "sidebar.edit.ended"])
    }

    @Test func mailAlertOpensTheActionSheetThenTheAlertAndCancels() throws {
        #expect(try events(scene: "mail.json", script: "mail-alert.jsonl") == ["actionSheet.shown", "actionSheet.dismissed", "alert.shown", "alert.dismissed"])
    }

    @Test func mailMenuScrollScrollsTheLongMenuAndChoosesAfterAutoScroll() throws {
        let names = try events(scene: "mail.json", script: "mail-menu-scroll.jsonl")
        let scrolls = names.filter { $0 == "menu.scroll" }.count
        #expect(names.first == "navigation.push")
        #expect(scrolls == 7, "six wheel steps and a drag: \(names)")
        #expect(names.filter { $0 != "menu.scroll" } == ["navigation.push", "menu.opened", "menu.dismissed", "menu.opened", "menu.selected", "menu.dismissed"],
                "\(names)")
    }

    @Test func mailInteractionsPushSwipeMenuAndAlert() throws {
        #expect(try events(scene: "mail.json", script: "mail-interactions.jsonl") == [
            "navigation.push", "navigation.pop", "navigation.push", "navigation.pop",
            "menu.opened", "menu.selected", "menu.dismissed", "menu.opened", "menu.dismissed",
            "actionSheet.shown", "actionSheet.dismissed", "alert.shown", "alert.dismissed",
        ])
    }

    @Test func defaultAndMusicNavigationPushSwipeBackAndPop() throws {
        let pushPop = ["navigation.push", "navigation.pop", "navigation.push", "navigation.pop"]
        #expect(try events(scene: "default.json", script: "default-navigation.jsonl") == pushPop)
        #expect(try events(scene: "music.json", script: "music-navigation.jsonl") == pushPop + ["actionSheet.shown", "actionSheet.dismissed"])
    }

    /// An alert that has come to rest is not drawn again: its glass does not turn from live
    /// shading to a recorded plan when its spring settles, a redraw (10 ms for music's action
    /// sheet) of pixels no one sees change.
    @Test func anAlertAtRestDrawsNoMoreFrames() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        let path = RepositoryPaths.scenes.appendingPathComponent("bench/mail-alert.jsonl").path
        let script = try InteractionScript.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let s = ViewerSession(scene: scene, pixelWidth: 960, pixelHeight: 540, scale: 1, clock: FixedStepClock())
        var shown: Double?
        s.onSemanticEvent = { e in if e.name == "alert.shown" { shown = e.time } }
        var player = ScriptPlayer(script)
        let p = OffscreenPresenter(width: 960, height: 540)!
        var restingFrames = 0
        // The alert comes up from the tap at 1.48 s; the next press, on Cancel, is at 2.6 s.
        while s.clock.now < 2.58 {
            player.deliver(upTo: s.clock.now, to: s)
            s.step(to: p)
            if let shown, s.clock.now > shown + 0.45 {
                restingFrames += 1
                #expect(s.history.last?.redrawnPixels == 0, "frame at \(s.clock.now) redrew \(s.history.last?.redrawnPixels ?? -1) px")
            }
        }
        #expect(shown != nil && restingFrames > 20)
    }
}


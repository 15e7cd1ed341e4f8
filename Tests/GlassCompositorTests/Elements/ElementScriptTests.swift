import Foundation
import Testing
@testable import GlassCompositor

/// Scripts that name elements: they follow a layout change that breaks their coordinate twin,
/// give the same frames as that twin where both apply, scroll until an element shows, and stop
/// with a located error naming the nearest candidates when a target names no one element.
@Suite struct ElementScriptTests {
    static func scene(_ name: String) throws -> Scene { try ElementTreeTests.scene(name) }

    static func play(_ text: String, on scene: Scene, size: (Int, Int) = (1280, 800), until t: Double) throws -> (ViewerSession, ScriptPlayer) {
        let script = try InteractionScript.parse(text, file: "flow.jsonl")
        let s = ViewerSession(scene: scene, pixelWidth: size.0, pixelHeight: size.1, scale: 1)
        var player = ScriptPlayer(script)
        player.deliver(upTo: t, to: s)
        s.advance(to: t)
        return (s, player)
    }

    static func frame(_ s: ViewerSession) -> UInt64 {
        let p = OffscreenPresenter(width: s.pixelWidth, height: s.pixelHeight)!
        s.renderFrame(to: p)
        return p.surface.contentHash
    }

    /// A tab added before the target moves every tab: the script by element still selects
    /// Radio, the coordinate script written for the old layout selects another tab.
    @Test func anElementScriptSurvivesATabAddedBeforeItsTarget() throws {
        // A phone's width, where the tabs share the bar: one more makes every slot narrower.
        let music = try Self.scene("music"), phone = (390, 844)
        let script = #"{"t":0.5,"type":"tap","on":{"role":"tab","label":"New"}}"#
        #expect(try Self.play(script, on: music, size: phone, until: 2).0.ui.selectedTabID?.rawValue == "new")
        // The coordinate twin, written against the shipped layout.
        let new = try #require(ViewerSession(scene: music, pixelWidth: phone.0, pixelHeight: phone.1, scale: 1).elementTree()
            .matches(ElementTarget(role: .tab, label: "New")).first).hitPoint
        let twin = "{\"t\":0.5,\"type\":\"down\",\"x\":\(new.x),\"y\":\(new.y)}\n{\"t\":0.55,\"type\":\"up\",\"x\":\(new.x),\"y\":\(new.y)}"
        #expect(try Self.play(twin, on: music, size: phone, until: 2).0.ui.selectedTabID?.rawValue == "new")

        var changed = music
        var extra = changed.tabs[0]
        extra.id = "podcasts"; extra.title = "Podcasts"
        changed.tabs.insert(extra, at: 0)
        let (byElement, player) = try Self.play(script, on: changed, size: phone, until: 2)
        #expect(player.error == nil)
        #expect(byElement.ui.selectedTabID?.rawValue == "new", "the element script follows the layout")
        let byPoint = try Self.play(twin, on: changed, size: phone, until: 2).0
        #expect(byPoint.ui.selectedTabID?.rawValue == "home", "the coordinate script now taps the tab before it")
    }

    /// A script by element and its coordinate twin give the same frames (and the element
    /// script the same frames every time): targets resolve at the event's time, headless.
    @Test func anElementScriptAndItsCoordinateTwinDrawTheSameFrames() throws {
        let mail = try Self.scene("mail")
        let probe = ViewerSession(scene: mail, pixelWidth: 960, pixelHeight: 540, scale: 1)
        let select = try #require(probe.elementTree().matches(ElementTarget(id: "select")).first).hitPoint
        let byElement = """
        {"t":0.2,"type":"tap","on":{"id":"select"}}
        {"t":1.2,"type":"tap","on":"Mark All as Read"}
        """
        // Resolve "Mark All as Read" where it shows at 1.2 s after the same tap.
        let (mid, _) = try Self.play(#"{"t":0.2,"type":"tap","on":{"id":"select"}}"#, on: mail, size: (960, 540), until: 1.2)
        let mark = try #require(mid.elementTree().matches(ElementTarget(label: "Mark All as Read")).first).hitPoint
        let byPoint = """
        {"t":0.2,"type":"down","x":\(select.x),"y":\(select.y)}
        {"t":0.25,"type":"up","x":\(select.x),"y":\(select.y)}
        {"t":1.2,"type":"down","x":\(mark.x),"y":\(mark.y)}
        {"t":1.25,"type":"up","x":\(mark.x),"y":\(mark.y)}
        """
        for t in [0.3, 1.0, 1.3, 2.5] {
            let a = try Self.play(byElement, on: mail, size: (960, 540), until: t).0
            let b = try Self.play(byPoint, on: mail, size: (960, 540), until: t).0
            let c = try Self.play(byElement, on: mail, size: (960, 540), until: t).0
            let fa = Self.frame(a)
            #expect(fa == Self.frame(b), "t=\(t)")
            #expect(fa == Self.frame(c), "t=\(t) again")
        }
    }

    /// Drawn every 1/60 s with the element overlay on and its tree read each frame, the element
    /// script ends on the frame a session drawn only at the end shows: resolving and reading
    /// the tree change no state.
    @Test func everyFrameOrOnlyTheLastGiveTheSameFrame() throws {
        let text = """
        {"t":0.2,"type":"tap","on":{"id":"select"}}
        {"t":1.2,"type":"tap","on":"Mark All as Read"}
        {"t":2.0,"type":"scroll","until":"visible","on":{"role":"row","label":"Dad"}}
        """
        let mail = try Self.scene("mail")
        let script = try InteractionScript.parse(text, file: "flow.jsonl")
        let every = ViewerSession(scene: mail, pixelWidth: 960, pixelHeight: 540, scale: 1)
        let presenter = OffscreenPresenter(width: 960, height: 540)!
        var player = ScriptPlayer(script)
        for k in 0...180 {
            let t = Double(k) / 60
            player.deliver(upTo: t, to: every)
            every.advance(to: t)
            _ = every.elementTree()
            every.renderFrame(to: presenter)
        }
        #expect(player.error == nil, "\(player.error?.description ?? "")")
        let last = try Self.play(text, on: mail, size: (960, 540), until: 3).0
        #expect(Self.frame(last) == Self.frame(every))
    }

    @Test func noMatchNamesTheLineTargetAndNearestCandidates() throws {
        let text = """
        // a comment
        {"t":0.5,"type":"tap","on":{"role":"tab","label":"Radoi"}}
        """
        let (s, player) = try Self.play(text, on: try Self.scene("music"), until: 2)
        let error = try #require(player.error)
        #expect(player.isFinished)
        #expect(error.line == 2)
        #expect(error.description.hasPrefix("flow.jsonl:2: error: tap at t=0.5: no element matches"))
        #expect(error.description.contains("nearest: tab \"Radio\" #radio"), "\(error.description)")
        #expect(s.ui.selectedTabID?.rawValue == "home", "nothing was tapped")
    }

    @Test func severalMatchesNameThemAndIndexPicksOne() throws {
        let music = try Self.scene("music")
        let (_, player) = try Self.play(#"{"t":0.5,"type":"tap","on":{"role":"tab"}}"#, on: music, until: 1)
        let error = try #require(player.error)
        #expect(error.description.contains("5 elements match"), "\(error.description)")
        #expect(error.description.contains("tab \"Home\" #home"))
        let (s, picked) = try Self.play(#"{"t":0.5,"type":"tap","on":{"role":"tab","index":3}}"#, on: music, until: 1)
        #expect(picked.error == nil)
        #expect(s.ui.selectedTabID?.rawValue == "library")
    }

    /// Scrolling until a row far down the inbox shows it whole between the bars; a target that
    /// is nowhere on the page is an error after scrolling both ways.
    @Test func scrollUntilVisible() throws {
        let mail = try Self.scene("mail")
        let probe = ViewerSession(scene: mail, pixelWidth: 960, pixelHeight: 540, scale: 1)
        #expect(probe.elementTree().matches(ElementTarget(role: .row, label: "Dad")).isEmpty, "Dad starts below the fold")
        let (s, player) = try Self.play("""
        {"t":0.5,"type":"scroll","until":"visible","on":{"role":"row","label":"Dad"}}
        {"t":0.6,"type":"tap","on":{"role":"row","label":"Dad"}}
        """, on: mail, size: (960, 540), until: 0.55)
        #expect(player.error == nil, "\(player.error?.description ?? "")")
        let dad = try #require(s.elementTree().matches(ElementTarget(role: .row, label: "Dad")).first)
        #expect(dad.hittable)
        #expect(dad.frame.minY >= ContentLayout.topInset - 0.5 && dad.frame.maxY <= 540 - TabBarLayout.contentBottomInset + 0.5)
        // It stays there: the scrolls carried no fling.
        s.advance(to: 3)
        #expect(s.elementTree().matches(ElementTarget(role: .row, label: "Dad")).first?.frame == dad.frame)

        let (_, lost) = try Self.play(#"{"t":0.5,"type":"scroll","until":"visible","on":{"role":"row","label":"Mom"}}"#,
                                      on: mail, size: (960, 540), until: 1)
        let error = try #require(lost.error)
        #expect(error.description.contains("scrolling the page both ways never showed"), "\(error.description)")
    }

    /// A tap on an element a modal covers is an error naming what covers it.
    @Test func aCoveredTargetIsAnError() throws {
        let (_, player) = try Self.play("""
        {"t":0.2,"type":"tap","on":{"id":"select"}}
        {"t":1.2,"type":"tap","on":{"role":"row","label":"Figma"}}
        """, on: try Self.scene("mail"), size: (960, 540), until: 2)
        let error = try #require(player.error)
        #expect(error.line == 2)
        #expect(error.description.contains("row \"Figma\" #mail-2 is covered by alert #inbox-actions"), "\(error.description)")
    }

    /// Drags between elements: the music tab bar's pill dragged from Home to Library selects it.
    @Test func aDragFromElementToElement() throws {
        let (s, player) = try Self.play(#"{"t":0.5,"type":"drag","from":{"id":"home","role":"tab"},"to":{"id":"library","role":"tab"},"duration":0.4}"#,
                                        on: try Self.scene("music"), until: 2)
        #expect(player.error == nil)
        #expect(s.ui.selectedTabID?.rawValue == "library")
    }

    @Test func badElementLinesAreLocatedErrors() throws {
        let cases: [(String, String)] = [
            (#"{"t":1,"type":"tap","on":{"role":"tabb","label":"Radio"}}"#, "unknown role \"tabb\" (did you mean \"tab\"?) (at $.on.role)"),
            (#"{"t":1,"type":"tap","on":3}"#, "expected an element's label or an object"),
            (#"{"t":1,"type":"tap","on":{"index":1}}"#, "needs \"id\", \"role\" or \"label\""),
            (#"{"t":1,"type":"drag","from":"Home"}"#, "a drag event needs \"to\""),
            (#"{"t":1,"type":"scroll","on":"Dad"}"#, "needs \"until\": \"visible\""),
            (#"{"t":1,"type":"expect","on":"Dad"}"#, "needs what to expect"),
            (#"{"t":1,"type":"tap","on":"A","colour":1}"#, "unknown key \"colour\""),
        ]
        for (line, message) in cases {
            do {
                _ = try InteractionScript.parse("\n" + line, file: "bad.jsonl")
                Issue.record("\(line) parsed")
            } catch let e as SceneLoadError {
                let text = e.diagnostics.map(\.description).joined(separator: "\n")
                #expect(text.hasPrefix("bad.jsonl:2:"), "\(text)")
                #expect(text.contains(message), "\(line): \(text)")
            }
        }
        // A recording with frame marks replays its events as they are: none may name an element.
        do {
            _ = try InteractionScript.parse("{\"t\":0.1,\"type\":\"frame\",\"frame\":1}\n{\"t\":1,\"type\":\"tap\",\"on\":\"A\"}", file: "rec.jsonl")
            Issue.record("a recording with an element line parsed")
        } catch let e as SceneLoadError {
            #expect(e.diagnostics.first?.description.hasPrefix("rec.jsonl:2:1: error: a recording with frame lines") == true, "\(e)")
        }
        // A tap that ends after the next line starts is out of order.
        #expect(throws: SceneLoadError.self) {
            try InteractionScript.parse("{\"t\":1,\"type\":\"tap\",\"on\":\"A\",\"duration\":0.5}\n{\"t\":1.2,\"type\":\"key\",\"key\":\"a\"}", file: "x")
        }
    }

    /// A recorded press names the element under it; replay reads the coordinates and ignores it.
    @Test func aRecordedPressNamesItsElement() throws {
        let s = ViewerSession(scene: try Self.scene("music"), pixelWidth: 1280, pixelHeight: 800, scale: 1)
        let radio = try #require(s.elementTree().matches(ElementTarget(id: "radio")).first)
        let down = InputEvent(.down(button: 1), at: Point(radio.hitPoint.x + 3, radio.hitPoint.y), time: 0.5)
        let line = InteractionScript.line(for: down, on: s.elementTree().element(at: down.position))
        #expect(line.contains("\"on\":{\"id\":\"radio\",\"role\":\"tab\",\"label\":\"Radio\"}"), "\(line)")
        let back = try InteractionScript.parse(line, file: "rec.jsonl")
        #expect(back.events == [down])
        #expect(back.addresses.isEmpty)
    }
}

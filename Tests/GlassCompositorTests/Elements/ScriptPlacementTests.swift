import Foundation
import Testing
@testable import GlassCompositor

/// Script lines placed relative to what they mean rather than at a point of one window: a
/// press `offset` from its element's hit point, moves `by` a distance (points or a share of the
/// window) from the press, a wheel turned over a named element, the sheet's grabber and the
/// search field's clear button as elements, and the window sizes a script says it is for.
@Suite struct ScriptPlacementTests {
    static func scene(_ name: String) throws -> Scene { try ElementTreeTests.scene(name) }

    /// The events `text` gives `scene` at `size` (window points at scale 1) as the session got
    /// them, points resolved, with the player (its error) and the session at `t`.
    static func played(_ text: String, on scene: Scene, size: (Int, Int), until t: Double) throws
        -> (events: [InputEvent], player: ScriptPlayer, session: ViewerSession) {
        final class Box { var events: [InputEvent] = [] }
        let box = Box()
        let s = ViewerSession(scene: scene, pixelWidth: size.0, pixelHeight: size.1, scale: 1)
        var player = ScriptPlayer(try InteractionScript.parse(text, file: "flow.jsonl"))
        player.onPlayed = { box.events.append($0) }
        player.deliver(upTo: t, to: s)
        s.advance(to: t)
        return (box.events, player, s)
    }

    /// A drag whose moves go `by` a distance from its press keeps its shape wherever the press
    /// landed: the tab bar's press at the bar's centre of each window, the moves 60 points (and
    /// 10 % of the width) to the right of it.
    @Test func movesByADistanceFollowTheirPress() throws {
        let music = try Self.scene("music")
        let script = """
        {"t":0.5,"type":"down","on":{"role":"tab-bar"}}
        {"t":0.6,"type":"move","by":[60,0]}
        {"t":0.7,"type":"move","by":["10%","-2.5%"]}
        {"t":0.8,"type":"up","by":[60,0]}
        """
        for size in [(960, 540), (1280, 800)] {
            let (events, player, _) = try Self.played(script, on: music, size: size, until: 1)
            #expect(player.error == nil)
            let bar = try #require(ViewerSession(scene: music, pixelWidth: size.0, pixelHeight: size.1, scale: 1).elementTree()
                .matches(ElementTarget(role: .tabBar)).first).hitPoint
            #expect(events.map(\.position) == [bar, bar + Point(60, 0), bar + Point(Double(size.0) / 10, -Double(size.1) / 40), bar + Point(60, 0)],
                    "\(size): \(events.map(\.position))")
        }
    }

    /// A percentage is multiplied before it is divided: 2.5 % of 960 points is 24 exactly, so
    /// a swipe written in shares of the window gives the window it was written for the very
    /// points it had (and so the same frames).
    @Test func aShareOfTheWindowIsExactWhereThePointsWere() {
        let move = PressRelativeMove(dx: .percent(2.5), dy: .percent(50), line: 1, type: "move")
        for k in 1...20 {
            let p = PressRelativeMove(dx: .percent(2.5 * Double(k)), dy: .points(0), line: 1, type: "move")
                .point(from: Point(300, 300), viewport: Size(960, 540))
            #expect(p == Point(300 + 24 * Double(k), 300))
        }
        #expect(move.point(from: .zero, viewport: Size(1920, 1080)) == Point(48, 540))
    }

    /// An offset moves a press from its element's hit point, and must keep it on the element
    /// and out from under what a component in front shows.
    @Test func anOffsetMovesThePressAndStaysOnItsElement() throws {
        let mail = try Self.scene("mail")
        let (events, player, s) = try Self.played(#"{"t":0.4,"type":"tap","on":{"id":"search"},"offset":[-180,1]}"#,
                                                  on: mail, size: (960, 540), until: 0.6)
        #expect(player.error == nil)
        #expect(events.map(\.position) == [Point(300, 498), Point(300, 498)])
        #expect(s.elementTree().matches(ElementTarget(id: "search")).first?.state.focused == true)

        let (_, outside, _) = try Self.played("\n" + #"{"t":0.4,"type":"tap","on":{"id":"search"},"offset":[0,30]}"#,
                                              on: mail, size: (960, 540), until: 0.6)
        let error = try #require(outside.error)
        #expect(error.line == 2)
        #expect(error.description.contains("offset 0, 30 from its hit point, at 480, 527, lies outside search-field \"Search\" #search"),
                "\(error.description)")

        // The inbox page's centre is uncovered; 227 points below it is the toolbar's field.
        let (_, covered, _) = try Self.played(#"{"t":0.4,"type":"down","on":{"role":"page","id":"inbox"},"offset":[0,227]}"#,
                                              on: mail, size: (960, 540), until: 0.6)
        #expect(covered.error?.description.contains("is covered by search-field \"Search\" #search at the offset") == true,
                "\(covered.error?.description ?? "no error")")
    }

    /// A wheel line may name what it turns over: the pointer goes to that element's hit point.
    @Test func aWheelTurnsOverANamedElement() throws {
        let (events, player, s) = try Self.played(#"{"t":0.3,"type":"wheel","on":{"role":"page","label":"Home"},"dy":2}"#,
                                                  on: try Self.scene("music"), size: (1280, 800), until: 1.5)
        #expect(player.error == nil)
        #expect(events.first?.kind == .wheel(dx: 0, dy: 2) && events.first?.position == Point(640, 400))
        #expect(s.scrollOffset() > 50)
    }

    /// The presented sheet holds its grabber, the band at its top a press drags at once; the
    /// field with text holds its clear button.
    @Test func theSheetsGrabberAndTheFieldsClearButtonAreElements() throws {
        let maps = ViewerSession(scene: try Self.scene("maps"), pixelWidth: 960, pixelHeight: 540, scale: 1)
        let tree = maps.elementTree()
        let sheet = try #require(tree.matches(ElementTarget(role: .sheet)).first)
        let grabber = try #require(tree.matches(ElementTarget(id: "sheet.grabber")).first)
        #expect(grabber.role == .button && grabber.label == "Grabber" && grabber.hittable)
        #expect(grabber.x == sheet.x && grabber.y == sheet.y && grabber.width == sheet.width && grabber.height == SheetLayout.handleHeight)
        #expect(grabber.parent.map { tree.elements[$0].role } == .sheet)
        let (_, player, raised) = try Self.played("""
        {"t":0.2,"type":"down","on":{"id":"sheet.grabber"}}
        {"t":0.3,"type":"move","by":[0,-120]}
        {"t":0.35,"type":"up","by":[0,-120]}
        """, on: try Self.scene("maps"), size: (960, 540), until: 1.5)
        #expect(player.error == nil)
        #expect(try #require(raised.elementTree().matches(ElementTarget(role: .sheet)).first).y < sheet.y - 100)

        let (_, typed, mail) = try Self.played("""
        {"t":0.2,"type":"tap","on":{"id":"search"}}
        {"t":0.5,"type":"text","text":"lisbon"}
        {"t":0.8,"type":"tap","on":{"id":"search.clear"}}
        """, on: try Self.scene("mail"), size: (960, 540), until: 0.7)
        let clear = try #require(mail.elementTree().matches(ElementTarget(id: "search.clear")).first)
        #expect(clear.role == .button && clear.label == "Clear")
        #expect(clear.parent.map { mail.elementTree().elements[$0].id } == "search")
        var player2 = typed
        player2.deliver(upTo: 1, to: mail)
        mail.advance(to: 1)
        #expect(player2.error == nil)
        #expect(mail.elementTree().matches(ElementTarget(id: "search")).first?.state.text == "")
        #expect(mail.elementTree().matches(ElementTarget(id: "search.clear")).isEmpty, "an empty field shows no clear button")
    }

    /// The sizes a script is for: read from its meta line, matched exactly.
    @Test func aScriptNamesTheSizesItIsFor() throws {
        let script = try InteractionScript.parse(#"{"t":0,"type":"meta","scene":"x.json","sizes":{"only":["1280x800@1","1920x1080@2","390x844"],"why":"the menu fits"}}"#,
                                                 file: "s.jsonl")
        let limit = try #require(script.meta?.sizes)
        #expect(limit.why == "the menu fits")
        #expect(limit.only.map(\.label) == ["1280x800@1", "1920x1080@2", "390x844@1"])
        #expect(limit.allows(width: 1920, height: 1080, scale: 2) && limit.allows(width: 390, height: 844, scale: 1))
        #expect(!limit.allows(width: 3840, height: 2160, scale: 2) && !limit.allows(width: 1920, height: 1080, scale: 1))
        #expect(try InteractionScript.parse(#"{"t":0,"type":"meta","scene":"x.json"}"#, file: "s").meta?.sizes == nil)
    }

    @Test func badPlacementLinesAreLocatedErrors() throws {
        let down = #"{"t":0,"type":"down","x":1,"y":1}"#
        let cases: [(String, Int, String)] = [
            (#"{"t":1,"type":"down","by":[1,2]}"#, 2, "a down is the press \"by\" is measured from: place it with x, y or \"on\" (at $.by)"),
            (down + "\n" + #"{"t":1,"type":"move","by":[1,2],"x":3}"#, 3, "is placed by \"by\", or by x, y, or by \"on\": give one"),
            (down + "\n" + #"{"t":1,"type":"up","by":[1,2],"on":"A"}"#, 3, "give one (at $.by)"),
            (down + "\n" + #"{"t":1,"type":"move","by":[1]}"#, 3, "expected [dx, dy]: points, or a percentage of the window as a string (\"by\":[60,0], \"by\":[\"2.5%\",0]), found an array of 1 item (at $.by)"),
            (down + "\n" + #"{"t":1,"type":"move","by":"10%"}"#, 3, "found a string (at $.by)"),
            (down + "\n" + #"{"t":1,"type":"move","by":["abc%",0]}"#, 3, "\"abc%\" is not a percentage (write it as \"2.5%\", or give points as a number) (at $.by[0])"),
            (down + "\n" + #"{"t":1,"type":"move","by":[0,"12"]}"#, 3, "\"12\" is not a percentage (write it as \"2.5%\", or give points as a number) (at $.by[1])"),
            (down + "\n" + #"{"t":1,"type":"move","by":[true,0]}"#, 3, "expected points (a number) or a percentage (a string like \"2.5%\"), found a boolean (at $.by[0])"),
            (down + "\n" + #"{"t":1,"type":"move","by":["2000%",0]}"#, 3, "\"2000%\" is out of range -1000%...1000% (at $.by[0])"),
            (down + "\n" + #"{"t":1,"type":"move","by":[1e9,0]}"#, 3, "points is out of range"),
            (#"{"t":1,"type":"move","by":[1,2]}"#, 2, "a move placed \"by\" a distance from the press needs a down before it in the script (at $.by)"),
            (#"{"t":1,"type":"down","x":1,"y":2,"offset":[1,1]}"#, 2, "\"offset\" moves a point from the hit point of the element named by \"on\": give \"on\" and no x, y (at $.offset)"),
            (#"{"t":1,"type":"wheel","x":1,"y":2,"dy":1,"offset":[1,1]}"#, 2, "give \"on\" and no x, y (at $.offset)"),
            (#"{"t":1,"type":"tap","on":"A","offset":[1]}"#, 2, "expected [dx, dy] in points from the element's hit point, found an array (at $.offset)"),
            (#"{"t":1,"type":"tap","on":"A","offset":[1,1e9]}"#, 2, "an offset is at most 100000 points each way (at $.offset)"),
            (#"{"t":1,"type":"wheel","on":{"rol":"menu"},"dy":1}"#, 2, "unknown key \"rol\""),
            (#"{"t":0,"type":"meta","sizes":{"only":["1920x1080@9"],"why":"x"}}"#, 2, "expected a window size in pixels and its scale, as \"1920x1080@2\" (16...8192 pixels, scale 1...4) (at $.sizes.only[0])"),
            (#"{"t":0,"type":"meta","sizes":{"only":["1920x1080@2"]}}"#, 2, "\"sizes\" needs \"why\": what does not happen at the other sizes (at $.sizes.why)"),
            (#"{"t":0,"type":"meta","sizes":{"why":"x"}}"#, 2, "\"sizes\" needs \"only\""),
            (#"{"t":0,"type":"meta","sizes":{"only":[],"why":"x"}}"#, 2, "\"only\" names no size (at $.sizes.only)"),
            (#"{"t":0,"type":"meta","sizes":["1920x1080@2"]}"#, 2, "expected an object, found an array (at $.sizes)"),
        ]
        for (text, line, message) in cases {
            do {
                _ = try InteractionScript.parse("\n" + text, file: "bad.jsonl")
                Issue.record("\(text) parsed")
            } catch let e as SceneLoadError {
                let found = e.diagnostics.map(\.description).joined(separator: "\n")
                #expect(found.hasPrefix("bad.jsonl:\(line):"), "\(text): \(found)")
                #expect(found.contains(message), "\(text): \(found)")
            }
        }
        // A recording with frame marks replays its events as they are: none may be placed `by`.
        do {
            _ = try InteractionScript.parse("{\"t\":0.1,\"type\":\"frame\",\"frame\":1}\n" + down.replacingOccurrences(of: "\"t\":0", with: "\"t\":0.2")
                                            + "\n{\"t\":1,\"type\":\"up\",\"by\":[0,0]}", file: "rec.jsonl")
            Issue.record("a recording with a line placed by a distance parsed")
        } catch let e as SceneLoadError {
            #expect(e.diagnostics.first?.description.hasPrefix("rec.jsonl:3:1: error: a recording with frame lines replays its input as recorded, so no line may be placed \"by\"") == true, "\(e)")
        }
    }
}

import Testing
@testable import GlassCompositor

/// P3: alerts centred in glass with their buttons side by side or stacked; action sheets
/// anchored beside their source (no cancel button, a tap outside dismisses) or at the bottom
/// with a cancel button; Return and Escape; the events they log.
@Suite struct AlertTests {
    static let viewport = Size(390, 844)

    static func measure(_ text: String, _ style: TextStyle, _ width: Double) -> Size {
        TextMeasurer.shared.size(text, style: style, width: width, maxLines: 8)
    }

    static func content(_ titles: [(String, AlertButton.Role)], title: String? = "Title", message: String? = "A message.") -> AlertContent {
        var c = AlertContent()
        c.title = title
        c.message = message
        c.buttons = titles.map { AlertButton(title: $0.0, role: $0.1) }
        return c
    }

    @Test func anAlertIsCentredWithTwoShortButtonsSideBySide() {
        let c = Self.content([("Cancel", .cancel), ("Delete", .destructive)])
        let l = AlertLayout(action: .alert(c), source: nil, viewport: Self.viewport, measure: Self.measure)
        #expect(l.placement == .alert)
        #expect(abs(l.panel.midX - Self.viewport.width / 2) <= 0.5)
        #expect(abs(l.panel.midY - Self.viewport.height / 2) <= 0.5)
        #expect(l.sideBySide)
        #expect(l.buttons.count == 2)
        // Side by side: one row, cancel on the leading side, both inside the panel.
        #expect(l.buttons[0].frame.minY == l.buttons[1].frame.minY)
        #expect(l.buttons[0].index == 0 && l.buttons[0].frame.maxX < l.buttons[1].frame.minX)
        for b in l.buttons { #expect(l.panel.insetBy(dx: 1, dy: 1).contains(b.frame.center)) }
        #expect(l.cancelPanel == nil)
    }

    @Test func longTitlesOrThreeButtonsStackWithCancelLast() {
        let long = Self.content([("Cancel", .cancel), ("Delete Every Message in This Mailbox", .destructive)])
        let l = AlertLayout(action: .alert(long), source: nil, viewport: Self.viewport, measure: Self.measure)
        #expect(!l.sideBySide)
        #expect(l.buttons.map(\.index) == [1, 0])
        #expect(l.buttons[0].frame.maxY < l.buttons[1].frame.minY)
        let three = Self.content([("Don't Save", .destructive), ("Cancel", .cancel), ("Save", .default)])
        let t = AlertLayout(action: .alert(three), source: nil, viewport: Self.viewport, measure: Self.measure)
        #expect(!t.sideBySide)
        #expect(t.buttons.map(\.index) == [0, 2, 1])
        #expect(Set(t.buttons.map(\.frame.minX)).count == 1)
    }

    @Test func anAnchoredActionSheetSitsBesideItsSourceInsideTheWindowWithoutCancel() {
        let c = Self.content([("Mark All as Read", .default), ("Delete All", .destructive), ("Cancel", .cancel)], title: nil, message: nil)
        let window = Rect(x: 0, y: 0, width: Self.viewport.width, height: Self.viewport.height)
        // A button in the top trailing corner: the sheet goes below it, pulled inside the window.
        let top = Rect(x: 332, y: 8, width: 40, height: 44)
        let l = AlertLayout(action: .actionSheet(c), source: top, viewport: Self.viewport, measure: Self.measure)
        #expect(l.placement == .anchored)
        #expect(window.insetBy(dx: AlertLayout.margin - 0.5, dy: AlertLayout.margin - 0.5).contains(l.panel.origin))
        #expect(l.panel.maxX <= window.maxX - AlertLayout.margin + 0.5)
        #expect(l.panel.minY >= top.maxY && l.panel.minY - top.maxY <= AlertLayout.gap + 0.5)
        #expect(l.buttons.map(\.index) == [0, 1], "no cancel button beside a source")
        #expect(l.cancelPanel == nil)
        // A button at the bottom: the sheet goes above it.
        let bottom = Rect(x: 20, y: 780, width: 44, height: 44)
        let b = AlertLayout(action: .actionSheet(c), source: bottom, viewport: Self.viewport, measure: Self.measure)
        #expect(b.panel.maxY <= bottom.minY && bottom.minY - b.panel.maxY <= AlertLayout.gap + 0.5)
        #expect(b.panel.minX >= AlertLayout.margin - 0.5)
    }

    @Test func anActionSheetWithoutASourceSitsAtTheBottomWithItsCancelApart() {
        let c = Self.content([("Play Next", .default), ("Remove", .destructive)], title: "Mix", message: nil)
        let l = AlertLayout(action: .actionSheet(c), source: nil, viewport: Self.viewport, measure: Self.measure)
        #expect(l.placement == .bottom)
        let cancel = try! #require(l.cancelPanel)
        #expect(cancel.maxY > Self.viewport.height - 40 && cancel.maxY < Self.viewport.height)
        #expect(l.panel.maxY < cancel.minY)
        // The content has no cancel button: the sheet brings its own, in the cancel capsule.
        let last = try! #require(l.buttons.last)
        #expect(last.index == c.buttons.count)
        #expect(cancel.contains(last.frame.center))
    }

    // MARK: In a session

    /// A bottom sheet's panel and cancel capsule never merge (the field's spacing is 0), so they
    /// are drawn as two single-shape groups, which the renderer shades on its fast paths (as one
    /// two-shape group every pixel went through the field: 4 ms a frame for music's); the text
    /// over both goes with the last, so neither group's glass is drawn over it.
    @Test func aBottomSheetIsOneGlassGroupPerShapeWithTheTextOnTheLast() throws {
        let (s, p, clock, _) = try Self.mail()
        let c = Self.content([("Play Next", .default), ("Remove", .destructive)], title: "Mix", message: nil)
        s.alerts.present(.actionSheet(c), source: nil, element: "mix", at: clock.now)
        for _ in 0..<40 { clock.advance(); s.step(to: p) }
        let groups = s.alerts.plan().compactMap { command -> GlassItem? in
            if case .glass(let g) = command { return g } else { return nil }
        }
        let layout = try #require(s.alerts.current?.layout)
        #expect(layout.cancelPanel != nil)
        #expect(groups.count == 2)
        #expect(groups.allSatisfy { $0.field.shapes.count == 1 })
        #expect(groups.first?.glyphs == nil && groups.last?.glyphs != nil)
        #expect(Set(groups.map(\.signature)).count == 2)
    }

    static func mail() throws -> (ViewerSession, OffscreenPresenter, FixedStepClock, Recorder) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let recorder = Recorder()
        s.onSemanticEvent = { recorder.events.append($0) }
        let p = OffscreenPresenter(width: 390, height: 844)!
        s.step(to: p)
        return (s, p, clock, recorder)
    }

    final class Recorder { var events: [SemanticEvent] = [] }

    static func tap(_ s: ViewerSession, _ clock: FixedStepClock, _ p: Point) {
        s.handle(InputEvent(.down(button: 1), at: p, time: clock.now))
        clock.advance()
        s.handle(InputEvent(.up(button: 1), at: p, time: clock.now))
        clock.advance()
    }

    static func frame(of id: String, in s: ViewerSession) -> Rect? {
        guard let toolbar = s.toolbar.currentToolbar else { return nil }
        return s.toolbar.layout(toolbar).groups.flatMap(\.buttons).first { $0.button.id == id }?.frame
    }

    static func field(_ e: SemanticEvent, _ key: String) -> SemanticEvent.FieldValue? { e.fields.first { $0.0 == key }?.1 }

    @Test func theMailActionSheetComesOutOfItsButtonAndATapOutsideDismissesIt() throws {
        let (s, p, clock, log) = try Self.mail()
        let more = try #require(Self.frame(of: "select", in: s))
        Self.tap(s, clock, more.center)
        let shown = try #require(s.alerts.current)
        #expect(shown.isActionSheet && shown.layout.placement == .anchored)
        #expect(shown.layout.panel.minY >= more.maxY - 0.5 && shown.layout.panel.minY - more.maxY < 20)
        #expect(log.events.contains { $0.name == "actionSheet.shown" && Self.field($0, "id") == .string("inbox-actions") })
        #expect(log.events.contains { $0.name == "button.pressed" && Self.field($0, "id") == .string("select") })
        s.step(to: p)
        // Modal: the wheel does not scroll the inbox behind it.
        s.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(195, 500), time: clock.now))
        #expect(s.content.scroll(tab: s.tabID(0)).restingOffset == 0)
        // A tap outside dismisses it with no button chosen.
        Self.tap(s, clock, Point(60, 700))
        #expect(s.alerts.current == nil)
        let dismissed = try #require(log.events.last { $0.name == "actionSheet.dismissed" })
        #expect(Self.field(dismissed, "how") == .string("outside"))
        #expect(Self.field(dismissed, "role") == .string("cancel"))
        // It fades out, then is gone; the painting it showed leaves with it, not painted again.
        s.step(to: p)
        #expect(s.alerts.leaving != nil)
        #expect(s.alerts.leavingGlyphs.paintedOnFramePath == 0)
        #expect(s.alerts.leavingGlyphs.shown === s.alerts.glyphs.shown)
        for _ in 0..<60 { clock.advance() }
        s.step(to: p)
        #expect(s.alerts.leaving == nil && !s.needsFrame)
    }

    /// The press on a button that presents an action sheet paints the sheet's text ahead, so
    /// the tap's first frame finds it ready: the same pixels as painting it on the frame path.
    @Test func thePressPaintsTheActionSheetAheadAndItIsTheSamePicture() throws {
        let (s, p, clock, _) = try Self.mail()
        let (fresh, q, freshClock, _) = try Self.mail()
        let select = try #require(Self.frame(of: "select", in: s))
        s.handle(InputEvent(.down(button: 1), at: select.center, time: clock.now))
        ViewerSession.waitForBackgroundWork()
        clock.advance()
        s.handle(InputEvent(.up(button: 1), at: select.center, time: clock.now))
        // Past the button's symbol, once the sheet's text shows (it grows out of the button).
        for _ in 0..<20 { clock.advance(); s.step(to: p) }
        let sheet = try #require(s.alerts.current)
        #expect(sheet.isActionSheet && s.alerts.glyphs.paintedOnFramePath == 0)
        // Presented without a press: painted on the frame path, the same picture.
        freshClock.advance()
        fresh.alerts.present(sheet.action, source: sheet.source, element: "select", at: freshClock.now)
        for _ in 0..<20 { freshClock.advance(); fresh.step(to: q) }
        #expect(fresh.alerts.glyphs.paintedOnFramePath == 1)
        let a = try #require(s.alerts.glyphs.shown), b = try #require(fresh.alerts.glyphs.shown)
        #expect(a.hasSamePixels(as: b))
    }

    @Test func aChosenButtonPresentsTheAlertWhichATapOutsideDoesNotDismissButEscapeDoes() throws {
        let (s, p, clock, log) = try Self.mail()
        let more = try #require(Self.frame(of: "select", in: s))
        Self.tap(s, clock, more.center)
        let sheet = try #require(s.alerts.current)
        let deleteAll = try #require(sheet.layout.buttons.first { sheet.action.content.buttons[$0.index].title == "Delete All…" })
        for _ in 0..<30 { s.step(to: p) }
        Self.tap(s, clock, deleteAll.frame.center)
        let chosen = try #require(log.events.last { $0.name == "actionSheet.dismissed" })
        #expect(Self.field(chosen, "button") == .string("Delete All…"))
        #expect(Self.field(chosen, "role") == .string("destructive"))
        // The alert waits for the action sheet to go, as UIKit presents it, not over it; the
        // window stays modal meanwhile (a tap on the content behind reaches nothing).
        #expect(s.alerts.current == nil && s.alerts.isPresented && s.alerts.leaving != nil)
        #expect(!log.events.contains { $0.name == "alert.shown" })
        s.step(to: p)
        let before = log.events.count
        Self.tap(s, clock, Point(200, 300))
        #expect(log.events.count == before && s.alerts.current == nil)
        while s.alerts.current == nil && clock.now < chosen.time + 1 { clock.advance(); s.step(to: p) }
        let alert = try #require(s.alerts.current)
        #expect(!alert.isActionSheet && alert.id == "delete-all" && s.alerts.leaving == nil)
        let shown = try #require(log.events.first { $0.name == "alert.shown" && Self.field($0, "id") == .string("delete-all") })
        #expect(abs(shown.time - chosen.time - AlertComponent.followUpDelay.normal) < 1e-9)
        // Scaling in from about 1.1 at first, at rest later.
        #expect(alert.scale(at: s.time) > 1.05)
        for _ in 0..<60 { s.step(to: p) }
        #expect(abs(try #require(s.alerts.current).scale(at: s.time) - 1) < 0.01)
        // An alert waits for a button: a tap outside changes nothing.
        Self.tap(s, clock, Point(40, 120))
        #expect(s.alerts.current?.id == "delete-all")
        // Return: no default button here (Cancel and a destructive Delete), so nothing.
        s.handle(InputEvent(.key(name: "Return", modifiers: []), time: clock.now))
        #expect(s.alerts.current != nil)
        s.handle(InputEvent(.key(name: "Escape", modifiers: []), time: clock.now))
        #expect(s.alerts.current == nil)
        let dismissed = try #require(log.events.last { $0.name == "alert.dismissed" })
        #expect(Self.field(dismissed, "button") == .string("Cancel"))
        #expect(Self.field(dismissed, "how") == .string("key"))
    }

    @Test func returnChoosesThePreferredButtonAndTheButtonUnderThePointerHighlights() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("controls.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 820, pixelHeight: 1180, scale: 1, clock: clock)
        let log = Recorder()
        s.onSemanticEvent = { log.events.append($0) }
        var content = AlertContent()
        content.title = "Save Changes?"
        content.buttons = [AlertButton(title: "Don't Save", role: .destructive), AlertButton(title: "Cancel", role: .cancel), AlertButton(title: "Save")]
        content.buttons[2].preferred = true
        s.alerts.present(.alert(content), source: nil, element: "save", at: clock.now)
        let layout = try #require(s.alerts.current?.layout)
        let save = try #require(layout.buttons.first { $0.index == 2 })
        // Held on Save: it highlights; sliding off onto nothing takes the highlight away.
        s.handle(InputEvent(.down(button: 1), at: save.frame.center, time: clock.now))
        #expect(s.alerts.current?.highlighted == 2)
        s.handle(InputEvent(.move, at: Point(save.frame.midX, layout.panel.minY - 40), time: clock.now))
        #expect(s.alerts.current?.highlighted == nil)
        s.handle(InputEvent(.up(button: 1), at: Point(save.frame.midX, layout.panel.minY - 40), time: clock.now))
        #expect(s.alerts.current != nil, "released off every button: nothing chosen")
        s.handle(InputEvent(.key(name: "Return", modifiers: []), time: clock.now))
        let dismissed = try #require(log.events.last { $0.name == "alert.dismissed" })
        #expect(Self.field(dismissed, "button") == .string("Save"))
        #expect(Self.field(dismissed, "id") == .string("save.alert"))
    }

    @Test func reduceMotionFadesTheAlertInWithoutScaling() throws {
        let (s, p, clock, _) = try Self.mail()
        s.reduceMotion = true
        s.alerts.present(.alert(Self.content([("OK", .cancel)])), source: nil, element: nil, at: clock.now)
        s.step(to: p)
        let a = try #require(s.alerts.current)
        #expect(a.scale(at: s.time) == 1)
        #expect(a.opacity(at: s.time) < 1)
    }

    // MARK: Scene format

    static func diagnostics(_ action: String) -> [String] {
        let text = #"{"tabs": [{"screen": {"items": [{"kind": "controls", "controls": [{"title": "B", "action": "# + action + #"}]}]}}]}"#
        do { _ = try SceneDecoder.decode(text, file: "t.json"); return [] } catch let e as SceneLoadError {
            return e.diagnostics.map(\.message)
        } catch { return ["unexpected \(error)"] }
    }

    @Test func actionsDecodeWithClearErrors() throws {
        let scene = try SceneDecoder.decode(#"""
            {"tabs": [{"screen": {
              "toolbar": {"trailing": [{"id": "t", "icon": "user-trash-symbolic",
                "action": {"actionSheet": {"buttons": [{"title": "Delete", "role": "destructive",
                  "action": {"alert": {"title": "Sure?"}}}]}}}]},
              "items": [{"kind": "row", "title": "R", "action": {"alert": {"message": "Hi", "buttons": [{"title": "OK", "preferred": true}]}}}]}}]}
            """#, file: "t.json")
        let screen = scene.tabs[0].screen
        guard case .button(let b) = screen.toolbar?.trailing.first, case .actionSheet(let sheet)? = b.action else { Issue.record("no action sheet"); return }
        #expect(sheet.buttons.first?.role == .destructive)
        // An alert with no buttons gets an OK to leave it by.
        guard case .alert(let next)? = sheet.buttons.first?.action else { Issue.record("no chained alert"); return }
        #expect(next.buttons.map(\.title) == ["OK"] && next.cancelButton == 0)
        guard case .row(let row) = screen.items[0], case .alert(let alert)? = row.action else { Issue.record("no row alert"); return }
        #expect(alert.defaultButton == 0)

        #expect(Self.diagnostics(#""Delete""#) == [#"expected an object with "alert" or "actionSheet", found a string"#])
        #expect(Self.diagnostics(#"{"alert": {"title": "A"}, "actionSheet": {"buttons": []}}"#) == [#"an action is an "alert" or an "actionSheet", not both"#])
        #expect(Self.diagnostics(#"{"alrt": {}}"#) == [#"an action needs "alert" or "actionSheet""#])
        #expect(Self.diagnostics(#"{"alert": {"buttons": [{"title": "OK"}]}}"#) == [#"an alert needs a "title" or a "message""#])
        #expect(Self.diagnostics(#"{"actionSheet": {"title": "T"}}"#) == [#"an action sheet needs "buttons""#])
        #expect(Self.diagnostics(#"{"alert": {"title": "T", "buttons": [{"title": "A", "role": "cancel"}, {"title": "B", "role": "cancel"}]}}"#)
                == [#"only one button may have the role "cancel""#])
        #expect(Self.diagnostics(#"{"alert": {"title": "T", "buttons": [{"role": "sideways"}]}}"#).count == 2)
        let both = #"{"screens": {"m": {}}, "tabs": [{"screen": {"items": [{"kind": "row", "title": "R", "destination": "m", "action": {"alert": {"title": "T"}}}]}}]}"#
        do { _ = try SceneDecoder.decode(both, file: "t.json"); Issue.record("decoded") } catch let e as SceneLoadError {
            #expect(e.diagnostics.map(\.message) == [#"a row either pushes its "destination" or presents its "action", not both"#])
        }
    }
}

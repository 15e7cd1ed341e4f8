import Testing
@testable import GlassCompositor

/// The search field as a text field beyond typing: selection and its keys, copy and paste
/// through the host's clipboard, the caret's blink as a stepped change, and what `--state`
/// says of the field.
@Suite struct SearchFieldEditingTests {
    /// Mail at phone size with its search field focused at the driver's time.
    private func focusedMail() throws -> (NavigationDriver, requests: Box<[ClipboardRequest]>, field: Rect) {
        let d = NavigationDriver(try NavigationDriver.mail(), scale: 1, size: Size(390, 844))
        let requests = Box<[ClipboardRequest]>([])
        d.session.onClipboard = { requests.value.append($0) }
        let frame = try #require(d.session.toolbar.searchFieldFrame)
        d.tap(Point(frame.midX - 40, frame.midY))
        #expect(d.session.ui.focus.isFocused)
        return (d, requests, frame)
    }

    @Test func controlATypingOverTheSelectionAndTheStateSayWhatIsSelected() throws {
        let (d, _, _) = try focusedMail()
        d.session.handle(InputEvent(.text("liquid glass"), time: d.t))
        d.key("Left", [.control, .shift])
        var state = d.session.stateSnapshot()
        #expect(state["search.selectionStart"] == 7 && state["search.selectionEnd"] == 12)
        d.key("a", .control)
        state = d.session.stateSnapshot()
        #expect(state["search.selectionStart"] == 0 && state["search.selectionEnd"] == 12)
        #expect(d.events(named: "appearance").isEmpty, "Control+A reached the viewer's shortcuts")
        d.session.handle(InputEvent(.text("metal"), time: d.t))
        state = d.session.stateSnapshot()
        #expect(state[text: "search.text"] == "metal")
        #expect(state["search.caret"] == 5)
        #expect(d.session.stateSnapshot().jsonLine(time: 1, frame: 1).contains(#""search.text":"metal""#))
    }

    @Test func copyCutAndPasteGoThroughTheHostsClipboard() throws {
        let (d, requests, _) = try focusedMail()
        d.session.handle(InputEvent(.text("glass"), time: d.t))
        d.key("c", .control)
        #expect(requests.value.isEmpty, "Control+C with nothing selected copied")
        d.key("Home", .shift)
        // Selecting offers the selection as PRIMARY, as X applications do.
        #expect(requests.value.last == .copy("glass", to: .primary))
        d.key("c", .control)
        #expect(requests.value.last == .copy("glass", to: .clipboard))
        d.key("x", .control)
        #expect(requests.value.last == .copy("glass", to: .clipboard))
        #expect(d.session.searchField.text.isEmpty)
        d.key("v", .control)
        #expect(requests.value.last == .paste(from: .clipboard))
        d.key("Insert", .shift)
        #expect(requests.value.last == .paste(from: .clipboard))
        // The host answers a paste with text, which types as any text does.
        d.session.handle(InputEvent(.text("liquid\nglass"), time: d.t))
        #expect(d.session.searchField.text == "liquid glass")
    }

    @Test func aMiddleClickOnTheFieldFocusesItAndPastesThePrimarySelection() throws {
        let d = NavigationDriver(try NavigationDriver.mail(), scale: 1, size: Size(390, 844))
        let requests = Box<[ClipboardRequest]>([])
        d.session.onClipboard = { requests.value.append($0) }
        let frame = try #require(d.session.toolbar.searchFieldFrame)
        d.session.handle(InputEvent(.down(button: 2), at: Point(frame.midX, frame.midY), time: d.t))
        d.session.handle(InputEvent(.up(button: 2), at: Point(frame.midX, frame.midY), time: d.t + 0.05))
        #expect(d.session.ui.focus.isFocused)
        #expect(requests.value == [.paste(from: .primary)])
        #expect(d.events(named: "navigation.push").isEmpty)
    }

    @Test func theCaretBlinksAsASteppedChangeAndTypingRelightsIt() throws {
        let (d, _, frame) = try focusedMail()
        let focusedAt = d.t - 0.01 - 0.05  // the tap's press
        func lit(at t: Double) -> Bool {
            d.session.advance(to: t)
            return d.session.searchField.display(of: try! #require(d.session.ui.pages.selectedPage))?.caretShown ?? false
        }
        #expect(lit(at: focusedAt + 0.2))
        // Nothing animates: the host sleeps until the blink's next half is due.
        #expect(!d.session.isAnimating)
        let next = try #require(d.session.nextTimedChange)
        #expect(abs(next - (focusedAt + 0.5)) < 1e-3)
        #expect(d.session.needsFrame(at: next))
        #expect(!lit(at: focusedAt + 0.7))
        #expect(lit(at: focusedAt + 1.2))
        // The frames of the two halves differ only inside the field.
        d.session.advance(to: focusedAt + 1.6)
        let dark = try #require(d.session.screenshot())
        d.session.advance(to: focusedAt + 2.1)
        let bright = try #require(d.session.screenshot())
        let changed = try #require(bright.boundsOfDifference(from: dark), "the caret did not blink")
        let fieldPixels = PixelRect(covering: frame)
        #expect(fieldPixels.contains(changed), "the blink changed pixels outside the field: \(changed)")
        // Typing lights it at once, whatever the phase.
        d.t = focusedAt + 1.7
        d.session.handle(InputEvent(.text("g"), time: d.t))
        #expect(lit(at: d.t + 0.05))
        // Unfocused, nothing is due.
        d.key("Escape")
        #expect(d.session.nextTimedChange == nil)
    }
}

extension SearchFieldEditingTests {
    @Test func aTapOnTheTextPutsTheCaretWhereItLanded() throws {
        let (d, _, frame) = try focusedMail()
        d.session.handle(InputEvent(.text("liquid glass"), time: d.t))
        let box = ToolbarGlyphs.textBox(inField: frame)
        let six = TextMeasurer.shared.size("liquid", style: .body, width: 1000, maxLines: 1).width
        d.tap(Point(box.minX + six + 1, frame.midY))
        #expect(d.session.stateSnapshot()["search.caret"] == 6)
        d.tap(Point(box.minX + 1, frame.midY))
        #expect(d.session.stateSnapshot()["search.caret"] == 0)
        d.tap(Point(box.maxX - 20, frame.midY))
        #expect(d.session.stateSnapshot()["search.caret"] == 12, "a tap past the text puts the caret at its end")
    }
}

/// A reference a test's closure can fill.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

import Testing
@testable import GlassCompositor

/// A bottom bar's search collapsed into a button for lack of room (S1) grows into a field over
/// the bar when tapped, focused, with a close button; Escape or the close button clears it and
/// it shrinks back into the button.
@Suite struct SearchExpansionTests {
    /// Mail at a 320 pt phone's width, where its search field is a button.
    private func narrowMail() throws -> NavigationDriver {
        NavigationDriver(try NavigationDriver.mail(), scale: 1, size: Size(320, 568))
    }

    @Test func atThreeHundredTwentyPointsTheFieldIsAButtonAndWiderItIsAField() throws {
        let narrow = try narrowMail()
        #expect(narrow.session.toolbar.searchButtonFrame != nil)
        #expect(narrow.session.toolbar.searchFieldFrame == nil)
        let phone = NavigationDriver(try NavigationDriver.mail(), scale: 1, size: Size(390, 844))
        #expect(phone.session.toolbar.searchFieldFrame != nil)
    }

    @Test func aTapGrowsTheButtonIntoAFocusedFieldAndEscapeShrinksIt() throws {
        let d = try narrowMail()
        let button = try #require(d.session.toolbar.searchButtonFrame)
        d.tap(Point(button.midX, button.midY))
        #expect(d.session.ui.focus.isFocused)
        #expect(d.session.isAnimating, "the field did not morph")
        // Mid-morph the field is between the button and the open bar.
        d.advance(by: 0.08)
        let mid = try #require(d.session.toolbar.searchFieldFrame)
        #expect(mid.width > button.width && mid.width < 200)
        d.settle()
        let open = try #require(d.session.toolbar.searchFieldFrame)
        #expect(open.minX == 21 && open.maxX == 320 - 21 - 44 - 10)
        #expect(d.session.toolbar.frame(ofButton: ToolbarLayout.searchCloseButtonID) != nil)
        #expect(d.events(named: "navigation.push").isEmpty)
        d.session.handle(InputEvent(.text("trip"), time: d.t))
        #expect(d.session.searchField.text == "trip")
        d.key("Escape")
        #expect(d.session.searchField.text.isEmpty, "Escape in an expanded field did not clear it as Cancel does")
        #expect(!d.events(named: "search.cancelled").isEmpty)
        d.settle()
        #expect(!d.session.isAnimating)
        #expect(d.session.toolbar.searchButtonFrame == button)
    }

    @Test func theCloseButtonCollapsesTheField() throws {
        let d = try narrowMail()
        let button = try #require(d.session.toolbar.searchButtonFrame)
        d.tap(Point(button.midX, button.midY))
        d.settle()
        d.session.handle(InputEvent(.text("lisbon"), time: d.t))
        let close = try #require(d.session.toolbar.frame(ofButton: ToolbarLayout.searchCloseButtonID))
        d.tap(Point(close.midX, close.midY))
        d.settle()
        #expect(!d.session.ui.focus.isFocused)
        #expect(d.session.searchField.text.isEmpty)
        #expect(d.session.toolbar.searchButtonFrame == button)
    }

    @Test func underReduceMotionItOpensAtOnce() throws {
        let d = try narrowMail()
        d.session.reduceMotion = true
        let button = try #require(d.session.toolbar.searchButtonFrame)
        d.tap(Point(button.midX, button.midY))
        #expect(!d.session.isAnimating)
        #expect(d.session.toolbar.searchFieldFrame?.minX == 21)
    }
}

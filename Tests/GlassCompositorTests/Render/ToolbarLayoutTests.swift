import Testing
@testable import GlassCompositor

/// Automatic grouping of toolbar items into glass capsules (N2) and search (S1).
@Suite struct ToolbarLayoutTests {
    func icon(_ name: String, prominent: Bool = false, hides: Bool = false) -> ToolbarItem {
        var b = ToolbarButton(); b.icon = name; b.prominent = prominent; b.hidesBackground = hides; return .button(b)
    }
    func text(_ title: String, role: ToolbarButton.Role = .plain) -> ToolbarItem {
        var b = ToolbarButton(); b.title = title; b.role = role; return .button(b)
    }
    func layout(trailing: [ToolbarItem] = [], bottom: [ToolbarItem] = []) -> ToolbarLayout {
        var t = Toolbar(); t.trailing = trailing; t.bottom = bottom
        return ToolbarLayout(toolbar: t, viewport: Size(390, 844), bottomBar: true) { Double($0.count) * 8 }
    }

    @Test func adjacentIconsShareOneCapsule() {
        let l = layout(trailing: [icon("a"), icon("b"), icon("c")])
        #expect(l.groups.count == 1 && l.groups[0].buttons.count == 3)
    }

    @Test func textDoneAndProminentButtonsStandAlone() {
        let l = layout(trailing: [icon("a"), text("Edit"), icon("b"), text("Done", role: .done), icon("c", prominent: true)])
        #expect(l.groups.map(\.buttons.count) == [1, 1, 1, 1, 1])
        #expect(l.groups.filter(\.prominent).count == 1)
    }

    @Test func fixedSpacerSplitsAndSharedFlexibleSpaceDoesNot() {
        #expect(layout(trailing: [icon("a"), .spacer(flexible: false, sharesBackground: false), icon("b")]).groups.count == 2)
        #expect(layout(trailing: [icon("a"), .spacer(flexible: true, sharesBackground: true), icon("b")]).groups.count == 1)
    }

    @Test func hiddenBackgroundMeansNoGlass() {
        let l = layout(trailing: [icon("a", hides: true)])
        #expect(l.groups.count == 1 && !l.groups[0].hasGlass)
    }

    @Test func groupsDoNotOverlapAndStayInTheWindow() {
        let l = layout(trailing: [icon("a"), icon("b"), text("Select"), icon("c")])
        let frames = l.groups.map(\.frame).sorted { $0.minX < $1.minX }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxX <= b.minX) }
        #expect(frames.last!.maxX == 390 - ToolbarLayout.edgeInset)
    }

    @Test func bottomSearchFieldFillsTheRoomOrCollapses() {
        let roomy = layout(bottom: [icon("filter"), .search(ToolbarSearch()), icon("compose", prominent: true)])
        let field = roomy.groups.first { $0.search != nil }!
        #expect(field.search?.collapsed == false && field.frame.width > 150)
        var collapsed = ToolbarSearch(); collapsed.collapsed = true
        let small = layout(bottom: [icon("filter"), .search(collapsed)])
        #expect(small.groups.first { $0.search != nil }!.frame.width == ToolbarLayout.barHeight)
    }
}

/// Where the selected screen's toolbar buttons are, for the features that open something out
/// of a button (menus and popovers, P1; a sheet's source, P2).
extension ToolbarComponent {
    /// A toolbar button as laid out now: its slot and the glass it sits on (window points).
    struct PlacedButton: Equatable {
        var button: ToolbarButton
        /// The button's own slot.
        var frame: Rect
        /// The glass capsule the button shares with its group (its own when it stands alone).
        var groupFrame: Rect
        /// The button's group holds only it: its glass is the capsule `groupFrame`.
        var alone: Bool
        /// In the bottom bar (things open upward out of it).
        var inBottomBar: Bool
        var prominent: Bool
    }

    /// Every button of the selected screen's toolbar, as laid out now.
    var placedButtons: [PlacedButton] {
        guard let toolbar = currentToolbar else { return [] }
        var out: [PlacedButton] = []
        for group in layout(toolbar).groups where group.search == nil {
            for (b, f) in group.buttons {
                out.append(PlacedButton(button: b, frame: f, groupFrame: group.frame, alone: group.buttons.count == 1,
                                        inBottomBar: group.frame.minY > ui.viewport.height / 2, prominent: group.prominent))
            }
        }
        return out
    }

    /// The button under `p`, if any.
    func placedButton(at p: Point) -> PlacedButton? { placedButtons.first { $0.frame.contains(p) } }

    /// The button with `id`, if the selected screen's toolbar shows it.
    func placedButton(id: String) -> PlacedButton? { placedButtons.first { $0.button.id == id } }

    var topFreeSpan: ClosedRange<Double> {
        let width = ui.viewport.width
        guard let toolbar = toolbarWithoutSearchTabField else { return TabBarLayout.edgeInset...max(TabBarLayout.edgeInset, width - TabBarLayout.edgeInset) }
        let span = layout(toolbar, besideTabBar: false).topTitleSpan(viewportWidth: width)
        return max(span.lowerBound, TabBarLayout.edgeInset)...max(span.lowerBound, TabBarLayout.edgeInset, min(span.upperBound, width - TabBarLayout.edgeInset))
    }
}

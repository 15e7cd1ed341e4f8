extension TabBarComponent {
    /// The selection pill's position (in tabs) and stretch (its width over the resting
    /// width), the minimize collapse (0 full … 1 minimized), the press scale and the
    /// adaptation darkness.
    func reportState(into snapshot: inout StateSnapshot) {
        guard !ui.scene.tabs.isEmpty else { return }
        let t = ui.time, bar = layout
        let position = pill.value(at: t)
        snapshot.set("tabBar.pill", position)
        let base = bar.selectionPill(at: position).width
        snapshot.set("tabBar.pillStretch", base > 0 ? stretchedPill(bar, at: position).width / base : 1)
        snapshot.set("tabBar.collapse", collapse.value(at: t))
        if hasSearchTab { snapshot.set("tabBar.searchOpen", searchOpen.value(at: t)) }
        if let press {
            let unit = Rect(x: 0, y: 0, width: 100, height: 100)
            snapshot.set("tabBar.press", press.apply(to: unit, at: t).width / 100)
        }
        if let adaptation { snapshot.set("tabBar.darkness", adaptation.darkness(at: t)) }
    }
}

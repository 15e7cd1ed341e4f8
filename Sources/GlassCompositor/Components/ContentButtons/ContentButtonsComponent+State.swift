extension ContentButtonsComponent {
    /// Each pressed or bouncing content glass button's scale (`press.<id>`, width ratio of its
    /// own frame, so the size-dependent growth is the button's).
    func reportState(into snapshot: inout StateSnapshot) {
        let t = ui.time
        for target in targets() {
            guard let press = presses.presses[target.key], target.rect.width > 0 else { continue }
            snapshot.set("press.\(target.id)", press.apply(to: target.rect, at: t).width / target.rect.width)
        }
    }
}

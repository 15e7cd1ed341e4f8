import GlassCompositor

/// Which appearance the window shows a scene in: `--appearance` when given, else the scene's
/// own when its file names one (it was designed for it: tv is dark), else the desktop's theme
/// (light when the desktop says nothing). One value shared by the window's start, live
/// reload, `[` / `]` and the desktop watcher, so the four agree; the desktop part changes
/// while the window is open.
final class AppearanceChoice {
    /// `--appearance`, which wins over everything.
    let option: Appearance?
    /// What the desktop's theme says now (nil: nothing).
    var desktop: Appearance?

    init(option: Appearance?, desktop: Appearance?) {
        self.option = option
        self.desktop = desktop
    }

    /// Whether `scene` takes its appearance from the desktop.
    func followsDesktop(_ scene: Scene) -> Bool { option == nil && !scene.namesAppearance }

    /// The appearance `scene` is shown in.
    func appearance(for scene: Scene) -> Appearance {
        if let option { return option }
        if scene.namesAppearance { return scene.appearance }
        return desktop ?? scene.appearance
    }

    func apply(to scene: inout Scene) { scene.appearance = appearance(for: scene) }

    /// What a recording's `meta` line names, so `replay`, which has no desktop, shows the
    /// scene as the window did: nil when that is the scene's own appearance.
    func recorded(for scene: Scene) -> String? {
        if let option { return option.rawValue }
        return followsDesktop(scene) && desktop != nil && desktop != scene.appearance ? desktop!.rawValue : nil
    }
}

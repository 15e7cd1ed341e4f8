/// Live reload (V5): when the watched file changes, load it; a good scene replaces the
/// session's (keeping scroll offsets and selections), a broken one leaves the last good scene
/// on screen with its diagnostics in a banner.
public final class SceneReloader {
    public let watcher: SceneFileWatcher
    public let session: ViewerSession
    /// What the host changes in every scene it loads before the session gets it: the window
    /// shows the appearance `--appearance` or the desktop asks for, on every save as at the start.
    public var adjust: ((inout Scene) -> Void)?

    public init(path: String, session: ViewerSession) throws {
        watcher = try SceneFileWatcher(path: path)
        self.session = session
    }

    /// Call when the watcher's descriptor is readable. Returns true when the scene or its
    /// error banner changed.
    @discardableResult
    public func handleFileEvents() -> Bool {
        guard watcher.drain() else { return false }
        reloadNow()
        return true
    }

    /// Loads the file now, whatever the watcher says.
    public func reloadNow() {
        do {
            var scene = try SceneDecoder.load(path: watcher.path)
            adjust?(&scene)
            session.reload(scene)
        } catch let e as SceneLoadError {
            session.showSceneErrors(e.diagnostics)
        } catch {
            session.showSceneErrors([SceneDiagnostic(file: watcher.path, path: "$", message: "\(error)")])
        }
    }
}

import GlassCompositor

/// Where the desktop keeps icon themes, from the environment the freedesktop icon theme and
/// XDG base directory specifications name (`XDG_DATA_HOME`, `XDG_DATA_DIRS`, `HOME`): the
/// compositor reads no environment, so the host reads it and hands the folders over.
enum IconFolders {
    /// The search path `environment` describes.
    static func searchPath(environment: [String: String]) -> IconSearchPath {
        IconSearchPath.freedesktop(dataHome: environment["XDG_DATA_HOME"], dataDirs: environment["XDG_DATA_DIRS"],
                                   home: environment["HOME"])
    }
}

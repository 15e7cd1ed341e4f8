/// One naming rule for every file and folder the window writes for a person (screenshots, bug
/// reports, traces): the scene's name cleaned to lowercase letters, digits and dashes and cut
/// to `sceneLength` characters (a 300-character scene name must not make a name the file
/// system refuses), then a timestamp, and `-2`, `-3` … while the name is taken (three presses
/// within a second give three files).
public enum OutputName {
    /// The most characters of the scene's name a file name keeps.
    public static let sceneLength = 40

    /// `scene` as a name part: lowercase letters and digits, everything else a dash; `scene`
    /// when nothing is left.
    public static func cleaned(_ scene: String) -> String {
        let safe = String(scene.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(sceneLength))
        return safe.isEmpty ? "scene" : safe
    }

    /// The first of `folder/base + ext`, `folder/base-2 + ext`, … that does not exist (`.` for
    /// the working directory gives a bare name).
    public static func firstFree(base: String, extension ext: String = "", in folder: String) -> String {
        let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var candidate = prefix + base + ext
        var n = 2
        while FileReader.kind(of: candidate) != nil {
            candidate = prefix + "\(base)-\(n)" + ext
            n += 1
        }
        return candidate
    }
}

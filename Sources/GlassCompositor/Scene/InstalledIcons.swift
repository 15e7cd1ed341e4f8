import Foundation

/// The names of every icon in the installed themes `IconTheme` searches, for "did you mean"
/// suggestions when a scene names an icon that does not exist. Read once per process.
enum InstalledIcons {
    static let names: [String] = {
        var names = Set<String>()
        let fm = FileManager.default
        for root in ["/usr/share/icons/Adwaita", "/usr/share/icons/hicolor"] {
            for sizeDir in ["scalable", "symbolic"] {
                let base = "\(root)/\(sizeDir)"
                for context in (try? fm.contentsOfDirectory(atPath: base)) ?? [] {
                    for file in (try? fm.contentsOfDirectory(atPath: "\(base)/\(context)")) ?? [] where file.hasSuffix(".svg") {
                        names.insert(String(file.dropLast(4)))
                    }
                }
            }
        }
        return names.sorted()
    }()
}

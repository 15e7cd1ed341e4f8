import Foundation

/// Which profiling overlays a session draws over its frames, passed in by the host
/// (`--overlay damage,bounds,...`, or toggled in the window with F2–F7). The library reads no
/// environment; the choice is a value like `RenderOptions`.
///
/// Overlays never change the frame beneath them: they are drawn after every command, over the
/// finished frame, into pixels the next frame redraws.
public struct OverlayOptions: Equatable, Sendable {
    public var shown: Set<DebugOverlay>

    public init(_ shown: Set<DebugOverlay> = []) { self.shown = shown }

    public var isEmpty: Bool { shown.isEmpty }
    public func contains(_ overlay: DebugOverlay) -> Bool { shown.contains(overlay) }

    /// Parses a comma-separated list of overlay names (`damage,bounds`); nil names the first
    /// word that is not one (the caller turns it into a usage error).
    public static func parse(_ list: String) -> Result<OverlayOptions, UnknownOverlay> {
        var shown = Set<DebugOverlay>()
        for word in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingCharacters(in: .whitespaces)
            guard let overlay = DebugOverlay(rawValue: name) else { return .failure(UnknownOverlay(name: name)) }
            shown.insert(overlay)
        }
        return .success(OverlayOptions(shown))
    }

    /// A word of `--overlay` that names no overlay.
    public struct UnknownOverlay: Error, CustomStringConvertible {
        public let name: String
        public var description: String {
            "unknown overlay \(EchoedValue.quoted(name)) (one of \(DebugOverlay.allCases.map(\.name).joined(separator: ", ")))"
        }
    }
}

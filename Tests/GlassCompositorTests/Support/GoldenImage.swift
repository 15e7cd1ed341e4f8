import Foundation
import Testing
@testable import GlassCompositor

/// Compares a rendered surface with `Golden/<area>/<name>.png`.
///
/// Tolerance: at most 0.2 % of pixels may differ by more than 12 levels in a channel, and the
/// mean channel difference must stay under 1 level. That absorbs font hinting and rounding
/// differences across library versions while any visible change to glass or content (a
/// moved edge, a different blur, a missing highlight) fails. On failure the actual image and
/// a diff image are written to `test-output/<area>/` for a person to look at. Set
/// `GLASS_UPDATE_GOLDEN=1` to (re)write the golden images instead.
func expectMatchesGolden(_ surface: Surface, area: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let golden = RepositoryPaths.golden.appendingPathComponent(area).appendingPathComponent(name + ".png")
    let outDir = RepositoryPaths.testOutput.appendingPathComponent(area)
    if ProcessInfo.processInfo.environment["GLASS_UPDATE_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        do { try PNGFile.write(surface, to: golden.path) } catch { Issue.record("cannot write \(golden.path): \(error)", sourceLocation: sourceLocation) }
        return
    }
    guard let expected = try? PNGFile.read(golden.path) else {
        Issue.record("missing golden image \(golden.path); run with GLASS_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
        return
    }
    guard let diff = PixelDiff(actual: surface, expected: expected) else {
        Issue.record("size \(surface.width)x\(surface.height) differs from golden \(expected.width)x\(expected.height)", sourceLocation: sourceLocation)
        return
    }
    let ok = diff.differingFraction <= 0.002 && diff.meanDifference < 1
    if !ok {
        try? FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
        let actualPath = outDir.appendingPathComponent(name + ".actual.png").path
        let diffPath = outDir.appendingPathComponent(name + ".diff.png").path
        try? PNGFile.write(surface, to: actualPath)
        try? PNGFile.write(diff.image, to: diffPath)
        Issue.record("""
            \(area)/\(name) differs from its golden image: \(diff.differingPixels) pixels \
            (\(String(format: "%.3f", diff.differingFraction * 100)) %) over 12 levels, mean \
            \(String(format: "%.2f", diff.meanDifference)), max \(diff.maxDifference). \
            Look at \(actualPath) and \(diffPath)
            """, sourceLocation: sourceLocation)
    }
}

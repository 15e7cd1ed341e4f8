import Foundation

/// Which of the glass kernel's shading paths shaded how many pixels: a test hook
/// (`GlassRenderer.pathTrace`), compiled into debug builds only, so `GlassPathOracleTests` can
/// prove that each path it compares with the reference was actually taken.
package final class GlassPathTrace: @unchecked Sendable {
    /// The ways a glass pixel can be shaded (each names the function that does it).
    package enum Path: Int, CaseIterable, Sendable {
        /// `shadeEdge`: the full per-pixel optics (the reference path).
        case edge
        /// `shadeStraight`: one quad of a straight top or bottom band.
        case straightQuad
        /// `shadeRun` of a band inside the glass: the row's cells transformed once, then filled.
        case straightRun
        /// `shadeRun` of a band inside the glass where the optics are the identity: a flat fill.
        case straightRunFlat
        /// `shadeRun` above or below the glass: one shadow factor, octets of pixels.
        case straightRunShadow
        /// A straight top or bottom band (`shadeStraight` quads or a `shadeRun`) whose refracted
        /// row lay past the backdrop region's edge (glass near the frame's top or bottom),
        /// read mirrored; counted besides the band's own path.
        case straightMirrored
        /// `shadeSideRow`'s vertical bezel bands (constant normal).
        case sideBezel
        /// `shadeSideRow`'s vertical bezel bands where the refraction reads beyond the backdrop
        /// region's side (glass beside the frame's edge): mirrored reads from the row.
        case sideBezelMirrored
        /// `shadeSideRow`'s shadow bands beside the straight sides.
        case sideShadow
        /// The flat centre in `shadeSpan` (and a side row's flat middle).
        case flatFill
        /// `BlurredRow.fillFlat` on a grid of 4 or more pixels a cell (fixed-point intervals).
        case fillIntervals
        /// `BlurredRow.fillFlat` on a grid of 2 pixels a cell (clear glass: quads of two intervals).
        case fillPairs
        /// `BlurredRow.fillFlat` on a grid of one pixel a cell.
        case fillSingles
        /// `shadeShadowBlock`: the outer shadow sampled every few pixels and interpolated.
        case shadowBlock
        /// `shadeSpan`'s per-quad outer shadow near the glass.
        case shadowQuad
        /// `record`: a row written into a plan.
        case recorded
        /// `replay` of a row the plan marks live (shaded by `shade(row:)`).
        case replayLive
        /// `replay` of a flat span.
        case replayFlat
        /// `replay` of shadow profiles.
        case replayShadow
        /// `replay` of edge pixels eight at a time (no dispersion).
        case replayEdgeOctet
        /// `replay` of edge pixels four at a time (dispersion).
        case replayEdgeQuad
        /// `replay` of a straight run (recomputed with the live style).
        case replayStraightRun
        /// `MemberTintBlend`: members graded differently, mixed across their bridges.
        case memberBlend
    }

    private let lock = NSLock()
    private var counts = [Int](repeating: 0, count: Path.allCases.count)

    package init() {}

    package func hit(_ path: Path, _ pixels: Int) {
        lock.lock(); counts[path.rawValue] += pixels; lock.unlock()
    }

    /// Pixels shaded by `path` so far.
    package func count(_ path: Path) -> Int {
        lock.lock(); defer { lock.unlock() }
        return counts[path.rawValue]
    }
}

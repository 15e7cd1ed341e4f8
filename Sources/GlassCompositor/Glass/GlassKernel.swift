/// The per-pixel optics of the glass pass, one row span at a time.
///
/// For each pixel centre p, with d the merged field's signed distance:
/// - **outside** (d ≥ ½): darken the frame by the soft outer shadow of the offset shape (away
///   from the glass sampled every 4th/8th pixel and interpolated, never touching the backdrop:
///   `shadeShadowBlock`; nothing at all beyond `shadowReach`);
/// - **flat centre** (depth = −d beyond the bezel, rim and inner shadow): the blurred, graded
///   backdrop at p;
/// - **edge**: the blurred, graded backdrop at p + n·disp(depth) (n the analytic outward normal,
///   disp from the refraction table); optional dispersion takes red and blue at disp·(1 ± d/2);
///   then a faint inner shadow, the specular rim, and the ~1 px anti-aliased edge mixing the
///   glass over the shadowed frame. Each of these stages is written once, in `GlassOptics`;
///   every path below only differs in how it gets depth, normal and the backdrop sample.
///
/// Colour grading (vibrancy, brightness, tint, fill) is already folded into the blurred cells
/// (`GlassColorGrading`). Pixels are processed four at a time, one per SIMD lane (`Float4`,
/// `PixelQuad`); only the bilinear fetches are per pixel.
///
/// How a row is walked, cheapest first:
/// - one shape: rows through its straight vertical sides split into constant-geometry spans
///   (`shadeSideRow`), and between its corners a row has one depth or one shadow alpha
///   (`straightRun`), so those spans need no field evaluation at all;
/// - everything else goes through `shadeSpan`, the general path: the signed distance is
///   1-Lipschitz, so one evaluation proves a whole run flat (or shadow-free) and the loop jumps
///   over it; quads that touch the bezel or the outline get the full optics (`shadeEdge`).
/// `GlassPathOracleTests` renders every path against `shadeEdge` with the shortcuts off and
/// requires the same pixels within one level.
///
/// Everything is a plain value: raw pointers, no ARC, no allocation, so spans can be shaded on
/// any thread. Rows must be disjoint between threads; the backdrop is read-only.
package struct GlassKernel {
    package let field: FieldEvaluator
    package let backdrop: BlurredBackdrop
    package let refraction: RefractionTable.Lookup
    /// `u^p` for u in 0...1 in `lobeTableSize` steps (see `GlassHighlight.fillLobeTable`).
    package let lobeTable: UnsafePointer<Float>
    package var style: ResolvedGlassStyle
    package let frame: UnsafeMutablePointer<UInt32>
    package let stride: Int
    /// Use the single-shape row shortcuts (tests turn them off to compare with the general path).
    package var shortcuts = true

#if DEBUG
    /// Counts the pixels each path shades (tests only, `GlassPathTrace`).
    package var trace: GlassPathTrace?
#endif

    /// Cells of row scratch a thread needs for a backdrop `columns` cells wide: the two backdrop
    /// rows, the replay's edge scratch, and a row of cells through a straight band's optics.
    package static func scratchCells(columns: Int) -> Int { 3 * columns + edgeScratchCells + stencilScratchCells }

    /// Cells of row scratch a thread needs for this kernel: `scratchCells(columns:)` and, after
    /// them, the side bands' tables (`SideBandTable`).
    package var scratchCells: Int { Self.scratchCells(columns: backdrop.columns) + SideBandTable.cells(for: style) }
}

import Foundation

/// Half of a normalised, sampled Gaussian, folded about its centre.
///
/// Two placements of the centre relative to the samples:
/// - **on a sample** (`halfSample` false): `weights[0]` is the centre tap and `weights[p]` the
///   weight of both taps at ±p, p = 1 ... radius;
/// - **halfway between two samples** (`halfSample` true, the centre of an even number of
///   samples, e.g. of a 2×2 block when decimating by 2): `weights[0]` is 0 and `weights[p]` the
///   weight of both taps at ±(p − ½).
///
/// Either way `w₀ + 2 Σ wₚ = 1`.
enum GaussianKernel {
    /// Taps on each side for standard deviation `sigma` (in samples), so that the outermost
    /// pair lies at least 3σ from the centre: the truncated mass is under 0.3 % before
    /// normalisation.
    static func radius(sigma: Float, halfSample: Bool = false) -> Int {
        if halfSample { return max(1, Int((3 * sigma + 0.5).rounded(.up))) }
        return sigma < 0.2 ? 0 : Int((3 * sigma).rounded(.up))
    }

    /// Writes `radius + 1` weights into `weights`.
    static func fill(_ weights: UnsafeMutablePointer<Float>, sigma: Float, radius: Int, halfSample: Bool = false) {
        guard radius > 0 else { weights[0] = 1; return }
        let s = Double(sigma)
        let shift = halfSample ? 0.5 : 0
        var total = 0.0
        weights[0] = 0
        if !halfSample { weights[0] = 1; total = 1 }
        for p in 1...radius {
            let t = Double(p) - shift
            let w = exp(-t * t / (2 * s * s))
            weights[p] = Float(w)
            total += 2 * w
        }
        for p in 0...radius { weights[p] = Float(Double(weights[p]) / total) }
    }

    /// The σ, in cells of a box downsample by `box`, of the Gaussian that takes those cells to a
    /// grid of cells `grid` pixels wide (a multiple of `box`, sampled at the grid cells' centres)
    /// so that, with the bilinear upsample from that grid, the whole chain has variance `sigma²`
    /// at full resolution: the box adds (box² − 1)/12 and the bilinear tent grid²/6 on average.
    static func compensatedSigma(_ sigma: Float, box f: Int, grid g: Int) -> Float {
        guard g > 1 else { return sigma }
        let v = sigma * sigma - Float(f * f - 1) / 12 - Float(g * g) / 6
        return max(v, 0).squareRoot() / Float(f)
    }
}

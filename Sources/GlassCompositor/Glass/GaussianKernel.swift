import Foundation

/// Half of a normalised, sampled Gaussian: `weights[0]` is the centre tap and `weights[k]` the
/// weight of both taps at ±k, so that `w₀ + 2 Σ wₖ = 1`.
enum GaussianKernel {
    /// Taps on each side for standard deviation `sigma` (in samples): 3.5σ keeps the truncated
    /// mass under 0.05 %.
    static func radius(sigma: Float) -> Int {
        sigma < 0.2 ? 0 : Int((3 * sigma).rounded(.up))
    }

    /// Writes `radius + 1` weights into `weights`.
    static func fill(_ weights: UnsafeMutablePointer<Float>, sigma: Float, radius: Int) {
        guard radius > 0 else { weights[0] = 1; return }
        let s = Double(sigma)
        var total = 0.0
        for k in 0...radius {
            let w = exp(-Double(k * k) / (2 * s * s))
            weights[k] = Float(w)
            total += k == 0 ? w : 2 * w
        }
        for k in 0...radius { weights[k] = Float(Double(weights[k]) / total) }
    }

    /// The σ (in low-resolution samples) to blur with after a box downsample by `factor` so
    /// that, with the bilinear upsample, the whole chain has variance `sigma²` at full resolution:
    /// the box adds (f² − 1)/12 and the bilinear tent f²/6 on average.
    static func compensatedSigma(_ sigma: Float, factor f: Int) -> Float {
        guard f > 1 else { return sigma }
        let ff = Float(f * f)
        let v = sigma * sigma - (ff - 1) / 12 - ff / 6
        return max(v, 0).squareRoot() / Float(f)
    }
}

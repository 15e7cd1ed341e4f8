extension KernelVariant {
    /// The table of this module's own copy of the kernels: in the compositor the baseline, in
    /// a GlassKernels module the copy compiled for its CPU level (this file is in each).
    static func compiledHere(name: String, instructions: String) -> KernelVariant {
        KernelVariant(
            name: name, instructions: instructions,
            shade: { kernel, rows, x0, x1, scratch in kernel.shade(rows: rows, from: x0, to: x1, rowBuffers: scratch) },
            replay: { kernel, rows, x0, x1, band, bandTop, scratch in
                kernel.replay(rows: rows, from: x0, to: x1, band: band, bandTop: bandTop, rowBuffers: scratch)
            },
            record: { kernel, rows, x0, x1, band, frameSize in
                kernel.record(rows: rows, from: x0, to: x1, into: band, frameSize: frameSize)
            },
            recede: { recede, frame, band, source in recede.draw(into: frame, band: band, from: source) })
    }
}

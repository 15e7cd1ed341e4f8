/// A growable, uninitialised buffer of trivial values reused from frame to frame, so the glass
/// pass allocates nothing once it has seen its largest region.
///
/// `T` must be a trivial type (numbers, SIMD vectors, plain structs of them). Not thread-safe to
/// resize; threads may write disjoint parts of the memory returned by `reserve`.
final class ScratchBuffer<T> {
    private(set) var base: UnsafeMutablePointer<T>
    private(set) var capacity: Int

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Memory for at least `count` values; contents are undefined after growth.
    func reserve(_ count: Int) -> UnsafeMutablePointer<T> {
        if count > capacity {
            base.deallocate()
            capacity = max(count, capacity + capacity / 2)
            base = .allocate(capacity: capacity)
        }
        return base
    }
}

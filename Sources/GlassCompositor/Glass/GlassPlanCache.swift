import Foundation

/// The glass renderer's plans, by key, with a memory cap.
///
/// The frame pipeline says per glass group whether it holds still (`PlanUse.still`: its plan
/// is built the first time and replayed from then on) or moves (shaded live, no plan), so that
/// the choice never depends on what was drawn before. Callers that cannot tell (`.adaptive`,
/// a direct `GlassRenderer.render`) get a plan the second time a key is drawn in a row of calls
/// that saw it: glass that moves every frame gets a new key each frame and would pay for plans
/// it never replays. Least recently used plans go first when the cap is reached.
///
/// Thread-safe: the renderers of a `GlassLayer` share one cache from several cores.
final class GlassPlanCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Bytes of plans kept at most.
    var byteLimit: Int
    private var plans: [GlassPlanKey: Entry] = [:]
    private var seen: Set<GlassPlanKey> = []
    private var useCounter: UInt64 = 0
    private var bytes = 0
    var byteCount: Int { lock.withLock { bytes } }

    private struct Entry {
        var plan: GlassPlan
        var lastUse: UInt64
    }

    init(byteLimit: Int = 48 << 20) {
        self.byteLimit = byteLimit
    }

    var count: Int { lock.withLock { plans.count } }

    /// The plan for `key`, if one was built.
    func plan(for key: GlassPlanKey) -> GlassPlan? {
        lock.lock(); defer { lock.unlock() }
        useCounter += 1
        guard var entry = plans[key] else { return nil }
        entry.lastUse = useCounter
        plans[key] = entry
        return entry.plan
    }

    /// Whether to build a plan for `key` now: true when it was drawn before without one.
    func shouldBuild(_ key: GlassPlanKey) -> Bool {
        lock.lock(); defer { lock.unlock() }
        if seen.remove(key) != nil { return true }
        // Keys of moving glass never come back; keep the set small.
        if seen.count >= 64 { seen.removeAll(keepingCapacity: true) }
        seen.insert(key)
        return false
    }

    func insert(_ plan: GlassPlan) {
        lock.lock(); defer { lock.unlock() }
        guard plan.byteCount <= byteLimit else { return }
        if let old = plans[plan.key] { bytes -= old.plan.byteCount }
        plans[plan.key] = Entry(plan: plan, lastUse: useCounter)
        bytes += plan.byteCount
        while bytes > byteLimit, let oldest = plans.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.plan.byteCount
            plans[oldest.key] = nil
        }
    }

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        plans.removeAll()
        seen.removeAll()
        bytes = 0
    }
}

/// "Did you mean" for unknown keys, kinds, icons and references: the candidate within edit
/// distance 2 (or a third of the name) of a misspelt name, case ignored, ties to the first in
/// name order.
///
/// Bounded, because the names come from scene files: a name longer than `maximumNameLength`
/// gets no suggestion (nobody misspells 30,000 characters, and comparing them with every
/// installed icon took 45 s), candidates whose length alone puts them out of reach are skipped
/// without comparing, and each file has `budgetPerFile` cells of comparison in all.
enum NameSuggestion {
    static let maximumNameLength = 64
    /// About 20 ms of comparisons per file.
    static let budgetPerFile = 20_000_000

    static func closest(to name: String, among candidates: [String], budget: inout Int) -> String? {
        let a = Array(name.lowercased())
        guard !a.isEmpty, a.count <= maximumNameLength else { return nil }
        let limit = max(2, a.count / 3)
        var best: (name: String, distance: Int)?
        var previous = [Int](repeating: 0, count: maximumNameLength + limit + 1)
        var current = previous
        for candidate in candidates {
            guard budget > 0 else { break }
            budget -= 1
            let count = candidate.count
            guard abs(count - a.count) <= limit else { continue }
            let b = Array(candidate.lowercased())
            guard b.count <= maximumNameLength + limit, abs(b.count - a.count) <= limit else { continue }
            budget -= a.count * b.count
            let d = distance(a, b, &previous, &current)
            guard d <= limit else { continue }
            if let known = best, known.distance < d || (known.distance == d && known.name <= candidate) { continue }
            best = (candidate, d)
        }
        return best?.name
    }

    /// Levenshtein distance over two rows given by the caller (at least `b.count + 1` long).
    private static func distance(_ a: [Character], _ b: [Character], _ previous: inout [Int], _ current: inout [Int]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        for j in 0...b.count { previous[j] = j }
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension Array {
    /// The element at `i`, or nil when `i` is out of range (scene lists may shrink on reload
    /// while a component still holds an index into them).
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

/// Where the bars' buttons are, read-only: a menu, popover, action sheet or sheet grows out of
/// the button that asked for it and finds it here by id or by point. The toolbar answers it
/// (`ToolbarComponent`).
protocol BarButtonSource: AnyObject {
    /// The bar button under `p` (window points).
    func placedButton(at p: Point) -> ToolbarComponent.PlacedButton?
    /// The bar button with id `id`.
    func placedButton(id: String) -> ToolbarComponent.PlacedButton?
    /// The free span of the top bar between its leading and trailing groups (x from … to,
    /// window points): a tab bar at the top stays inside it.
    var topFreeSpan: ClosedRange<Double> { get }
}

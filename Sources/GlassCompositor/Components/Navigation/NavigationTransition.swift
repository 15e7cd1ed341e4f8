/// A push or pop in progress on one tab (N7): two pages, the upper one sliding over the
/// lower one, and where the upper one is.
///
/// `position` is how far the upper page has moved toward the trailing edge, as a fraction of
/// the window's width: 0 covers the lower page, 1 is off screen. A push springs the new page
/// from 1 to 0; a pop springs the departing page to 1; a swipe back sets it from the finger.
/// Under Reduce Motion the same number is the upper page's transparency (a cross-fade).
struct NavigationTransition {
    /// The tab whose stack moves.
    var tab: TabID
    /// The page sliding over (pushed, or departing).
    var upper: ContentPage
    /// The page under it (the previous screen, or the one a pop returns to).
    var lower: ContentPage
    /// True when the upper page is the top of the stack (a push, a swipe in progress or
    /// settling back after a cancel); false for a pop, whose upper page has left the stack.
    var upperIsTop: Bool
    var position: SpringAnimation<Double>
    /// A finger holds the upper page (a swipe back): `position` follows it, nothing settles.
    var dragging = false
    /// Reduce Motion: a cross-fade in place instead of a slide.
    var crossfade = false
    /// The lower page is being revealed (a pop or a swipe back, not a push): the row that
    /// pushed the upper page fades its highlight as it shows.
    var revealing = false

    /// How far the previous screen moves with the pushed one, as a fraction of the width
    /// (UIKit's parallax).
    static let parallax = 0.3
    /// How dark the previous screen is when covered (a black veil of this opacity).
    static let dimming = 0.1

    /// Where the upper (pushed) page's and the lower page's left edges are, in pixels of a
    /// window `width` wide, with the upper page at `position` (0 in place … 1 off the trailing
    /// edge): the lower page moves by the parallax.
    static func placement(position x: Double, width: Int) -> (upper: Int, lower: Int) {
        let w = Double(width)
        return (Int((x * w).rounded()), -Int(((1 - x) * parallax * w).rounded()))
    }

    /// How much of the lower page the veil keeps at `position` (0 … 255): `dimming` darker
    /// when the upper page covers it, untouched when the upper page has gone.
    static func veil(position x: Double) -> UInt32 { UInt32(((1 - dimming * (1 - x)) * 255).rounded()) }
    /// Pushes and pops that run on their own: critically damped, about half a second.
    static let slideSpring = Spring.smooth
    /// A swipe released: settles a little quicker, carrying the finger's velocity.
    static let settleSpring = Spring(response: 0.35, dampingFraction: 1)
    /// Reduce Motion's cross-fade: short and unbouncy (about a quarter of a second).
    static let fadeSpring = Spring(response: 0.18, dampingFraction: 1)

    /// The upper page's position at `t`, kept within the window.
    func progress(at t: Double) -> Double { min(1, max(0, position.value(at: t))) }

    /// Whether it has come to rest at `t` (and no finger holds it).
    func isSettled(at t: Double) -> Bool { !dragging && position.isSettled(at: t) }

    /// The page that is the stack's top while this runs.
    var top: ContentPage { upperIsTop ? upper : lower }
}

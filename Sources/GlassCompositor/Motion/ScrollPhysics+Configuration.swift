extension ScrollPhysics {
    /// The constants of scrolling. Lengths in points, times in seconds.
    struct Configuration: Hashable, Sendable {
        /// Deceleration of a fling.
        var decay: Decay
        /// Brings overscrolled content back to the edge (critically damped, response 0.5 s).
        var bounceSpring: Spring
        /// Carries out wheel steps (short and critically damped).
        var wheelSpring: Spring
        /// Animated `scroll(to:at:animated:)`.
        var programmaticSpring: Spring
        /// Distance of one wheel step: about three 16 pt lines.
        var wheelStepDistance: Double
        /// Rubber band slope at the edge (UIKit's 0.55).
        var rubberBandCoefficient: Double
        /// A fling ends when its speed falls to this, points per second. The content stays
        /// where it is then (no snap), a fraction of a point short of the asymptote.
        var stopSpeed: Double
        /// How far back drag samples count for the release velocity.
        var velocityWindow: Double

        init(
            decay: Decay = .normal,
            bounceSpring: Spring = .scrollBounce,
            wheelSpring: Spring = .wheelStep,
            programmaticSpring: Spring = .smooth,
            wheelStepDistance: Double = 48,
            rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
            stopSpeed: Double = 1,
            velocityWindow: Double = 0.1
        ) {
            self.decay = decay
            self.bounceSpring = bounceSpring
            self.wheelSpring = wheelSpring
            self.programmaticSpring = programmaticSpring
            self.wheelStepDistance = wheelStepDistance
            self.rubberBandCoefficient = rubberBandCoefficient
            self.stopSpeed = stopSpeed
            self.velocityWindow = velocityWindow
        }
    }
}

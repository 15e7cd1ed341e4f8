extension ScrollPhysics {
    /// The constants of scrolling (DESIGN §4). Lengths in points, times in seconds.
    public struct Configuration: Hashable, Sendable {
        /// Deceleration of a fling.
        public var decay: Decay
        /// Brings overscrolled content back to the edge (critically damped, response 0.5 s).
        public var bounceSpring: Spring
        /// Carries out wheel steps (short and critically damped).
        public var wheelSpring: Spring
        /// Animated `scroll(to:at:animated:)`.
        public var programmaticSpring: Spring
        /// Distance of one wheel step: about three 16 pt lines.
        public var wheelStepDistance: Double
        /// Rubber band slope at the edge (UIKit's 0.55).
        public var rubberBandCoefficient: Double
        /// A fling ends when its speed falls to this, points per second. The content stays
        /// where it is then (no snap), a fraction of a point short of the asymptote.
        public var stopSpeed: Double
        /// How far back drag samples count for the release velocity.
        public var velocityWindow: Double

        public init(
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

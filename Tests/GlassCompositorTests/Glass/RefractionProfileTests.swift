import Testing
@testable import GlassCompositor

/// The bezel's displacement profile.
@Suite struct RefractionProfileTests {
    @Test(arguments: RefractionProfile.allCases)
    func zeroInTheFlatCentreAndOutside(profile: RefractionProfile) {
        #expect(profile.displacement(depth: 20, bezel: 20, amount: 60) == 0)
        #expect(profile.displacement(depth: 35, bezel: 20, amount: 60) == 0)
        #expect(profile.displacement(depth: 19.999, bezel: 20, amount: 60) < 1e-3)
        #expect(profile.displacement(depth: -0.01, bezel: 20, amount: 60) == 0)
        #expect(profile.displacement(depth: -10, bezel: 20, amount: 60) == 0)
        #expect(profile.displacement(depth: 5, bezel: 0, amount: 60) == 0)
    }

    @Test(arguments: RefractionProfile.allCases)
    func growsMonotonicallyTowardTheEdge(profile: RefractionProfile) {
        var previous = -1.0
        for i in stride(from: 200, through: 0, by: -1) {
            let d = profile.displacement(depth: Double(i) / 10, bezel: 20, amount: 60)
            #expect(d >= previous)
            previous = d
        }
        #expect(abs(profile.displacement(depth: 0, bezel: 20, amount: 60) - 60) < 1e-9)
        #expect(profile.displacement(depth: 10, bezel: 20, amount: 60) < 30)   // concentrated at the rim
    }

    @Test func quarterCircleFormula() {
        for x in [0.1, 0.5, 0.8, 0.99] {
            let expected = 60 * (1 - (1 - x * x).squareRoot())
            #expect(abs(RefractionProfile.quarterCircle.displacement(depth: (1 - x) * 20, bezel: 20, amount: 60) - expected) < 1e-9)
        }
    }

    /// Snell's law on the squircle: steeper index, stronger bending at the same slope.
    @Test func snellDependsOnTheIndex() {
        let weak = RefractionProfile.snellSquircle.unitDisplacement(0.7, refractiveIndex: 1.2)
        let glass = RefractionProfile.snellSquircle.unitDisplacement(0.7, refractiveIndex: 1.5)
        #expect(weak > 0 && glass > 0 && weak < 1 && glass < 1)
        #expect(RefractionProfile.snellSquircle.unitDisplacement(0) == 0)
        #expect(RefractionProfile.snellSquircle.unitDisplacement(1) == 1)
    }

    /// The kernel's lookup table follows the profile (scalar and four-lane lookups).
    @Test(arguments: RefractionProfile.allCases)
    func tableFollowsTheProfile(profile: RefractionProfile) {
        let table = RefractionTable()
        let lookup = table.prepare(profile, bezel: 30, amount: 80, refractiveIndex: 1.5)
        for i in 0...300 {
            let depth = Float(i) / 10
            let exact = Float(profile.displacement(depth: Double(depth), bezel: 30, amount: 80))
            // Away from the square-root singularity at the very edge the table is within 0.05 px.
            if depth > 0.2 { #expect(abs(lookup.displacement(depth) - exact) < 0.05) }
            let four = lookup.displacement4(SIMD4(repeating: depth))
            #expect(abs(four.x - lookup.displacement(depth)) < 1e-5 && four.x == four.w)
        }
        #expect(lookup.displacement(0) == 80 && lookup.displacement(31) == 0 && lookup.displacement4(SIMD4(repeating: 31)).x == 0)
    }

    /// Tables are kept for several inputs at once: going back to earlier glass finds its own
    /// table, also after more inputs than are kept have come and gone.
    @Test func keptTablesEachFollowTheirInputs() {
        let table = RefractionTable()
        func check(_ amount: Float, bezel: Float) {
            let lookup = table.prepare(.quarterCircle, bezel: bezel, amount: amount, refractiveIndex: 1.5)
            for depth: Float in [1, 5, 12, 20] {
                let exact = Float(RefractionProfile.quarterCircle.displacement(depth: Double(depth), bezel: Double(bezel),
                                                                               amount: Double(amount)))
                #expect(abs(lookup.displacement(depth) - exact) < 0.05)
            }
        }
        for round in 0..<2 {
            for i in 0..<(RefractionTable.keptTables + 3) { check(10 + Float(i), bezel: 24 + Float(round)) }
        }
        check(10, bezel: 24)
    }
}

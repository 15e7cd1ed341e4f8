import Foundation
import Testing
@testable import GlassCompositor

/// "Did you mean" still finds near misses, and costs next to nothing on hostile names.
@Suite struct NameSuggestionTests {
    func closest(_ name: String, _ candidates: [String]) -> String? {
        var budget = NameSuggestion.budgetPerFile
        return NameSuggestion.closest(to: name, among: candidates, budget: &budget)
    }

    @Test func findsNearMisses() {
        #expect(closest("titel", ["title", "items", "tint"]) == "title")
        #expect(closest("Medum", ["medium", "large"]) == "medium")
        #expect(closest("zzzzzz", ["medium", "large"]) == nil)
        // Ties go to the first in name order.
        #expect(closest("ab", ["ac", "aa"]) == "aa")
    }

    @Test func aThirtyThousandCharacterIconNameIsAnsweredAtOnce() throws {
        let name = String(repeating: "go-home-symbolic", count: 2_000)
        let start = Date()
        #expect(closest(name, IconTheme.shared.suggestionNames()) == nil)
        let scene = #"{"tabs": [{"title": "Home", "icon": "\#(name)", "screen": {"items": []}}]}"#
        let error = try #require(throws: SceneLoadError.self) { try SceneDecoder.decode(scene, file: "s.json") }
        #expect(Date().timeIntervalSince(start) < 1)
        let message = try #require(error.diagnostics.first?.message)
        #expect(message.hasPrefix("unknown icon \"go-home-symbolic") && message.contains("(32000 characters)"), "\(message.prefix(200))")
    }

    @Test func eachFileHasABudget() {
        var budget = 1_000
        let candidates = (0..<1_000).map { "candidate-\($0)" }
        _ = NameSuggestion.closest(to: "candidate-99x", among: candidates, budget: &budget)
        #expect(budget <= 0)
        #expect(NameSuggestion.closest(to: "candidate-1", among: candidates, budget: &budget) == nil, "nothing is compared once it is spent")
    }

    @Test func manyMisspeltKeysDecodeInAFewSeconds() throws {
        // 50,000 unknown keys in one tab: each gets its diagnostic, suggestions stop at the budget.
        let members = (0..<50_000).map { "\"titel\($0)\": 1" }.joined(separator: ", ")
        let scene = #"{"tabs": [{"title": "Home", \#(members), "screen": {"items": []}}]}"#
        let start = Date()
        #expect(throws: SceneLoadError.self) { try SceneDecoder.decode(scene, file: "s.json") }
        #expect(Date().timeIntervalSince(start) < 20)
    }
}

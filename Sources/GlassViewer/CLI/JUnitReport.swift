import Foundation
import GlassCompositor

/// A JUnit XML report of a `glass-viewer test` run (`--junit FILE`), the format CI systems
/// (GitLab, Jenkins, GitHub's test reporters) read: a `testsuite` per folder of flows, a
/// `testcase` per flow with its time in seconds, `failure` for an expectation that did not
/// hold and `error` for a flow that could not run (a bad line, a missing scene).
struct JUnitReport {
    struct Case {
        var suite: String
        var name: String
        var file: String
        var seconds: Double
        enum Result { case passed, failed(message: String, detail: String), error(message: String, detail: String) }
        var result: Result
    }

    var cases: [Case] = []

    var xml: String {
        var suites: [(name: String, cases: [Case])] = []
        for c in cases {
            if let i = suites.firstIndex(where: { $0.name == c.suite }) { suites[i].cases.append(c) } else { suites.append((c.suite, [c])) }
        }
        func counts(_ cs: [Case]) -> String {
            let failures = cs.filter { if case .failed = $0.result { return true } else { return false } }.count
            let errors = cs.filter { if case .error = $0.result { return true } else { return false } }.count
            return "tests=\"\(cs.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(cs.reduce(0) { $0 + $1.seconds }))\""
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"glass-viewer test\" \(counts(cases))>\n"
        for suite in suites {
            out += "  <testsuite name=\"\(JUnitReport.escaped(suite.name))\" \(counts(suite.cases))>\n"
            for c in suite.cases {
                out += "    <testcase name=\"\(JUnitReport.escaped(c.name))\" classname=\"\(JUnitReport.escaped(suite.name))\" file=\"\(JUnitReport.escaped(c.file))\" time=\"\(seconds(c.seconds))\""
                switch c.result {
                case .passed: out += "/>\n"
                case .failed(let message, let detail):
                    out += ">\n      <failure message=\"\(JUnitReport.escaped(message))\" type=\"expectation\">\(JUnitReport.escaped(detail))</failure>\n    </testcase>\n"
                case .error(let message, let detail):
                    out += ">\n      <error message=\"\(JUnitReport.escaped(message))\" type=\"bad flow\">\(JUnitReport.escaped(detail))</error>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    /// Text as XML character data or an attribute value: the five markup characters as
    /// entities, and characters XML 1.0 cannot hold at all (controls other than tab, newline
    /// and carriage return; unpaired surrogates cannot occur in a Swift string) as U+FFFD, so
    /// a hostile scene name or message cannot break the document.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { out.unicodeScalars.append("\u{FFFD}") } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

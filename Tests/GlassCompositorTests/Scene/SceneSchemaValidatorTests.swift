import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// A real JSON Schema validator (Debian's python3-jsonschema) agrees with the schema editors
/// read: it is a valid draft 2020-12 schema, the shipped scenes, the guide's examples and the
/// schema's own `examples` all validate against it, and it rejects every broken scene of the
/// corpus whose fault JSON Schema can express.
@Suite struct SceneSchemaValidatorTests {
    static let script = #"""
    import glob, json, re, sys
    import jsonschema
    root = sys.argv[1]
    schema = json.load(open(root + "/Scenes/scene.schema.json"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    # (name, document, validator): scenes against the whole schema, a definition's examples
    # against that definition (with the schema's $defs beside it, for its references).
    documents = []
    for path in sorted(glob.glob(root + "/Scenes/*.json")):
        if not path.endswith(".schema.json"):
            documents.append((path, json.load(open(path)), validator))
    guide = open(root + "/docs/SCENES.md").read()
    for m in re.finditer(r"```json\n(.*?)```", guide, re.S):
        documents.append(("docs/SCENES.md line %d" % (guide[:m.start()].count("\n") + 2), json.loads(m.group(1)), validator))
    for i, example in enumerate(schema.get("examples", [])):
        documents.append(("schema example %d" % i, example, validator))
    for name, sub in schema["$defs"].items():
        own = jsonschema.Draft202012Validator({**sub, "$defs": schema["$defs"]})
        for i, example in enumerate(sub.get("examples", [])):
            documents.append(("$defs/%s example %d" % (name, i), example, own))
    failed = 0
    for name, document, check in documents:
        for error in check.iter_errors(document):
            failed += 1
            print("%s: %s at %s" % (name, error.message[:200], "/".join(map(str, error.absolute_path))))
    print("checked %d" % len(documents))
    sys.exit(1 if failed else 0)
    """#

    @Test func shippedScenesGuideExamplesAndSchemaExamplesValidate() throws {
        let python = try #require(findExecutable("python3"), "python3 and python3-jsonschema are installed (scripts/install-deps)")
        let path = NSTemporaryDirectory() + "glass-viewer-schema-\(getpid())-\(UUID().uuidString)"
        let out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(out); unlink(path) }
        let child = try ChildProcess(python, ["-c", Self.script, RepositoryPaths.root.path],
                                     environment: ProcessInfo.processInfo.environment, stdoutFD: out, stderrFD: out)
        #expect(child.waitForExit(timeout: 120))
        let said = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(child.exitStatus == 0, "\(said)")
        // The eight shipped scenes, the guide's examples, and at least one example of the schema's own.
        let checked = said.split(separator: "\n").last.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect(checked >= 8 + 15 + 1, "\(said)")
    }

    /// The broken cases JSON Schema cannot reject, each for a reason: what needs another value
    /// of the same file (a comparison, a reference, uniqueness, a count across sections), a
    /// file on disk or the icon theme, or is not JSON at the parser's level.
    static let beyondSchema: [String: String] = [
        "carousel-duplicate-id": "ids unique across the file", "duplicate-component-id": "ids unique across the file",
        "duplicate-tab-id": "ids unique across the file", "circle-not-square": "width equal to height",
        "segment-out-of-range": "an index within another array", "slider-inverted-range": "minimum below maximum",
        "slider-value-out-of-range": "a value between two others", "too-many-tabs": "tabs counted across sections",
        "search-tab-not-last": "a position in the flattened tabs", "syntax-duplicate-key": "duplicate keys are lost by a JSON parser",
        "image-is-folder": "a file on disk", "image-not-png": "a file on disk", "missing-image": "a file on disk",
        "unknown-icon": "the installed icon theme", "unknown-icon-typo": "the installed icon theme",
        "unknown-destination": "a reference to a screen", "unknown-screen-reference": "a reference to a screen",
        "unknown-selected-tab": "a reference to a tab", "searchable-unknown-tab": "a reference to a tab", "unknown-sheet-source": "a reference to an element",
    ]

    @Test func theSchemaRejectsEveryBrokenCaseItCanExpress() throws {
        let python = try #require(findExecutable("python3"), "python3 and python3-jsonschema are installed (scripts/install-deps)")
        let script = #"""
        import glob, json, os, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        validator = jsonschema.Draft202012Validator(schema)
        for path in sorted(glob.glob(sys.argv[2] + "/*.json")):
            try:
                document = json.load(open(path))
            except ValueError:
                continue  # not JSON: the parser's to refuse
            print("%s %s" % (os.path.basename(path)[:-5], "rejected" if any(validator.iter_errors(document)) else "accepted"))
        """#
        let path = NSTemporaryDirectory() + "glass-viewer-schema-\(getpid())-\(UUID().uuidString)"
        let out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(out); unlink(path) }
        let schema = RepositoryPaths.scenes.appendingPathComponent("scene.schema.json").path
        let broken = RepositoryPaths.root.appendingPathComponent("Tests/GlassCompositorTests/Scene/Broken").path
        let child = try ChildProcess(python, ["-c", script, schema, broken],
                                     environment: ProcessInfo.processInfo.environment, stdoutFD: out, stderrFD: out)
        #expect(child.waitForExit(timeout: 120))
        let said = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(child.exitStatus == 0, "\(said)")
        let verdicts = said.split(separator: "\n").compactMap { line -> (String, Bool)? in
            let parts = line.split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), parts[1] == "rejected") : nil
        }
        #expect(verdicts.count > 50, "\(said)")
        for (name, rejected) in verdicts {
            if let reason = Self.beyondSchema[name] {
                #expect(!rejected, "\(name) is now rejected by the schema: take it off the list (it needed \(reason))")
            } else {
                #expect(rejected, "the schema accepts the broken case \(name)")
            }
        }
    }
}

import Foundation
import PackagePlugin

/// Bakes the git commit the viewer is built from into it, for `glass-viewer --version`, bench
/// reports and bug reports: two reports can be compared only if each says what ran.
///
/// A prebuild command, so git is asked again at every build (a commit or an edit since the
/// last build is seen); the generated `BuildCommit.swift` is replaced only when what it says
/// changes, so an unchanged checkout compiles nothing again. Without git or outside a
/// checkout (a source tarball) the commit is `unknown`.
@main struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "generated")
        // `--no-optional-locks`: asking whether the tree is dirty must not rewrite the index
        // under a git command the user runs at the same time.
        let script = """
            set -u
            repo="$1"; out="$2"
            mkdir -p "$out" || exit 1
            commit=$(git -C "$repo" rev-parse HEAD 2>/dev/null) || commit=unknown
            dirty=false
            if [ "$commit" != unknown ] && ! git --no-optional-locks -C "$repo" diff --quiet HEAD -- 2>/dev/null; then
                dirty=true
            fi
            case "$commit" in *[!0-9a-f]*) commit=unknown; dirty=false ;; esac
            tmp="$out/BuildCommit.swift.tmp"
            printf '%s\\n' \\
                '// Generated at build time by Plugins/BuildCommit; do not edit.' \\
                '/// The git commit this binary was built from, and whether the tree had changes.' \\
                'enum BuildCommit {' \\
                "    static let hash = \\"$commit\\"" \\
                "    static let dirty = $dirty" \\
                '}' > "$tmp" || exit 1
            if cmp -s "$tmp" "$out/BuildCommit.swift"; then rm -f "$tmp"; else mv "$tmp" "$out/BuildCommit.swift"; fi
            """
        return [.prebuildCommand(displayName: "Reading the git commit for BuildCommit.swift",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "build-commit", context.package.directoryURL.path, folder.path],
                                 outputFilesDirectory: folder)]
    }
}

import DuobarModel

/// The diagnostics the engine reports itself. They are registry entries like the rules
/// (listed by `rules`, explained by `explain`, configurable), but have no check.
public enum EngineDiagnostics {
    public static let unusedSuppressionID = "unused-suppression"
    public static let ioErrorID = "io-error"

    public static let unusedSuppression = Rule(
        engineDiagnostic: unusedSuppressionID,
        severity: .warning,
        summary: "A suppression comment that suppressed nothing.",
        rationale: """
            A `duobar-lint:disable` comment that matches no finding hides nothing today, but it will silently \
            hide a real finding later, and it tells readers that the code has a problem it does not have.
            """,
        remedy: "Delete the comment, or correct its rule id or placement so that it covers the finding it was written for.",
        triggering: [
            """
            ↓// duobar-lint:disable:next text-only-item
            Button("Edit", systemImage: "pencil") { edit() }
            """,
            """
            ↓// duobar-lint:disable:next no-such-rule
            Button("Edit", systemImage: "pencil") { edit() }
            """,
        ],
        nonTriggering: [
            """
            .toolbar {
                // duobar-lint:disable:next text-only-item -- the title is the brand
                Button("Edit") { edit() }
            }
            """,
        ])

    public static let ioError = Rule(
        engineDiagnostic: ioErrorID,
        severity: .error,
        summary: "A file that could not be read.",
        rationale: """
            A file that cannot be read is not linted, so anything wrong in it would go unreported; the run \
            fails so that this is not missed.
            """,
        remedy: """
            Make the file readable (check that it exists, its permissions, and that it is not a broken symbolic \
            link), or exclude it from the run.
            """)

    /// In the order `duobar-lint rules` lists them, after the rules.
    public static let all: [Rule] = [ioError, unusedSuppression]
}

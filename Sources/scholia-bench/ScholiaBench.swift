import ArgumentParser

/// `scholia-bench`: performance figures, measured against baselines run in
/// the same process. Always build it in release mode:
/// `swift run -c release scholia-bench engine`.
@main
struct ScholiaBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scholia-bench",
    abstract: "Measure Scholia against baselines in the same run; prints `name value` lines.",
    subcommands: [
      EngineBenchmark.self, GraphBenchmark.self, SiteBenchmark.self, CorpusCommand.self,
      SiteChildCommand.self, PageBenchmark.self, ScenarioBenchmark.self, AdversarialBenchmark.self,
      PopBenchmark.self, ColdBuildBenchmark.self, AuthorBenchmark.self,
    ]
  )
}

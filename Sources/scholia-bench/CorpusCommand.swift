import ArgumentParser
import Foundation

/// `scholia-bench corpus`: writes the deterministic synthetic corpus the
/// site benchmark builds (see `SyntheticCorpus`), laid out for Scholia,
/// Hugo and libcmark, and prints what it wrote as `name value` lines.
struct CorpusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corpus",
    abstract: "Write the synthetic article corpus (for Scholia, Hugo and libcmark) into a folder.",
    discussion: """
      The same --articles and --seed always give byte-identical files; article k depends only on the seed \
      and k, so a smaller corpus is a prefix of a larger one. The folder must be empty, missing, or a corpus \
      written before.
      """
  )

  @Option(help: "How many articles.")
  var articles = 1000

  @Option(help: "Where to write the corpus (the Scholia project root; Hugo's site is in hugo/).")
  var output: String

  @Option(help: "The seed of the generator.")
  var seed = SyntheticCorpus.defaultSeed

  @Option(help: "The Scholia project whose theme (site/templates, site/assets) is copied.")
  var theme = "."

  func run() throws {
    guard articles >= 1 else { throw ValidationError("--articles must be at least 1") }
    let corpus = SyntheticCorpus(articles: articles, seed: seed)
    let summary = try corpus.write(
      to: URL(fileURLWithPath: output).standardizedFileURL, themeRoot: URL(fileURLWithPath: theme))
    Report.figure("articles", Double(articles))
    Report.figure("corpus_bytes", Double(summary.articleBytes))
    Report.figure("mean_article_bytes", Double(summary.articleBytes) / Double(articles))
    Report.figure("smallest_article_bytes", Double(summary.smallest))
    Report.figure("largest_article_bytes", Double(summary.largest))
    Report.figure("code_blocks", Double(summary.codeBlocks))
  }
}

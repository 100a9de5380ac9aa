import Foundation
import SourceAnalysis

/// What one build can hand to the next (`scholia serve` keeps one): the
/// analysis of the replica sources, the figures each directive produced,
/// the gallery. A rebuild after an edit to one article's prose then only
/// re-renders that article's Markdown and the pages around it.
///
/// Everything is keyed by its inputs, compared whole: the analysis and the
/// gallery by the settings, replica and scenario texts; a figure by its
/// directive as written and its place among the article's figures. When
/// the settings, a replica or a scenario changes, everything is dropped,
/// since any figure may depend on them. Safe to use from the build's
/// worker threads.
public final class SiteBuildCache: @unchecked Sendable {
  /// The settings, replica and scenario texts the cached work was done on.
  struct Inputs: Equatable {
    let config: String
    let replicas: [String: String]
    let scenarios: [String: String]
  }

  struct Analysis {
    let index: SourceIndex
    let highlighted: HighlightedSources
  }

  /// A directive's output and the symbols it mentions.
  struct Figure {
    let html: String
    let mentions: [String]
  }

  private let lock = NSLock()
  private var inputs: Inputs?
  private var analysis: Analysis?
  private var gallery: [String: Any]?
  private var figures: [String: Figure] = [:]
  /// Figures looked up and found, since the cache was made (for tests and
  /// the benchmark to see that a rebuild reused work).
  public private(set) var hits = 0

  public init() {}

  /// Drops everything unless `inputs` are what the cache holds.
  func prepare(for inputs: Inputs) {
    locked {
      if self.inputs != inputs {
        self.inputs = inputs
        analysis = nil
        gallery = nil
        figures = [:]
      }
    }
  }

  func analysis(_ make: () -> Analysis) -> Analysis {
    if let cached = locked({ analysis }) { return cached }
    let made = make()
    locked { analysis = made }
    return made
  }

  func gallery(_ make: () throws(SiteBuildFailure) -> [String: Any]) throws(SiteBuildFailure) -> [String: Any]
  {
    if let cached = locked({ gallery }) { return cached }
    let made = try make()
    locked { gallery = made }
    return made
  }

  func figure(_ key: String) -> Figure? {
    locked {
      let found = figures[key]
      if found != nil { hits += 1 }
      return found
    }
  }

  func store(_ figure: Figure, for key: String) {
    locked { figures[key] = figure }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

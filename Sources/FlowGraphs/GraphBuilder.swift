import CallGraph
import SourceAnalysis

/// The graphs Scholia draws from a `SourceIndex`. Each builder picks nodes
/// and edges from the call graph the analysis found in the code; annotations
/// only say which methods are entry points and which enums are states.
public enum GraphBuilder {
  /// Where call paths start.
  public enum Entries: Equatable, Sendable {
    /// Methods annotated `@entry`.
    case annotated
    /// Every `public` or `open` method.
    case publicAPI
    /// These methods (`Type.baseName` or full ids).
    case methods([String])
  }

  /// The default cap on a graph's nodes before it is cut.
  public static let defaultLimit = 60

  /// Edge kinds a path follows: everything that leads to a method running,
  /// through time sources (a method schedules a timer, which fires) and
  /// observed key paths (a method observes one, whose changes notify).
  static let pathKinds: Set<CallEdgeKind> = [
    .call, .override, .schedules, .fires, .animationCompletion, .mainQueue, .background, .perform, .observes,
    .notifies,
  ]
}

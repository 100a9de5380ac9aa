/// A role a doc comment gives its declaration: `/// @entry`,
/// `/// @handler graceTimer`, `/// @original -[MBProgressHUD showAnimated:]`.
///
/// Annotations name roles and link to the original; they never state an
/// edge — every edge of a graph comes from the code. docs/annotations.md is
/// the grammar.
public struct Annotation: Hashable, Sendable {
  public let key: AnnotationKey
  /// The text after the key, trimmed; empty when there is none.
  public let value: String
  /// Where the `@` is.
  public let location: SourceLocation
}

public enum AnnotationKey: String, Sendable, CaseIterable {
  /// The original's symbol this declaration replicates, and optionally its
  /// file: `-[MBProgressHUD showAnimated:]`, `MBProgressHUD MBProgressHUD.m`.
  case original
  /// A method a user of the library calls: where call paths start.
  case entry
  /// A property that holds a timer (named after the property, or the value).
  case timer
  /// A method that a time source (timer, perform request, display link) calls.
  case handler
  /// An enum whose cases are states, a property that holds state (a flag
  /// may name what its state shows: `@state paused`), or a class whose
  /// flags together are its state.
  case state
  /// A method that starts an animation.
  case animation
  /// A method that runs when an animation or a task completes.
  case completion

  /// Whether the key takes a value: required, optional or none.
  enum Arity {
    case required, optional, none
  }

  var arity: Arity {
    switch self {
    case .original, .handler: return .required
    case .timer, .state: return .optional
    case .entry, .animation, .completion: return .none
    }
  }
}

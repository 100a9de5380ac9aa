/// How a figure's page draws a run as the reader scrubs through it
/// (site/assets/scenarios.js, from `ScenarioPage`'s picture document).
/// A catalog's stage declares its own, so that a library is never drawn as
/// another library is: a Toast is not a HUD's bezel with a spinner.
public enum ReplicaPictureKind: Sendable {
  /// A HUD's bezel: the stage's `alpha` observable (or `visible`, as 0 or
  /// 1) and the scale presented.
  case hud
  /// A phone-sized table with its header and footer, from the stage's
  /// `picture` samples (`shownOffset`, `insetTop`, `headerState`…); or,
  /// when the run sampled `shownOffsetX`, a horizontal strip of pages with
  /// a trailer after them (`contentWidth`, `insetRight`, `trailerState`…).
  case scrollView
  /// Two boxes that move, scale, turn, fade and change colour, from the
  /// stage's `picture` samples (`aX`, `aScale`, `aColor`…).
  case boxes
  /// The run's observables as a small table of their values: what a
  /// library without a picture of its own gets, and a `replica` script.
  case values
}

import ReplicaSupport
import SimKernel

/// MJRefresh's constants (`MJRefreshConst.h` / `.m`): sizes, durations,
/// the user-defaults key of the last refresh, and the labels' font.
///
/// Two macros of the same file shape the code of every class and are
/// written out where they are used: `MJRefreshCheckState` opens every
/// `setState(_:)` override (read the old state, return if the new one is
/// the same, call `super.setState` first, then do this layer's work), and
/// `MJRefreshDispatchAsyncOnMainQueue` is `kernel.mainQueue.async`. The
/// original's block captures `self` weakly, so a component freed before
/// the block runs is skipped; the replica's block holds the component
/// until it has run (Embedded Swift has no weak references).
///
/// The KVO key paths (`MJRefreshKeyPathContentOffset`, …) are the engine's
/// `ScrollViewKeyPath` cases; `contentInset` is declared by the original
/// but never observed.
///
/// @original MJRefreshConst MJRefresh/MJRefreshConst.m
public enum MJRefreshConst {
  /// The gap between the text and the arrow, spinner or animation.
  ///
  /// @original MJRefreshLabelLeftInset MJRefresh/MJRefreshConst.h:33
  public static let labelLeftInset = 25.0
  /// @original MJRefreshHeaderHeight MJRefresh/MJRefreshConst.h:34
  public static let headerHeight = 54.0
  /// @original MJRefreshFooterHeight MJRefresh/MJRefreshConst.h:35
  public static let footerHeight = 44.0
  /// @original MJRefreshTrailWidth MJRefresh/MJRefreshConst.h:36
  public static let trailWidth = 60.0
  /// The default of `fastAnimationDuration`, in seconds (the value itself
  /// in 3.1.12, which had no per-instance durations).
  ///
  /// @original MJRefreshFastAnimationDuration MJRefresh/MJRefreshConst.h:37
  public static let fastAnimationDuration = 0.25
  /// The default of `slowAnimationDuration`, in seconds.
  ///
  /// @original MJRefreshSlowAnimationDuration MJRefresh/MJRefreshConst.h:38
  public static let slowAnimationDuration = 0.4
  /// The `NSUserDefaults` key under which headers keep the time of their
  /// last refresh, unless given their own key.
  ///
  /// @original MJRefreshHeaderLastUpdatedTimeKey MJRefresh/MJRefreshConst.h:46
  public static let headerLastUpdatedTimeKey = "MJRefreshHeaderLastUpdatedTimeKey"
  /// Posted by `MJRefreshConfig` when the language changes.
  ///
  /// @original MJRefreshDidChangeLanguageNotification MJRefresh/MJRefreshConst.h:68
  public static let didChangeLanguageNotification = "MJRefreshDidChangeLanguageNotification"
  /// The labels' font, bold system 14 pt (their colour, RGB 90 90 90, is
  /// not modelled).
  ///
  /// @original MJRefreshLabelFont MJRefresh/MJRefreshConst.h:30
  public static let labelFont = SimFont.boldSystemFont(ofSize: 14)
  /// `FLT_EPSILON`: the header leaves the top inset alone when it is this
  /// close to the value it would write.
  public static let floatEpsilon = 1.192_092_895_507_812_5e-7
}

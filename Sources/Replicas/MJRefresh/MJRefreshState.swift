/// The state of a refresh component. Every component starts Idle (a fresh
/// instance reads 0, which is none of these, until `initWithFrame:` sets
/// Idle: the replica keeps that as `_state == nil`); pulling far enough
/// makes it Pulling, letting go Refreshing, and `endRefreshing` brings it
/// back to Idle. WillRefresh is a refresh asked for while the component is
/// not in a window: it becomes Refreshing when the component is first
/// drawn. NoMoreData is a footer's "everything is loaded".
///
/// @state
/// @original MJRefreshState MJRefresh/Base/MJRefreshComponent.h
public enum MJRefreshState: Int, Hashable, Sendable {
  /// @original MJRefreshStateIdle
  case idle = 1
  /// Released now, it would refresh.
  ///
  /// @original MJRefreshStatePulling
  case pulling = 2
  /// @original MJRefreshStateRefreshing
  case refreshing = 3
  /// @original MJRefreshStateWillRefresh
  case willRefresh = 4
  /// @original MJRefreshStateNoMoreData
  case noMoreData = 5

  /// The case's name, as traces show it.
  public var name: String {
    switch self {
    case .idle: return "idle"
    case .pulling: return "pulling"
    case .refreshing: return "refreshing"
    case .willRefresh: return "willRefresh"
    case .noMoreData: return "noMoreData"
    }
  }
}

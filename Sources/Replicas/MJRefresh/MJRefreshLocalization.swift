import ReplicaSupport
import SimKernel

/// The keys of MJRefresh's texts (`MJRefreshHeaderIdleText`, …), with the
/// key strings the `.strings` tables use.
///
/// @original MJRefreshHeaderIdleText MJRefresh/MJRefreshConst.m
public enum MJRefreshTextKey: String, Sendable, CaseIterable {
  case headerIdleText = "MJRefreshHeaderIdleText"
  case headerPullingText = "MJRefreshHeaderPullingText"
  case headerRefreshingText = "MJRefreshHeaderRefreshingText"
  case trailerIdleText = "MJRefreshTrailerIdleText"
  case trailerPullingText = "MJRefreshTrailerPullingText"
  case autoFooterIdleText = "MJRefreshAutoFooterIdleText"
  case autoFooterRefreshingText = "MJRefreshAutoFooterRefreshingText"
  case autoFooterNoMoreDataText = "MJRefreshAutoFooterNoMoreDataText"
  case backFooterIdleText = "MJRefreshBackFooterIdleText"
  case backFooterPullingText = "MJRefreshBackFooterPullingText"
  case backFooterRefreshingText = "MJRefreshBackFooterRefreshingText"
  case backFooterNoMoreDataText = "MJRefreshBackFooterNoMoreDataText"
  case headerLastTimeText = "MJRefreshHeaderLastTimeText"
  case headerDateTodayText = "MJRefreshHeaderDateTodayText"
  case headerNoneLastDateText = "MJRefreshHeaderNoneLastDateText"
}

/// `NSBundle (MJRefresh)`: MJRefresh's resource bundle — its two arrow
/// images and its localised texts — and how a language is chosen.
///
/// A text is looked up in MJRefresh's own table for the language, which
/// is `MJRefreshConfig.languageCode`, or the device's first preferred
/// language when that is `nil`, mapped to a bundled table: any `en…` and
/// any unknown language → `en`; `zh…` with `Hans` → `zh-Hans`, other
/// `zh…` → `zh-Hant`; `ko…`, `ru…`, `uk…` → themselves. A key the table
/// lacks reads as the key itself (English has no trailer texts, so a
/// trailer shows `MJRefreshTrailerIdleText`). The language is resolved at
/// the first lookup and cached until `languageCode` changes.
///
/// The replica differs where nothing can tell: it carries the `en` and
/// `zh-Hans` tables only (a language mapped to `zh-Hant`, `ko`, `ru` or
/// `uk` reads every key as the key itself), and the original's second
/// lookup in the app's own `.lproj` (`i18nBundle`, `i18nFilename`) is left
/// out: a simulated app brings no strings of its own.
///
/// @original NSBundle(MJRefresh) MJRefresh/NSBundle+MJRefresh.m
public enum MJRefreshBundle {
  /// `arrow@2x.png`, 30 × 80 px: a 15 × 40 pt template image.
  ///
  /// @original +[NSBundle mj_arrowImage] MJRefresh/NSBundle+MJRefresh.m:31
  public static let arrowImage = SimImage(name: "arrow", size: Size(width: 15, height: 40))
  /// `trail_arrow@2x.png`, 40 × 40 px: 20 × 20 pt.
  ///
  /// @original +[NSBundle mj_trailArrowImage] MJRefresh/NSBundle+MJRefresh.m:40
  public static let trailArrowImage = SimImage(name: "trail_arrow", size: Size(width: 20, height: 20))

  /// The text for `key` in the language `kernel`'s app uses now.
  ///
  /// @original +[NSBundle mj_localizedStringForKey:] MJRefresh/NSBundle+MJRefresh.m:48
  public static func localizedString(forKey key: MJRefreshTextKey, _ kernel: Kernel) -> String {
    let config = MJRefreshConfig.defaultConfig(kernel)
    let language: String
    if let cached = config.systemI18nLanguage {
      language = cached
    } else {
      language = bundledLanguage(for: config.languageCode ?? config.preferredLanguage)
      config.systemI18nLanguage = language
    }
    return text(forKey: key, language: language) ?? key.rawValue
  }

  /// The table a language is read from.
  ///
  /// @original +[NSBundle mj_defaultI18nBundleWithLanguage:] MJRefresh/NSBundle+MJRefresh.m:85
  public static func bundledLanguage(for language: String) -> String {
    if language.hasPrefix("en") { return "en" }
    if language.hasPrefix("zh") { return contains(language, "Hans") ? "zh-Hans" : "zh-Hant" }
    if language.hasPrefix("ko") { return "ko" }
    if language.hasPrefix("ru") { return "ru" }
    if language.hasPrefix("uk") { return "uk" }
    return "en"
  }

  /// `-rangeOfString:` found something (Embedded Swift has no
  /// `String.contains(String)`).
  static func contains(_ text: String, _ part: String) -> Bool {
    let characters = Array(text)
    let wanted = Array(part)
    guard !wanted.isEmpty, wanted.count <= characters.count else { return wanted.isEmpty }
    for start in 0...(characters.count - wanted.count)
    where Array(characters[start..<start + wanted.count]) == wanted {
      return true
    }
    return false
  }

  /// `Localizable.strings` of a bundled language; `nil` for a key the
  /// table does not have.
  public static func text(forKey key: MJRefreshTextKey, language: String) -> String? {
    switch language {
    case "en": return english(key)
    case "zh-Hans": return simplifiedChinese(key)
    default: return nil
    }
  }

  /// `en.lproj/Localizable.strings`.
  static func english(_ key: MJRefreshTextKey) -> String? {
    switch key {
    case .headerIdleText: return "Pull down to refresh"
    case .headerPullingText: return "Release to refresh"
    case .headerRefreshingText: return "Loading..."
    case .trailerIdleText, .trailerPullingText: return nil
    case .autoFooterIdleText: return "Tap or pull up to load more"
    case .autoFooterRefreshingText: return "Loading..."
    case .autoFooterNoMoreDataText: return "No more data"
    case .backFooterIdleText: return "Pull up to load more"
    case .backFooterPullingText: return "Release to load more"
    case .backFooterRefreshingText: return "Loading..."
    case .backFooterNoMoreDataText: return "No more data"
    case .headerLastTimeText: return "Last update: "
    case .headerDateTodayText: return "Today"
    case .headerNoneLastDateText: return "No record"
    }
  }

  /// `zh-Hans.lproj/Localizable.strings`.
  static func simplifiedChinese(_ key: MJRefreshTextKey) -> String? {
    switch key {
    case .headerIdleText: return "下拉可以刷新"
    case .headerPullingText: return "松开立即刷新"
    case .headerRefreshingText: return "正在刷新数据中..."
    case .trailerIdleText: return "滑动查看图文详情"
    case .trailerPullingText: return "释放查看图文详情"
    case .autoFooterIdleText: return "点击或上拉加载更多"
    case .autoFooterRefreshingText: return "正在加载更多的数据..."
    case .autoFooterNoMoreDataText: return "已经全部加载完毕"
    case .backFooterIdleText: return "上拉可以加载更多"
    case .backFooterPullingText: return "松开立即加载更多"
    case .backFooterRefreshingText: return "正在加载更多的数据..."
    case .backFooterNoMoreDataText: return "已经全部加载完毕"
    case .headerLastTimeText: return "最后更新："
    case .headerDateTodayText: return "今天"
    case .headerNoneLastDateText: return "无记录"
    }
  }
}

import ReplicaSupport
import SimKernel

/// MJRefresh's settings (`MJRefreshConfig.defaultConfig`): the language of
/// its texts. Setting a different `languageCode` drops the cached language
/// and posts `MJRefreshDidChangeLanguageNotification`, on which every
/// component that has been attached to a scroll view re-applies its texts
/// and lays itself out again.
///
/// One per kernel. The replica adds `preferredLanguage`, the device's
/// first preferred language (`[NSLocale preferredLanguages].firstObject`,
/// which the original reads when `languageCode` is `nil`): `"en"` unless a
/// scenario says otherwise. Notification observers are not modelled by
/// the engine, so the config keeps the components that registered
/// (strongly, until the kernel is torn down; `NSNotificationCenter` holds
/// them weakly) and calls them itself. As in the original, a component is
/// registered again each time it is attached, and is told as often.
/// `i18nFilename` and `i18nBundle` are left out with the app's own strings
/// (see `MJRefreshBundle`).
///
/// @original MJRefreshConfig MJRefresh/MJRefreshConfig.m
public final class MJRefreshConfig: ReplicaTracing {
  public static let traceName = "MJRefreshConfig"
  public let kernel: Kernel

  /// The device's first preferred language.
  public var preferredLanguage = "en"
  /// The language MJRefresh's table was chosen for (`mj_systemI18nBundle`);
  /// `nil` until the first lookup and after a language change.
  var systemI18nLanguage: String?
  /// The components told of a language change, in registration order.
  private var languageObservers: [MJRefreshComponent] = []
  private var languageCodeValue: String?

  init(kernel: Kernel) {
    self.kernel = kernel
  }

  /// The app's config (`+defaultConfig`).
  ///
  /// @original +[MJRefreshConfig defaultConfig] MJRefresh/MJRefreshConfig.m:22
  public static func defaultConfig(_ kernel: Kernel) -> MJRefreshConfig {
    kernel.singleton("MJRefreshConfig.defaultConfig") { MJRefreshConfig(kernel: kernel) }
  }

  /// The language of MJRefresh's texts; `nil` follows the device.
  ///
  /// @original languageCode MJRefresh/MJRefreshConfig.h:15
  public var languageCode: String? {
    get { languageCodeValue }
    set { setLanguageCode(newValue) }
  }

  /// Changes the language: unless it is the same code as before, the
  /// cached language is dropped and every registered component re-applies
  /// its texts. (Like `-isEqualToString:` sent to `nil`, two `nil`s count
  /// as different.)
  ///
  /// @entry
  /// @original -[MJRefreshConfig setLanguageCode:] MJRefresh/MJRefreshConfig.m:30
  public func setLanguageCode(_ languageCode: String?) {
    enter(#function)
    defer { leave() }
    if let languageCode, languageCode == languageCodeValue { return }
    languageCodeValue = languageCode
    resetLanguageResourceCache()
    kernel.postNotification(MJRefreshConst.didChangeLanguageNotification, object: Self.traceName)
    for observer in languageObservers {
      observer.i18nDidChange()
    }
  }

  /// @original +[MJRefreshConfig resetLanguageResourceCache] MJRefresh/NSBundle+MJRefresh.m:111
  func resetLanguageResourceCache() {
    enter(#function)
    defer { leave() }
    systemI18nLanguage = nil
  }

  /// `-[NSNotificationCenter addObserver:selector:name:object:]` for the
  /// language notification.
  func addLanguageObserver(_ component: MJRefreshComponent) {
    languageObservers.append(component)
  }
}

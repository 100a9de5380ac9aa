/// English and Chinese prose for the synthetic corpus: sentences from
/// templates about timers, run loops and HUDs, with inline code, emphasis
/// and links filled in from the article's own vocabulary.
struct SyntheticProse {
  enum Language {
    case english, chinese
  }

  let library: String
  let version: String
  /// Relative links to other articles of the corpus (`article-00012.md`).
  let articleLinks: [String]
  var random: SplitMix64

  /// A paragraph of `2...5` sentences.
  mutating func paragraph(_ language: Language) -> String {
    let count = random.number(in: 2...5)
    var sentences: [String] = []
    for _ in 0..<count { sentences.append(sentence(language)) }
    // Wrap like a writer's editor does, so that paragraphs span lines.
    return wrap(sentences.joined(separator: language == .english ? " " : ""), language)
  }

  mutating func sentence(_ language: Language) -> String {
    fill(random.pick(language == .english ? Self.englishSentences : Self.chineseSentences), language)
  }

  mutating func heading(_ language: Language, level: Int) -> String {
    let pool =
      level == 2
      ? (language == .english ? Self.englishHeadings : Self.chineseHeadings)
      : (language == .english ? Self.englishSubheadings : Self.chineseSubheadings)
    return String(repeating: "#", count: level) + " " + fill(random.pick(pool), language)
  }

  mutating func bulletList(_ language: Language) -> String {
    var items: [String] = []
    for _ in 0..<random.number(in: 3...5) {
      let short = fill(random.pick(language == .english ? Self.englishItems : Self.chineseItems), language)
      items.append("- `\(random.pick(CodeWords.properties))`" + (language == .english ? ": " : "：") + short)
    }
    return items.joined(separator: "\n")
  }

  mutating func numberedList(_ language: Language) -> String {
    var items: [String] = []
    for number in 1...random.number(in: 3...5) {
      items.append("\(number). " + sentence(language))
    }
    return items.joined(separator: "\n")
  }

  mutating func blockquote(_ language: Language) -> String {
    "> " + sentence(language)
  }

  mutating func summary(_ language: Language) -> String {
    fill(random.pick(language == .english ? Self.englishSummaries : Self.chineseSummaries), language)
  }

  /// Replaces `{m}` (a method), `{v}` (a property), `{t}` (a timer), `{n}`
  /// (seconds), `{lib}`, `{ver}`, `{noun}` and `{link}` (a link to another
  /// article, or to the library's repository).
  mutating func fill(_ template: String, _ language: Language) -> String {
    var out = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = rest[rest.index(after: open)..<close]
      switch name {
      case "m": out += random.pick(CodeWords.methods)
      case "v": out += random.pick(CodeWords.properties)
      case "t": out += random.pick(CodeWords.timers)
      case "n": out += random.pick(CodeWords.numbers)
      case "lib": out += library
      case "ver": out += version
      case "noun": out += random.pick(language == .english ? Self.englishNouns : Self.chineseNouns)
      case "link": out += link(language)
      default: out += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  mutating func link(_ language: Language) -> String {
    let other = random.pick(Self.otherLibraries)
    if articleLinks.isEmpty || random.chance(1, in: 6) {
      return language == .english
        ? "[the \(other) repository](https://github.com/search?q=\(other))"
        : "[\(other) 的仓库](https://github.com/search?q=\(other))"
    }
    let target = random.pick(articleLinks)
    return language == .english ? "[the article on \(other)](\(target))" : "[关于 \(other) 的文章](\(target))"
  }

  /// Breaks English at spaces near 76 columns and Chinese every 38
  /// characters (CommonMark joins them back; a soft break in Chinese renders
  /// as a space, as in hand-written Chinese Markdown).
  func wrap(_ text: String, _ language: Language) -> String {
    var lines: [String] = []
    var current = ""
    var width = 0
    if language == .english {
      for word in text.split(separator: " ") {
        if width + word.count + 1 > 76, !current.isEmpty {
          lines.append(current)
          current = ""
          width = 0
        }
        if !current.isEmpty {
          current += " "
          width += 1
        }
        current += word
        width += word.count
      }
    } else {
      var inCode = false
      var inLink = false
      for character in text {
        if character == "`" { inCode.toggle() }
        if character == "[" { inLink = true }
        if character == "]" { inLink = false }
        current.append(character)
        width += 1
        // Only after a Chinese character (so never inside a link's
        // destination), and never inside inline code or a link's text.
        if width >= 38, !inCode, !inLink, character.unicodeScalars.first!.value >= 0x3000 {
          lines.append(current)
          current = ""
          width = 0
        }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.joined(separator: "\n")
  }

  // MARK: Vocabulary

  static let otherLibraries = [
    "MBProgressHUD", "SVProgressHUD", "MJRefresh", "pop", "SDWebImage", "AFNetworking", "Masonry", "YYText",
  ]
  static let englishNouns = ["HUD", "spinner", "refresh header", "animation", "toast"]
  static let chineseNouns = ["HUD", "提示框", "刷新控件", "动画", "加载指示器"]

  static let englishSentences = [
    "When `{m}` runs, it first checks `{v}` and returns early if the {noun} is already gone.",
    "The timer is scheduled in the common modes, so it keeps firing while a scroll view tracks a finger.",
    "{lib} keeps this logic in one place, which makes `{m}` the method to read first.",
    "If the task ends before `{v}` elapses, the {noun} never appears at all.",
    "Note that `{m}` does not cancel the pending `{t}`; it only replaces the reference to it.",
    "This is the same order of effects as in version {ver}, see {link}.",
    "A reader who changes `{v}` to {n} seconds sees the *{noun}* appear for a moment and vanish.",
    "Nothing here is asynchronous in the Swift sense: every callback runs on the main run loop, one turn at a time.",
    "The original uses `performSelector:afterDelay:` for this, which only fires in the default mode.",
    "In practice the difference shows up only when `{m}` is called twice within {n} seconds.",
    "**Why it matters:** a {noun} that flashes for one frame is worse than no {noun} at all.",
    "The timeline below was produced by running the scenario at build time, not drawn by hand.",
    "`{v}` is a property, but it behaves like a parameter of `{m}`: it is read once, when the timer is created.",
    "Compare this with {link}, where the same question is answered with a display link.",
    "Each call goes through `{m}`, so the state machine has exactly one entry point.",
    "The check `{v} > 0` looks redundant until you notice that zero disables the timer.",
    "We read the {lib} sources at tag {ver}; the behaviour has not changed since.",
    "A scheduled timer retains its target, so `{t}` must be invalidated before the view goes away.",
    "Scrolling switches the run loop into the tracking mode, where default-mode timers wait.",
    "The completion block is called after the animation, even when `animated` is `NO`.",
    "Read `{m}` again with that in mind: the early return covers the case where the view was removed.",
    "One more detail: `{t}` is created with `repeats: NO`, so it invalidates itself after firing.",
    "That is why {link} spends so long on `{v}`.",
    "Most bugs reported against {lib} come from calling `{m}` off the main thread.",
  ]

  static let chineseSentences = [
    "调用 `{m}` 时，它会先检查 `{v}`，如果{noun}已经被移除就直接返回。",
    "这个计时器被加入 common 模式，所以在滚动视图跟踪手指时依然会触发。",
    "{lib} 把这段逻辑集中在一处，因此 `{m}` 是最值得先读的方法。",
    "如果任务在 `{v}` 到期之前结束，{noun}根本不会出现。",
    "注意 `{m}` 并不会取消尚未触发的 `{t}`，它只是替换了对它的引用。",
    "版本 {ver} 中的执行顺序与此相同，参见{link}。",
    "把 `{v}` 改成 {n} 秒，就能看到{noun}*一闪而过*。",
    "这里没有 Swift 意义上的异步：每个回调都在主线程的运行循环里，一轮一轮地执行。",
    "原版用的是 `performSelector:afterDelay:`，它只在默认模式下触发。",
    "实际上只有在 {n} 秒内连续调用两次 `{m}` 时，差别才会显现。",
    "**为什么重要：**只闪现一帧的{noun}比没有{noun}更糟糕。",
    "下面的时间线是在构建时运行场景得到的，而不是手工绘制的。",
    "`{v}` 虽然是属性，但作用类似 `{m}` 的参数：只在创建计时器时读取一次。",
    "可以与{link}对照阅读，那里用显示链接回答了同一个问题。",
    "所有调用都经过 `{m}`，所以状态机只有一个入口。",
    "`{v} > 0` 这个判断看似多余，其实零值会直接关闭计时器。",
    "我们阅读的是 {lib} 的 {ver} 版本，此后这部分行为没有变化。",
    "计时器会强引用它的目标，所以必须在视图消失之前让 `{t}` 失效。",
    "滚动会把运行循环切换到跟踪模式，默认模式的计时器只能等待。",
    "即使 `animated` 为 `NO`，完成回调也会在动画之后调用。",
    "带着这一点再读一遍 `{m}`：提前返回处理的是视图已被移除的情况。",
    "还有一个细节：`{t}` 以 `repeats: NO` 创建，触发后会自动失效。",
    "这也是为什么{link}要花这么多篇幅讨论 `{v}`。",
    "大多数针对 {lib} 的问题报告，都源于在非主线程调用 `{m}`。",
  ]

  static let englishHeadings = [
    "What does a caller get to call?", "How `{m}` schedules its timers", "The grace period",
    "When `{v}` changes mid-animation", "Timers and run-loop modes", "Edge cases", "Reading `{t}`",
    "The order of effects in `{m}`", "Hiding twice", "What the original does differently",
  ]
  static let chineseHeadings = [
    "调用方能调用什么？", "`{m}` 如何安排计时器", "宽限时间", "动画途中修改 `{v}`", "计时器与运行循环模式", "边界情况",
    "阅读 `{t}`", "`{m}` 的执行顺序", "两次隐藏", "与原版的差异",
  ]
  static let englishSubheadings = ["A closer look at `{m}`", "Why not a display link?", "The `{v}` check"]
  static let chineseSubheadings = ["细看 `{m}`", "为什么不用显示链接？", "`{v}` 的判断"]

  static let englishItems = [
    "read once, when `{m}` creates the timer", "zero turns the feature off",
    "measured in seconds, not frames",
    "reset by `{m}`", "ignored while the {noun} is hidden",
  ]
  static let chineseItems = [
    "只在 `{m}` 创建计时器时读取一次", "设为零即关闭该功能", "单位是秒，不是帧", "会被 `{m}` 重置", "{noun}隐藏时不起作用",
  ]

  static let englishSummaries = [
    "How {lib} {ver} decides when its {noun} appears, and what `{m}` does with `{v}`.",
    "Every path into `{m}` in {lib} {ver}, and the timers that decide when it runs.",
    "Why {lib} keeps `{t}` in the common run-loop modes, and what breaks when it does not.",
  ]
  static let chineseSummaries = [
    "{lib} {ver} 如何决定{noun}何时出现，以及 `{m}` 如何使用 `{v}`。",
    "{lib} {ver} 中进入 `{m}` 的每条路径，以及决定它何时运行的计时器。",
    "为什么 {lib} 把 `{t}` 放在 common 运行循环模式里，不这样做会出什么问题。",
  ]
}

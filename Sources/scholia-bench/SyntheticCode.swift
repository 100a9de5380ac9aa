/// Realistic-looking Swift and Objective-C for the synthetic corpus's
/// fenced blocks: a type or class implementation with properties and
/// methods whose bodies mix timers, main-queue dispatch, animations,
/// conditions and comments, as the articles about HUD and refresh libraries
/// quote them. The code is not meant to compile, only to read (and
/// highlight) like real code: balanced braces, real API names.
enum SyntheticCode {
  /// About `lines` lines of Swift (never fewer than 10).
  static func swift(lines: Int, using random: inout SplitMix64) -> String {
    var out = CodeEmitter(random: random)
    out.swiftFile(lines: max(10, lines))
    random = out.random
    return out.text
  }

  /// About `lines` lines of Objective-C (never fewer than 10).
  static func objc(lines: Int, using random: inout SplitMix64) -> String {
    var out = CodeEmitter(random: random)
    out.objcFile(lines: max(10, lines))
    random = out.random
    return out.text
  }
}

/// Emits lines with indentation, consuming an exact budget of lines.
private struct CodeEmitter {
  var random: SplitMix64
  var lines: [String] = []
  var depth = 0

  var text: String { lines.joined(separator: "\n") + "\n" }

  init(random: SplitMix64) {
    self.random = random
  }

  mutating func line(_ text: String) {
    lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
  }

  mutating func pick(_ choices: [String]) -> String { random.pick(choices) }

  // MARK: Swift

  mutating func swiftFile(lines budget: Int) {
    let type = pick(CodeWords.types)
    line("// " + pick(CodeWords.comments))
    line(
      random.chance(1, in: 3)
        ? "extension \(type) {"
        : pick(["final class ", "class ", "struct "]) + type + pick([" {", ": NSObject {"]))
    depth += 1
    let properties = random.number(in: 2...4)
    for _ in 0..<properties { line(swiftProperty()) }
    var left = budget - lines.count - 1
    while left >= 4 {
      line("")
      let body = min(left - 3, random.number(in: 2...9))
      line(pick(CodeWords.swiftMethodHeads).replacing("{m}", with: pick(CodeWords.methods)))
      depth += 1
      swiftBody(body)
      depth -= 1
      line("}")
      left -= body + 3
    }
    for _ in 0..<max(0, left) { line("// MARK: - " + pick(CodeWords.marks)) }
    depth -= 1
    line("}")
  }

  mutating func swiftProperty() -> String {
    let timer = pick(CodeWords.timers)
    let property = pick(CodeWords.properties)
    switch random.below(5) {
    case 0: return "private var \(timer): Timer?"
    case 1: return "var \(property): TimeInterval = \(pick(CodeWords.numbers))"
    case 2: return "private(set) var is\(capitalized(pick(CodeWords.flags))) = false"
    case 3: return "weak var \(pick(CodeWords.values)): UIView?"
    default: return "var completionBlock: ((Bool) -> Void)?"
    }
  }

  mutating func swiftBody(_ budget: Int) {
    var left = budget
    while left > 0 {
      if left >= 3, depth < 4, random.chance(1, in: 3) {
        let inner = random.number(in: 1...min(left - 2, 4))
        line(swiftOpener())
        depth += 1
        swiftBody(inner)
        depth -= 1
        line("}")
        left -= inner + 2
      } else {
        line(swiftStatement())
        left -= 1
      }
    }
  }

  mutating func swiftOpener() -> String {
    let value = pick(CodeWords.values)
    switch random.below(7) {
    case 0: return "if \(swiftCondition()) {"
    case 1: return "for \(value) in \(pick(CodeWords.collections)) {"
    case 2: return "DispatchQueue.main.async { [weak self] in"
    case 3:
      return "\(pick(CodeWords.timers)) = Timer.scheduledTimer(withTimeInterval: \(pick(CodeWords.numbers)), "
        + "repeats: \(pick(["false", "true"]))) { [weak self] _ in"
    case 4: return "UIView.animate(withDuration: \(pick(CodeWords.numbers))) {"
    case 5: return "if let \(value) = self.\(pick(CodeWords.values)) {"
    default: return "DispatchQueue.main.asyncAfter(deadline: .now() + \(pick(CodeWords.numbers))) {"
    }
  }

  mutating func swiftCondition() -> String {
    switch random.below(6) {
    case 0: return "animated"
    case 1: return "!is\(capitalized(pick(CodeWords.flags)))"
    case 2: return "\(pick(CodeWords.properties)) > 0"
    case 3: return "\(pick(CodeWords.timers)) != nil"
    case 4: return "state == .\(pick(CodeWords.states))"
    default: return "progress >= 1.0 && !Thread.isMainThread"
    }
  }

  mutating func swiftStatement() -> String {
    let timer = pick(CodeWords.timers)
    let value = pick(CodeWords.values)
    let property = pick(CodeWords.properties)
    switch random.below(14) {
    case 0: return "let \(value) = \(property) * \(pick(CodeWords.numbers))"
    case 1: return "self.\(property) = \(pick(CodeWords.numbers))"
    case 2: return "\(timer)?.invalidate()"
    case 3: return "\(timer) = nil"
    case 4: return "guard !is\(capitalized(pick(CodeWords.flags))) else { return }"
    case 5: return "guard let \(value) = \(value)View else { return }"
    case 6: return "\(pick(CodeWords.methods))(animated: \(pick(["true", "false"])))"
    case 7: return "// " + pick(CodeWords.comments)
    case 8: return "print(\"\(pick(CodeWords.methods)): \\(\(property))\")"
    case 9: return "RunLoop.main.add(timer, forMode: .common)"
    case 10: return "NotificationCenter.default.post(name: .\(pick(CodeWords.notifications)), object: self)"
    case 11: return "\(value).alpha = \(pick(["0", "1", "0.5", "0.01"]))"
    case 12: return "completionBlock?(\(pick(["true", "false"])))"
    default: return "assert(Thread.isMainThread, \"\(pick(CodeWords.methods)) must run on the main thread\")"
    }
  }

  // MARK: Objective-C

  mutating func objcFile(lines budget: Int) {
    let type = pick(CodeWords.types)
    line("// " + pick(CodeWords.comments))
    line("#import \"\(type).h\"")
    line("")
    line("@interface \(type) ()")
    let properties = random.number(in: 1...3)
    for _ in 0..<properties { line(objcProperty()) }
    line("@end")
    line("")
    line("@implementation \(type)")
    var left = budget - lines.count - 1
    while left >= 4 {
      line("")
      let body = min(left - 3, random.number(in: 2...9))
      line(pick(CodeWords.objcMethodHeads).replacing("{m}", with: pick(CodeWords.methods)))
      depth += 1
      objcBody(body)
      depth -= 1
      line("}")
      left -= body + 3
    }
    for _ in 0..<max(0, left) { line("#pragma mark - " + pick(CodeWords.marks)) }
    line("@end")
  }

  mutating func objcProperty() -> String {
    switch random.below(4) {
    case 0: return "@property (nonatomic, strong) NSTimer *\(pick(CodeWords.timers));"
    case 1: return "@property (nonatomic, assign) NSTimeInterval \(pick(CodeWords.properties));"
    case 2:
      return
        "@property (nonatomic, assign, getter=is\(capitalized(pick(CodeWords.flags)))) BOOL \(pick(CodeWords.flags));"
    default: return "@property (nonatomic, weak) UIView *\(pick(CodeWords.values));"
    }
  }

  mutating func objcBody(_ budget: Int) {
    var left = budget
    while left > 0 {
      if left >= 3, depth < 4, random.chance(1, in: 3) {
        let inner = random.number(in: 1...min(left - 2, 4))
        let (opener, closer) = objcOpener()
        line(opener)
        depth += 1
        objcBody(inner)
        depth -= 1
        line(closer)
        left -= inner + 2
      } else {
        line(objcStatement())
        left -= 1
      }
    }
  }

  mutating func objcOpener() -> (String, String) {
    switch random.below(6) {
    case 0: return ("if (\(objcCondition())) {", "}")
    case 1: return ("for (UIView *\(pick(CodeWords.values)) in self.subviews) {", "}")
    case 2: return ("dispatch_async(dispatch_get_main_queue(), ^{", "});")
    case 3: return ("[UIView animateWithDuration:\(pick(CodeWords.numbers)) animations:^{", "}];")
    case 4: return ("@synchronized(self) {", "}")
    default:
      return (
        "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(\(pick(CodeWords.numbers)) * NSEC_PER_SEC)), "
          + "dispatch_get_main_queue(), ^{", "});"
      )
    }
  }

  mutating func objcCondition() -> String {
    switch random.below(6) {
    case 0: return "animated"
    case 1: return "self.\(pick(CodeWords.properties)) > 0.0"
    case 2: return "self.\(pick(CodeWords.timers)) == nil"
    case 3: return "!self.\(pick(CodeWords.flags))"
    case 4: return "[NSThread isMainThread]"
    default: return "self.state == MJRefreshState\(capitalized(pick(CodeWords.states)))"
    }
  }

  mutating func objcStatement() -> String {
    let timer = pick(CodeWords.timers)
    let method = pick(CodeWords.methods)
    switch random.below(13) {
    case 0: return "[self.\(timer) invalidate];"
    case 1: return "self.\(timer) = nil;"
    case 2: return "self.\(pick(CodeWords.properties)) = \(pick(CodeWords.numbers));"
    case 3:
      return "NSTimer *timer = [NSTimer timerWithTimeInterval:\(pick(CodeWords.numbers)) target:self "
        + "selector:@selector(\(method):) userInfo:nil repeats:\(pick(["NO", "YES"]))];"
    case 4: return "[[NSRunLoop currentRunLoop] addTimer:timer forMode:NSRunLoopCommonModes];"
    case 5: return "[self \(method):\(pick(["YES", "NO"]))];"
    case 6: return "NSLog(@\"\(method): %@\", @(self.\(pick(CodeWords.properties))));"
    case 7: return "CGFloat \(pick(CodeWords.values)) = \(pick(CodeWords.numbers))f;"
    case 8: return "// " + pick(CodeWords.comments)
    case 9: return "NSAssert([NSThread isMainThread], @\"\(method) needs the main thread\");"
    case 10:
      return
        "[[NSNotificationCenter defaultCenter] postNotificationName:@\"\(pick(CodeWords.notifications))\" "
        + "object:self];"
    case 11: return "self.\(pick(CodeWords.values)).alpha = \(pick(["0.f", "1.f", "0.5f"]));"
    default: return "if (self.completionBlock) { self.completionBlock(); }"
    }
  }

  func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}

/// The vocabulary of the synthetic code (also used for inline code in the
/// prose, so articles talk about names their blocks contain).
enum CodeWords {
  static let types = [
    "HUDController", "ProgressHUD", "RefreshHeader", "RefreshFooter", "SpringAnimation", "ImageLoader",
    "TaskRunner", "BezelView", "StatusBarOverlay", "KeyboardManager", "ToastView", "ActivityIndicator",
    "RequestQueue", "BackgroundView", "RoundProgressView",
  ]
  static let timers = [
    "graceTimer", "minShowTimer", "hideDelayTimer", "fadeOutTimer", "refreshTimer", "pollTimer", "retryTimer",
  ]
  static let properties = [
    "graceTime", "minShowTime", "progress", "animationDuration", "offset", "opacity", "cornerRadius",
    "margin",
    "threshold", "dimAlpha", "interval", "minimumDismissTimeInterval",
  ]
  static let flags = ["finished", "visible", "refreshing", "animating", "cancelled", "dismissing"]
  static let values = [
    "bezel", "label", "indicator", "header", "footer", "scrollView", "image", "request", "observer", "layer",
    "item", "delta", "elapsed", "container",
  ]
  static let collections = ["subviews", "pendingTasks", "observers", "items", "huds"]
  static let states = ["idle", "pulling", "refreshing", "willRefresh", "noMoreData"]
  static let methods = [
    "showAnimated", "hideAnimated", "handleGraceTimer", "handleMinShowTimer", "updateIndicators",
    "beginRefreshing", "endRefreshing", "startAnimation", "stopAnimation", "cancelTask", "reloadData",
    "applyProgress", "scheduleRetry", "dismiss", "present", "doneFinished",
  ]
  static let notifications = ["hudWillAppear", "hudDidDisappear", "refreshDidEnd", "taskDidFinish"]
  static let numbers = ["0.05", "0.1", "0.25", "0.3", "0.5", "0.6", "1.0", "1.5", "2.0", "3.0", "5.0"]
  static let marks = ["Layout", "Timers", "Notifications", "Helpers", "Animations"]
  static let comments = [
    "Cancel any pending hide before showing again.",
    "The grace timer decides whether the HUD appears at all.",
    "Keep the minimum show time even if the task already ended.",
    "UIKit is not thread-safe: run this on the main thread.",
    "Common modes: the timer fires while the user scrolls.",
    "This mirrors the original's order of effects.",
    "保证在主线程执行",
    "延迟隐藏，避免闪烁",
    "TODO: handle the case where the view is removed early.",
    "Invalidate before replacing, or the old timer fires later.",
  ]
  static let swiftMethodHeads = [
    "func {m}(animated: Bool) {", "private func {m}() {", "@objc func {m}(_ timer: Timer) {",
    "func {m}(after delay: TimeInterval) {", "override func layoutSubviews() {",
  ]
  static let objcMethodHeads = [
    "- (void){m}:(BOOL)animated {", "- (void){m} {", "- (void){m}:(NSTimer *)timer {",
    "- (void){m}AfterDelay:(NSTimeInterval)delay {",
  ]
}

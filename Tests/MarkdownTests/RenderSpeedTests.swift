import Foundation
import Markdown
import Testing

/// The site renders every article on every build, so parsing and rendering
/// an ordinary article has a budget: about a millisecond for 8 KB in a
/// release build. The bound asserted here is loose enough for a debug build
/// on a busy machine, and catches anything quadratic.
@Suite("Render speed")
struct RenderSpeedTests {
  /// About 8 KB: front matter, headings, ten paragraphs in English and
  /// Chinese with links and code spans, four code blocks, a directive and a
  /// list.
  static let article: String = {
    let english = """
      The grace timer is scheduled in `showAnimated:` with an interval of `graceTime`; if the task ends \
      before it fires, [`handleGraceTimer:`](symbol:MBProgressHUD.handleGraceTimer) never runs and the \
      HUD never appears. *This* is the behaviour the [0.9.1 article](mbprogresshud-091.md) contrasts, \
      where the **minimum show time** is measured from the moment the HUD becomes visible. Read the two \
      together and the order of the calls in `hideAnimated:` explains why a short task never flashes. \
      The engine replays that order exactly, so the timeline below is the one the run loop would produce.
      """
    let chinese = """
      宽限计时器在 `showAnimated:` 中创建，间隔为 `graceTime`；如果任务在它触发之前结束，\
      [`handleGraceTimer:`](symbol:MBProgressHUD.handleGraceTimer) 就不会运行，HUD 也就不会出现。\
      这正是**最短显示时间**要解决的问题：它从 HUD 真正可见的那一刻开始计算，而不是从调用开始。\
      把两篇文章对照着读，`hideAnimated:` 中调用的顺序就解释了为什么短任务不会闪一下。\
      引擎会精确地重放这个顺序，所以下面的时间线就是运行循环真正会产生的那一条。
      """
    let code = """
      ```swift
      func showAnimated(_ animated: Bool) {
        if graceTime > 0 {
          let timer = Timer(timeInterval: graceTime, repeats: false) { _ in self.handleGraceTimer() }
          RunLoop.current.add(timer, forMode: .common)
          graceTimer = timer
        } else {
          showUsingAnimation(animated)
        }
      }
      ```
      """
    var body = "# MBProgressHUD 1.2.0: the grace timer\n\n"
    for index in 0..<10 {
      if index % 3 == 0 { body += "## Part \(index / 3 + 1) 第\(index / 3 + 1)部分\n\n" }
      body += (index.isMultiple(of: 2) ? english : chinese) + "\n\n"
      if index.isMultiple(of: 3) && index < 9 { body += code + "\n\n" }
    }
    body += code + "\n\n```@graph timers MBProgressHUD caption=\"Three timers\"\n```\n\n"
    body += """
      The three timers:

      - `graceTimer` — delays showing, so that short tasks never show a HUD;
      - `minShowTimer` — keeps a shown HUD up for `minShowTime`;
      - `hideDelayTimer` — hides after `hideAnimated:afterDelay:`（延迟隐藏）.

      """
    return Articles.article(body)
  }()

  @Test("an 8 KB article parses and renders within budget")
  func speed() throws {
    #expect((7_000...9_000).contains(Self.article.utf8.count), "the article is about 8 KB")
    let hooks = RenderHooks(
      directive: { "<figure>\($0.name)</figure>" },
      link: { destination, _, _ in destination.hasPrefix("symbol:") ? "source.html#x" : nil })
    let renderer = HTMLRenderer(hooks: hooks)
    // The best of five batches, so that other work on the machine does not
    // count against the renderer.
    var bytes = 0
    let rounds = 100
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    for _ in 0..<5 {
      let elapsed = try clock.measure {
        for _ in 0..<rounds {
          bytes += renderer.render(try ArticleParser.parse(Self.article)).html.utf8.count
        }
      }
      best = min(best, elapsed / rounds)
    }
    let microseconds = Double(best.components.attoseconds) / 1e12
    print("parse + render of a \(Self.article.utf8.count)-byte article: \(Int(microseconds)) µs")
    #expect(bytes > 5 * rounds * 7_000)
    #expect(best < .milliseconds(25))
  }
}

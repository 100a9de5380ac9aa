import ReplicaSupport
import Replicas
import SimKernel
import Testing

/// The support pieces the MJRefresh replica stands on: the virtual wall
/// clock and its calendar, date formats, text widths, the image view's
/// frames, the spinner and the user defaults.
@Suite("MJRefresh support")
struct MJRefreshSupportTests {
  @Test(
    "the wall clock starts at 2024-03-26 14:07:00 +08:00 (Unix 1711433220) and advances with virtual time")
  func wallClock() throws {
    let kernel = Kernel()
    #expect(WallClock.now(kernel).nanosecondsSince1970 == 1_711_433_220 * 1_000_000_000)
    let clock = WallClock.of(kernel)
    #expect(
      clock.components(of: WallClock.now(kernel))
        == CivilDateTime(year: 2024, month: 3, day: 26, hour: 14, minute: 7, second: 0))
    try kernel.run(until: .seconds(60))
    #expect(
      clock.components(of: WallClock.now(kernel))
        == CivilDateTime(year: 2024, month: 3, day: 26, hour: 14, minute: 8, second: 0))
    #expect(
      clock.components(of: clock.date(at: .seconds(3_600 * 10)))
        == CivilDateTime(year: 2024, month: 3, day: 27, hour: 0, minute: 7, second: 0))
  }

  @Test("civil dates: leap days, the epoch, before the epoch, other zones")
  func civil() {
    let leap = SimDate(year: 2024, month: 2, day: 29, hour: 12, minute: 0, utcOffsetSeconds: 0)
    #expect(
      CivilDateTime(leap, utcOffsetSeconds: 0)
        == CivilDateTime(year: 2024, month: 2, day: 29, hour: 12, minute: 0, second: 0))
    #expect(
      SimDate(year: 1970, month: 1, day: 1, hour: 0, minute: 0, utcOffsetSeconds: 0).nanosecondsSince1970 == 0
    )
    #expect(
      CivilDateTime(SimDate(nanosecondsSince1970: -1_000_000_000), utcOffsetSeconds: 0)
        == CivilDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
    #expect(
      CivilDateTime(SimDate(nanosecondsSince1970: 0), utcOffsetSeconds: -5 * 3_600)
        == CivilDateTime(year: 1969, month: 12, day: 31, hour: 19, minute: 0, second: 0))
    let century = SimDate(year: 2100, month: 3, day: 1, hour: 0, minute: 0, utcOffsetSeconds: 0)
    #expect(
      CivilDateTime(century + .seconds(-1), utcOffsetSeconds: 0)
        == CivilDateTime(year: 2100, month: 2, day: 28, hour: 23, minute: 59, second: 59))
  }

  @Test("date formats: zero-padded numeric fields, other characters copied")
  func formats() {
    let date = CivilDateTime(year: 2024, month: 3, day: 5, hour: 9, minute: 7, second: 1)
    #expect(SimDateFormat.string(" HH:mm", date) == " 09:07")
    #expect(SimDateFormat.string("MM-dd HH:mm", date) == "03-05 09:07")
    #expect(SimDateFormat.string("yyyy-MM-dd HH:mm:ss", date) == "2024-03-05 09:07:01")
  }

  @Test("text widths: per-character advances of the point size; CJK one em")
  func widths() {
    let font = SimFont.boldSystemFont(ofSize: 14)
    #expect(font.width(of: "Pull down to refresh") == 125.86)
    #expect(font.width(of: "下拉可以刷新") == 84)
    #expect(font.width(of: "") == 0)
    let label = SimLabel(kernel: Kernel(), label: "label")
    #expect(label.mj_textWidth == 0)
    label.text = "Loading..."
    #expect(label.mj_textWidth == font.width(of: "Loading..."))
  }

  @Test(
    "image view: the frame shown follows the virtual clock; the default cycle is a thirtieth of a second a frame"
  )
  func imageView() throws {
    let kernel = Kernel()
    let view = SimImageView(
      kernel: kernel, label: "gif", image: SimImage(name: "still", size: Size(width: 10, height: 20)))
    #expect(view.frame.size == Size(width: 10, height: 20))
    view.animationImages = (0..<3).map { SimImage(name: "f\($0)", size: .zero) }
    view.startAnimating()
    #expect(view.displayedFrameIndex == 0)
    try kernel.run(until: .milliseconds(40))
    #expect(view.displayedFrameIndex == 1)
    try kernel.run(until: .milliseconds(100))
    #expect(view.displayedFrameIndex == 0)
    view.animationDuration = 0.3
    try kernel.run(until: .milliseconds(250))
    #expect(view.displayedImage?.name == "f2")
    view.stopAnimating()
    #expect(view.displayedImage?.name == "still")
    view.animationImages = []
    view.startAnimating()
    #expect(!view.isAnimating)
  }

  @Test("spinner: hidden while stopped when hidesWhenStopped, shown while animating")
  func spinner() {
    let spinner = SimActivityIndicatorView(kernel: Kernel(), label: "spinner", style: .medium)
    #expect(spinner.isHidden && !spinner.isAnimating)
    #expect(spinner.frame.size == Size(width: 20, height: 20))
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test("user defaults: one store per kernel, dates by key")
  func defaults() {
    let kernel = Kernel()
    let date = SimDate(nanosecondsSince1970: 42)
    SimUserDefaults.standard(kernel).set(date, forKey: "k")
    #expect(SimUserDefaults.standard(kernel).date(forKey: "k") == date)
    #expect(SimUserDefaults.standard(Kernel()).date(forKey: "k") == nil)
  }
}

import SimKernel
import Testing

/// Pins every scroll-view modelling choice of docs/engine.md ("Scroll
/// views") with exact numbers.
@Suite("Scroll views")
struct ScrollViewTests {
  /// A 320 × 480 table of 20 rows of 44 points (880 tall), in a window.
  func scene(rows: Int = 20) -> (Kernel, SimTableView) {
    let kernel = Kernel()
    let window = kernel.window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let table = SimTableView(kernel: kernel, label: "table", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    table.rowsInDataSource = rows
    table.reloadData()
    window.addSubview(table)
    return (kernel, table)
  }

  /// Records every change an observer is told, as text.
  final class Recorder: KeyValueObserving {
    var changes: [String] = []
    var onChange: ((KeyValueChange) -> Void)?

    func observeValue(
      forKeyPath keyPath: ScrollViewKeyPath, of scrollView: SimScrollView, change: KeyValueChange
    ) {
      switch change {
      case .contentOffset(let old, let new): changes.append("offset \(old.y) -> \(new.y)")
      case .contentSize(let old, let new): changes.append("size \(old.height) -> \(new.height)")
      case .panState(let old, let new):
        changes.append("pan \(old.name) -> \(new.name) dragging=\(scrollView.isDragging)")
      }
      onChange?(change)
    }
  }

  func observe(_ table: SimScrollView) -> Recorder {
    let recorder = Recorder()
    for keyPath in ScrollViewKeyPath.allCases { table.addObserver(recorder, forKeyPath: keyPath) }
    return recorder
  }

  @Test("KVO: synchronous, on every assignment (equal values too), with old and new values")
  func everyAssignment() {
    let (_, table) = scene()
    let recorder = observe(table)
    table.contentOffset = Point(x: 0, y: 10)
    table.contentOffset = Point(x: 0, y: 10)
    table.rowsInDataSource = 21
    table.reloadData()
    #expect(recorder.changes == ["offset 0.0 -> 10.0", "offset 10.0 -> 10.0", "size 880.0 -> 924.0"])
  }

  @Test(
    "KVO: a change made inside a handler is delivered at once, re-entrantly, to every observer in registration order"
  )
  func reentrant() {
    let (_, table) = scene()
    let first = Recorder()
    let second = Recorder()
    table.addObserver(first, forKeyPath: .contentOffset)
    table.addObserver(second, forKeyPath: .contentOffset)
    first.onChange = { change in
      if case .contentOffset(_, let new) = change, new.y == 10 { table.contentOffset = Point(x: 0, y: 20) }
    }
    table.contentOffset = Point(x: 0, y: 10)
    #expect(first.changes == ["offset 0.0 -> 10.0", "offset 10.0 -> 20.0"])
    // The second observer hears of 20 before it hears of 10: the nested
    // change is delivered inside the first observer's handler.
    #expect(second.changes == ["offset 10.0 -> 20.0", "offset 0.0 -> 10.0"])
    table.removeObserver(first, forKeyPath: .contentOffset)
    table.contentOffset = .zero
    #expect(first.changes.count == 2)
  }

  @Test("an inset change clamps the offset when not dragging, and leaves it while dragging")
  func insetClamps() throws {
    let (kernel, table) = scene()
    let recorder = observe(table)
    table.contentInset.top = 54
    table.contentOffset = Point(x: 0, y: -54)
    table.contentInset.top = 0
    #expect(table.contentOffset.y == 0)
    #expect(recorder.changes == ["offset 0.0 -> -54.0", "offset -54.0 -> 0.0"])
    table.beginPan()
    table.pan(toOffset: Point(x: 0, y: -40))
    table.contentInset.top = 10
    #expect(table.contentOffset.y == -40)
    try kernel.run(until: at(10))
  }

  @Test("the range runs from minus the top inset to the content's end against the bottom inset")
  func range() {
    let (_, table) = scene()
    table.contentInset = EdgeInsets(top: 54, left: 0, bottom: 44, right: 0)
    table.systemInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(table.minimumOffset.y == -74)
    #expect(table.maximumOffset.y == 444)
    let (_, short) = scene(rows: 3)
    #expect(short.maximumOffset.y == 0)
  }

  @Test("rubber band: (1 − 1/(x·0.55/d + 1))·d, and its inverse")
  func rubberBand() {
    let shown = ScrollPhysics.rubberBand(100, dimension: 480)
    let stretch: Double = 100 * 0.55 / 480 + 1
    let expected: Double = (1 - 1 / stretch) * 480
    #expect(shown == expected)
    let back = ScrollPhysics.fingerDistance(
      showing: ScrollPhysics.rubberBand(100, dimension: 480), dimension: 480)
    #expect(abs(back - 100) < 1e-9)
  }

  @Test("deceleration: velocity × rate^(1000 t), distance its integral; normal 0.998, fast 0.99 per ms")
  func deceleration() {
    let step = ScrollPhysics.deceleration(velocity: 1000, elapsed: 0.5, rate: .normal)
    // Against the C library's exp and log (Python's math module).
    #expect(abs(step.velocity - 367.511_254_857_158_5) < 1e-9)
    #expect(abs(step.distance - 315.928_022_678_509_65) < 1e-9)
    let fast = ScrollPhysics.deceleration(velocity: 1000, elapsed: 0.1, rate: .fast)
    #expect(abs(fast.velocity - 366.032_341_273_229_1) < 1e-9)
  }

  @Test("a finger pulls the content down past its top on the rubber band; the pan is observed first")
  func pullDown() throws {
    let (kernel, table) = scene()
    table.alwaysBounceVertical = true
    let recorder = observe(table)
    kernel.mainRunLoop.schedule(at: at(0), label: "pull") {
      table.moveFinger(by: Point(x: 0, y: 100), over: ms(500))
    }
    try kernel.run(until: at(500))
    #expect(recorder.changes.first == "pan possible -> began dragging=false")
    #expect(table.isDragging)
    #expect(abs(table.contentOffset.y + ScrollPhysics.rubberBand(100, dimension: 480)) < 1e-9)
    // 30 vsyncs in (0, 0.5], each a pan change then an offset.
    #expect(recorder.changes.filter { $0.hasPrefix("offset") }.count == 30)
    #expect(recorder.changes.filter { $0.hasPrefix("pan") }.count == 30)
    #expect(kernel.mainRunLoop.currentMode == .tracking)
  }

  @Test("let go past the top, the content springs back to the edge and the run loop leaves tracking")
  func bounceBack() throws {
    let (kernel, table) = scene()
    table.alwaysBounceVertical = true
    let recorder = observe(table)
    kernel.mainRunLoop.schedule(at: at(0), label: "pull") {
      table.moveFinger(by: Point(x: 0, y: 100), over: ms(500))
    }
    kernel.mainRunLoop.schedule(at: at(700), label: "lift") { table.liftFinger() }
    try kernel.run(until: at(701))
    #expect(recorder.changes.contains("pan changed -> ended dragging=true"))
    #expect(!table.isDragging)
    #expect(table.isDecelerating)
    try kernel.run(until: at(2000))
    #expect(table.contentOffset.y == 0)
    #expect(!table.isDecelerating)
    #expect(kernel.mainRunLoop.currentMode == .default)
  }

  @Test("a flick decelerates at the normal rate and stops below 5 points per second")
  func flick() throws {
    let (kernel, table) = scene(rows: 40)
    let recorder = observe(table)
    kernel.mainRunLoop.schedule(at: at(0), label: "flick") {
      table.contentOffset = Point(x: 0, y: 100)
      table.moveFinger(by: Point(x: 0, y: -50), over: ms(100))
    }
    kernel.mainRunLoop.schedule(at: at(100), label: "lift") { table.liftFinger() }
    try kernel.run(until: at(3000))
    #expect(!table.isDecelerating)
    #expect(recorder.changes.last?.hasPrefix("offset") == true)
    // From 150 at 500 points per second, the whole glide is 500 / (1000 ×
    // −ln 0.998) = 249.75 points; it stops once below 5 points per second,
    // 2.5 points short of that.
    let resting = table.contentOffset.y
    #expect(resting > 150 + 249.75 - 3 && resting < 150 + 249.75 - 2, "\(resting)")
  }

  @Test("setting the offset from code stops a bounce where it is")
  func codeStopsBounce() throws {
    let (kernel, table) = scene()
    table.alwaysBounceVertical = true
    kernel.mainRunLoop.schedule(at: at(0), label: "pull") {
      table.moveFinger(by: Point(x: 0, y: 100), over: ms(500))
    }
    kernel.mainRunLoop.schedule(at: at(500), label: "lift") { table.liftFinger() }
    kernel.mainRunLoop.schedule(at: at(600), label: "set") { table.contentOffset = Point(x: 0, y: -30) }
    try kernel.run(until: at(2000))
    #expect(table.contentOffset.y == -30)
    #expect(!table.isDecelerating)
  }

  @Test("setContentOffset animated moves over 0.3 s, observed at every frame")
  func animatedScroll() throws {
    let (kernel, table) = scene()
    let recorder = observe(table)
    kernel.mainRunLoop.schedule(at: at(0), label: "scroll") {
      table.setContentOffset(Point(x: 0, y: 200), animated: true)
    }
    try kernel.run(until: at(1000))
    #expect(table.contentOffset.y == 200)
    #expect(recorder.changes.count == 18)
  }

  @Test("reloadData sets the content size from the data source at once")
  func reload() {
    let (_, table) = scene()
    table.rowsInDataSource = 30
    #expect(table.contentSize.height == 880)
    table.reloadData()
    #expect(table.numberOfRows == 30)
    #expect(table.contentSize.height == 1320)
  }

  @Test("a flick that reaches the end bounces and rests exactly at the end; the fast rate glides 0.2 as far")
  func flickIntoEnd() throws {
    let (kernel, table) = scene()
    kernel.mainRunLoop.schedule(at: at(0), label: "flick") {
      table.beginPan()
      table.pan(toOffset: Point(x: 0, y: 300))
      table.liftFinger(velocity: Point(x: 0, y: -2000))
    }
    try kernel.run(until: at(200))
    #expect(table.contentOffset.y > table.maximumOffset.y)
    try kernel.run(until: at(3000))
    #expect(table.contentOffset.y == 400)
    let (fastKernel, fast) = scene(rows: 100)
    fast.decelerationRate = .fast
    fastKernel.mainRunLoop.schedule(at: at(0), label: "flick") {
      fast.beginPan()
      fast.liftFinger(velocity: Point(x: 0, y: -1000))
    }
    try fastKernel.run(until: at(3000))
    // 1000 / (1000 × −ln 0.99) = 99.50 points, less the last 0.5 point.
    #expect(fast.contentOffset.y > 98.9 && fast.contentOffset.y < 99.1, "\(fast.contentOffset.y)")
  }

  @Test("a cancelled pan is observed while dragging, then the content springs back at rest")
  func cancelled() throws {
    let (kernel, table) = scene()
    table.alwaysBounceVertical = true
    let recorder = observe(table)
    kernel.mainRunLoop.schedule(at: at(0), label: "pull") {
      table.beginPan()
      table.pan(toOffset: Point(x: 0, y: -40))
      table.cancelPan()
    }
    try kernel.run(until: at(2000))
    #expect(recorder.changes.contains("pan changed -> cancelled dragging=true"))
    #expect(table.contentOffset.y == 0)
    #expect(!table.isDragging && !table.isDecelerating)
  }

  @Test(
    "the recogniser's states run possible, began, changed, then ended or cancelled for the event that ends the pan, and possible after it",
    arguments: [false, true])
  func panStateLifecycle(cancelled: Bool) throws {
    let (kernel, table) = scene()
    table.alwaysBounceVertical = true
    let recorder = observe(table)
    var seenAfterEnd: PanGestureState?
    kernel.mainRunLoop.schedule(at: at(0), label: "pull") {
      table.moveFinger(by: Point(x: 0, y: 30), over: ms(100))
    }
    kernel.mainRunLoop.schedule(at: at(200), label: "end") {
      if cancelled { table.cancelPan() } else { table.liftFinger() }
    }
    kernel.mainRunLoop.schedule(at: at(300), label: "read") { seenAfterEnd = table.panState }
    try kernel.run(until: at(1000))
    let states = recorder.changes.filter { $0.hasPrefix("pan ") }
    let end = cancelled ? "cancelled" : "ended"
    #expect(states.first?.hasPrefix("pan possible -> began") == true)
    #expect(
      states.dropFirst().dropLast(2).allSatisfy {
        $0 == "pan began -> changed dragging=true" || $0 == "pan changed -> changed dragging=true"
      })
    #expect(
      states.suffix(2) == ["pan changed -> \(end) dragging=true", "pan \(end) -> possible dragging=false"])
    #expect(seenAfterEnd == .possible)
  }
}

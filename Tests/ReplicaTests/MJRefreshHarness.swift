import Replicas
import SimKernel

/// A 375 × 667 window with a table of `rows` rows of 44 points, as the
/// MJRefresh tests drive it.
struct MJScene {
  let kernel: Kernel
  let window: SimView
  let table: SimTableView

  init(rows: Int = 20, inWindow: Bool = true) {
    kernel = Kernel()
    window = kernel.window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    table = SimTableView(kernel: kernel, label: "table", frame: Rect(x: 0, y: 0, width: 375, height: 667))
    table.rowsInDataSource = rows
    table.reloadData()
    if inWindow { window.addSubview(table) }
    kernel.keyWindow = window
  }

  func run(until milliseconds: Int64) throws {
    try kernel.run(until: .milliseconds(milliseconds))
  }

  /// The component's state changes, as `time state`.
  func states(_ component: MJRefreshComponent) -> [String] {
    kernel.trace.records.compactMap { record in
      guard case .valueChanged(let object, "state", .string(let state)) = record.event,
        object == component.ref.text
      else { return nil }
      return record.time.secondsText + " " + state
    }
  }

  /// The calls traced at `time` (seconds text), as `Type method`.
  func calls(at time: String) -> [String] {
    kernel.trace.records.compactMap { record in
      guard record.time.secondsText == time, case .call(let object, let method, _) = record.event else {
        return nil
      }
      return object + " " + method
    }
  }

  /// Value changes traced at `time`, as `object.property=value`, for the
  /// objects named.
  func values(at time: String, of objects: [String]) -> [String] {
    kernel.trace.records.compactMap { record in
      guard record.time.secondsText == time,
        case .valueChanged(let object, let property, let value) = record.event,
        objects.contains(object)
      else { return nil }
      return object + "." + property + "=" + value.text
    }
  }
}

/// Records when callbacks run, as `time name`.
final class MJCallbackLog {
  let kernel: Kernel
  var entries: [String] = []

  init(_ kernel: Kernel) {
    self.kernel = kernel
  }

  func record(_ name: String) {
    entries.append(kernel.now.secondsText + " " + name)
  }

  func block(_ name: String) -> () -> Void {
    { [self] in record(name) }
  }
}

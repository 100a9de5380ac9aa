/// Named values a scenario watches — "is the HUD visible", "its bezel's
/// alpha on screen" — recorded in the trace whenever they change.
///
/// Each observable is evaluated after every run-loop turn and every render
/// sample, which are the only moments model or presentation values change,
/// and an `observe` event is recorded when its value differs from the last
/// one. Timelines draw observables as curves and steps; expectations read
/// them.
final class Observables {
  private struct Entry {
    let name: String
    let sample: () -> TraceValue
    var last: TraceValue?
  }

  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  func add(name: String, sample: @escaping () -> TraceValue) {
    entries.append(Entry(name: name, sample: sample, last: nil))
  }

  /// Evaluates every observable and records those that changed.
  func sample(into kernel: Kernel) {
    for index in entries.indices {
      let value = entries[index].sample()
      guard value != entries[index].last else { continue }
      entries[index].last = value
      if kernel.trace.isRecording {
        kernel.record(.observed(name: entries[index].name, value: value))
      }
    }
  }

  /// The last recorded value of `name`.
  func value(of name: String) -> TraceValue? {
    entries.first { $0.name == name }?.last
  }

  func removeAll() {
    entries.removeAll()
  }
}

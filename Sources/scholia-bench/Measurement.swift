/// Wall-clock timing for benchmarks (never used by the engine itself).
enum Measurement {
  /// Runs `body` once to warm up, then `repetitions` times, and returns the
  /// median duration in seconds.
  static func medianSeconds(repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var samples: [Double] = []
    for _ in 0..<max(1, repetitions) {
      let clock = ContinuousClock()
      let elapsed = try clock.measure(body)
      samples.append(seconds(elapsed))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Like `medianSeconds`, for several bodies measured in turn within each
  /// repetition, so that a slow spell of the machine hits all of them alike
  /// and their ratios stay fair.
  static func interleavedMedianSeconds(repetitions: Int, _ bodies: [() throws -> Void]) throws -> [Double] {
    for body in bodies { try body() }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<max(1, repetitions) {
      for (index, body) in bodies.enumerated() {
        let clock = ContinuousClock()
        samples[index].append(seconds(try clock.measure(body)))
      }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// Prints figures as `name value` lines, so that scripts can read them.
enum Report {
  static func figure(_ name: String, _ value: Double) {
    print("\(name) \(format(value))")
  }

  static func unavailable(_ name: String, because reason: String) {
    print("\(name) n/a # \(reason)")
  }

  static func format(_ value: Double) -> String {
    if value >= 1000 { return String(Int64(value.rounded())) }
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
  }
}

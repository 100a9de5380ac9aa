import ScenarioCatalog

/// A spring's equation of motion, x″ = −(k/m)(x − to) − (b/m)x′, solved
/// without pop's frame hand-off: the yardstick a scenario compares pop's
/// spring with (the `ideal` observable).
///
/// Pop's solver hands each frame the state interpolated one step back, so
/// its spring runs about a third of a millisecond behind wall time per
/// frame at 60 Hz (`POPSpringSolver`). This integrates the same equation
/// with classic RK4 in steps of 1/960 s, a sixteenth of a frame, which
/// leave no remainder at 60 Hz; its error is far below the four decimals
/// observables are recorded to. RK4 rather than a closed form keeps the
/// arithmetic to + − × ÷, which native code and WebAssembly round alike.
final class PopReferenceSpring {
  let stiffnessPerMass: Double
  let dampingPerMass: Double
  let to: Double
  /// The media time the spring started at, and the time integrated to.
  let startTime: Double
  private var time = 0.0
  /// The displacement from `to`, and the velocity.
  private var position: Double
  private var velocity: Double

  static let step = 1.0 / 960

  init(
    tension: Double, friction: Double, mass: Double, from: Double, to: Double, velocity: Double,
    startTime: Double
  ) {
    stiffnessPerMass = tension / mass
    dampingPerMass = friction / mass
    self.to = to
    self.startTime = startTime
    position = from - to
    self.velocity = velocity
  }

  /// The value at media time `now` (integrated forward from the last
  /// call; an earlier time than the last answers the last value).
  func value(at now: Double) -> Double {
    let target = now - startTime
    while time < target {
      let step = min(Self.step, target - time)
      integrate(step)
      time += step
    }
    return to + position
  }

  private func acceleration(_ position: Double, _ velocity: Double) -> Double {
    -stiffnessPerMass * position - dampingPerMass * velocity
  }

  private func integrate(_ h: Double) {
    let a1 = acceleration(position, velocity)
    let p2 = position + velocity * h / 2
    let v2 = velocity + a1 * h / 2
    let a2 = acceleration(p2, v2)
    let p3 = position + v2 * h / 2
    let v3 = velocity + a2 * h / 2
    let a3 = acceleration(p3, v3)
    let p4 = position + v3 * h
    let v4 = velocity + a3 * h
    let a4 = acceleration(p4, v4)
    position += (velocity + 2 * v2 + 2 * v3 + v4) * h / 6
    velocity += (a1 + 2 * a2 + 2 * a3 + a4) * h / 6
  }
}

/// A spring's displacement and velocity, four lanes wide.
///
/// @original POP::SSState pop/POPSpringSolver.h
public struct POPSpringState: Equatable, Sendable {
  /// Displacement from rest (pop's spring rests at zero: the animation
  /// hands it `to − current`).
  public var p: POPVector4
  /// Velocity, in the solver's sign (the animation's, negated).
  public var v: POPVector4

  public init(p: POPVector4, v: POPVector4) {
    self.p = p
    self.v = v
  }
}

/// The spring solver pop runs every frame: a damped spring integrated by
/// classic fourth-order Runge–Kutta in fixed steps, not a closed form.
///
/// Why fixed steps: RK4 is only stable for steps short against the
/// spring's period, and a display link's frame time varies. Pop keeps an
/// accumulator: each frame adds its `dt`, then integrates whole steps of
/// `solverDt` while the accumulator holds one. What it hands back is the
/// linear interpolation between the last two integrated states at
/// `leftover / solverDt`, and that interpolated state is where the next
/// frame starts, while the leftover also stays in the accumulator. So each
/// frame moves the spring by (leftover + dt − one step) of simulated time,
/// and at 60 Hz the simulation falls about ⅓ ms behind wall time per frame.
///
/// `solverDt` is written `0.001f`: a float literal, so the step is
/// 0.0010000000474974513 s, not 0.001. The accumulator, the steps and the
/// states are doubles. Pop's solver takes the time `t` too, but its
/// acceleration ignores it, so the replica leaves it out. Every vector
/// operation is its own inline function in pop, one rounding per lane, so
/// clang's default contraction (within one source expression) cannot fuse
/// them into multiply-adds (a build of pop's solver with
/// `-ffp-contract=on -mfma -O2` gave the same bits as one without). Its
/// constants may still differ: see `POPSpringDynamics`.
///
/// @original POP::SpringSolver pop/POPSpringSolver.h
public struct POPSpringSolver: Sendable {
  /// The integration step: the float `0.001f` widened to double.
  ///
  /// @original POP::solverDt pop/POPSpringSolver.h:33
  public static let solverDt = Double(Float(0.001))
  /// A frame longer than this (in seconds) is not integrated at all: the
  /// solver forgets its last state, which then reads as converged.
  ///
  /// @original POP::maxSolverDt pop/POPSpringSolver.h:34
  public static let maxSolverDt = Double(Float(30.0))

  /// Stiffness.
  public private(set) var k: Double
  /// Damping.
  public private(set) var b: Double
  /// Mass.
  public private(set) var m: Double
  /// Rest threshold on each displacement component.
  public private(set) var thresholdPosition = 0.0
  /// Rest threshold on the squared velocity.
  public private(set) var thresholdVelocity = 0.0
  /// Rest threshold on the squared acceleration.
  public private(set) var thresholdAcceleration = 0.0
  /// Time not yet integrated, in seconds (the leftover of the last frame,
  /// below one step unless a frame's `dt` was negative).
  public private(set) var accumulatedTime = 0.0
  /// The state the last frame handed back.
  public private(set) var lastState = POPSpringState(p: .zero, v: .zero)
  /// The last RK4 step's averaged acceleration.
  public private(set) var lastDv = POPVector4.zero
  /// Whether `advance` has run since the solver was made or reset.
  public private(set) var started = false

  /// A solver with stiffness `k`, damping `b` and mass `m`, threshold 1.
  ///
  /// @original POP::SpringSolver::SpringSolver pop/POPSpringSolver.h:56
  public init(k: Double, b: Double, m: Double = 1) {
    self.k = k
    self.b = b
    self.m = m
    setThreshold(1.0)
  }

  /// @original POP::SpringSolver::setConstants pop/POPSpringSolver.h:74
  public mutating func setConstants(k: Double, b: Double, m: Double) {
    self.k = k
    self.b = b
    self.m = m
  }

  /// Rest thresholds from the property's threshold `t`: half of `t` in
  /// displacement, 5 units/s in velocity and 25 units/s² in acceleration,
  /// the latter two squared to compare with squared norms.
  ///
  /// @original POP::SpringSolver::setThreshold pop/POPSpringSolver.h:81
  public mutating func setThreshold(_ t: Double) {
    thresholdPosition = t / 2
    thresholdVelocity = 25.0 * t
    thresholdAcceleration = 625.0 * t * t
  }

  /// Hooke's law with viscous damping: `−(k/m)·p − (b/m)·v`, the two
  /// ratios rounded first as pop writes them.
  ///
  /// @original POP::SpringSolver::acceleration pop/POPSpringSolver.h:88
  func acceleration(_ state: POPSpringState) -> POPVector4 {
    state.p * (-k / m) - state.v * (b / m)
  }

  /// The derivative at `initial` moved by `d · dt` (RK4's trial states).
  ///
  /// @original POP::SpringSolver::evaluate pop/POPSpringSolver.h:101
  func evaluate(_ initial: POPSpringState, _ dt: Double, _ d: POPSpringState) -> POPSpringState {
    let state = POPSpringState(p: initial.p + d.p * dt, v: initial.v + d.v * dt)
    return POPSpringState(p: state.v, v: acceleration(state))
  }

  /// One RK4 step of length `dt`. A derivative is kept as a state whose
  /// `p` is dp/dt and whose `v` is dv/dt.
  ///
  /// @original POP::SpringSolver::integrate pop/POPSpringSolver.h:112
  mutating func integrate(_ state: inout POPSpringState, _ dt: Double) {
    let a = POPSpringState(p: state.v, v: acceleration(state))
    let b = evaluate(state, dt * 0.5, a)
    let c = evaluate(state, dt * 0.5, b)
    let d = evaluate(state, dt, c)
    let dpdt = (a.p + (b.p + c.p) * 2.0 + d.p) * (1.0 / 6.0)
    let dvdt = (a.v + (b.v + c.v) * 2.0 + d.v) * (1.0 / 6.0)
    state.p = state.p + dpdt * dt
    state.v = state.v + dvdt * dt
    lastDv = dvdt
  }

  /// `current · alpha + previous · (1 − alpha)`, per lane.
  ///
  /// @original POP::SpringSolver::interpolate pop/POPSpringSolver.h:128
  static func interpolate(_ previous: POPSpringState, _ current: POPSpringState, _ alpha: Double)
    -> POPSpringState
  {
    POPSpringState(
      p: current.p * alpha + previous.p * (1 - alpha),
      v: current.v * alpha + previous.v * (1 - alpha))
  }

  /// Advances `state` by one frame of `dt` seconds, as described on the
  /// type. With no whole step in the accumulator the result is the
  /// interpolation between `state` and itself at `alpha`, which can still
  /// round differently from `state`.
  ///
  /// @original POP::SpringSolver::advance pop/POPSpringSolver.h:136
  public mutating func advance(_ state: inout POPSpringState, dt: Double) {
    started = true
    if dt > Self.maxSolverDt {
      lastDv = .zero
      lastState = POPSpringState(p: .zero, v: .zero)
      return
    }
    accumulatedTime += dt
    var previousState = state
    var currentState = state
    while accumulatedTime >= Self.solverDt {
      previousState = currentState
      integrate(&currentState, Self.solverDt)
      accumulatedTime -= Self.solverDt
    }
    let alpha = accumulatedTime / Self.solverDt
    state = Self.interpolate(previousState, currentState, alpha)
    lastState = state
  }

  /// At rest: started, every displacement component under half the
  /// threshold, and the squared velocity and last acceleration under
  /// theirs.
  ///
  /// @original POP::SpringSolver::hasConverged pop/POPSpringSolver.h:158
  public var hasConverged: Bool {
    if !started { return false }
    for index in 0..<4 where abs(lastState.p[index]) >= thresholdPosition {
      return false
    }
    return lastState.v.squaredNorm < thresholdVelocity && lastDv.squaredNorm < thresholdAcceleration
  }

  /// Forgets time, state and `started`, keeping constants and thresholds.
  ///
  /// @original POP::SpringSolver::reset pop/POPSpringSolver.h:173
  public mutating func reset() {
    accumulatedTime = 0
    lastState = POPSpringState(p: .zero, v: .zero)
    lastDv = .zero
    started = false
  }

  /// One frame of a spring animation's value: the solver works on the
  /// displacement `to − value` and the negated velocity (a spring that
  /// rests at zero), and the results are mapped back.
  ///
  /// @original _POPSpringAnimationState::advance pop/POPSpringAnimationInternal.h:86
  public mutating func advanceAnimation(
    value: inout POPVector4, velocity: inout POPVector4, to: POPVector4, dt: Double
  ) {
    var state = POPSpringState(p: to - value, v: velocity * -1)
    advance(&state, dt: dt)
    value = to - state.p
    velocity = state.v * -1
  }
}

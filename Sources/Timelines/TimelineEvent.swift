import SimKernel

/// One line of a timeline's event table: an event a reader of the
/// scenario cares about (calls, timers, performs, animations, mode changes,
/// Boolean observables), in words.
///
/// The table is what a person reads after the picture, so it leaves out
/// observer callouts, frames and presentation samples.
public struct TimelineEvent: Equatable, Sendable {
  public var seq: Int
  public var time: VirtualTime
  /// A short verb: `call`, `schedule`, `fire`, `invalidate`, `animate`,
  /// `finish`…
  public var action: String
  /// What it happened to, e.g. `graceTimer#3` or `HUD.show(animated:)`.
  public var subject: String
  /// The rest, e.g. `due 0.5, once, common modes` or `late by 0.25 s`.
  public var detail: String

  public init(seq: Int, time: VirtualTime, action: String, subject: String, detail: String) {
    self.seq = seq
    self.time = time
    self.action = action
    self.subject = subject
    self.detail = detail
  }
}

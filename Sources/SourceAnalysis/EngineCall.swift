import SwiftSyntax

/// The parts of the engine's API through which replica code makes something
/// happen later: each becomes a typed edge instead of a plain call.
///
/// Recognised by the callee as written (`kernel.timer`,
/// `kernel.mainRunLoop.perform`, `(queue ?? kernel.globalQueue).async`):
/// replicas reach the engine through `kernel`, so the text is enough, and a
/// replica that hides the engine behind another name shows up in the
/// static/dynamic check instead of passing silently.
enum EngineCall: Equatable {
  /// `kernel.timer`, `kernel.scheduledTimer`: a timer; its block fires.
  case timer
  /// `kernel.displayLink`: its block runs every frame.
  case displayLink
  /// `kernel.observer(label:activities:repeats:order:)`: a run-loop
  /// observer; its block runs at the activities it asked for.
  case observer
  /// `kernel.mainRunLoop.perform(_:…afterDelay:)` (or on
  /// `currentRunLoop`): a perform request.
  case performAfterDelay
  /// `kernel.mainRunLoop.cancelPreviousPerformRequests`.
  case cancelPerforms
  /// `kernel.animate`: the completion runs when the animation ends.
  case animate
  /// `kernel.mainQueue.async`, `asyncAfter`.
  case mainQueue
  /// A background queue's `async`, `kernel.detachNewThread`.
  case background
  /// `kernel.mainRunLoop.performOnMainThread`.
  case perform

  init?(callee: String) {
    let text = callee.filter { $0 != " " && $0 != "\n" }
    func ends(_ suffix: String) -> Bool { text.hasSuffix(suffix) }
    if ends("kernel.timer") || ends("kernel.scheduledTimer") {
      self = .timer
    } else if ends("kernel.displayLink") {
      self = .displayLink
    } else if ends("kernel.observer") {
      self = .observer
    } else if ends("mainRunLoop.performOnMainThread") {
      self = .perform
    } else if ends("mainRunLoop.perform") || ends("currentRunLoop.perform") {
      self = .performAfterDelay
    } else if ends("mainRunLoop.cancelPreviousPerformRequests") {
      self = .cancelPerforms
    } else if ends("kernel.animate") {
      self = .animate
    } else if ends("mainQueue.async") || ends("mainQueue.asyncAfter") {
      self = .mainQueue
    } else if ends("kernel.detachNewThread") || (ends(".async") && text.contains("Queue")) {
      self = .background
    } else {
      return nil
    }
  }
}

/// Key-value observation through the engine: a replica registers with a
/// scroll view (`scrollView.addObserver(self, forKeyPath: .contentOffset)`),
/// and the scroll view calls the observer's
/// `observeValue(forKeyPath:of:change:)` on every change of the path.
///
/// Recognised by the call's shape (`addObserver` with an observer and a
/// literal `forKeyPath:`), as the engine's other calls are by their text.
public enum ObservedKeyPath {
  /// The engine's `ScrollViewKeyPath` cases and the key paths they stand
  /// for, as the original registers them (and as a run names the key-path
  /// node): the pan gesture recogniser's `state` is `panState`.
  public static let names: [String: String] = [
    "contentOffset": "contentOffset", "contentSize": "contentSize", "panState": "state",
  ]

  /// The argument labels of the handler the engine calls.
  static let handlerLabels = ["forKeyPath", "of", "change"]

  struct Registration {
    /// The key path's name (`contentOffset`, `state`).
    let path: String
    /// The expression registered as the observer (`self`).
    let observer: ExprSyntax
  }

  /// The registration `call` makes, if it is one: `.contentOffset`,
  /// `ScrollViewKeyPath.contentOffset` or a string literal key path.
  static func registration(_ call: FunctionCallExprSyntax) -> Registration? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "addObserver", call.arguments.count == 2
    else { return nil }
    let arguments = Array(call.arguments)
    guard arguments[0].label == nil, arguments[1].label?.text == "forKeyPath" else { return nil }
    let keyPath = arguments[1].expression
    if let literal = keyPath.as(StringLiteralExprSyntax.self) {
      let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
      return Registration(path: text, observer: arguments[0].expression)
    }
    guard let name = keyPath.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let path = names[name]
    else { return nil }
    return Registration(path: path, observer: arguments[0].expression)
  }
}

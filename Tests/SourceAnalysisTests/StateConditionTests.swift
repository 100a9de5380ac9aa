import SourceAnalysis
import Testing

/// How the analysis reads a transition's conditions from the code, on a
/// family in the shape of MJRefresh's auto footer: a `beginRefreshing` that
/// changes the state from any state, called under tests of the state
/// written as early returns (`if state != .idle || … { return }`), and an
/// override that reaches it through `super`.
@Suite("State machines: conditions from the code")
struct StateConditionTests {
  static let source = """
    /// @state
    enum RefreshState {
      case idle, pulling, refreshing, willRefresh
    }

    class Component {
      var state: RefreshState = .idle
      var window: Int?
      var automaticallyRefresh = true

      func beginRefreshing() {
        if window != nil {
          state = .refreshing
        } else if state != .refreshing {
          state = .willRefresh
        }
      }

      func scrolled(_ offsetY: Double, _ contentH: Double, _ height: Double) {
        if state != .idle || !automaticallyRefresh { return }
        if offsetY >= contentH - height {
          beginRefreshing()
        } else {
          state = .pulling
        }
      }
    }

    class Footer: Component {
      var triggerByDrag = false

      override func beginRefreshing() {
        if triggerByDrag { return }
        super.beginRefreshing()
      }

      func tapped() {
        if state == .idle { beginRefreshing() }
      }
    }
    """

  static let index = SourceAnalyzer.analyze([SourceAnalyzer.File(path: "Footer.swift", text: source)])

  /// `Type.method [→ via]: from → to [when condition]`; `from` is `any`,
  /// or `any but …` where the code rules states out.
  static var transitions: Set<String> {
    Set(
      index.stateChanges.map { change in
        let any = change.excluded.isEmpty ? "any" : "any but " + change.excluded.joined(separator: "|")
        let from = change.from.isEmpty ? any : change.from.joined(separator: "|")
        return change.method + (change.via.map { " → " + $0 } ?? "") + ": " + from + " → " + change.to
          + (change.condition.map { " when " + $0 } ?? "")
      })
  }

  @Test("the tests of the state give the states left; the rest, negated in an else, is the condition")
  func conditions() {
    #expect(Self.index.diagnostics.isEmpty)
    let transitions = Self.transitions
    for expected in [
      "Component.beginRefreshing(): any → refreshing when window != nil",
      "Component.beginRefreshing(): any but refreshing → willRefresh when window == nil",
      "Component.scrolled(_:_:_:): idle → pulling when offsetY < contentH - height",
    ] {
      #expect(transitions.contains(expected), "\(expected) in \(transitions.sorted())")
    }
  }

  @Test(
    "a call where the caller's tests pin the state starts the callee's changes from there, through super too")
  func throughCalls() {
    let transitions = Self.transitions
    for expected in [
      "Component.scrolled(_:_:_:) → Component.beginRefreshing(): idle → refreshing "
        + "when offsetY >= contentH - height && window != nil",
      "Component.scrolled(_:_:_:) → Component.beginRefreshing(): idle → willRefresh "
        + "when offsetY >= contentH - height && window == nil",
      "Footer.tapped() → Footer.beginRefreshing(): idle → refreshing when window != nil",
      "Footer.tapped() → Footer.beginRefreshing(): idle → willRefresh when window == nil",
    ] {
      #expect(transitions.contains(expected), "\(expected) in \(transitions.sorted())")
    }
    #expect(!transitions.contains { $0.hasPrefix("Footer.beginRefreshing()") })
  }
}

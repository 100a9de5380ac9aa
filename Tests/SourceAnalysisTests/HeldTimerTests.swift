import CallGraph
import ReplicaSupport
import SourceAnalysis
import Testing

/// A timer one type makes — in an animation's completion — and another
/// object holds (Toast's host view and its toast view): the analysis
/// attributes the making to the method that wrote the completion, and an
/// `invalidate()` through the holder's `@timer` property to that timer.
@Suite("Timers held by another object")
struct HeldTimerTests {
  static func source(timerAnnotation: String) -> String {
    """
    import SimKernel

    final class Host: SimView, ReplicaTracing {
      static let traceName = "Host"

      func show(_ toast: Toast) {
        enter(#function)
        defer { leave() }
        kernel.animate(
          label: "fadeIn", duration: .milliseconds(200), animations: {},
          completion: { _ in
            let timer = self.kernel.timer(interval: .seconds(1), repeats: false, label: "toastTimer") { _ in
              self.hide(toast)
            }
            self.kernel.mainRunLoop.add(timer, forMode: .common)
            toast.timer = timer
          })
      }

      func hide(_ toast: Toast) {
        enter(#function)
        defer { leave() }
        toast.timer?.invalidate()
      }
    }

    final class Toast: SimView {
      /// \(timerAnnotation)
      var timer: RunLoopTimer?
    }

    """
  }

  static func analyze(_ text: String) -> SourceIndex {
    SourceAnalyzer.analyze([SourceAnalyzer.File(path: "Host.swift", text: text)])
  }

  @Test("made in a completion, held elsewhere: schedules, fires and invalidates edges of the maker's timer")
  func edges() {
    let index = Self.analyze(Self.source(timerAnnotation: "@timer toastTimer"))
    #expect(index.diagnostics.isEmpty, "\(index.diagnostics.map(\.rendered))")
    let timer = CallNode.timeSource(owner: "Host", label: "toastTimer")
    let edges = Set(index.edges.map { "\($0.from.text) \($0.kind.rawValue) \($0.to.text)" })
    #expect(edges.contains("Host.show(_:) schedules \(timer.text)"))
    #expect(edges.contains("\(timer.text) fires Host.hide(_:)"))
    #expect(edges.contains("Host.hide(_:) invalidates \(timer.text)"))
    #expect(!index.edges.contains { $0.to == .timeSource(owner: "Toast", label: "toastTimer") })
  }

  @Test("a held timer's name that nothing schedules is an error with the nearest name")
  func misspelt() {
    let index = Self.analyze(Self.source(timerAnnotation: "@timer toastTimr"))
    #expect(
      index.diagnostics.map(\.rendered).contains {
        $0.hasPrefix("Host.swift:28:7: error: '@timer' names a timer that 'Toast' never schedules: ")
          && $0.contains("did you mean 'toastTimer'?")
      }, "\(index.diagnostics.map(\.rendered))")
  }
}

import CallGraph
import Diagnostics
import Foundation
import GraphCheck
import ReplicaSupport
import SimKernel
import SourceAnalysis
import Testing

/// Key-value observation as the analysis reads it from code, and as the
/// static/dynamic check matches it against a run: a component in the shape
/// of MJRefresh's registers with its scroll view and dispatches each change
/// to template methods its subclasses override.
@Suite("Key-value observation edges")
struct KeyValueObservingTests {
  static let source = """
    /// @state
    enum RefreshState {
      case idle, pulling, refreshing
    }

    class RefreshComponent: SimView, KeyValueObserving, ReplicaTracing {
      static let traceName = "RefreshComponent"
      var state: RefreshState = .idle

      override func willMove(toSuperview newSuperview: SimView?) {
        guard let scrollView = newSuperview as? SimScrollView else { return }
        scrollView.addObserver(self, forKeyPath: .contentOffset)
        scrollView.addObserver(self, forKeyPath: .panState)
      }

      func observeValue(forKeyPath keyPath: ScrollViewKeyPath, of scrollView: SimScrollView, change: KeyValueChange) {
        switch keyPath {
        case .contentOffset: scrollViewContentOffsetDidChange(change)
        case .panState: scrollViewPanStateDidChange(change)
        default: break
        }
      }

      func scrollViewContentOffsetDidChange(_ change: KeyValueChange) {}
      func scrollViewPanStateDidChange(_ change: KeyValueChange) {}

      func setState(_ newState: RefreshState) {
        state = newState
      }
    }

    class RefreshHeader: RefreshComponent {
      override func scrollViewContentOffsetDidChange(_ change: KeyValueChange) {
        super.scrollViewContentOffsetDidChange(change)
        setState(.pulling)
      }

      override func setState(_ newState: RefreshState) {
        super.setState(newState)
      }
    }

    class RefreshNormalHeader: RefreshHeader {
      override func setState(_ newState: RefreshState) {
        super.setState(newState)
      }
    }
    """

  static func analyze(_ text: String) -> SourceIndex {
    SourceAnalyzer.analyze([SourceAnalyzer.File(path: "Refresh.swift", text: text)])
  }

  static let index = analyze(source)

  /// `from -kind-> to` by the nodes' texts.
  static func edges(_ index: SourceIndex) -> Set<String> {
    Set(index.edges.map { "\($0.from.text) -\($0.kind.rawValue)-> \($0.to.text)" })
  }

  @Test(
    "addObserver(_:forKeyPath:) observes a key path owned by the registering type, which notifies its handler"
  )
  func staticEdges() {
    #expect(Self.index.diagnostics.isEmpty)
    let edges = Self.edges(Self.index)
    for expected in [
      "RefreshComponent.willMove(toSuperview:) -observes-> kvo:RefreshComponent.contentOffset",
      "RefreshComponent.willMove(toSuperview:) -observes-> kvo:RefreshComponent.state",
      "kvo:RefreshComponent.contentOffset -notifies-> RefreshComponent.observeValue(forKeyPath:of:change:)",
      "kvo:RefreshComponent.state -notifies-> RefreshComponent.observeValue(forKeyPath:of:change:)",
      "RefreshComponent.observeValue(forKeyPath:of:change:) -call-> RefreshComponent.scrollViewContentOffsetDidChange(_:)",
      "RefreshComponent.observeValue(forKeyPath:of:change:) -override-> RefreshHeader.scrollViewContentOffsetDidChange(_:)",
    ] {
      #expect(edges.contains(expected), "\(expected)")
    }
    let observes = Self.index.edges.first { $0.kind == .observes }
    #expect(observes?.condition == "when newSuperview is SimScrollView")
    #expect(observes?.location.line == 12)
  }

  @Test("a string key path, and a subclass's override of the handler gets an override edge")
  func overriddenHandler() {
    let text =
      Self.source.replacingOccurrences(of: "forKeyPath: .contentOffset", with: #"forKeyPath: "contentSize""#)
        + """

        class RefreshFooter: RefreshComponent {
          override func observeValue(forKeyPath keyPath: ScrollViewKeyPath, of scrollView: SimScrollView, change: KeyValueChange) {
            super.observeValue(forKeyPath: keyPath, of: scrollView, change: change)
          }
        }
        """
    let edges = Self.edges(Self.analyze(text))
    #expect(
      edges.contains(
        "kvo:RefreshComponent.contentSize -notifies-> RefreshComponent.observeValue(forKeyPath:of:change:)"))
    #expect(
      edges.contains(
        "kvo:RefreshComponent.contentSize -override-> RefreshFooter.observeValue(forKeyPath:of:change:)"))
    #expect(!edges.contains { $0.contains("kvo:RefreshComponent.contentOffset") })
  }

  @Test("'@handler' names a key path its type observes, on a method a change of it calls")
  func handlerAnnotations() {
    func diagnostics(_ annotation: String, on declaration: String) -> [String] {
      let text = Self.source.replacingOccurrences(
        of: declaration, with: "/// @handler \(annotation)\n  " + declaration)
      return Self.analyze(text).diagnostics.map { $0.rendered }
    }
    let header = "override func scrollViewContentOffsetDidChange"
    #expect(diagnostics("contentOffset", on: header).isEmpty)
    #expect(
      diagnostics("contentOfset", on: header) == [
        "Refresh.swift:33:7: error: '@handler' names nothing that 'RefreshHeader' schedules or observes: "
          + "unknown time source or key path 'contentOfset'; did you mean 'contentOffset'?"
      ])
    #expect(
      diagnostics("contentOffset", on: "override func willMove") == [
        "Refresh.swift:10:7: error: '@handler contentOffset' on 'RefreshComponent.willMove(toSuperview:)', "
          + "which no change of 'contentOffset' calls"
      ])
  }

  @Test("a property's setter calls are its writers' calls; a call on super lands in no override")
  func settersAndSuper() {
    let index = Self.analyze(
      """
      class Component {
        var _state = 0
        var state: Int {
          get { _state }
          set { setState(newValue) }
        }
        func setState(_ newState: Int) { _state = newState }
        func begin() { state = 1 }
        func end() { kernel.mainQueue.async { self.state = 0 } }
      }

      class Header: Component {
        override func setState(_ newState: Int) { super.setState(newState) }
      }
      """)
    #expect(index.diagnostics.isEmpty)
    #expect(
      Self.edges(index) == [
        "Component.begin() -call-> Component.setState(_:)",
        "Component.begin() -override-> Header.setState(_:)",
        "Component.end() -mainQueue-> Component.setState(_:)",
        "Component.end() -override-> Header.setState(_:)",
        "Header.setState(_:) -call-> Component.setState(_:)",
      ])
  }

  @Test("the analysis spells the engine's key paths as the engine names them")
  func keyPathNames() {
    #expect(
      ObservedKeyPath.names
        == Dictionary(
          uniqueKeysWithValues: ScrollViewKeyPath.allCases.map { ("\($0)", $0.name) }))
  }
}

/// A run in that shape, recorded by the kernel's call recorder as a replica
/// would report it, checked against the fixture's static graph.
extension KeyValueObservingTests {
  /// An observer that reports its calls as a replica does: every method of
  /// the hierarchy under one traced name (`Self.traceName` of the base
  /// class), or under each object's own class name.
  final class Observer: KeyValueObserving {
    let kernel: Kernel
    let traceName: String
    var handledPan = false

    init(kernel: Kernel, traceName: String) {
      self.kernel = kernel
      self.traceName = traceName
    }

    func call(_ method: String, _ body: () -> Void = {}) {
      kernel.reportCall(object: traceName, method: method)
      body()
      kernel.reportReturn()
    }

    func observeValue(
      forKeyPath keyPath: ScrollViewKeyPath, of scrollView: SimScrollView, change: KeyValueChange
    ) {
      call("observeValue(forKeyPath:of:change:)") {
        guard keyPath == .contentOffset else {
          if handledPan { call("scrollViewPanStateDidChange(_:)") { call("setState(_:)") } }
          return
        }
        // The header's override, its super call, then setState down the chain.
        call("scrollViewContentOffsetDidChange(_:)") {
          call("scrollViewContentOffsetDidChange(_:)")
          call("setState(_:)") { call("setState(_:)") { call("setState(_:)") } }
        }
      }
    }
  }

  static func run(traceName: String, panCallsSetState: Bool = false) -> [CallRecorder.Edge] {
    let kernel = Kernel()
    let recorder = kernel.recordCallEdges()
    let scrollView = SimScrollView(kernel: kernel, label: "scrollView")
    let observer = Observer(kernel: kernel, traceName: traceName)
    observer.handledPan = panCallsSetState
    observer.call("willMove(toSuperview:)") {
      scrollView.addObserver(observer, forKeyPath: .contentOffset)
      scrollView.addObserver(observer, forKeyPath: .panState)
    }
    scrollView.contentOffset = Point(x: 0, y: -60)
    scrollView.beginPan()
    return recorder.edges
  }

  @Test("a run's observes and notifies edges, named after the traced base class, match the static ones")
  func dynamicEdgesMatch() {
    let edges = Self.run(traceName: "RefreshComponent")
    let kinds = Set(edges.map { $0.kind })
    #expect(kinds.isSuperset(of: [.observes, .notifies, .call]))
    #expect(
      edges.contains {
        $0.kind == .notifies && $0.from == .keyPath(owner: "RefreshComponent", path: "contentOffset")
          && $0.to == .method("RefreshComponent.observeValue(forKeyPath:of:change:)")
      })
    let findings = GraphCheck(index: Self.index).check(edges, source: "kvo.scenario")
    #expect(findings.isEmpty, "\(findings.map { $0.rendered }.joined(separator: "\n"))")
  }

  @Test("a subclass traced under its own name maps to the methods it inherits")
  func subclassTraceNames() {
    let text = Self.source.replacingOccurrences(
      of: "static let traceName = \"RefreshComponent\"",
      with: "class var traceName: String { \"RefreshComponent\" }"
    )
    .replacingOccurrences(
      of: "class RefreshNormalHeader: RefreshHeader {",
      with:
        "class RefreshNormalHeader: RefreshHeader {\n  override class var traceName: String { \"RefreshNormalHeader\" }"
    )
    let index = Self.analyze(text)
    #expect(index.type("RefreshNormalHeader")?.traceName == "RefreshNormalHeader")
    #expect(index.traceName(of: "RefreshHeader") == "RefreshComponent")
    let findings = GraphCheck(index: index).check(
      Self.run(traceName: "RefreshNormalHeader"), source: "kvo.scenario")
    #expect(findings.isEmpty, "\(findings.map { $0.rendered }.joined(separator: "\n"))")
  }

  @Test("an edge no class of the hierarchy has is a finding at the caller")
  func missingEdge() {
    let findings = GraphCheck(index: Self.index).check(
      Self.run(traceName: "RefreshComponent", panCallsSetState: true), source: "kvo.scenario")
    #expect(
      findings.map { $0.rendered } == [
        "Refresh.swift:25:8: error: kvo.scenario took 'RefreshComponent.scrollViewPanStateDidChange(_:)' → "
          + "'RefreshComponent.setState(_:)' (call), which the static call graph does not have"
      ])
  }
}

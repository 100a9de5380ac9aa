import CallGraph
import Diagnostics

/// What the analysis learned from the replica sources: their types,
/// methods and properties with their doc comments and annotations, the
/// call graph (including calls that pass through the engine: timers,
/// animations, queues), the time sources, and any problems with the
/// annotations.
public struct SourceIndex: Sendable {
  public var types: [TypeSymbol] = []
  public var methods: [MethodSymbol] = []
  public var properties: [PropertySymbol] = []
  public var edges: [CallEdge] = []
  /// Timers, perform requests and display links, by name.
  public var timeSources: [TimeSource] = []
  /// Assignments of enum cases to state properties, for state machines.
  public var stateChanges: [StateChange] = []
  /// The identifiers resolved to the replicas' own declarations, by file
  /// and position: what pages link to definitions.
  public var references: [SymbolReference] = []
  /// Each file's lines that only report to the trace (`TracingStatements`).
  public var tracingLines: [String: Set<Int>] = [:]
  /// Methods that start an animation themselves (`kernel.animate`).
  public var animatingMethods: Set<String> = []
  /// Each method's writes of `@state` flags and direct calls, in order
  /// (what `flagMachine(of:)` runs).
  var flagSteps: [String: [FlagStep]] = [:]
  /// Methods a property's setter calls.
  var setterCallees: Set<String> = []
  public var diagnostics: [Diagnostic] = []

  public init() {}

  public func type(_ name: String) -> TypeSymbol? {
    types.first { $0.name == name }
  }

  public func method(_ id: String) -> MethodSymbol? {
    methods.first { $0.id == id }
  }

  public func methods(of type: String) -> [MethodSymbol] {
    methods.filter { $0.type == type }
  }

  /// The type whose replica reports its calls under `traceName`
  /// (`static let traceName = "…"`).
  public func type(tracedAs traceName: String) -> TypeSymbol? {
    types.first { $0.traceName == traceName }
  }

  /// A class's superclass among the analysed classes: its first inherited
  /// name, when that names an analysed class.
  public func superclass(of type: String) -> String? {
    guard let symbol = self.type(type), symbol.kind == .class, let first = symbol.inherits.first,
      self.type(first)?.kind == .class
    else { return nil }
    return first
  }

  /// The name a type's calls are traced under: its own `traceName`, or
  /// the nearest superclass's (a subclass that declares none reports as its
  /// superclass does: `Self.traceName` finds the inherited one).
  public func traceName(of type: String) -> String? {
    var current: String? = type
    var seen: Set<String> = []
    while let name = current, seen.insert(name).inserted {
      if let traceName = self.type(name)?.traceName { return traceName }
      current = superclass(of: name)
    }
    return nil
  }
}

/// A place in a source file (1-based line and column).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public let file: String
  public let line: Int
  public let column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  public var text: String { "\(file):\(line):\(column)" }
}

public enum TypeKind: String, Sendable {
  case `class`, `struct`, `enum`, `protocol`
}

public struct TypeSymbol: Sendable {
  public let name: String
  public let kind: TypeKind
  /// Superclass first (for a class), then protocols, as written.
  public var inherits: [String]
  public let location: SourceLocation
  /// The declaration's first and last lines, doc comment included (what an
  /// excerpt shows).
  public let lines: ClosedRange<Int>
  public var documentation: String
  public var annotations: [Annotation]
  /// For enums: their cases.
  public var cases: [String]
  /// The name the replica's calls are traced under, if it declares one.
  public var traceName: String?
}

public struct MethodSymbol: Sendable {
  /// `Type.name(label:label:)`, as `#function` names it inside `Type`.
  public let id: String
  public let type: String
  /// `name(label:label:)`.
  public let name: String
  public let isStatic: Bool
  public let isPrivate: Bool
  /// Declared `public` or `open`: part of the replica's API.
  public let isPublic: Bool
  public let parameters: [Parameter]
  /// The declared return type as written, if any.
  public let returnType: String?
  public let location: SourceLocation
  /// The declaration's first and last lines, doc comment included (what an
  /// excerpt shows).
  public let lines: ClosedRange<Int>
  public var documentation: String
  public var annotations: [Annotation]
  /// Declared `override`.
  public var isOverride: Bool = false
  /// The methods its body calls on `super`, by name (`prepare()`,
  /// `setState(_:)`), in order.
  public var superCalls: [String] = []
  /// Its body reports the call (`enter(#function)`): a run records it.
  /// An untraced method's calls are recorded as its caller's.
  public var isTraced = false

  public struct Parameter: Sendable {
    /// The argument label, `_` when there is none.
    public let label: String
    public let name: String
    public let type: String
    public let hasDefault: Bool
  }

  public func annotation(_ key: AnnotationKey) -> Annotation? {
    annotations.first { $0.key == key }
  }

  /// The base name, without labels: `showAnimated`.
  public var baseName: String {
    String(name.prefix { $0 != "(" })
  }
}

public struct PropertySymbol: Sendable {
  /// `Type.name`.
  public let id: String
  public let type: String
  public let name: String
  /// The declared type as written (`WeakTimer`, `RunLoopTimer?`), if any.
  public let declaredType: String?
  public let location: SourceLocation
  /// The declaration's first and last lines, doc comment included (what an
  /// excerpt shows).
  public let lines: ClosedRange<Int>
  public var documentation: String
  public var annotations: [Annotation]
  /// Whether a property observer of it invalidates the old timer, so that
  /// assigning to it invalidates (SVProgressHUD's timer setters).
  public var invalidatesOnSet: Bool
  /// Declared `Bool`, or initialised with `true` or `false`: a flag.
  public var isBool: Bool
  /// The initial value as written (`false`, `0.0`), if any.
  public var initialValue: String? = nil

  public func annotation(_ key: AnnotationKey) -> Annotation? {
    annotations.first { $0.key == key }
  }
}

/// `property = .someCase` inside a method: a transition of a state machine,
/// from the states the enclosing conditions name (none: from any state).
///
/// The conditions read as a state machine reads them: the states come
/// from the tests of the state property (`state == .idle && …` starts from
/// idle; `state != .refreshing` rules refreshing out; an early
/// `if state == .refreshing { return }` above the assignment too), and the
/// rest of the enclosing `if`, `else` (negated), `guard` and `case`
/// conditions, outermost first, is the label:
/// `scrollView.isDragging && offsetY < normal2pullingOffsetY`.
public struct StateChange: Hashable, Sendable {
  /// The method that makes the change: the one that assigns, or one that
  /// calls it (`via`) where its conditions pin the state.
  public let method: String
  /// `Type.property`.
  public let property: String
  public let to: String
  public let from: [String]
  /// The conditions that are not about the state property, joined with
  /// `&&`; nil when there are none.
  public let condition: String?
  public let location: SourceLocation
  /// For a change made through a call (`scrollViewContentOffsetDidChange`
  /// calling `beginRefreshing` under `state == .pulling`): the method
  /// called, whose assignment it is.
  public var via: String? = nil
  /// For a change that no test pins to some states (`from` empty): the
  /// states the code rules out (`guard state != .refreshing`).
  public var excluded: [String] = []
}

/// A timer, perform request, display link or run-loop observer the code
/// schedules, by name (the timer's label, the perform request's selector,
/// the link's or the observer's label).
public struct TimeSource: Sendable {
  public enum Kind: String, Sendable {
    case timer
    case perform
    case displayLink
    /// A run-loop observer (`CFRunLoopObserver`), by its label.
    case observer

    /// What a reader calls it: `timer`, `perform request`, `display
    /// link`, `run-loop observer` (graphs and source pages say so).
    public var readerName: String {
      switch self {
      case .timer: return "timer"
      case .perform: return "perform request"
      case .displayLink: return "display link"
      case .observer: return "run-loop observer"
      }
    }
  }

  public let name: String
  public let kind: Kind
  /// The type whose code schedules it.
  public let owner: String
  /// The property that holds it, if one does (`MBProgressHUD.graceTimer`).
  public var property: String?

  /// Its node in the call graph.
  public var node: CallNode { .timeSource(owner: owner, label: name) }
}

/// An edge of the call graph. The source is always a method; the target is
/// a method, or a time source for `schedules` and `invalidates`; a `fires`
/// edge goes from a time source to its handler.
public struct CallEdge: Hashable, Sendable {
  public let from: CallNode
  public let to: CallNode
  public let kind: CallEdgeKind
  /// The condition the call is under, as a sentence (`when !finished`,
  /// `otherwise, when …`), from the innermost enclosing `if`, `else`,
  /// `guard` or `case` — for timer handlers, which flag gates them.
  public let condition: String?
  public let location: SourceLocation
  /// For `invalidates`: the invalidation is not a call of `invalidate()`
  /// but storing a new source in a property whose setter invalidates the
  /// one it held (`graceTimer = timer`), which happens only if it held one.
  public var replacing = false
}

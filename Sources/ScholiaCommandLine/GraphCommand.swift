import ArgumentParser
import Diagnostics
import FlowGraphs
import Foundation

/// `scholia graph …`: figures drawn from the replica sources.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Draw a graph derived from the replica sources (see docs/annotations.md).",
    discussion: """
      Examples:
        scholia graph paths --from public --into MBProgressHUD.animateIn
        scholia graph timers POPAnimator --format svg -o timers.svg
        scholia graph hierarchy MJRefreshComponent
        scholia graph states POPAnimation --methods startIfNeeded,advanceTime,stop
        scholia graph templates MJRefreshComponent
        scholia graph neighbors MBProgressHUD.graceTimer --depth 1
      """,
    subcommands: [Paths.self, Timers.self, Hierarchy.self, States.self, Templates.self, Neighbors.self]
  )

  struct Paths: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Every call path from entry points into a target method.")

    @Option(
      help: ArgumentHelp(
        "Where paths start: entry (methods annotated @entry), public (every public method), or methods separated by commas.",
        valueName: "entry|public|Type.method,…"))
    var from = "entry"

    @Option(help: ArgumentHelp("The target: Type.method or a full id.", valueName: "Type.method"))
    var into: String

    @OptionGroup var options: GraphOptions

    func run() throws {
      let entries: GraphBuilder.Entries
      switch from {
      case "entry": entries = .annotated
      case "public": entries = .publicAPI
      default: entries = .methods(from.split(separator: ",").map(String.init))
      }
      let index = try options.index()
      try options.emit { () throws(Diagnostic) in
        try GraphBuilder.paths(in: index, from: entries, into: into, limit: options.limit)
      }
    }
  }

  struct Timers: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Who schedules, fires and invalidates each timer, and what gates its handler.")

    @Argument(help: "A type; every type when left out.")
    var type: String?

    @OptionGroup var options: GraphOptions

    func run() throws {
      let index = try options.index()
      try options.emit { () throws(Diagnostic) in
        try GraphBuilder.timers(in: index, of: type, limit: options.limit)
      }
    }
  }

  struct Hierarchy: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Superclasses, protocols and subclasses of a type, or of every type.")

    @Argument(help: "A type; every type when left out.")
    var type: String?

    @OptionGroup var options: GraphOptions

    func run() throws {
      let index = try options.index()
      try options.emit { () throws(Diagnostic) in
        try GraphBuilder.hierarchy(in: index, of: type, limit: options.limit)
      }
    }
  }

  struct States: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "The state machine of an enum annotated @state, of a @state flag (Type.property), or of a class annotated @state (its flags together)."
    )

    @Argument(help: "The enum, or Type.property.")
    var machine: String

    @Option(
      name: .customLong("for"),
      help: ArgumentHelp(
        "Only the transitions an instance of this class makes (its methods and its superclasses').",
        valueName: "Type"))
    var type: String?

    @Option(
      help: ArgumentHelp(
        "For a class's flags: only the transitions these methods make (base names or full names, separated by commas).",
        valueName: "method,…"))
    var methods: String?

    @OptionGroup var options: GraphOptions

    func run() throws {
      let index = try options.index()
      let names =
        methods.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
      try options.emit { () throws(Diagnostic) in
        try GraphBuilder.states(in: index, of: machine, for: type, methods: names, limit: options.limit)
      }
    }
  }

  struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Which classes under a root override which template methods, and whether each override calls super.")

    @Argument(help: "The root class: it and every class under it are the table's rows.")
    var root: String

    @Option(
      help: ArgumentHelp(
        "The methods (base names or full names), separated by commas; every method some class overrides when left out.",
        valueName: "method,…"))
    var methods: String?

    @OptionGroup var options: GraphOptions

    func run() throws {
      let index = try options.index()
      let names =
        methods.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
      try options.emit { () throws(Diagnostic) in
        try GraphBuilder.templates(in: index, root: root, methods: names)
      }
    }
  }

  struct Neighbors: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Callers and callees of one method or timer (Type.name), to a depth.")

    @Argument(help: "A method (Type.method) or a timer (Type.timerName).")
    var symbol: String

    @Option(help: "How many edges out.")
    var depth = 1

    @Option(help: "callers, callees or both.")
    var direction: GraphBuilder.Direction = .both

    @OptionGroup var options: GraphOptions

    func validate() throws {
      guard depth >= 1 && depth <= 10 else {
        throw ValidationError("--depth must be between 1 and 10 (got \(depth))")
      }
    }

    func run() throws {
      let index = try options.index()
      try options.emit { () throws(Diagnostic) in
        try GraphBuilder.neighbors(
          in: index, of: symbol, depth: depth, direction: direction, limit: options.limit)
      }
    }
  }
}

extension GraphBuilder.Direction: ExpressibleByArgument {}

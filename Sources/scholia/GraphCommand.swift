import ArgumentParser
import Diagnostics
import FlowGraphs

/// `scholia graph …`: figures drawn from the replica sources.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Draw a graph derived from the replica sources (see docs/annotations.md).",
    subcommands: [Paths.self, Timers.self, Hierarchy.self, States.self, Neighbors.self]
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
      abstract: "The state machine of an enum annotated @state, or of a @state flag (Type.property).")

    @Argument(help: "The enum, or Type.property.")
    var machine: String

    @OptionGroup var options: GraphOptions

    func run() throws {
      let index = try options.index()
      try options.emit { () throws(Diagnostic) in
        try GraphBuilder.states(in: index, of: machine, limit: options.limit)
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

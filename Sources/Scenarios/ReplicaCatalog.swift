/// What a script may say about one replica: its settable properties, its
/// commands, what it lets a scenario observe, the methods and timers an
/// expectation may name. The parser checks scripts against it, so that a
/// mistyped name is caught before anything runs, with a "did you mean".
public struct ReplicaCatalog: Sendable {
  public let name: String
  /// Accepted after the name (`hud MBProgressHUD 1.2.0`); empty when the
  /// replica has only one version.
  public let versions: [String]
  /// Accepted after the name or version (`hud TCProgressHUD code`).
  public let variants: [String]
  public let properties: [PropertySpec]
  public let commands: [CommandSpec]
  public let observables: [ObservableSpec]
  /// The replica's traced methods, by base name (`done`, `hideUsingAnimation`),
  /// plus the pseudo-methods its driver reports (`completion`).
  public let methods: [String]
  public let timers: [String]

  func property(_ name: String) -> PropertySpec? {
    properties.first { $0.name == name }
  }

  func command(_ name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  func observable(_ name: String) -> ObservableSpec? {
    observables.first { $0.name == name }
  }
}

/// The type of a value in a script.
public enum ValueKind: Hashable, Sendable {
  /// A time: `0.5`, `300ms`, `grace + 0.1` (parameters allowed).
  case duration
  case bool
  /// A plain number such as a progress of `0.4`.
  case number
  case string
  /// One of a fixed set of words (`fade`, `zoom`…).
  case choice([String])

  var name: String {
    switch self {
    case .duration: return "a time in seconds"
    case .bool: return "true or false"
    case .number: return "a number"
    case .string: return "a string in double quotes"
    case .choice(let words):
      var text = "one of"
      for (index, word) in words.enumerated() { text += (index == 0 ? " " : ", ") + word }
      return text
    }
  }
}

public struct PropertySpec: Sendable {
  public let name: String
  public let kind: ValueKind
  public let summary: String
}

/// A command and its arguments: the first may be unlabelled, the others
/// follow their label, as in `hideAnimated true afterDelay 2`. Optional
/// arguments may be left out.
public struct CommandSpec: Sendable {
  public let name: String
  public let parameters: [ParameterSpec]
  public let summary: String
}

public struct ParameterSpec: Sendable {
  /// `nil` for the first, unlabelled argument.
  public let label: String?
  public let kind: ValueKind
  public let isOptional: Bool

  public init(_ label: String?, _ kind: ValueKind, optional: Bool = false) {
    self.label = label
    self.kind = kind
    self.isOptional = optional
  }
}

public struct ObservableSpec: Sendable {
  public let name: String
  /// Bool observables read as conditions (`expect visible at 0.6`); numeric
  /// ones need a comparison (`expect alpha > 0.5 at 0.6`).
  public let isBool: Bool
  public let summary: String
}

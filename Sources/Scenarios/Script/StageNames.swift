import ScenarioCatalog

/// What the short lines of a `hud` script may name on its stage, found
/// once when the header chooses the stage: every `set` and `at` line looks
/// a name up, and walking the class hierarchy for each line was a tenth of
/// the run of an MJRefresh demo's figure.
struct StageNames: Sendable {
  let stage: ReplicaStage
  /// The settable properties `set` may name, stage first.
  let settableProperties: [(receiver: ScriptExpression, member: ScriptMember)]
  /// The methods a command may name, stage first; a class method has no
  /// receiver.
  let commands: [(receiver: ScriptExpression?, member: ScriptMember)]

  init(of stage: ReplicaStage, in classes: ScriptClasses) {
    self.stage = stage
    let members = Self.members(of: stage, in: classes)
    settableProperties = members.compactMap { entry in
      guard entry.member.kind == .property, entry.member.set != nil, let receiver = entry.receiver else {
        return nil
      }
      return (receiver, entry.member)
    }
    commands = members.filter {
      ($0.member.kind == .method || $0.member.kind == .classMethod) && $0.member.name != "init"
    }
  }

  /// The stage's own members, then those of the class it addresses, with
  /// the receiver each is reached through. A class's member hides its
  /// superclass's of the same name and kind; the stage's do not hide the
  /// addressed class's, since a use picks the first that fits (a `set`
  /// skips the stage's read-only `progress` for the HUD's settable one).
  private static func members(of stage: ReplicaStage, in classes: ScriptClasses)
    -> [(receiver: ScriptExpression?, member: ScriptMember)]
  {
    var found: [(receiver: ScriptExpression?, member: ScriptMember)] = []
    func add(_ className: String, receiver: ScriptExpression?) {
      var seen: Set<String> = []
      var current: String? = className
      while let name = current, let scriptClass = classes.named(name) {
        for member in scriptClass.members where member.kind != .callback {
          guard seen.insert((member.kind == .property ? "p:" : "m:") + member.name).inserted else { continue }
          found.append((receiver: member.kind == .classMethod ? nil : receiver, member: member))
        }
        current = scriptClass.superclass
      }
    }
    add(stage.className, receiver: .stage)
    if let addressed = stage.addressed, let member = classes.member(addressed, of: stage.className),
      case .object(let className) = member.type
    {
      add(className, receiver: .property(.stage, member))
    }
    return found
  }
}

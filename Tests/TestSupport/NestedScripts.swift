/// Version 2 scripts that nest as deep as they are told, for the tests that
/// hold the language's bounds (`ScriptNesting`) natively and in the page
/// module.
public enum NestedScripts {
  public static let header = "replica MBProgressHUD 1.2.0\n"

  /// One `check` whose condition is inside `count` parentheses.
  public static func parentheses(_ count: Int) -> String {
    header + "at 0 {\n  check " + String(repeating: "(", count: count) + "true"
      + String(repeating: ")", count: count) + "\n}\n"
  }

  /// `count` pathological nestings of each kind: parentheses, `!`s, member
  /// accesses and version 1 `task … then` chains.
  public static func pathological(_ count: Int) -> [String] {
    [
      parentheses(count),
      header + "at 0 {\n  check " + String(repeating: "!", count: count) + "true\n}\n",
      header + "at 0 {\n  check root" + String(repeating: ".superview", count: count) + " == nil\n}\n",
      "hud MBProgressHUD 1.2.0\nat 0 " + String(repeating: "task 0 then ", count: count)
        + "showAnimated true\n",
    ]
  }

  /// Every bound reached at once: `blocks` blocks inside one another, a
  /// callback that re-enters itself until the run stops it, and in it a
  /// condition `expressions` levels deep (the `check`'s own level, the
  /// parentheses, and the member access). Its `on` block opens on line 5.
  public static func deepest(blocks: Int, expressions: Int) -> String {
    var script = header + "at 0 {\n  let hud = MBProgressHUD(view: root)\n  root.addSubview(hud)\n"
    script += "  on hud.hudWasHidden {\n"
    let parentheses = expressions - 2
    script +=
      "    check " + String(repeating: "(", count: parentheses) + "hud.superview == root"
      + String(repeating: ")", count: parentheses) + "\n"
    var indent = "    "
    for _ in 3...blocks {
      script += indent + "after 0 {\n"
      indent += "  "
    }
    script += indent + "check true\n"
    for _ in 3...blocks {
      indent.removeLast(2)
      script += indent + "}\n"
    }
    script += "    hud.showAnimated(false)\n    hud.hideAnimated(false)\n  }\n"
    script += "  hud.showAnimated(false)\n  hud.hideAnimated(false)\n}\n"
    return script
  }
}

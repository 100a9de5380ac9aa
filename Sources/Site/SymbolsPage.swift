import SourceAnalysis

/// The symbol index: every type with its members, each linked to its
/// anchor on the annotated source page, with its roles, original and the
/// articles that mention it.
enum SymbolsPage {
  static func context(
    index: SourceIndex, anchors: SymbolAnchors, mentions: [String: [SourcePage.Mention]]
  ) -> [String: Any] {
    func mentionList(_ id: String) -> [[String: Any]] {
      (mentions[id] ?? []).map {
        TemplateContext.compact(["title": $0.title, "section": $0.section, "url": $0.url])
      }
    }
    var types: [[String: Any]] = []
    for type in index.types.sorted(by: { $0.name < $1.name }) {
      var members: [[String: Any]] = []
      let methods = index.methods.filter { $0.type == type.name }.sorted { $0.name < $1.name }
      for method in methods {
        members.append(
          TemplateContext.compact([
            "name": method.name, "url": anchors.href(.method(method)),
            "badges": method.annotations.filter { $0.key != .original }.map { "@" + $0.key.rawValue },
            "original": method.annotation(.original)?.value, "mentions": mentionList(method.id),
          ]))
      }
      let properties = index.properties.filter { $0.type == type.name }.sorted { $0.name < $1.name }
      for property in properties where !property.annotations.isEmpty {
        members.append(
          TemplateContext.compact([
            "name": property.name, "url": anchors.href(.property(property)),
            "badges": property.annotations.filter { $0.key != .original }.map { "@" + $0.key.rawValue },
            "original": property.annotation(.original)?.value, "mentions": mentionList(property.id),
          ]))
      }
      types.append(
        TemplateContext.compact([
          "name": type.name, "kind": type.kind.rawValue, "anchor": "type-" + type.name,
          "url": anchors.href(.type(type)),
          "original": type.annotations.first { $0.key == .original }?.value, "members": members,
        ]))
    }
    return ["types": types]
  }
}

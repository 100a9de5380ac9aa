import SourceAnalysis

/// A class family in the shape of MJRefresh 3.7.9's seventeen components,
/// written inline: each class overrides the template methods the original's
/// does (docs of MJRefresh, "the three template methods, layer by layer"),
/// each override calling `super` first, as the original's do.
enum FamilyFixture {
  static let templateMethods = [
    "prepare", "placeSubviews", "scrollViewContentOffsetDidChange", "scrollViewContentSizeDidChange",
    "scrollViewPanStateDidChange", "setState",
  ]

  /// Class, superclass, the template methods it overrides.
  static let classes: [(String, String, [String])] = [
    ("MJRefreshHeader", "MJRefreshComponent", ["prepare", "placeSubviews", "offset", "setState"]),
    ("MJRefreshStateHeader", "MJRefreshHeader", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshNormalHeader", "MJRefreshStateHeader", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshGifHeader", "MJRefreshStateHeader", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshFooter", "MJRefreshComponent", ["prepare"]),
    ("MJRefreshAutoFooter", "MJRefreshFooter", ["prepare", "offset", "size", "pan", "setState"]),
    ("MJRefreshAutoStateFooter", "MJRefreshAutoFooter", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshAutoNormalFooter", "MJRefreshAutoStateFooter", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshAutoGifFooter", "MJRefreshAutoStateFooter", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshBackFooter", "MJRefreshFooter", ["offset", "size", "setState"]),
    ("MJRefreshBackStateFooter", "MJRefreshBackFooter", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshBackNormalFooter", "MJRefreshBackStateFooter", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshBackGifFooter", "MJRefreshBackStateFooter", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshTrailer", "MJRefreshComponent", ["placeSubviews", "offset", "size", "setState"]),
    ("MJRefreshStateTrailer", "MJRefreshTrailer", ["prepare", "placeSubviews", "setState"]),
    ("MJRefreshNormalTrailer", "MJRefreshStateTrailer", ["prepare", "placeSubviews", "setState"]),
  ]

  private static let signatures = [
    "prepare": ("prepare()", "super.prepare()"),
    "placeSubviews": ("placeSubviews()", "super.placeSubviews()"),
    "offset": (
      "scrollViewContentOffsetDidChange(_ change: KeyValueChange)",
      "super.scrollViewContentOffsetDidChange(change)"
    ),
    "size": (
      "scrollViewContentSizeDidChange(_ change: KeyValueChange)",
      "super.scrollViewContentSizeDidChange(change)"
    ),
    "pan": (
      "scrollViewPanStateDidChange(_ change: KeyValueChange)", "super.scrollViewPanStateDidChange(change)"
    ),
    "setState": ("setState(_ newState: MJRefreshState)", "super.setState(newState)"),
  ]

  /// The source; `withoutSuper` names `Class.method` overrides written
  /// without their `super` call.
  static func source(withoutSuper: Set<String> = []) -> String {
    var text = """
      /// @state
      enum MJRefreshState {
        case idle, pulling, refreshing, willRefresh, noMoreData
      }

      class MJRefreshComponent: SimView {
        var state: MJRefreshState = .idle
        func prepare() {}
        func placeSubviews() {}
        func scrollViewContentOffsetDidChange(_ change: KeyValueChange) {}
        func scrollViewContentSizeDidChange(_ change: KeyValueChange) {}
        func scrollViewPanStateDidChange(_ change: KeyValueChange) {}
        func setState(_ newState: MJRefreshState) { state = newState }
      }

      """
    for (name, superclass, methods) in classes {
      text += "\nclass \(name): \(superclass) {\n"
      for method in methods {
        let (signature, call) = signatures[method]!
        let body = withoutSuper.contains(name + "." + method) ? "" : " " + call + " "
        text += "  override func \(signature) {\(body)}\n"
      }
      text += "}\n"
    }
    return text
  }

  static func index(withoutSuper: Set<String> = []) -> SourceIndex {
    SourceAnalyzer.analyze([
      SourceAnalyzer.File(path: "Family.swift", text: source(withoutSuper: withoutSuper))
    ])
  }
}

import Replicas
import ScenarioCatalog
import SimKernel

/// The MJRefresh stage as a script class, `MJRefreshScene`: the app around
/// the replica (its table, a finger on it, rows appended) with the header
/// and footer the script chooses. A `hud MJRefresh` header makes one
/// (`replicaStage`), and every short line's name is one of its members, so
/// that a short line (`set header = normal`, `at 0 touchDown`, `expect
/// headerState = refreshing at 1`) is a statement on the scene.
///
/// Members are declared in the order the short lines listed them (properties,
/// commands, observables, then the picture's own samples): "did you mean"
/// lists follow it.
extension MJRefreshCatalog {
  static let replicaStage = ReplicaStage(
    className: "MJRefreshScene",
    observables: [
      "headerState", "footerState", "pullingPercent", "footerPullingPercent", "offset", "shownOffset",
      "insetTop", "insetBottom", "rows", "dragging", "decelerating", "stateText", "timeText", "footerText",
      "arrowAngle", "spinning", "headerAlpha", "footerAlpha", "gifImage", "footerGifImage", "footerHidden",
      "trailerState", "trailerText", "trailerPullingPercent",
      "insetRight", "pages",
    ],
    defaultObservables: ["headerState", "footerState", "offset"],
    picture: verticalPicture + horizontalPicture,
    pictureKind: .scrollView,
    pictureSamples: { stage in
      (stage as? MJRefreshStage)?.isHorizontal == true ? horizontalPicture : verticalPicture
    },
    make: { context in MJRefreshStage(context.kernel) })

  /// What the table's picture samples (`ScenarioPicture.scroll`).
  static let verticalPicture = [
    "headerState", "footerState", "shownOffset", "insetTop", "insetBottom", "rows", "stateText", "timeText",
    "footerText", "arrowAngle", "spinning", "contentHeight", "viewHeight", "footerSpinning",
  ]

  /// What the horizontal collection's picture samples
  /// (`ScenarioPicture.pages`).
  static let horizontalPicture = [
    "shownOffsetX", "insetRight", "contentWidth", "pages", "trailerState", "trailerText", "trailerArrowAngle",
  ]

  static let scene = ScriptClass.of(
    MJRefreshStage.self, "MJRefreshScene", superclass: nil,
    members: sceneSettings + sceneCommands + sceneCallbacks + sceneObservables + scenePictureSamples)

  /// What a script sets before the run. The properties of the table, the
  /// collection and the clock (`rows`, `inWindow`, `decelerationRate`,
  /// `clock`, `pages`, `tableHeight`, `contentInsetBottom`, the heights,
  /// `footerHidden`) read back; the others are set only: the kinds of
  /// component and the language are the app's choices, which nothing keeps
  /// as a word (the config's code is nil until set), and a component's
  /// setting is dropped when there is no such component, leaving nothing
  /// to read.
  static let sceneSettings: [ScriptMember] = [
    .setting("header", .choice(["none", "base", "normal", "gif"]), of: MJRefreshStage.self) {
      stage, value, _ in
      stage.attachHeader(value.string)
    },
    .setting(
      "footer",
      .choice([
        "none", "auto", "autoNormal", "autoGif", "autoState", "back", "backNormal", "backGif", "backState",
      ]),
      of: MJRefreshStage.self
    ) { stage, value, _ in
      stage.attachFooter(value.string)
    },
    .setting("trailer", .choice(["none", "base", "state", "normal"]), of: MJRefreshStage.self) {
      stage, value, _ in
      stage.attachTrailer(value.string)
    },
    .property(
      "pages", .integer, of: MJRefreshStage.self, get: { stage, _ in .number(Double(stage.pages)) },
      set: { stage, value, _ in stage.setPages(Int(value.number)) }),
    .property(
      "rows", .integer, of: MJRefreshStage.self,
      get: { stage, _ in .number(Double(stage.table.numberOfRows)) },
      set: { stage, value, _ in stage.setRows(Int(value.number)) }),
    .property(
      "inWindow", .bool, of: MJRefreshStage.self,
      get: { stage, _ in .bool(stage.scrollView.superview != nil) },
      set: { stage, value, _ in stage.setInWindow(value.bool) }),
    .setting("language", .choice(["en", "zh-Hans"]), of: MJRefreshStage.self) { stage, value, _ in
      stage.setLanguage(value.string)
    },
    .setting("automaticallyChangeAlpha", .bool, of: MJRefreshStage.self) { stage, value, _ in
      stage.header?.automaticallyChangeAlpha = value.bool
    },
    .setting("autoTriggerTimes", .number, of: MJRefreshStage.self) { stage, value, _ in
      stage.autoFooter?.autoTriggerTimes = Int(value.number)
    },
    .setting("triggerAutomaticallyRefreshPercent", .number, of: MJRefreshStage.self) { stage, value, _ in
      stage.autoFooter?.triggerAutomaticallyRefreshPercent = value.number
    },
    .property(
      "decelerationRate", .choice(["normal", "fast"]), of: MJRefreshStage.self,
      get: { stage, _ in .choice(stage.table.decelerationRate == .fast ? "fast" : "normal") },
      set: { stage, value, _ in stage.table.decelerationRate = value.string == "fast" ? .fast : .normal }),
    clockSetting,
    .property(
      "tableHeight", .number, of: MJRefreshStage.self,
      get: { stage, _ in .number(stage.table.frame.size.height) },
      set: { stage, value, _ in stage.table.frame.size.height = max(0, value.number) }),
    .property(
      "contentInsetBottom", .number, of: MJRefreshStage.self,
      get: { stage, _ in .number(stage.table.contentInset.bottom) },
      set: { stage, value, _ in stage.table.contentInset.bottom = value.number }),
    .property(
      "headerHeight", .number, of: MJRefreshStage.self, get: { stage, _ in .number(stage.header?.mj_h ?? 0) },
      set: { stage, value, _ in stage.setHeaderHeight(value.number) }),
    .property(
      "footerHeight", .number, of: MJRefreshStage.self, get: { stage, _ in .number(stage.footer?.mj_h ?? 0) },
      set: { stage, value, _ in stage.setFooterHeight(value.number) }),
    .setting("ignoredScrollViewContentInsetBottom", .number, of: MJRefreshStage.self) { stage, value, _ in
      stage.footer?.ignoredScrollViewContentInsetBottom = value.number
    },
    .setting("automaticallyRefresh", .bool, of: MJRefreshStage.self) { stage, value, _ in
      stage.autoFooter?.automaticallyRefresh = value.bool
    },
    .setting("refreshingTitleHidden", .bool, of: MJRefreshStage.self) { stage, value, _ in
      (stage.footer as? MJRefreshAutoStateFooter)?.refreshingTitleHidden = value.bool
    },
    .setting("footerAutomaticallyChangeAlpha", .bool, of: MJRefreshStage.self) { stage, value, _ in
      stage.footer?.automaticallyChangeAlpha = value.bool
    },
    .setting("stateHidden", .bool, of: MJRefreshStage.self) { stage, value, _ in
      (stage.header as? MJRefreshStateHeader)?.stateLabel.isHidden = value.bool
    },
    .setting("lastUpdatedTimeHidden", .bool, of: MJRefreshStage.self) { stage, value, _ in
      (stage.header as? MJRefreshStateHeader)?.lastUpdatedTimeLabel.isHidden = value.bool
    },
    .property(
      "footerHidden", .bool, of: MJRefreshStage.self,
      get: { stage, _ in .bool(stage.footer?.isHidden ?? true) },
      set: { stage, value, _ in stage.footer?.setHidden(value.bool) }),
  ]

  /// `clock`: the wall clock at the run's start. A literal that is not a
  /// date of the calendar is an error where the script writes it; a value
  /// computed at run time that is not one raises, as a bad argument does.
  static let clockSetting: ScriptMember = {
    let form = "'clock' is \"yyyy-MM-dd HH:mm\" or \"yyyy-MM-dd HH:mm:ss\", a date the calendar has"
    var member = ScriptMember.property(
      "clock", .string, of: MJRefreshStage.self, get: { stage, _ in .string(stage.clock) },
      set: { stage, value, context in
        if !stage.setClock(value.string) { context.raise(form + ": not \"\(value.string)\"") }
      })
    member.literalProblem = { text in
      MJRefreshStage.clockDate(text, utcOffsetSeconds: 0) == nil ? form + ": not \"\(text)\"" : nil
    }
    return member
  }()

  /// A component's state as a parameter (`forState: .idle`).
  static let stateParameter = ScriptParameter("forState", .choice(states.filter { $0 != "none" }))
  /// The components a call can address.
  static let components = ["header", "footer", "trailer"]
  /// Which component a call addresses: the header unless it says `on: .footer`.
  static let onParameter = ScriptParameter("on", .choice(components), optional: true)

  static let componentParameter = ScriptParameter(nil, .choice(components))

  /// What the finger, the app's code and UIKit do during the run.
  static let sceneCommands: [ScriptMember] = [
    command("touchDown") { stage, _ in stage.scrollView.touchDown() },
    command("moveFinger", [ScriptParameter(nil, .number), ScriptParameter("over", .time)]) {
      stage, arguments in
      stage.scrollView.moveFinger(
        by: stage.along(arguments[0]?.number ?? 0), over: arguments[1]?.time ?? .zero)
    },
    command("liftFinger", [ScriptParameter("velocity", .number, optional: true)]) { stage, arguments in
      stage.scrollView.liftFinger(velocity: arguments[0].map { stage.along($0.number) })
    },
    command("beginPan") { stage, _ in stage.scrollView.beginPan() },
    command("panTo", [ScriptParameter(nil, .number)]) { stage, arguments in
      stage.scrollView.pan(toOffset: stage.along(arguments[0]?.number ?? 0))
    },
    command("endPan", [ScriptParameter("velocity", .number, optional: true)]) { stage, arguments in
      stage.scrollView.liftFinger(velocity: stage.along(arguments[0]?.number ?? 0))
    },
    command("cancelPan") { stage, _ in stage.scrollView.cancelPan() },
    command("scrollTo", [ScriptParameter(nil, .number), ScriptParameter("animated", .bool, optional: true)]) {
      stage, arguments in
      stage.scrollView.setContentOffset(
        stage.along(arguments[0]?.number ?? 0), animated: arguments[1]?.bool ?? false)
    },
    command("beginRefreshing", [componentParameter]) { stage, arguments in
      stage.component(arguments[0]?.string)?.beginRefreshing()
    },
    command("endRefreshing", [componentParameter]) { stage, arguments in
      stage.component(arguments[0]?.string)?.endRefreshing()
    },
    command("endRefreshingWithNoMoreData") { stage, _ in stage.footer?.endRefreshingWithNoMoreData() },
    command("resetNoMoreData") { stage, _ in stage.footer?.resetNoMoreData() },
    command("appendRows", [ScriptParameter(nil, .number)]) { stage, arguments in
      stage.appendRows(Int(arguments[0]?.number ?? 0))
    },
    command("reloadData") { stage, _ in stage.table.reloadData() },
    command("addToWindow") { stage, _ in stage.setInWindow(true) },
    command("removeFromWindow") { stage, _ in stage.setInWindow(false) },
    command("setTitle", [ScriptParameter(nil, .string), stateParameter, onParameter]) { stage, arguments in
      stage.setTitle(
        arguments[0]?.string ?? "", for: state(arguments[1]), on: stage.component(arguments[2]?.string))
    },
    command(
      "setImages",
      [ScriptParameter(nil, .string), ScriptParameter("count", .integer), stateParameter, onParameter]
    ) { stage, arguments in
      stage.setImages(
        named: arguments[0]?.string ?? "", count: Int(arguments[1]?.number ?? 0), for: state(arguments[2]),
        on: stage.component(arguments[3]?.string))
    },
    command("tapFooterLabel") { stage, _ in stage.tapFooterLabel() },
    command("endRefreshingWithCompletion", [componentParameter]) { stage, arguments in
      stage.endRefreshingWithCompletion(stage.component(arguments[0]?.string))
    },
  ]

  /// The app's refreshing blocks, as callbacks a block can fill in (`on
  /// stage.headerRefreshing { after 0.5 { stage.endRefreshing(.header) } }`):
  /// each runs after the block has reported itself.
  static let sceneCallbacks: [ScriptMember] = [
    .callback("headerRefreshing", of: MJRefreshStage.self) { stage, handler, _ in
      stage.handlers.header = handler
    },
    .callback("footerRefreshing", of: MJRefreshStage.self) { stage, handler, _ in
      stage.handlers.footer = handler
    },
    .callback("trailerRefreshing", of: MJRefreshStage.self) { stage, handler, _ in
      stage.handlers.trailer = handler
    },
  ]

  /// The state a `forState` argument names (the parser has checked the
  /// word).
  static func state(_ value: ScriptValue?) -> MJRefreshState {
    let name = value?.string ?? ""
    return (1...5).compactMap(MJRefreshState.init(rawValue:)).first { $0.name == name } ?? .idle
  }

  /// What a scenario watches (`rows` is among the settings, which read it
  /// back).
  static let sceneObservables: [ScriptMember] = [
    reading("headerState", .choice(states)) { stage in .choice(stage.header?.state.name ?? "none") },
    reading("footerState", .choice(states)) { stage in .choice(stage.footer?.state.name ?? "none") },
    reading("pullingPercent", .number) { stage in .number(stage.header?.pullingPercent ?? 0) },
    reading("footerPullingPercent", .number) { stage in .number(stage.footer?.pullingPercent ?? 0) },
    reading("offset", .number) { stage in .number(stage.along(stage.scrollView.contentOffset)) },
    reading("shownOffset", .number) { stage in .number(stage.along(stage.scrollView.presentationOffset)) },
    reading("insetTop", .number) { stage in .number(stage.table.adjustedContentInset.top) },
    reading("insetBottom", .number) { stage in .number(stage.table.adjustedContentInset.bottom) },
    reading("dragging", .bool) { stage in .bool(stage.scrollView.isDragging) },
    reading("decelerating", .bool) { stage in .bool(stage.scrollView.isDecelerating) },
    reading("stateText", .string) { stage in .string(stage.headerStateText) },
    reading("timeText", .string) { stage in .string(stage.headerTimeText) },
    reading("footerText", .string) { stage in .string(stage.footerStateText) },
    reading("arrowAngle", .number) { stage in .number(stage.headerArrowAngle) },
    reading("spinning", .bool) { stage in .bool(stage.headerSpinning) },
    reading("headerAlpha", .number) { stage in .number(stage.header?.alpha ?? 0) },
    reading("footerAlpha", .number) { stage in .number(stage.footer?.alpha ?? 0) },
    reading("gifImage", .string) { stage in .string(stage.headerGifImage) },
    reading("footerGifImage", .string) { stage in .string(stage.footerGifImage) },
    reading("trailerState", .choice(states)) { stage in .choice(stage.trailer?.state.name ?? "none") },
    reading("trailerText", .string) { stage in .string(stage.trailerStateText) },
    reading("trailerPullingPercent", .number) { stage in .number(stage.trailer?.pullingPercent ?? 0) },
    reading("insetRight", .number) { stage in .number(stage.collection.adjustedContentInset.right) },
  ]

  /// What only the page's phone picture samples.
  static let scenePictureSamples: [ScriptMember] = [
    reading("contentHeight", .number) { stage in .number(stage.table.contentSize.height) },
    reading("viewHeight", .number) { stage in .number(stage.table.frame.size.height) },
    reading("footerSpinning", .bool) { stage in .bool(stage.footerSpinning) },
    reading("shownOffsetX", .number) { stage in .number(stage.collection.presentationOffset.x) },
    reading("contentWidth", .number) { stage in .number(stage.collection.contentSize.width) },
    reading("trailerArrowAngle", .number) { stage in .number(stage.trailerArrowAngle) },
  ]

  /// A command of the scene: it returns nothing.
  static func command(
    _ name: String, _ parameters: [ScriptParameter] = [],
    perform: @escaping @Sendable (MJRefreshStage, [ScriptValue?]) -> Void
  ) -> ScriptMember {
    .method(name, parameters, of: MJRefreshStage.self) { stage, arguments, _ in
      perform(stage, arguments)
      return .void
    }
  }

  /// A value of the scene a scenario watches; it cannot be set.
  static func reading(
    _ name: String, _ type: ScriptType, get: @escaping @Sendable (MJRefreshStage) -> ScriptValue
  ) -> ScriptMember {
    .property(name, type, of: MJRefreshStage.self) { stage, _ in get(stage) }
  }
}

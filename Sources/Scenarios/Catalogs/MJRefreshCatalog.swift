import Replicas
import SimKernel

/// MJRefresh 3.7.9 in a scenario: a phone-sized table in a window, with the
/// header and footer the script chooses (`set header = normal, footer =
/// backNormal`), driven by a finger or by exact offsets, and the app's side:
/// refreshing blocks that report themselves, rows appended, the refresh
/// ended.
enum MJRefreshCatalog {
  static let catalog = ReplicaCatalog(
    name: "MJRefresh",
    editionKind: "version",
    editions: [ReplicaEdition("3.7.9", displayName: "MJRefresh 3.7.9")],
    editionIsOptional: true,
    properties: properties,
    commands: commands,
    observables: observables,
    inventory: ReplicaInventory.family(tracedAs: family),
    reportedBlocks: ["headerRefreshing", "footerRefreshing"],
    classes: [scene],
    family: family,
    picture: picture,
    defaultObservables: ["headerState", "footerState", "offset"],
    stage: replicaStage,
    start: { session in session.address(MJRefreshStage(session.kernel)) })

  /// The classes a scenario can make, root first: each traces its own
  /// methods under its own name.
  static let family = [
    MJRefreshComponent.traceName, MJRefreshHeader.traceName, MJRefreshStateHeader.traceName,
    MJRefreshNormalHeader.traceName, MJRefreshGifHeader.traceName, MJRefreshFooter.traceName,
    MJRefreshAutoFooter.traceName, MJRefreshAutoStateFooter.traceName, MJRefreshAutoNormalFooter.traceName,
    MJRefreshAutoGifFooter.traceName, MJRefreshBackFooter.traceName, MJRefreshBackStateFooter.traceName,
    MJRefreshBackNormalFooter.traceName, MJRefreshBackGifFooter.traceName,
  ]

  static func stage(_ session: ReplicaSession) -> MJRefreshStage {
    session.instance(MJRefreshStage.self)
  }

  static let states = ["none", "idle", "pulling", "refreshing", "willRefresh", "noMoreData"]

  static let properties: [PropertySpec] = [
    PropertySpec(
      name: "header", kind: .choice(["none", "normal", "gif"]), summary: "the header the table gets"
    ) { session, value in stage(session).attachHeader(value.string) },
    PropertySpec(
      name: "footer",
      kind: .choice(["none", "autoNormal", "autoGif", "autoState", "backNormal", "backGif", "backState"]),
      summary: "the footer the table gets"
    ) { session, value in stage(session).attachFooter(value.string) },
    PropertySpec(name: "rows", kind: .number, summary: "rows in the data source, loaded before the run") {
      session, value in
      stage(session).setRows(Int(value.number))
    },
    PropertySpec(name: "inWindow", kind: .bool, summary: "whether the table starts on screen") {
      session, value in
      stage(session).setInWindow(value.bool)
    },
    PropertySpec(
      name: "language", kind: .choice(["en", "zh-Hans"]), summary: "MJRefreshConfig's languageCode"
    ) {
      session, value in
      stage(session).setLanguage(value.string)
    },
    PropertySpec(
      name: "automaticallyChangeAlpha", kind: .bool, summary: "the header fades with the pull"
    ) { session, value in stage(session).header?.automaticallyChangeAlpha = value.bool },
    PropertySpec(
      name: "autoTriggerTimes", kind: .number, summary: "loads an auto footer may start per drag (−1: any)"
    ) { session, value in stage(session).autoFooter?.autoTriggerTimes = Int(value.number) },
    PropertySpec(
      name: "triggerAutomaticallyRefreshPercent", kind: .number,
      summary: "how much of an auto footer must show before it loads"
    ) { session, value in stage(session).autoFooter?.triggerAutomaticallyRefreshPercent = value.number },
    PropertySpec(name: "decelerationRate", kind: .choice(["normal", "fast"]), summary: "the table's") {
      session, value in
      stage(session).table.decelerationRate = value.string == "fast" ? .fast : .normal
    },
  ]

  static let component = ParameterSpec(nil, .choice(["header", "footer"]))

  static let commands: [CommandSpec] = [
    CommandSpec(
      name: "touchDown", parameters: [], summary: "a finger touches the table", isReplicaMethod: false
    ) { session, _ in
      stage(session).table.touchDown()
    },
    CommandSpec(
      name: "moveFinger", parameters: [ParameterSpec(nil, .number), ParameterSpec("over", .duration)],
      summary: "the finger moves down (positive) or up by that many points over a time",
      isReplicaMethod: false
    ) { session, arguments in
      stage(session).table.moveFinger(
        by: Point(x: 0, y: arguments[0]?.number ?? 0), over: arguments[1]?.duration ?? .zero)
    },
    CommandSpec(
      name: "liftFinger", parameters: [ParameterSpec("velocity", .number, optional: true)],
      summary: "the finger lifts (with the last move's speed, or the velocity given, points per second)",
      isReplicaMethod: false
    ) { session, arguments in
      stage(session).table.liftFinger(velocity: arguments[0].map { Point(x: 0, y: $0.number) })
    },
    CommandSpec(
      name: "beginPan", parameters: [], summary: "the pan begins without moving", isReplicaMethod: false
    ) { session, _ in
      stage(session).table.beginPan()
    },
    CommandSpec(
      name: "panTo", parameters: [ParameterSpec(nil, .number)],
      summary: "while dragging, the offset becomes exactly", isReplicaMethod: false
    ) { session, arguments in
      stage(session).table.pan(toOffset: Point(x: 0, y: arguments[0]?.number ?? 0))
    },
    CommandSpec(
      name: "endPan", parameters: [ParameterSpec("velocity", .number, optional: true)],
      summary: "the pan ends (at rest, or with the velocity given)", isReplicaMethod: false
    ) { session, arguments in
      stage(session).table.liftFinger(velocity: Point(x: 0, y: arguments[0]?.number ?? 0))
    },
    CommandSpec(
      name: "cancelPan", parameters: [], summary: "the system cancels the pan", isReplicaMethod: false
    ) { session, _ in
      stage(session).table.cancelPan()
    },
    CommandSpec(
      name: "scrollTo",
      parameters: [ParameterSpec(nil, .number), ParameterSpec("animated", .bool, optional: true)],
      summary: "setContentOffset:animated: from code", isReplicaMethod: false
    ) { session, arguments in
      stage(session).table.setContentOffset(
        Point(x: 0, y: arguments[0]?.number ?? 0), animated: arguments[1]?.bool ?? false)
    },
    CommandSpec(name: "beginRefreshing", parameters: [component], summary: "start a refresh from code") {
      session, arguments in
      stage(session).component(arguments[0]?.string)?.beginRefreshing()
    },
    CommandSpec(name: "endRefreshing", parameters: [component], summary: "the app's load is done") {
      session, arguments in
      stage(session).component(arguments[0]?.string)?.endRefreshing()
    },
    CommandSpec(name: "endRefreshingWithNoMoreData", parameters: [], summary: "the footer's last page") {
      session, _ in
      stage(session).footer?.endRefreshingWithNoMoreData()
    },
    CommandSpec(name: "resetNoMoreData", parameters: [], summary: "the footer may load again") { session, _ in
      stage(session).footer?.resetNoMoreData()
    },
    CommandSpec(
      name: "appendRows", parameters: [ParameterSpec(nil, .number)],
      summary: "the data source grows; reloadData", isReplicaMethod: false
    ) { session, arguments in
      stage(session).appendRows(Int(arguments[0]?.number ?? 0))
    },
    CommandSpec(name: "reloadData", parameters: [], summary: "the table reloads", isReplicaMethod: false) {
      session, _ in
      stage(session).table.reloadData()
    },
    CommandSpec(
      name: "addToWindow", parameters: [], summary: "the table is put on screen", isReplicaMethod: false
    ) { session, _ in
      stage(session).setInWindow(true)
    },
    CommandSpec(
      name: "removeFromWindow", parameters: [], summary: "the table leaves the screen", isReplicaMethod: false
    ) { session, _ in
      stage(session).setInWindow(false)
    },
  ]

  static let observables: [ObservableSpec] = [
    ObservableSpec(name: "headerState", isBool: false, words: states, summary: "the header's state") {
      .string(stage($0).header?.state.name ?? "none")
    },
    ObservableSpec(name: "footerState", isBool: false, words: states, summary: "the footer's state") {
      .string(stage($0).footer?.state.name ?? "none")
    },
    ObservableSpec(name: "pullingPercent", isBool: false, summary: "the header's pullingPercent") {
      observed(stage($0).header?.pullingPercent ?? 0)
    },
    ObservableSpec(name: "footerPullingPercent", isBool: false, summary: "the footer's pullingPercent") {
      observed(stage($0).footer?.pullingPercent ?? 0)
    },
    ObservableSpec(name: "offset", isBool: false, summary: "contentOffset.y, as observers see it") {
      observed(stage($0).table.contentOffset.y)
    },
    ObservableSpec(name: "shownOffset", isBool: false, summary: "contentOffset.y on screen") {
      observed(stage($0).table.presentationOffset.y)
    },
    ObservableSpec(name: "insetTop", isBool: false, summary: "the adjusted top inset") {
      observed(stage($0).table.adjustedContentInset.top)
    },
    ObservableSpec(name: "insetBottom", isBool: false, summary: "the adjusted bottom inset") {
      observed(stage($0).table.adjustedContentInset.bottom)
    },
    ObservableSpec(name: "rows", isBool: false, summary: "the table's rows") {
      .int(Int64(stage($0).table.numberOfRows))
    },
    ObservableSpec(name: "dragging", isBool: true, summary: "the table is being dragged") {
      .bool(stage($0).table.isDragging)
    },
    ObservableSpec(name: "decelerating", isBool: true, summary: "the table moves on its own") {
      .bool(stage($0).table.isDecelerating)
    },
    ObservableSpec(name: "stateText", isBool: false, isText: true, summary: "the header's state label") {
      .string(stage($0).headerStateText)
    },
    ObservableSpec(name: "timeText", isBool: false, isText: true, summary: "the header's last-updated label")
    {
      .string(stage($0).headerTimeText)
    },
    ObservableSpec(name: "footerText", isBool: false, isText: true, summary: "the footer's state label") {
      .string(stage($0).footerStateText)
    },
    ObservableSpec(
      name: "arrowAngle", isBool: false, summary: "the header arrow's rotation on screen, radians"
    ) {
      observed(stage($0).headerArrowAngle)
    },
    ObservableSpec(name: "spinning", isBool: true, summary: "the header's spinner animates") {
      .bool(stage($0).headerSpinning)
    },
  ]

  /// What the page's phone picture draws.
  static let picture: [ObservableSpec] =
    observables.filter {
      [
        "headerState", "footerState", "shownOffset", "insetTop", "insetBottom", "rows", "stateText",
        "timeText",
        "footerText", "arrowAngle", "spinning",
      ].contains($0.name)
    } + [
      ObservableSpec(name: "contentHeight", isBool: false, summary: "the content's height") {
        observed(stage($0).table.contentSize.height)
      },
      ObservableSpec(name: "viewHeight", isBool: false, summary: "the table's height") {
        observed(stage($0).table.frame.size.height)
      },
      ObservableSpec(name: "footerSpinning", isBool: true, summary: "the footer's spinner animates") {
        .bool(stage($0).footerSpinning)
      },
    ]
}

import ScenarioCatalog
import SimKernel

/// What both MBProgressHUD replicas (1.2.0 and 0.9.1) offer
/// scripts the same way: the class methods of `+[MBProgressHUD …]` and a
/// completion block that reports itself, so that the two catalogs state
/// only what differs.
enum MBProgressHUDScriptAPI {
  /// `MBProgressHUD(view:)`, `showHUDAddedTo`, `hideHUDForView` (YES or
  /// NO) and `HUDForView`, over the replica's own functions.
  static func classMethods<HUD: SimView>(
    make: @escaping @Sendable (SimView) -> HUD,
    showAdded: @escaping @Sendable (SimView, Bool) -> HUD,
    hide: @escaping @Sendable (SimView, Bool) -> Bool,
    find: @escaping @Sendable (SimView) -> HUD?
  ) -> [ScriptMember] {
    let viewAndAnimated = [ScriptParameter(nil, .object("UIView")), ScriptParameter("animated", .bool)]
    return [
      .classMethod("init", [ScriptParameter("view", .object("UIView"))], returns: .object("MBProgressHUD")) {
        arguments, context in
        // The original asserts on a nil view: `NSAssert` raises, which a
        // test catches with `XCTAssertThrows` (`check throws` here).
        guard let view = arguments[0]?.object as? SimView else {
          context.raise("NSInternalInconsistencyException: View must not be nil.")
          return .null
        }
        return .object(make(view))
      },
      .classMethod("showHUDAddedTo", viewAndAnimated, returns: .object("MBProgressHUD")) { arguments, _ in
        guard let view = arguments[0]?.object as? SimView else { return .null }
        return .object(showAdded(view, arguments[1]?.bool ?? false))
      },
      .classMethod("hideHUDForView", viewAndAnimated, returns: .bool) { arguments, _ in
        guard let view = arguments[0]?.object as? SimView else { return .bool(false) }
        return .bool(hide(view, arguments[1]?.bool ?? false))
      },
      .classMethod("HUDForView", [ScriptParameter(nil, .object("UIView"))], returns: .object("MBProgressHUD"))
      {
        arguments, _ in
        guard let view = arguments[0]?.object as? SimView, let hud = find(view) else { return .null }
        return .object(hud)
      },
    ]
  }

  /// `completionBlock`: a script's block, reported as `completionBlock`
  /// under the HUD's name before it runs; nil clears it.
  static func completionBlock<HUD: SimView>(
    of: HUD.Type, traceName: String,
    get: @escaping @Sendable (HUD) -> (() -> Void)?,
    set: @escaping @Sendable (HUD, (() -> Void)?) -> Void
  ) -> ScriptMember {
    .property(
      "completionBlock", .block, of: HUD.self,
      get: { hud, _ in get(hud).map { .block($0) } ?? .null },
      set: { hud, value, context in
        guard let block = value.block else {
          set(hud, nil)
          return
        }
        let report = context.kernel.blockReporter(
          object: context.kernel.scriptName(of: hud) ?? traceName, label: "completionBlock")
        set(hud) {
          report()
          block()
        }
      })
  }

  /// Reports `hudWasHidden:` under the HUD's name, then runs the script's
  /// block: the body of both replicas' script delegates.
  static func hudWasHidden(_ hud: SimView, traceName: String, kernel: Kernel, handler: () -> Void) {
    kernel.reportBlock(object: kernel.scriptName(of: hud) ?? traceName, label: "hudWasHidden")
    handler()
  }
}

extension MBProgressHUDScriptAPI {
  /// The app's side of the short lines `showHUDAddedTo view animated BOOL`
  /// and `hideHUDForView view animated BOOL`, on the scenario's view: the
  /// first makes a HUD (`showAdded` also installs what reports its
  /// blocks) that the short lines address from then on.
  static func sceneCommands<HUD: SimView>(
    _ type: HUD.Type, showAdded: @escaping @Sendable (SimView, Bool, Kernel) -> HUD,
    hide: @escaping @Sendable (SimView, Bool) -> Bool
  ) -> [ScriptMember] {
    let viewAndAnimated = [ScriptParameter(nil, .choice(["view"])), ScriptParameter("animated", .bool)]
    return [
      .method("showHUDAddedTo", viewAndAnimated, of: HUDScene<HUD>.self) { scene, arguments, context in
        scene.hud = showAdded(context.root, arguments[1]?.bool ?? false, context.kernel)
        return .void
      },
      .method("hideHUDForView", viewAndAnimated, of: HUDScene<HUD>.self) { _, arguments, context in
        _ = hide(context.root, arguments[1]?.bool ?? false)
        return .void
      },
    ]
  }

  /// `visible`, `alpha` and `scale` of what shows on screen (the bezel in
  /// 1.2.0, the HUD itself in 0.9.1), then `inWindow`: observables of
  /// both editions.
  static func sceneObservables<HUD: SimView>(
    _ type: HUD.Type, bezel: @escaping @Sendable (HUD) -> SimView
  ) -> [ScriptMember] {
    [
      .property("visible", .bool, of: HUDScene<HUD>.self) { scene, _ in
        .bool(bezel(scene.hud).visibleAlpha > 0)
      },
      .property("alpha", .number, of: HUDScene<HUD>.self) { scene, _ in
        .number(bezel(scene.hud).visibleAlpha)
      },
      .property("scale", .number, of: HUDScene<HUD>.self) { scene, _ in
        .number(bezel(scene.hud).presentationValue(.scale))
      },
      .property("inWindow", .bool, of: HUDScene<HUD>.self) { scene, _ in
        .bool(scene.hud.window != nil)
      },
    ]
  }

  /// The HUD the short lines address, as the stage's `hud`.
  static func addressedHUD<HUD: SimView>(_ type: HUD.Type) -> ScriptMember {
    .property("hud", .object("MBProgressHUD"), of: HUDScene<HUD>.self) { scene, _ in .object(scene.hud) }
  }
}

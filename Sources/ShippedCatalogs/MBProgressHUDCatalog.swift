import ReplicaSupport
import Replicas
import ScenarioCatalog
import SimKernel

/// MBProgressHUD 1.2.0 in a scenario: a HUD made with `initWithView:` and
/// added to the view before the run, so that settings such as `graceTime`
/// apply before it shows; `showHUDAddedTo` makes a new one, with defaults,
/// that later commands and settings then address.
enum MBProgressHUDCatalog {
  static let catalog = ReplicaCatalog(
    name: "MBProgressHUD",
    editionKind: "version",
    editions: [ReplicaEdition("1.2.0", displayName: "MBProgressHUD 1.2.0")],
    inventory: ShippedCatalogsInventory.entry(tracedAs: MBProgressHUD.traceName),
    reportedBlocks: ["completion", "hudWasHidden", "completionBlock"],
    classes: classes + [sceneClass],
    stage: stage)

  /// Before the run, a HUD made with `initWithView:` and added to the
  /// view, so that settings such as `graceTime` apply before it shows,
  /// with its completion block and delegate reporting themselves.
  static let stage = ReplicaStage(
    className: "MBProgressHUDScene", addressed: "hud",
    observables: ["visible", "alpha", "scale", "inWindow", "finished", "progress"], pictureKind: .hud
  ) { context in
    let hud = MBProgressHUD(view: context.root)
    context.root.addSubview(hud)
    watch(hud, context.kernel)
    return HUDScene(hud)
  }

  /// The stage's class: the HUD's API (`showAnimated`, `hideAnimated …
  /// afterDelay`, `graceTime` …) is the `MBProgressHUD` class's, reached
  /// through `hud`.
  static let sceneClass = ScriptClass.of(
    HUDScene<MBProgressHUD>.self, "MBProgressHUDScene", superclass: nil,
    members: MBProgressHUDScriptAPI.sceneCommands(
      MBProgressHUD.self,
      showAdded: { view, animated, kernel in
        let hud = MBProgressHUD.showHUDAddedTo(view, animated: animated)
        watch(hud, kernel)
        return hud
      }, hide: { MBProgressHUD.hideHUDForView($0, animated: $1) })
      + MBProgressHUDScriptAPI.sceneObservables(MBProgressHUD.self) { $0.bezelView }
      + [
        .property("finished", .bool, of: HUDScene<MBProgressHUD>.self) { scene, _ in
          .bool(scene.hud.finished)
        },
        .property("progress", .number, of: HUDScene<MBProgressHUD>.self) { scene, _ in
          .number(scene.hud.progress)
        },
        MBProgressHUDScriptAPI.addressedHUD(MBProgressHUD.self),
      ])

  static let modes = [
    "indeterminate", "determinate", "determinateHorizontalBar", "annularDeterminate", "text",
  ]
  static let animations = ["fade", "zoom", "zoomIn", "zoomOut"]
  /// `UIBlurEffectStyle`'s cases the bezel may take.
  static let blurStyles = ["extraLight", "light", "dark", "regular", "prominent"]

  /// The classes the original's tests use.
  static let classes: [ScriptClass] = [
    .of(
      MBProgressHUD.self, "MBProgressHUD", superclass: "UIView",
      members: MBProgressHUDScriptAPI.classMethods(
        make: { MBProgressHUD(view: $0) }, showAdded: { MBProgressHUD.showHUDAddedTo($0, animated: $1) },
        hide: { MBProgressHUD.hideHUDForView($0, animated: $1) }, find: { MBProgressHUD.HUDForView($0) })
        + [
          .classMethod(
            "init", [ScriptParameter("frame", .object("CGRect"))], returns: .object("MBProgressHUD")
          ) { arguments, context in
            let frame = (arguments[0]?.object as? ScriptRect)?.value ?? .zero
            return .object(MBProgressHUD(kernel: context.kernel, frame: frame))
          },
          .classMethod(
            "init", [ScriptParameter("coder", .object("NSCoder"))], returns: .object("MBProgressHUD")
          ) { arguments, context in
            guard let coder = arguments[0]?.object as? SimCoder else { return .null }
            return .object(MBProgressHUD(coder: coder))
          },
          .method("showAnimated", [ScriptParameter(nil, .bool)], of: MBProgressHUD.self) {
            hud, arguments, _ in
            hud.showAnimated(arguments[0]?.bool ?? false)
            return .void
          },
          .method(
            "hideAnimated",
            [ScriptParameter(nil, .bool), ScriptParameter("afterDelay", .time, optional: true)],
            of: MBProgressHUD.self
          ) { hud, arguments, _ in
            if let delay = arguments[1] {
              hud.hideAnimated(arguments[0]?.bool ?? false, afterDelay: delay.time)
            } else {
              hud.hideAnimated(arguments[0]?.bool ?? false)
            }
            return .void
          },
          .property(
            "graceTime", .time, of: MBProgressHUD.self, get: { hud, _ in .time(hud.graceTime) },
            set: { hud, value, _ in hud.graceTime = value.time }),
          .property(
            "minShowTime", .time, of: MBProgressHUD.self, get: { hud, _ in .time(hud.minShowTime) },
            set: { hud, value, _ in hud.minShowTime = value.time }),
          .property(
            "removeFromSuperViewOnHide", .bool, of: MBProgressHUD.self,
            get: { hud, _ in .bool(hud.removeFromSuperViewOnHide) },
            set: { hud, value, _ in hud.removeFromSuperViewOnHide = value.bool }),
          .property(
            "mode", .choice(modes), of: MBProgressHUD.self,
            get: { hud, _ in .choice(modes[modeIndex(hud.mode)]) },
            set: { hud, value, _ in hud.mode = mode(value.string) }),
          .property(
            "animationType", .choice(animations), of: MBProgressHUD.self,
            get: { hud, _ in .choice(animations[animationIndex(hud.animationType)]) },
            set: { hud, value, _ in hud.animationType = animation(value.string) }),
          .property(
            "progress", .number, of: MBProgressHUD.self, get: { hud, _ in .number(hud.progress) },
            set: { hud, value, _ in hud.progress = value.number }),
          MBProgressHUDScriptAPI.completionBlock(
            of: MBProgressHUD.self, traceName: MBProgressHUD.traceName, get: { $0.completionBlock },
            set: { hud, block in hud.completionBlock = block }),
          .property(
            "offset", .object("CGPoint"), of: MBProgressHUD.self,
            get: { hud, _ in .object(ScriptPoint(hud.offset)) },
            set: { hud, value, _ in if let point = value.object as? ScriptPoint { hud.offset = point.value } }
          ),
          .property(
            "square", .bool, of: MBProgressHUD.self, get: { hud, _ in .bool(hud.square) },
            set: { hud, value, _ in hud.square = value.bool }),
          .property(
            "progressObject", .object("NSProgress"), of: MBProgressHUD.self,
            get: { hud, _ in hud.progressObject.map { .object($0) } ?? .null },
            set: { hud, value, _ in hud.progressObject = value.object as? SimProgress }),
          .property("bezelView", .object("MBBackgroundView"), of: MBProgressHUD.self) { hud, _ in
            .object(hud.bezelView)
          },
          .property("backgroundView", .object("MBBackgroundView"), of: MBProgressHUD.self) { hud, _ in
            .object(hud.backgroundView)
          },
          .property("label", .object("UILabel"), of: MBProgressHUD.self) { hud, _ in .object(hud.label) },
          .property("detailsLabel", .object("UILabel"), of: MBProgressHUD.self) { hud, _ in
            .object(hud.detailsLabel)
          },
          .property(
            "hasDelegate", .bool, of: MBProgressHUD.self, get: { hud, _ in .bool(hud.delegate != nil) },
            set: { hud, value, _ in if !value.bool { hud.delegate = nil } }),
          .callback("hudWasHidden", of: MBProgressHUD.self) { hud, handler, context in
            hud.delegate = handler.map { ScriptDelegate(kernel: context.kernel, handler: $0) }
          },
        ]),
    .of(
      MBBackgroundView.self, "MBBackgroundView", superclass: "UIView",
      members: [
        .property(
          "blurEffectStyle", .choice(blurStyles), of: MBBackgroundView.self,
          get: { view, _ in .choice(view.blurEffectStyle) },
          set: { view, value, _ in view.blurEffectStyle = value.string })
      ]),
    .of(MBVisualEffectView.self, "UIVisualEffectView", superclass: "UIView", members: []),
    .of(MBActivityIndicatorView.self, "UIActivityIndicatorView", superclass: "UIView", members: []),
    .of(
      MBRoundProgressView.self, "MBRoundProgressView", superclass: "UIView",
      members: [
        .property("annular", .bool, of: MBRoundProgressView.self) { view, _ in .bool(view.annular) },
        .property("progress", .number, of: MBRoundProgressView.self) { view, _ in .number(view.progress) },
      ]),
    .of(
      MBBarProgressView.self, "MBBarProgressView", superclass: "UIView",
      members: [
        .property("progress", .number, of: MBBarProgressView.self) { view, _ in .number(view.progress) }
      ]),
  ]

  static func modeIndex(_ mode: MBProgressHUDMode) -> Int {
    switch mode {
    case .indeterminate, .customView: return 0
    case .determinate: return 1
    case .determinateHorizontalBar: return 2
    case .annularDeterminate: return 3
    case .text: return 4
    }
  }

  static func animationIndex(_ type: MBProgressHUDAnimation) -> Int {
    switch type {
    case .fade: return 0
    case .zoom: return 1
    case .zoomIn: return 2
    case .zoomOut: return 3
    }
  }

  /// A script's delegate: reports `hudWasHidden:` under the HUD's name,
  /// then runs the script's block.
  final class ScriptDelegate: MBProgressHUDDelegate {
    let kernel: Kernel
    let handler: () -> Void

    init(kernel: Kernel, handler: @escaping () -> Void) {
      self.kernel = kernel
      self.handler = handler
    }

    func hudWasHidden(_ hud: MBProgressHUD) {
      MBProgressHUDScriptAPI.hudWasHidden(
        hud, traceName: MBProgressHUD.traceName, kernel: kernel, handler: handler)
    }
  }

  /// Reports the completion block and the delegate as calls, so that
  /// scenarios can count them.
  static func watch(_ hud: MBProgressHUD, _ kernel: Kernel) {
    hud.completionBlock = kernel.blockReporter(object: MBProgressHUD.traceName, label: "completion")
    hud.delegate = DelegateRecorder(kernel: kernel)
  }

  static func animation(_ word: String) -> MBProgressHUDAnimation {
    switch word {
    case "zoom": return .zoom
    case "zoomIn": return .zoomIn
    case "zoomOut": return .zoomOut
    default: return .fade
    }
  }

  static func mode(_ word: String) -> MBProgressHUDMode {
    switch word {
    case "determinate": return .determinate
    case "determinateHorizontalBar": return .determinateHorizontalBar
    case "annularDeterminate": return .annularDeterminate
    case "text": return .text
    default: return .indeterminate
    }
  }

  /// The delegate of a scenario's HUD: records `hudWasHidden:`.
  final class DelegateRecorder: MBProgressHUDDelegate {
    let kernel: Kernel

    init(kernel: Kernel) {
      self.kernel = kernel
    }

    func hudWasHidden(_ hud: MBProgressHUD) {
      kernel.reportBlock(object: MBProgressHUD.traceName, label: "hudWasHidden")
    }
  }
}

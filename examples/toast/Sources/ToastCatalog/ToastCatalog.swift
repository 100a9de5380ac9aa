import ScenarioCatalog
import SimKernel
import Toast

/// Toast's replicas, as this project's tool runs them
/// (`Sources/toast-site/main.swift`) and its page engine compiles them.
public enum ToastLibrary: ReplicaLibrary {
  public static let catalogs = [ToastReplicaCatalog.catalog]
}

/// Toast 4.1.1 in a scenario: a host view on the key window, and the
/// toasts a script shows on it.
enum ToastReplicaCatalog {
  static let catalog = ReplicaCatalog(
    name: "Toast",
    editionKind: "version",
    editions: [ReplicaEdition("4.1.1", displayName: "Toast 4.1.1")],
    editionIsOptional: true,
    inventory: ToastCatalogInventory.entry(tracedAs: ToastHost.traceName),
    reportedBlocks: ["completion"],
    classes: [hostClass, toastClass, sceneClass],
    stage: stage)

  /// The app: a host view on the key window. The short lines reach the
  /// host's methods (`showToast`, `tap` …) through `host`.
  static let stage = ReplicaStage(
    className: "ToastScene", addressed: "host", observables: ["visible", "alpha", "onScreen", "queued"],
    defaultObservables: ["visible", "alpha", "onScreen"]
  ) { context in
    let host = ToastHost(kernel: context.kernel, label: "ToastHost")
    context.kernel.keyWindow?.addSubview(host)
    return ToastScene(host)
  }

  /// What a scenario watches: the newest toast's alpha on screen, and the
  /// counts.
  static let sceneClass = ScriptClass.of(
    ToastScene.self, "ToastScene", superclass: nil,
    members: [
      .property("visible", .bool, of: ToastScene.self) { scene, _ in
        .bool(scene.host.activeToasts.contains { $0.visibleAlpha > 0 })
      },
      .property("alpha", .number, of: ToastScene.self) { scene, _ in
        .number(scene.host.activeToasts.last?.visibleAlpha ?? 0)
      },
      .property("onScreen", .integer, of: ToastScene.self) { scene, _ in
        .number(Double(scene.host.activeToasts.count))
      },
      .property("queued", .integer, of: ToastScene.self) { scene, _ in
        .number(Double(scene.host.toastQueue.count))
      },
      .property("host", .object("ToastHost"), of: ToastScene.self) { scene, _ in .object(scene.host) },
    ])

  /// The category's methods as a script calls them on the host. `showToast`
  /// makes the toast view (`makeToast:`'s part) and reports its completion
  /// block; `tap` is the reader's finger on the oldest toast.
  static let hostClass = ScriptClass.of(
    ToastHost.self, "ToastHost", superclass: "UIView",
    members: [
      .method("showToast", [ScriptParameter(nil, .time, optional: true)], of: ToastHost.self) {
        host, arguments, context in
        let toast = CSToastView(kernel: context.kernel, label: "CSToastView")
        let report = context.kernel.blockReporter(object: ToastHost.traceName, label: "completion")
        host.showToast(toast, duration: arguments[0]?.number ?? 3.0) { _ in report() }
        return .void
      },
      .method("hideToast", [], of: ToastHost.self) { host, _, _ in
        if let toast = host.activeToasts.first { host.hideToast(toast) }
        return .void
      },
      .method("tap", [], of: ToastHost.self) { host, _, _ in
        if let toast = host.activeToasts.first, let handler = toast.tapHandler {
          handler.cs_handleToastTapped(toast)
        }
        return .void
      },
      .property("queueEnabled", .bool, of: ToastHost.self, get: { host, _ in .bool(host.queueEnabled) }) {
        host, value, _ in host.queueEnabled = value.bool
      },
      .property("fadeDuration", .time, of: ToastHost.self, get: { host, _ in .number(host.fadeDuration) }) {
        host, value, _ in host.fadeDuration = value.number
      },
    ])

  static let toastClass = ScriptClass.of(CSToastView.self, "CSToastView", superclass: "UIView", members: [])
}

/// The app of a Toast scenario: the host view it shows toasts on.
final class ToastScene {
  let host: ToastHost

  init(_ host: ToastHost) {
    self.host = host
  }
}

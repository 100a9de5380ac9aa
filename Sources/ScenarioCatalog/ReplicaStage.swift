/// What a `hud` header sets up before the run, and what its short lines
/// (`set graceTime = 0.5`, `at 0 showAnimated true`, `expect visible at 1`)
/// address: the stage, an object of one of the catalog's script classes.
///
/// A `replica` header makes nothing: the script builds its own objects.
/// A `hud` header makes the stage (a HUD added to the view, a table with
/// refresh components, two boxes and pop's animator), and the short lines
/// are sugar over the same statements and watches a block would hold, so
/// that a replica is described once, as script classes, whichever header a
/// script uses.
public struct ReplicaStage: Sendable {
  /// The stage's script class: its observables, and what the app or UIKit
  /// does around the replica (a finger on a table, rows appended).
  public let className: String
  /// A property of the stage holding the instance the short lines address
  /// after the stage's own members (the current HUD: `showHUDAddedTo`
  /// replaces it), so that `set graceTime` and `at 0 showAnimated true`
  /// reach the replica's own class. Its class methods are reached too
  /// (SVProgressHUD's `show`, which the original calls on the class).
  public let addressed: String?
  /// The stage's members a scenario can watch by name (`observe`,
  /// `expect visible at 1`), in the order a timeline lists them.
  public let observables: [String]
  /// The observables a run records when the script names none.
  public let defaultObservables: [String]
  /// Members the page's picture of a run needs (a table's offset, a box's
  /// centre), recorded in every run under `ScenarioRunner.picturePrefix`
  /// and left out of timelines.
  public let picture: [String]
  /// The members of `picture` a run records, chosen by the stage as the
  /// settings left it: MJRefresh's stage is a table, or with a trailer a
  /// horizontal collection, and samples only what its picture draws.
  package let pictureSamples: @Sendable (AnyObject) -> [String]
  /// How the page draws a run of this stage.
  public let pictureKind: ReplicaPictureKind
  /// Makes the stage for a run.
  package let make: @Sendable (ScriptContext) -> AnyObject

  public init(
    className: String, addressed: String? = nil, observables: [String],
    defaultObservables: [String] = ["visible", "alpha"], picture: [String] = [],
    pictureKind: ReplicaPictureKind = .values,
    pictureSamples: (@Sendable (AnyObject) -> [String])? = nil,
    make: @escaping @Sendable (ScriptContext) -> AnyObject
  ) {
    self.className = className
    self.addressed = addressed
    self.observables = observables
    self.defaultObservables = defaultObservables
    self.picture = picture
    self.pictureKind = pictureKind
    self.pictureSamples = pictureSamples ?? { _ in picture }
    self.make = make
  }
}

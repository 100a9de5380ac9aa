import Diagnostics
import ScenarioCatalog
import Scenarios

/// Scholia's own replicas, in the order prompts list them: every Scholia
/// tool runs them, an author's too. Adding a replica to Scholia is one
/// line here and its catalog file; an author's replicas form a library of
/// their own (docs/writing-a-replica.md).
public enum ReplicaRegistry: ReplicaLibrary {
  public static let catalogs: [ReplicaCatalog] = [
    MBProgressHUDCatalog.catalog,
    MBProgressHUD091Catalog.catalog,
    SVProgressHUDCatalog.catalog,
    TCProgressHUDCatalog.catalog,
    MJRefreshCatalog.catalog,
    PopCatalog.catalog,
  ]
}

extension ScenarioParser {
  /// Reads a script for one of the shipped replicas.
  public static func parse(_ text: String) throws(Diagnostic) -> Scenario {
    try parse(text, replicas: ReplicaRegistry.catalogs)
  }

  /// Reads a script for one of the shipped replicas, or throws every
  /// mistake it has.
  public static func parseReportingAllErrors(_ text: String) throws(DiagnosticList) -> Scenario {
    try parseReportingAllErrors(text, replicas: ReplicaRegistry.catalogs)
  }
}

extension ScenarioPage {
  /// A figure's output (`ScenarioPage.output(source:overrides:title:idPrefix:replicas:)`)
  /// for a script of one of the shipped replicas.
  public static func output(source: String, overrides: String, title: String, idPrefix: String) -> String {
    output(
      source: source, overrides: overrides, title: title, idPrefix: idPrefix,
      replicas: ReplicaRegistry.catalogs)
  }

  /// `output(source:overrides:title:idPrefix:)`'s UTF-8 bytes, as the page
  /// module hands them to JavaScript.
  public static func outputBytes(source: String, overrides: String, title: String, idPrefix: String)
    -> [UInt8]
  {
    outputBytes(
      source: source, overrides: overrides, title: title, idPrefix: idPrefix,
      replicas: ReplicaRegistry.catalogs)
  }
}

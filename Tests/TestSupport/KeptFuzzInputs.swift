import Foundation

/// The inputs the repository keeps for a fuzz target (`Tests/Fuzz`): its
/// seeds, and what a fuzzer once found, so that each stays a test.
public enum KeptFuzzInputs {
  /// The files of `Tests/Fuzz/seeds/TARGET` and `Tests/Fuzz/findings/TARGET`,
  /// seeds first, each folder in name order; none for a folder that is not
  /// there.
  public static func files(_ target: String) -> [URL] {
    ["seeds", "findings"].flatMap { folder -> [URL] in
      let url = Scholia.repository.appendingPathComponent("Tests/Fuzz/\(folder)/\(target)")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().map { url.appendingPathComponent($0) }
    }
  }
}

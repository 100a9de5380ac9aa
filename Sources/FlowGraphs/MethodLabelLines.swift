/// A long method name on two lines, broken after the argument label
/// nearest its middle (`showErrorWithStatus(_:` /
/// `andAutoHideAfterTime:)`): a rank of four such names side by side is
/// otherwise a thousand points wide, and the figure scrolls far past the
/// column. Names of 34 characters or fewer, and names with no labelled
/// argument to start a second line (`(_:_:)`), stay on one line.
enum MethodLabelLines {
  static let width = 34

  static func lines(_ label: String) -> [String] {
    guard label.count > width, let open = label.firstIndex(of: "(") else { return [label] }
    let breaks = label[open...].indices.filter {
      label[$0] == ":" && label.index(after: $0) < label.endIndex && label[label.index(after: $0)].isLetter
    }
    let middle = label.count / 2
    guard
      let best = breaks.min(by: {
        abs(label.distance(from: label.startIndex, to: $0) - middle)
          < abs(label.distance(from: label.startIndex, to: $1) - middle)
      })
    else { return [label] }
    let cut = label.index(after: best)
    return [String(label[..<cut]), String(label[cut...])]
  }
}

import Escaping

/// The template-method view (`GraphBuilder.templates`) as a table: one row
/// per class, indented under its superclass with a tree line, one column
/// per method, and in each cell what the class does with the method —
/// declares it (a square), overrides it calling `super` (a filled circle),
/// overrides it without calling `super` (a hollow circle), or inherits it
/// (a dot). A legend says so under the table.
///
/// Drawn here rather than by Graphviz, which has no rotated text: the
/// column heads are long method names, set at 45° so that six of them
/// take a column's width. Positions come from Helvetica's metrics
/// (`TextWidth`), in points, as Graphviz's SVG is; colours come from
/// `FlowGraphStyle.stylesheet` through the classes (`cell extends`), with
/// the light theme's as presentation attributes for a file seen alone.
/// Ids: a row is its class's node id, a column head its method's, a cell
/// `class--method`.
enum TemplatesRendering {
  struct Table {
    struct Row {
      let node: FlowNode
      let depth: Int
      let parent: Int?
    }

    let rows: [Row]
    let columns: [FlowNode]
    /// What each class does with each method (`nil`: the method is not
    /// reachable from the class at all).
    let cells: [[Cell]]

    init(_ graph: FlowGraph) {
      let columns = graph.nodes.filter { $0.id.hasPrefix("template-") }
      self.columns = columns
      let columnIDs = Set(columns.map(\.id))
      let types = graph.nodes.filter { !columnIDs.contains($0.id) }
      var parentOf: [String: String] = [:]
      var own: [String: Cell] = [:]
      for edge in graph.edges {
        if columnIDs.contains(edge.to) {
          own[edge.from + "\u{1}" + edge.to] = Cell(kind: edge.kind)
        } else if edge.kind == .inherits {
          parentOf[edge.from] = edge.to
        }
      }
      let position = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1.id, $0) })
      var rows: [Row] = []
      var cells: [[Cell]] = []
      for node in types {
        let parent = parentOf[node.id].flatMap { position[$0] }.flatMap { $0 < rows.count ? $0 : nil }
        rows.append(Row(node: node, depth: parent.map { rows[$0].depth + 1 } ?? 0, parent: parent))
        cells.append(
          columns.indices.map { column in
            if let cell = own[node.id + "\u{1}" + columns[column].id] { return cell }
            guard let parent, cells[parent][column] != .none else { return .none }
            return .inherits
          })
      }
      self.rows = rows
      self.cells = cells
    }
  }

  enum Cell: Equatable {
    case defines, extends, replaces, inherits, none

    init(kind: FlowEdgeKind) {
      switch kind {
      case .extends: self = .extends
      case .replaces: self = .replaces
      case .inherits: self = .inherits
      default: self = .defines
      }
    }

    var className: String {
      switch self {
      case .defines: "defines"
      case .extends: "extends"
      case .replaces: "replaces"
      case .inherits: "inherits"
      case .none: "none"
      }
    }

    var symbol: String {
      switch self {
      case .defines: "■"
      case .extends: "●"
      case .replaces: "○"
      case .inherits: "·"
      case .none: " "
      }
    }

    /// What the cell says, after the class's name: `overrides it and calls super`.
    var phrase: String {
      switch self {
      case .defines: "declares"
      case .extends: "overrides, calls super"
      case .replaces: "overrides without super"
      case .inherits: "inherits (not overridden)"
      case .none: "does not have"
      }
    }

    static let legend: [Cell] = [.defines, .extends, .replaces, .inherits]
  }

  /// `Templates graph: 17 classes, 6 methods; 6 declarations, 18 overrides that call super, 4 that do not.`
  static func sentence(_ graph: FlowGraph) -> String {
    let table = Table(graph)
    let all = table.cells.flatMap { $0 }
    func count(_ cell: Cell) -> Int { all.count { $0 == cell } }
    let classes = table.rows.count
    let methods = table.columns.count
    return
      "Templates graph: \(classes) class\(classes == 1 ? "" : "es"), \(methods) method\(methods == 1 ? "" : "s");"
      + " \(count(.defines)) declared, \(count(.extends)) overridden calling super,"
      + " \(count(.replaces)) overridden without super."
  }

  // MARK: Text

  static func text(_ graph: FlowGraph) -> String {
    let table = Table(graph)
    var lines = [graph.title.singleLine, sentence(graph), ""]
    let numberWidth = String(table.columns.count).count
    for (index, column) in table.columns.enumerated() {
      let number = String(index + 1)
      lines.append(
        "  " + String(repeating: " ", count: numberWidth - number.count) + number + "  "
          + column.label.singleLine)
    }
    lines.append("")
    let names = table.rows.map { String(repeating: "  ", count: $0.depth) + $0.node.label.singleLine }
    let nameWidth = (names.map(\.count).max() ?? 0) + 2
    let cellWidth = max(3, numberWidth + 2)
    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var head = "  " + padded("", nameWidth)
    for index in table.columns.indices { head += padded(String(index + 1), cellWidth) }
    lines.append(head.trimmingTrailingSpaces)
    for (row, name) in zip(table.cells, names) {
      var line = "  " + padded(name, nameWidth)
      for cell in row { line += padded(cell.symbol, cellWidth) }
      lines.append(line.trimmingTrailingSpaces)
    }
    lines.append("")
    lines.append("  " + Cell.legend.map { $0.symbol + " " + $0.phrase }.joined(separator: "   "))
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: SVG

  static let fontSize = 11.0
  static let rowHeight = 20.0
  static let indent = 14.0
  static let cellWidth = 30.0
  static let padding = 6.0
  static let light: [Cell: (fill: String, stroke: String)] = [
    .defines: ("#57606a", "#57606a"), .extends: ("#1a7f37", "#1a7f37"), .replaces: ("#ffffff", "#bc4c00"),
    .inherits: ("#8c959f", "#8c959f"),
  ]

  static func svg(_ graph: FlowGraph, standalone: Bool) -> String {
    let table = Table(graph)
    let font = "font-family=\"Helvetica,sans-Serif\" font-size=\"\(number(fontSize))\""
    let nameWidth =
      (table.rows.map { Double($0.depth) * indent + TextWidth.helvetica($0.node.label, size: fontSize) }.max()
        ?? 0)
      + 2 * padding + 8
    let slant = 0.7071
    let headWidths = table.columns.map { TextWidth.helvetica($0.label, size: fontSize) }
    let headHeight = ((headWidths.max() ?? 0) * slant + 12).rounded(.up)
    let tableWidth = nameWidth + Double(table.columns.count) * cellWidth
    let headRight =
      zip(table.columns.indices, headWidths).map { index, width in
        nameWidth + (Double(index) + 0.5) * cellWidth + 4 + width * slant
      }.max() ?? tableWidth
    let top = padding + headHeight
    let tableBottom = top + Double(table.rows.count) * rowHeight
    let legend = legendLayout(width: max(tableWidth, headRight))
    let width = (max(tableWidth, headRight, legend.width) + padding).rounded(.up)
    let height = (tableBottom + 10 + legend.height + padding).rounded(.up)

    var out = "<svg class=\"flowgraph templates\" width=\"\(Int(width))pt\" height=\"\(Int(height))pt\""
    out += " viewBox=\"0.00 0.00 \(number(width)) \(number(height))\""
    out += " xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n"
    out += "<title>\(XMLEscape.escape(graph.title.singleLine))</title>\n"
    out += "<desc>\(XMLEscape.escape(sentence(graph)))</desc>\n"
    if standalone { out += "<style>\n\(FlowGraphStyle.stylesheet)\n</style>\n" }
    out += "<g id=\"graph0\" class=\"graph\">\n"
    for index in table.rows.indices where index.isMultiple(of: 2) {
      let y = top + Double(index) * rowHeight
      out +=
        "<rect class=\"stripe\" x=\"\(number(padding))\" y=\"\(number(y))\" width=\"\(number(tableWidth - padding))\""
        + " height=\"\(number(rowHeight))\" fill=\"#f6f8fa\" stroke=\"none\"/>\n"
    }
    for index in 0...table.columns.count {
      let x = nameWidth + Double(index) * cellWidth
      out +=
        "<path class=\"grid\" d=\"M\(number(x)),\(number(top))V\(number(tableBottom))\" fill=\"none\""
        + " stroke=\"#d0d7de\" stroke-width=\"0.5\"/>\n"
    }
    for (index, column) in table.columns.enumerated() {
      let x = nameWidth + (Double(index) + 0.5) * cellWidth
      out += "<g id=\"\(XMLEscape.escape(column.id))\" class=\"column method\">"
      out += "<title>\(XMLEscape.escape((column.detail ?? column.label).singleLine))</title>\n"
      out +=
        "<text transform=\"translate(\(number(x - 2)),\(number(top - 6))) rotate(-45)\" \(font)>"
        + "\(XMLEscape.escape(column.label.singleLine))</text>\n</g>\n"
    }
    for (index, row) in table.rows.enumerated() {
      let y = top + Double(index) * rowHeight
      let x = padding + 4 + Double(row.depth) * indent
      out += "<g id=\"\(XMLEscape.escape(row.node.id))\" class=\"row type\">"
      out += "<title>\(XMLEscape.escape((row.node.detail ?? row.node.label).singleLine))</title>\n"
      if let parent = row.parent {
        let parentX = padding + 4 + Double(table.rows[parent].depth) * indent + 4
        let parentY = top + Double(parent) * rowHeight + rowHeight - 4
        out +=
          "<path class=\"tree\" d=\"M\(number(parentX)),\(number(parentY))V\(number(y + rowHeight / 2))"
          + "H\(number(x - 2))\" fill=\"none\" stroke=\"#8c959f\" stroke-width=\"0.75\"/>\n"
      }
      out +=
        "<text x=\"\(number(x))\" y=\"\(number(y + 14))\" \(font)>\(XMLEscape.escape(row.node.label.singleLine))</text>\n"
      out += "</g>\n"
      for (columnIndex, cell) in table.cells[index].enumerated() where cell != .none {
        let column = table.columns[columnIndex]
        let center = (nameWidth + (Double(columnIndex) + 0.5) * cellWidth, y + rowHeight / 2)
        out +=
          "<g id=\"\(XMLEscape.escape(row.node.id + "--" + column.id))\" class=\"cell \(cell.className)\">"
        out +=
          "<title>\(XMLEscape.escape(row.node.label.singleLine + " " + cell.phrase + ": " + column.label.singleLine))</title>"
        out += glyph(cell, at: center) + "</g>\n"
      }
    }
    out += legend.svg(tableBottom + 10, font)
    out += "</g>\n</svg>\n"
    return out
  }

  /// The legend's entries side by side, or two by two when four do not fit
  /// the table's width.
  private static func legendLayout(width: Double) -> (
    width: Double, height: Double, svg: (Double, String) -> String
  ) {
    let entries = Cell.legend.map { ($0, 16 + TextWidth.helvetica($0.phrase, size: fontSize) + 14) }
    let oneLine = entries.map(\.1).reduce(0, +)
    let perLine = oneLine <= width - padding ? entries.count : 2
    var columnWidths = [Double](repeating: 0, count: perLine)
    for (index, entry) in entries.enumerated() {
      columnWidths[index % perLine] = max(columnWidths[index % perLine], entry.1)
    }
    let lineCount = (entries.count + perLine - 1) / perLine
    let total = padding + columnWidths.reduce(0, +)
    return (
      total, Double(lineCount) * rowHeight,
      { top, font in
        var out = "<g class=\"legend\">\n"
        for (index, entry) in entries.enumerated() {
          let x = padding + columnWidths.prefix(index % perLine).reduce(0, +)
          let y = top + Double(index / perLine) * rowHeight
          out += "<g class=\"cell \(entry.0.className)\">" + glyph(entry.0, at: (x + 6, y + rowHeight / 2))
          out +=
            "<text x=\"\(number(x + 16))\" y=\"\(number(y + 14))\" \(font)>\(entry.0.phrase)</text></g>\n"
        }
        return out + "</g>\n"
      }
    )
  }

  private static func glyph(_ cell: Cell, at center: (Double, Double)) -> String {
    let (x, y) = center
    let colours = light[cell] ?? ("none", "none")
    let paint = "fill=\"\(colours.fill)\" stroke=\"\(colours.stroke)\""
    switch cell {
    case .defines:
      return "<rect x=\"\(number(x - 4.5))\" y=\"\(number(y - 4.5))\" width=\"9\" height=\"9\" \(paint)/>"
    case .extends:
      return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"5\" \(paint)/>"
    case .replaces:
      return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"4.5\" stroke-width=\"2\" \(paint)/>"
    case .inherits:
      return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"1.6\" \(paint)/>"
    case .none:
      return ""
    }
  }

  /// Two decimals, as Graphviz writes coordinates.
  private static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    return sign + String(magnitude / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

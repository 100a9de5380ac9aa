import Ccmark
import Diagnostics

/// Parses an article body with libcmark and copies the tree into
/// `MarkdownNode` values, recognising directives and moving every position
/// into the article file on the way.
///
/// libcmark is used for what it is best at — CommonMark's block and inline
/// rules — with source positions on and smart punctuation off; nothing of
/// its own HTML renderer is used. The copy is built with libcmark's
/// iterator and an explicit stack, so no input can exhaust the call stack
/// here, and nesting deeper than `maxDepth` is refused so that the
/// recursive walks after it (checking, rendering) cannot either.
struct MarkdownTreeBuilder {
  /// Block quotes in lists in block quotes… An article needs a handful of
  /// levels; 64 leaves room for anything written by hand.
  static let maxDepth = 64

  struct Outcome {
    var document: MarkdownNode
    var directives: [DirectiveInvocation]
    var diagnostics: [Diagnostic]
  }

  /// A container whose children are still being copied.
  private struct Frame {
    var kind: MarkdownNode.Kind
    var line: Int
    var column: Int
    var children: [MarkdownNode] = []
  }

  private let lines: SourceLines
  /// The article line of the body's line 1.
  private let firstLine: Int
  private var directives: [DirectiveInvocation] = []
  private var diagnostics: [Diagnostic] = []

  static func build(body: [UInt8], firstLine: Int) -> Outcome {
    var builder = MarkdownTreeBuilder(lines: SourceLines(body), firstLine: firstLine)
    let root =
      body.isEmpty
      ? cmark_parse_document("", 0, CMARK_OPT_SOURCEPOS)
      : body.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_SOURCEPOS)
        }
      }
    // libcmark only fails to allocate memory, where Swift would have trapped too.
    guard let root else { fatalError("libcmark could not allocate the document") }
    defer { cmark_node_free(root) }
    let document = builder.copy(root)
    return Outcome(document: document, directives: builder.directives, diagnostics: builder.diagnostics)
  }

  private init(lines: SourceLines, firstLine: Int) {
    self.lines = lines
    self.firstLine = firstLine
  }

  private mutating func copy(_ root: OpaquePointer) -> MarkdownNode {
    guard let iterator = cmark_iter_new(root) else { fatalError("libcmark could not allocate an iterator") }
    defer { cmark_iter_free(iterator) }
    var stack: [Frame] = []
    var reportedDepth = false
    while true {
      let event = cmark_iter_next(iterator)
      guard event != CMARK_EVENT_DONE, let node = cmark_iter_get_node(iterator) else { break }
      if event == CMARK_EVENT_EXIT {
        let frame = stack.removeLast()
        let finished = MarkdownNode(
          kind: frame.kind, children: frame.children, line: frame.line, column: frame.column)
        if stack.isEmpty { return finished }
        stack[stack.count - 1].children.append(finished)
        continue
      }
      let position = position(of: node, parent: stack.last)
      if let kind = containerKind(node) {
        if stack.count > Self.maxDepth {
          if !reportedDepth {
            reportedDepth = true
            diagnostics.append(
              Diagnostic(
                line: position.line, column: position.column,
                message: "Markdown nested more than \(Self.maxDepth) levels deep is not supported"))
          }
          cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
          continue
        }
        stack.append(Frame(kind: kind, line: position.line, column: position.column))
      } else {
        let leaf = MarkdownNode(
          kind: leafKind(node, at: position), children: [], line: position.line, column: position.column)
        stack[stack.count - 1].children.append(leaf)
      }
    }
    fatalError("libcmark's iterator ended before leaving the document")
  }

  /// The kind of a node that has children, or nil for a leaf.
  private func containerKind(_ node: OpaquePointer) -> MarkdownNode.Kind? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_DOCUMENT: return .document
    case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
    case CMARK_NODE_LIST:
      let tight = cmark_node_get_list_tight(node) != 0
      if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
        return .orderedList(start: Int(cmark_node_get_list_start(node)), tight: tight)
      }
      return .bulletList(tight: tight)
    case CMARK_NODE_ITEM: return .listItem
    case CMARK_NODE_PARAGRAPH: return .paragraph
    case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
    case CMARK_NODE_EMPH: return .emphasis
    case CMARK_NODE_STRONG: return .strong
    case CMARK_NODE_LINK:
      return .link(
        destination: Self.text(cmark_node_get_url(node)), title: Self.text(cmark_node_get_title(node)))
    case CMARK_NODE_IMAGE:
      return .image(source: Self.text(cmark_node_get_url(node)), title: Self.text(cmark_node_get_title(node)))
    default: return nil
    }
  }

  private mutating func leafKind(_ node: OpaquePointer, at position: (line: Int, column: Int))
    -> MarkdownNode.Kind
  {
    let literal = Self.text(cmark_node_get_literal(node))
    switch cmark_node_get_type(node) {
    case CMARK_NODE_TEXT: return .text(literal)
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_CODE: return .code(literal)
    case CMARK_NODE_HTML_INLINE: return .htmlInline(literal)
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal)
    case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
    case CMARK_NODE_CODE_BLOCK:
      let info = Self.text(cmark_node_get_fence_info(node))
      if !info.isEmpty, let directive = directive(node, code: literal, at: position) {
        return .directive(directive)
      }
      return .codeBlock(info: info, code: literal)
    default:
      // Custom blocks and inlines only come from code that builds trees by
      // hand; the parser never makes them.
      fatalError("libcmark's parser made a node of type \(cmark_node_get_type(node).rawValue)")
    }
  }

  /// The directive a fenced code block holds, if its raw info string starts
  /// with `@`; a syntax error in the info string is recorded and the block
  /// is still a directive (with no arguments), so it is never shown as code.
  private mutating func directive(
    _ node: OpaquePointer, code: String, at position: (line: Int, column: Int)
  ) -> DirectiveInvocation? {
    let fenceLine = Int(cmark_node_get_start_line(node))
    guard let info = rawInfo(line: fenceLine, fenceByteColumn: Int(cmark_node_get_start_column(node))),
      info.text.first == "@"
    else { return nil }
    let column = lines.scalarColumn(line: fenceLine, byteColumn: info.byteColumn)
    let bodyColumn = lines.scalarColumn(line: fenceLine, byteColumn: Int(cmark_node_get_start_column(node)))
    do {
      let parsed = try DirectiveInfoParser.parse(info.text, line: position.line, column: column)
      let directive = DirectiveInvocation(
        name: parsed.name, arguments: parsed.arguments, body: code, line: position.line, column: column,
        bodyLine: position.line + 1, bodyColumn: bodyColumn)
      directives.append(directive)
      return directive
    } catch {
      diagnostics.append(error)
      return DirectiveInvocation(
        name: "", arguments: [], body: code, line: position.line, column: column, bodyLine: position.line + 1,
        bodyColumn: bodyColumn)
    }
  }

  /// The info string of the fence that starts at `fenceByteColumn` on body
  /// line `line`, as written (no unescaping), trailing spaces dropped, with
  /// the byte column where it starts. libcmark puts a fenced block's start
  /// at its first fence character, after any container markers and tabs;
  /// nil if that is not a fence character (an indented block).
  private func rawInfo(line: Int, fenceByteColumn: Int) -> (text: Substring, byteColumn: Int)? {
    let bytes = lines.line(line)
    var index = bytes.startIndex + max(0, fenceByteColumn - 1)
    guard index < bytes.endIndex, bytes[index] == 0x60 || bytes[index] == 0x7E else { return nil }
    let fence = bytes[index]
    while index < bytes.endIndex, bytes[index] == fence { index += 1 }
    while index < bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    var end = bytes.endIndex
    while end > index, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    let text = String(decoding: bytes[index..<end], as: UTF8.self)
    return (text[...], index - bytes.startIndex + 1)
  }

  /// A node's start in the article file; nodes libcmark does not position
  /// (soft and hard breaks) take their parent's.
  private func position(of node: OpaquePointer, parent: Frame?) -> (line: Int, column: Int) {
    let line = Int(cmark_node_get_start_line(node))
    guard line > 0 else { return (parent?.line ?? firstLine, parent?.column ?? 1) }
    let column = lines.scalarColumn(line: line, byteColumn: Int(cmark_node_get_start_column(node)))
    return (line + firstLine - 1, column)
  }

  private static func text(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}

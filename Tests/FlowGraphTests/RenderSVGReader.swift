import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the SVG tests look at in a rendered SVG, read with a real XML
/// parser so that "well formed" means what a browser would accept.
struct RenderSVGReader {
  /// Why the text is not well-formed XML, if it is not.
  var problem: String?
  var rootName = ""
  var rootAttributes: [String: String] = [:]
  /// The element names directly under the root, in order.
  var topLevel: [String] = []
  /// The text of the root's `<title>` and `<desc>`.
  var title = ""
  var desc = ""
  /// Every `id`, decoded, in document order.
  var ids: [String] = []
  /// The `class` of each element that has an id.
  var classes: [String: String] = [:]
  /// The content of every `<text>` element.
  var texts: [String] = []
  /// Every `xlink:title` (Graphviz's tooltips).
  var tooltips: [String] = []

  init(_ svg: String) {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.shouldProcessNamespaces = false
    parser.delegate = delegate
    if !parser.parse() {
      delegate.reader.problem = parser.parserError.map { "\($0)" } ?? "unknown XML error"
    }
    self = delegate.reader
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var reader = RenderSVGReader(empty: ())
    var path: [String] = []
    var characters = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if path.isEmpty {
        reader.rootName = name
        reader.rootAttributes = attributes
      } else if path.count == 1 {
        reader.topLevel.append(name)
      }
      if let id = attributes["id"] {
        reader.ids.append(id)
        reader.classes[id] = attributes["class"]
      }
      if let tooltip = attributes["xlink:title"] {
        reader.tooltips.append(tooltip)
      }
      path.append(name)
      characters = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      characters += string
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      path.removeLast()
      switch (name, path.count) {
      case ("text", _): reader.texts.append(characters)
      case ("title", 1): reader.title = characters
      case ("desc", 1): reader.desc = characters
      default: break
      }
      characters = ""
    }
  }

  private init(empty: Void) {}
}

/// Where a figure's symbol nodes lead when clicked: a page passes the
/// address of each symbol's definition (`FlowNode.symbol`, a qualified
/// Swift name), relative to the page the figure is on, and the SVG wraps
/// the node in a link to it. The figures know nothing of pages; a symbol
/// the maker returns no address for stays a plain node, as every node is
/// when no links are given (`scholia graph --format svg`).
public struct FlowNodeLinks {
  let address: (_ symbol: String) -> String?

  public init(_ address: @escaping (_ symbol: String) -> String?) {
    self.address = address
  }

  func address(of node: FlowNode) -> String? {
    node.symbol.flatMap(address)
  }
}

/// A table view (`UITableView`) reduced to what a refresh control reads:
/// one section of rows of one height, and `reloadData`.
///
/// Modelling choice: `reloadData` asks the data source (`rowsInDataSource`)
/// and sets the content size at once, as UIKit's table view does when it
/// rebuilds its geometry inside `reloadData`; there are no cells, section
/// headers or estimated heights.
open class SimTableView: SimScrollView {
  /// What the data source would answer for `numberOfRowsInSection:`.
  public final var rowsInDataSource = 0
  /// `numberOfRowsInSection:0` as the table knows it: updated by
  /// `reloadData`.
  public final private(set) var numberOfRows = 0
  public final var rowHeight = 44.0

  public override init(kernel: Kernel, label: String, frame: Rect = .zero) {
    super.init(kernel: kernel, label: label, frame: frame)
  }

  /// `-reloadData`: the rows, then the content size (observed).
  public final func reloadData() {
    numberOfRows = rowsInDataSource
    contentSize = Size(width: frame.size.width, height: Double(numberOfRows) * rowHeight)
  }
}

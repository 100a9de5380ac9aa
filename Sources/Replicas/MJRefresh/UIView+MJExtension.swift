// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The original's category names (mj_x, mj_textWidth), so that the replica
// and the article say the same.

import ReplicaSupport
import SimKernel

/// `UIView (MJExtension)`: frame helpers. One UIKit behaviour the engine's
/// plain `frame` does not have is modelled here: a view whose size changes
/// is laid out at the next commit (`-[UIView setFrame:]` marks it as
/// needing layout), which is how a component attached to a scroll view
/// (its width set in `willMoveToSuperview:`) gets its first
/// `placeSubviews`.
///
/// @original UIView(MJExtension) MJRefresh/UIView+MJExtension.m
extension SimView {
  public var mj_x: Double {
    get { frame.origin.x }
    set { frame.origin.x = newValue }
  }

  public var mj_y: Double {
    get { frame.origin.y }
    set { frame.origin.y = newValue }
  }

  public var mj_w: Double {
    get { frame.size.width }
    set { mj_size = Size(width: newValue, height: frame.size.height) }
  }

  public var mj_h: Double {
    get { frame.size.height }
    set { mj_size = Size(width: frame.size.width, height: newValue) }
  }

  public var mj_size: Size {
    get { frame.size }
    set {
      guard newValue != frame.size else { return }
      frame.size = newValue
      setNeedsLayout()
    }
  }
}

/// `UILabel (MJRefresh)`, from `MJRefreshComponent.m`: the labels every
/// component makes, and their text width.
///
/// @original UILabel(MJRefresh) MJRefresh/Base/MJRefreshComponent.m
extension SimLabel {
  /// A label in MJRefresh's style: bold system 14 pt, grey, centred (only
  /// the font matters here, through `mj_textWidth`).
  ///
  /// @original +[UILabel mj_label] MJRefresh/Base/MJRefreshComponent.m:266
  public static func mj_label(kernel: Kernel, label: String) -> SimLabel {
    SimLabel(kernel: kernel, label: label)
  }

  /// The width of the text on one line in MJRefresh's font (see `SimFont`
  /// for the measure); 0 without text. `SimLabel` has no font of its own,
  /// so a label's font is always MJRefresh's.
  ///
  /// @original -[UILabel mj_textWidth] MJRefresh/Base/MJRefreshComponent.m:277
  public var mj_textWidth: Double {
    textWidth(in: MJRefreshConst.labelFont)
  }
}

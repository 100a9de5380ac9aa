// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The original's category names (mj_insetT, mj_offsetY), so that the
// replica and the article say the same.

import SimKernel

/// `UIScrollView (MJExtension)`: insets, offset and content size by edge.
/// The inset read is the adjusted one (iOS 11 and later, which the replica
/// models); writing an edge subtracts the system's part, so that the
/// *adjusted* edge ends up as asked.
///
/// @original UIScrollView(MJExtension) MJRefresh/UIScrollView+MJExtension.m
extension SimScrollView {
  public var mj_inset: EdgeInsets { adjustedContentInset }

  public var mj_insetT: Double {
    get { mj_inset.top }
    set {
      var inset = contentInset
      inset.top = newValue - (adjustedContentInset.top - contentInset.top)
      contentInset = inset
    }
  }

  public var mj_insetB: Double {
    get { mj_inset.bottom }
    set {
      var inset = contentInset
      inset.bottom = newValue - (adjustedContentInset.bottom - contentInset.bottom)
      contentInset = inset
    }
  }

  public var mj_insetL: Double {
    get { mj_inset.left }
    set {
      var inset = contentInset
      inset.left = newValue - (adjustedContentInset.left - contentInset.left)
      contentInset = inset
    }
  }

  public var mj_insetR: Double {
    get { mj_inset.right }
    set {
      var inset = contentInset
      inset.right = newValue - (adjustedContentInset.right - contentInset.right)
      contentInset = inset
    }
  }

  public var mj_offsetX: Double {
    get { contentOffset.x }
    set { contentOffset = Point(x: newValue, y: contentOffset.y) }
  }

  public var mj_offsetY: Double {
    get { contentOffset.y }
    set { contentOffset = Point(x: contentOffset.x, y: newValue) }
  }

  public var mj_contentW: Double {
    get { contentSize.width }
    set { contentSize = Size(width: newValue, height: contentSize.height) }
  }

  public var mj_contentH: Double {
    get { contentSize.height }
    set { contentSize = Size(width: contentSize.width, height: newValue) }
  }
}

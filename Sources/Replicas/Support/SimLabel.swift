import SimKernel

/// `UILabel`: a view with a text, which the HUDs set and measure.
public final class SimLabel: SimView {
  public var text: String? {
    didSet {
      guard text != oldValue, kernel.trace.isRecording else { return }
      kernel.reportValue(object: ref.text, property: "text", value: .string(text ?? ""))
    }
  }
}

/// A number as a timeline's text shows it: to four decimals (`0.2318`, not
/// `0.23177481630274874`), as the animator samples presentation values.
/// The model keeps every digit (the JSON and the trace carry them, and
/// expectations compare them); only what a reader reads is rounded.
enum DisplayedNumber {
  static func text(_ value: Double) -> String {
    "\((value * 10_000).rounded() / 10_000)"
  }
}

import SimKernel

/// The trace as its canonical text lines without the sequence numbers, so
/// that a test can state "what happened at which virtual time" in one
/// readable array.
func lines(_ kernel: Kernel, kinds: Set<String>? = nil) -> [String] {
  kernel.trace.records
    .filter { kinds?.contains($0.event.kind) ?? true }
    .map { record in
      let line = TraceText.line(record)
      return String(line.drop(while: { $0 != " " }).dropFirst())
    }
}

/// Seconds (or milliseconds) as a virtual time or duration, for brevity.
func ms(_ milliseconds: Int64) -> VirtualDuration { .milliseconds(milliseconds) }
func at(_ milliseconds: Int64) -> VirtualTime { .milliseconds(milliseconds) }

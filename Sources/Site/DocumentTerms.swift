/// What `SearchTokenizer` hands each term to.
protocol TermSink {
  mutating func take(_ term: UnsafeBufferPointer<UInt8>)
}

/// One search document's terms as they are tokenized: each distinct term
/// once, in the order of first use (`table`), whether the title has it,
/// and how often the body has it.
struct DocumentTerms: TermSink {
  private(set) var table = TermTable()
  private(set) var titled: [Bool] = []
  private(set) var counts: [Int32] = []
  /// Whether the terms being taken are the title's.
  var inTitle = false

  mutating func take(_ term: UnsafeBufferPointer<UInt8>) {
    let (slot, inserted) = table.insert(term)
    if inserted {
      titled.append(inTitle)
      counts.append(inTitle ? 0 : 1)
    } else if inTitle {
      titled[Int(slot)] = true
    } else {
      counts[Int(slot)] += 1
    }
  }
}

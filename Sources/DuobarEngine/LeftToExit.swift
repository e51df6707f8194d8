/// What a run built that only the process's exit needs to reclaim. Freeing a large tree's
/// first pass (tens of thousands of arrays, dictionaries and strings, and the kept bytes'
/// blocks) took 5 to 8 ms on one thread after the findings were known, 4% of the run; a
/// command-line run hands it here instead, and the exit gives the memory back at once.
/// A run inside a longer-lived process (tests, a library user) never does.
enum LeftToExit {
    private static let held = Locked<[Any]>([])

    static func keep(_ value: Any) {
        held.update { $0.append(value) }
    }

    /// How many values are held (for tests).
    static var count: Int { held.value.count }
}

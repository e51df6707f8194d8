import Foundation
import DuobarModel

/// What the first pass learns: which files may match, which could not be read, and the
/// names the whole project declares.
public struct FirstPass: Sendable {
    public var candidate: [Bool]
    public var readErrors: [String?]
    public var project: ProjectIndex
}

/// Runs the first pass while the walk is still finding files, so the walk (one thread)
/// overlaps with reading and pre-checking (the others). Batches are taken by worker
/// threads; when the walk ends, the walking thread joins them. The outcome does not
/// depend on the order: results go to each file's own slot, and the index is a union.
public final class FirstPassPool: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [(start: Int, paths: [String])] = []
    private var walkDone = false
    private var candidate: [Bool] = []
    private var readErrors: [String?] = []
    private var project = ProjectIndex()
    private let prefilter = Prefilter()
    private let workers = DispatchGroup()

    /// Starts `threads` workers (the walking thread makes one more at the end).
    public init(threads: Int) {
        for _ in 0..<max(threads, 1) {
            workers.enter()
            DispatchQueue.global().async { [self] in
                work()
                workers.leave()
            }
        }
    }

    /// Files found by the walk, numbered from `start` in walk order.
    public func add(start: Int, paths: [String]) {
        guard !paths.isEmpty else { return }
        condition.lock()
        pending.append((start, paths))
        condition.signal()
        condition.unlock()
    }

    /// The walk found `count` files in all: finish the pass and return it.
    public func finish(count: Int) -> FirstPass {
        condition.lock()
        walkDone = true
        condition.broadcast()
        condition.unlock()
        work()
        workers.wait()
        condition.lock()
        defer { condition.unlock() }
        grow(to: count)
        return FirstPass(candidate: Array(candidate.prefix(count)), readErrors: Array(readErrors.prefix(count)), project: project)
    }

    private func work() {
        while true {
            condition.lock()
            while pending.isEmpty && !walkDone { condition.wait() }
            guard let batch = pending.popLast() else {
                condition.unlock()
                return
            }
            condition.unlock()
            var looks: [(candidate: Bool, error: String?, index: ProjectIndex?)] = []
            looks.reserveCapacity(batch.paths.count)
            for path in batch.paths { looks.append(Linter.firstLook(path, prefilter)) }
            condition.lock()
            grow(to: batch.start + batch.paths.count)
            for (k, look) in looks.enumerated() {
                candidate[batch.start + k] = look.candidate
                readErrors[batch.start + k] = look.error
                if let index = look.index { project.merge(index) }
            }
            condition.unlock()
        }
    }

    private func grow(to count: Int) {
        if candidate.count < count {
            candidate += [Bool](repeating: false, count: count - candidate.count)
            readErrors += [String?](repeating: nil, count: count - readErrors.count)
        }
    }
}

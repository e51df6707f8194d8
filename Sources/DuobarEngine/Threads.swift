#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A mutex and its condition variable over pthreads: what the parallel passes need,
/// without loading Foundation (a few milliseconds of every process start).
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits for a signal; the caller holds the lock.
    func wait() { pthread_cond_wait(condition, mutex) }
    func signal() { pthread_cond_signal(condition) }
    func broadcast() { pthread_cond_broadcast(condition) }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

public enum Processors {
    /// The online cores, at least 1. (A narrower affinity mask is not read: Glibc's module
    /// does not expose `sched_getaffinity`; a thread too many only waits its turn.)
    public static var available: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}

/// A shared work index.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let monitor = Monitor()

    /// The first of the next `n` indices.
    func take(_ n: Int = 1) -> Int {
        monitor.locked {
            let v = value
            value += n
            return v
        }
    }
}

/// One slot per file, each written by exactly one worker: no lock needed, and no
/// exclusive access to a shared array that Swift would (rightly) refuse.
final class Slots<T>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<T>
    private let count: Int

    init(_ count: Int, _ initial: T) {
        self.count = count
        storage = UnsafeMutablePointer<T>.allocate(capacity: max(count, 1))
        storage.initialize(repeating: initial, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    subscript(k: Int) -> T {
        get { storage[k] }
        set { storage[k] = newValue }
    }
}

/// A value shared by worker threads, changed under a lock.
final class Locked<T>: @unchecked Sendable {
    private var stored: T
    private let monitor = Monitor()

    init(_ value: T) { stored = value }

    func update(_ body: (inout T) -> Void) { monitor.locked { body(&stored) } }

    var value: T { monitor.locked { stored } }
}

struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

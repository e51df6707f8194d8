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

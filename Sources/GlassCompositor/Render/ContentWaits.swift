#if canImport(Glibc)
import Glibc
#endif

/// Counts, on each thread, the content tiles it needed that were not drawn yet: it drew them
/// itself or waited while the background queue finished them. Drawing ahead exists so that a
/// frame never does; a frame that does is the usual slow frame, so the session puts the count
/// of the thread it draws on in the frame's timing (`FrameTiming.tilesWaitedFor`) and bench
/// reports it.
///
/// Per thread, not per process: tests draw several sessions at once, each on its own thread,
/// and a frame's count must be its own. The count is kept in the thread-specific slot's
/// pointer value itself, so counting allocates nothing.
enum ContentWaits {
    private static let key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()

    /// Adds `tiles` to the calling thread's count.
    static func add(_ tiles: Int) {
        guard tiles > 0 else { return }
        let now = Int(bitPattern: pthread_getspecific(key))
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: now + tiles))
    }

    /// The calling thread's count since the last call; starts it again at zero.
    static func take() -> Int {
        let now = Int(bitPattern: pthread_getspecific(key))
        if now != 0 { pthread_setspecific(key, nil) }
        return now
    }
}

import Foundation

/// System V shared-memory segments as the kernel lists them in /proc/sysvipc/shm (what
/// `ipcs -m` shows), for checking that the viewer leaves none behind.
struct SharedMemorySegment {
    var id: Int
    /// Mode bits, including SHM_DEST (0o1000) once IPC_RMID was called.
    var mode: Int
    var size: Int
    var creatorPID: Int32
    /// Processes that have it attached (nattch).
    var attachments: Int

    /// Marked for removal (IPC_RMID): it disappears when the last process detaches.
    var isMarkedForRemoval: Bool { mode & 0o1000 != 0 }
    var permissions: Int { mode & 0o777 }

    /// All segments on the system.
    static func all() -> [SharedMemorySegment] {
        guard let text = try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: " ")
            guard f.count > 6, let id = Int(f[1]), let mode = Int(f[2], radix: 8), let size = Int(f[3]),
                  let cpid = Int32(f[4]), let attached = Int(f[6]) else { return nil }
            return SharedMemorySegment(id: id, mode: mode, size: size, creatorPID: cpid, attachments: attached)
        }
    }

    /// The segments created by process `pid`.
    static func created(by pid: Int32) -> [SharedMemorySegment] { all().filter { $0.creatorPID == pid } }
}

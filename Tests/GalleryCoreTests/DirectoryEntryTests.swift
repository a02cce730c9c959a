import Glibc
import Testing

@testable import GalleryCore

/// A `readdir` record is only as long as its name: the name must be read without touching the bytes
/// after it, which may be an unreadable page.
@Suite struct DirectoryEntryTests {
  @Test func aNameEndingAtAnUnreadablePageIsReadWithoutTouchingIt() throws {
    // Given a record whose name and NUL end exactly where a page that cannot be read begins
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let memory = try #require(
      mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
    #expect(memory != MAP_FAILED)
    defer { munmap(memory, 2 * page) }
    #expect(mprotect(memory + page, page, PROT_NONE) == 0)
    let name = Array("IMG_1.jpg".utf8)
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    let length = (nameOffset + name.count + 1 + 7) / 8 * 8
    let start = memory + page - length
    let record = start.bindMemory(to: dirent.self, capacity: 1)
    record.pointee.d_reclen = UInt16(length)
    let nameStart = start + nameOffset
    nameStart.initializeMemory(as: UInt8.self, repeating: 0, count: length - nameOffset)
    nameStart.copyMemory(from: name, byteCount: name.count)

    // When its name is read, Then it is the name, and the process is still alive
    #expect(FileSystem.entryNameBytes(record) == name)
    #expect(FileSystem.entryName(record) == "IMG_1.jpg")
  }
}

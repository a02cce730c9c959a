import GalleryTestSupport
import Testing

/// The tool's jemalloc settings are linked into the executable (Sources/CGalleryAllocator), so jemalloc
/// zeroes the photos' buffers with memset instead of handing their pages back to the kernel (two
/// seconds of system time in a 64-photo build): jemalloc's own report at exit says which settings it ran.
@Suite struct AllocatorSettingsTests {
  @Test func jemallocRunsWithTheToolsSettings() throws {
    let workspace = try TemporaryFolder()
    let run = try workspace.gallery(
      ["--version"], timeout: 30, environment: ["MALLOC_CONF": "stats_print:true"])
    #expect(run.status == 0)
    #expect(run.stderr.contains("jemalloc statistics"), "jemalloc is not the tool's malloc")
    #expect(run.stderr.contains(#"opt.thp: "always""#), "\(run.stderr.prefix(600))")
  }
}

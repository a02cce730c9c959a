import Testing

@testable import GalleryServer

/// The live-reload streams' state, without a server: what each stream has to send after each change,
/// how many may be open, and that an ended one frees its place.
@Suite struct LiveReloadTests {
  private func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

  @Test func aStreamSaysHelloThenOneEventPerChangeAndNothingInBetween() throws {
    // Given a new stream
    let reload = LiveReload()
    let stream = try #require(reload.stream())
    // Then it first says hello, with the server run and the generation 0
    let hello = try #require(text(stream.next()))
    #expect(hello.hasPrefix("event: hello\ndata: ") && hello.hasSuffix(" 0\n\n"), "\(hello)")
    // And has nothing more until the site changes (the server then waits on its signal)
    #expect(stream.next() == [])
    let run = String(hello.dropFirst("event: hello\ndata: ".count).dropLast(" 0\n\n".count))
    // When the site changes, it has the new generation (the hello a leading tab passes on) and a reload
    reload.siteChanged()
    #expect(text(stream.next()) == "event: generation\ndata: \(run) 1\n\nevent: reload\ndata: 1\n\n")
    #expect(stream.next() == [])
    // When a build fails, the problem, line by line
    reload.buildFailed("line one\nline two")
    #expect(
      text(stream.next())
        == "event: generation\ndata: \(run) 2\n\nevent: problem\ndata: line one\ndata: line two\n\n")
    // When the server stops, the stream is over
    reload.stop()
    #expect(stream.next() == nil)
  }

  @Test func atMostTheLimitAreOpenAndAnEndedStreamFreesItsPlace() throws {
    // Given as many streams as allowed
    let reload = LiveReload()
    let streams = (0..<LiveReload.maximumStreams).compactMap { _ in reload.stream() }
    #expect(streams.count == LiveReload.maximumStreams)
    // Then one more is refused
    #expect(reload.stream() == nil)
    // When one ends (its page closed), its place is free for a new one
    streams[0].ended()
    #expect(reload.openStreams == LiveReload.maximumStreams - 1)
    #expect(reload.stream() != nil)
  }
}

import GalleryKit

/// `gallery init --sample DIR`
enum InitCommand: Command {
  static let usage = "gallery init --sample DIR"

  static let help = """
    Start a gallery.

    Usage: \(usage)

    Options:
      --sample DIR        Write the sample gallery (gallery.json and its pictures) into DIR,
                          creating it if needed. Refuses a DIR that already holds a gallery.json
                          or any file the sample would overwrite.
      -h, --help          Show this help.

    Then: gallery build DIR --output SITE
    """

  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError) {
    let sample = try arguments.option("--sample")
    let rest = try arguments.positionals(max: 0)
    guard let folder = sample, rest.isEmpty else {
      throw .usage("init needs --sample DIR (usage: \(usage))")
    }
    try SampleGallery.write(to: folder)
    print(
      "Wrote the sample gallery to \(folder) (\(SampleGallery.files.count - 1) pictures and gallery.json)")
    print("Next: gallery build \(folder) --output site")
  }
}

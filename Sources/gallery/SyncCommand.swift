import GalleryKit

/// `gallery sync [DIR]`
enum SyncCommand: Command {
  static let usage = "gallery sync [DIR] [--lock-timeout S]"

  static let help = """
    Bring gallery.json up to date with the images in its folder, keeping everything you wrote.

    Usage: \(usage)

    Arguments:
      DIR                 The gallery folder (default: the current folder).

    What changes:
      - Image files no photo shows yet are appended at the end, in the order they were taken
        (EXIF date), then by name, as 'gallery init' orders them; each gets a new unique id and a
        title from its file name.
      - Photos whose local image file is gone are removed; the summary names each (id: path).
      - Nothing else: the order you chose, titles, descriptions, links, alt texts, the gallery's
        settings and photos with remote (http) images stay exactly as they are.
    The files init leaves out (hidden ones, Themes/, a built site inside the gallery, files named
    like images that are not images) are left out here too.

    It prints one line, such as
      Synced trip/gallery.json: 3 added, 2 removed (beach: beach.jpg, old: x/old.jpg), 41 photos
    When nothing changed it says so and leaves gallery.json untouched. Otherwise gallery.json is
    rewritten atomically in its standard format (see README).

    Options:
      --lock-timeout S    Seconds to wait while another gallery command works on the same
                          gallery (default 30).
      -h, --help          Show this help.

    Exit codes: 0 synced (or nothing to do), 64 bad usage, 65 gallery.json is not valid (it is
    left as it is), 66 DIR or its gallery.json not found, 73 cannot write gallery.json,
    75 the gallery stayed locked by another command.
    """

  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError) {
    let lockTimeout = try arguments.lockTimeout()
    let folder = try arguments.positionals(max: 1).first ?? "."
    let outcome = try GallerySync.run(
      GallerySync.Options(folder: folder, lockTimeout: lockTimeout), dating: EXIFPhotoDating(),
      console: Terminal.console(quiet: false))
    Terminal.say(outcome.message)
  }
}

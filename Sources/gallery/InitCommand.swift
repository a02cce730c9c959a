import Foundation
import GalleryKit

/// `gallery init DIR [--title TEXT] [--force]` and `gallery init --sample DIR`
enum InitCommand: Command {
  static let usage =
    "gallery init DIR [--title TEXT] [--force] [--lock-timeout S] | gallery init --sample DIR"

  static let help = """
    Start a gallery: a gallery.json for the images already in a folder, or the sample gallery.

    Usage: gallery init DIR [--title TEXT] [--force] [--lock-timeout S]
           gallery init --sample DIR

    Arguments:
      DIR                 A folder of images. Every JPEG, PNG, WebP, GIF, TIFF, HEIF (HEIC, AVIF) and SVG file in it and
                          its subfolders becomes a photo of DIR/gallery.json, in the order the photos
                          were taken (EXIF date), then by name (IMG_2 before IMG_10); photos without a
                          date come last. Ids and titles come from the file names: IMG_2034.JPG gets
                          the id img-2034 and the title "IMG 2034".

    Options:
      --title TEXT        The gallery's title (default: the folder's name, made readable).
      --force             Replace an existing DIR/gallery.json (without it, init refuses).
      --lock-timeout S    Seconds to wait while another gallery command works on the same
                          gallery (default 30).
      --sample DIR        Write the sample gallery (gallery.json and its pictures) into DIR,
                          creating it if needed. Refuses a DIR that already holds a gallery.json
                          or any file the sample would overwrite.
      -h, --help          Show this help.

    A file is a photo when its name ends in an image extension and its first bytes are an image;
    others are skipped and counted, and image-named files that are not images are listed on stderr.
    Left out entirely: hidden files and folders, gallery.json, the top-level Themes/ folder, folders
    holding a built site (an Output/ built inside the gallery), symbolic links leading out of DIR.

    Then: gallery build DIR --output SITE. Later, 'gallery sync DIR' adds new images and drops
    photos whose file is gone, keeping your order and texts.

    Exit codes: 0 written, 64 bad usage (no DIR and no --sample, a blank --title),
    66 DIR not found, 73 DIR already holds a gallery.json (use --force or 'gallery sync') or
    cannot be written, 75 the gallery stayed locked by another command.
    """

  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError) {
    let sample = try arguments.option("--sample")
    let title = try arguments.option("--title")
    let lockTimeout = try arguments.lockTimeout()
    let force = arguments.flag("--force")
    let rest = try arguments.positionals(max: 1)
    if let sample {
      guard rest.isEmpty, title == nil, !force else {
        throw .usage("--sample DIR takes no other folder or option (usage: \(usage))")
      }
      try writeSample(to: sample)
      return
    }
    guard let folder = rest.first else {
      throw .usage(
        "init needs a folder: 'gallery init DIR' makes a gallery of the images in DIR, "
          + "'gallery init --sample DIR' writes the sample gallery")
    }
    let options = GalleryInit.Options(folder: folder, title: title, force: force, lockTimeout: lockTimeout)
    let outcome = try GalleryInit.run(
      options, dating: EXIFPhotoDating(), console: Terminal.console(quiet: false))
    Terminal.say(outcome.message)
    Terminal.say("Next: gallery build \(folder) --output site")
  }

  private static func writeSample(to folder: String) throws(GalleryError) {
    try SampleGallery.write(to: folder)
    Terminal.say(
      "Wrote the sample gallery to \(folder) (\(SampleGallery.files.count - 1) pictures and gallery.json)")
    Terminal.say("Next: gallery build \(folder) --output site")
  }
}

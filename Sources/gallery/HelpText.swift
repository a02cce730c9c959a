import GalleryKit

/// `gallery --help`.
enum HelpText {
  static let overview = """
    gallery \(GalleryVersion.current): a static photo-gallery generator.

    Point it at a folder with a gallery.json manifest and the images it names; it writes a
    browsable static site (a paginated grid, a page per photo, and a page to move a photo)
    that opens from file:// or any static host.

    Usage: gallery <command> [options]

    Commands:
      build [GALLERY_DIR]   Build the site (without GALLERY_DIR: the built-in sample) into ./Output
      init DIR              Write DIR/gallery.json for the images in DIR (by date taken, then name)
      init --sample DIR     Write the sample gallery into DIR to start from
      sync [DIR]            Add new images to gallery.json, drop photos whose file is gone
      move ID --to N        Move a photo to position N, save the order, regenerate the site
      list                  List the photos in order (position, id, title)
      validate [SITE_DIR]   Check every page of a site with libxml2 (default ./Output)

    Options:
      -h, --help            Show help (also: gallery <command> --help)
      -V, --version         Show the version

    Examples:
      gallery build                      # the sample site, into ./Output
      gallery init my-photos             # a gallery of the images in my-photos
      gallery init --sample my-gallery   # a gallery to edit
      gallery build my-gallery --output site
      gallery move arkit --to 3 --gallery my-gallery --output site

    The manifest, the page contract and themes are documented in README.md.
    """
}

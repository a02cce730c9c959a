import Foundation

// The command line is a thin shell over GalleryKit: parse, run, print, exit.
exit(GalleryCommand.main(Array(CommandLine.arguments.dropFirst())))

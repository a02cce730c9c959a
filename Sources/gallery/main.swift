import Foundation
import GalleryCommands

// The command line is a thin shell over GalleryCommands' commands (`GalleryTool`): run, exit.
exit(GalleryTool.main(Array(CommandLine.arguments.dropFirst()), console: Terminal.console))

import Foundation

/// Three readers an archive the tool writes must satisfy: Info-ZIP's `unzip -t`, Python's `zipfile`
/// (its `testzip` and the members' names) and 7-Zip's `7z t`. Each says nothing when the archive is
/// sound, else what it found.
package enum ZipReaders {
  /// Whether all three are installed (CI installs them: `scripts/debian-packages test`).
  package static var available: Bool {
    ["/usr/bin/unzip", "/usr/bin/7z", "/usr/bin/python3"].allSatisfy {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The problems the readers find in the archive at `path`, and the member names `zipfile` lists.
  package static func judge(_ path: String) throws -> (problems: [String], names: [String]) {
    var problems: [String] = []
    let unzip = try GalleryProcess.run(["-t", "-q", path], in: "/", program: "/usr/bin/unzip")
    if unzip.status != 0 { problems.append("unzip -t: \(unzip.stdout) \(unzip.stderr)") }
    let sevenZip = try GalleryProcess.run(["t", path], in: "/", program: "/usr/bin/7z")
    if sevenZip.status != 0 || !sevenZip.stdout.contains("Everything is Ok") {
      problems.append("7z t: \(sevenZip.stdout.suffix(400)) \(sevenZip.stderr)")
    }
    let script = """
      import json, sys, zipfile
      with zipfile.ZipFile(sys.argv[1]) as z:
          print(json.dumps({"bad": z.testzip(), "names": [i.filename for i in z.infolist()],
                            "stored": all(i.compress_type == zipfile.ZIP_STORED for i in z.infolist())}))
      """
    let python = try GalleryProcess.run(["-c", script, path], in: "/", program: "/usr/bin/python3")
    var names: [String] = []
    if python.status != 0 {
      problems.append("zipfile: \(python.stderr)")
    } else if let data = python.stdout.data(using: .utf8),
      let result = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    {
      names = result["names"] as? [String] ?? []
      if !(result["bad"] is NSNull) { problems.append("zipfile: bad member \(result["bad"] ?? "")") }
      if result["stored"] as? Bool != true { problems.append("zipfile: a member is not stored") }
    }
    return (problems, names)
  }
}

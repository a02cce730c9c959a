"""Issue 49's "drop files to add them", called from organizer_checks.check_organizer: on a served
gallery, "Add photos…" with Chromium's file chooser (`set_input_files`: two real photographs and a
script named `.jpg`) uploads each with its progress, lists the script as refused, adds the two as one
edit; files dropped on a cell (a DataTransfer with a real photograph whose caption exiftool wrote) land
at that cell's position with their caption, and one Undo gives gallery.json's bytes back; "Remove from
gallery" takes a photo out and leaves its file. Desktop and phone sizes (light and dark with --shots)."""

import base64
import json
import os
import shutil
import subprocess

from browser_common import serious
from organizer_checks import (CELLS, DESKTOP, PHONE, bulk_gallery, opened, ready, serve, settled, shot, status,
                              stop)

PHOTOS = "/usr/share/backgrounds/mate/nature"

# A drop as the desktop makes one: a DataTransfer holding the file, dragged over and dropped on a cell.
DROP = """([target, name, data]) => {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const transfer = new DataTransfer();
  transfer.items.add(new File([bytes], name, { type: "image/jpeg" }));
  const cell = document.querySelectorAll(target)[2];
  for (const type of ["dragenter", "dragover", "drop"]) {
    cell.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }
}"""


def manifest_ids(path):
    return [p["id"] for p in json.load(open(path, encoding="utf-8"))["photos"]]


def check_uploads(check, browser, binary, work, axe, shots=None):
    files = sorted(os.path.join(PHOTOS, name) for name in os.listdir(PHOTOS) if name.endswith(".jpg"))[:3]
    for device_label, device in [("desktop", DESKTOP), ("phone", PHONE)]:
        for scheme in (["light", "dark"] if shots else ["light"]):
            label = "%s %s uploads" % (device_label, scheme)
            folder = os.path.join(work, "organizer-upload-%s-%s" % (device_label, scheme))
            shutil.rmtree(folder, ignore_errors=True)
            manifest_path = bulk_gallery(folder, count=6)
            # Room on the first grid page for the photos added.
            gallery = json.load(open(manifest_path, encoding="utf-8"))
            gallery["pageSize"] = 50
            json.dump(gallery, open(manifest_path, "w", encoding="utf-8"), indent=2)
            # What a person drops: two photographs, a script named like a photo, and a captioned one.
            drops = os.path.join(folder, "drops")
            os.makedirs(drops)
            picked = [shutil.copy(files[0], os.path.join(drops, "Morning.jpg")),
                      shutil.copy(files[1], os.path.join(drops, "Evening.jpg"))]
            with open(os.path.join(drops, "evil.jpg"), "w") as out:
                out.write("#!/bin/sh\nrm -rf ~\n")
            captioned = shutil.copy(files[2], os.path.join(drops, "Harbour.jpg"))
            subprocess.run(["exiftool", "-q", "-q", "-overwrite_original", "-XMP-dc:Description=Boats at dawn",
                            "-EXIF:DateTimeOriginal=2019:04:02 06:30:00", captioned], check=True)
            server, base = serve(binary, folder, "g")
            try:
                context, page, problems = opened(browser, device, scheme, base + "/index.html")
                before = manifest_ids(manifest_path)
                page.click(".organizer-open-add")
                page.set_input_files(".organizer-file", picked + [os.path.join(drops, "evil.jpg")])
                page.wait_for_selector(".organizer-uploads + .organizer-apply", timeout=30000)
                rows = page.eval_on_selector_all(".organizer-upload", "rows => rows.map(r => [r.querySelector('.organizer-upload-name').textContent, r.classList.contains('is-error'), r.querySelector('progress').value === r.querySelector('progress').max, r.querySelector('.organizer-upload-state').textContent])")
                check.expect([r[:2] for r in rows] == [["Morning.jpg", False], ["Evening.jpg", False], ["evil.jpg", True]]
                             and rows[0][2] and rows[1][2],
                             "%s: the upload rows are %s" % (label, rows))
                check.expect("is not a photo or clip" in rows[2][3], "%s: the script's row says %r" % (label, rows[2][3]))
                check.expect("1 file was not added" in status(page), "%s: the bar says %r" % (label, status(page)))
                check.expect(manifest_ids(manifest_path) == before + ["morning", "evening"],
                             "%s: the manifest holds %s" % (label, manifest_ids(manifest_path)))
                check.expect(sorted(os.listdir(os.path.join(folder, "g"))) == ["Evening.jpg", "Morning.jpg", "gallery.json"]
                             or sorted(n for n in os.listdir(os.path.join(folder, "g")) if not n.startswith(".")) == ["Evening.jpg", "Morning.jpg", "gallery.json"],
                             "%s: the gallery folder holds %s" % (label, os.listdir(os.path.join(folder, "g"))))
                shot(page, shots, "%s-%s-upload-panel" % (device_label, scheme))
                violations = serious(axe.run(page))
                check.expect(not violations, "%s upload panel: axe %s" % (label, [v["id"] for v in violations]))
                with page.expect_navigation(timeout=15000):
                    page.click(".organizer-uploads + .organizer-apply")
                page.wait_for_selector(".organizer-bar")
                shown = page.eval_on_selector_all(CELLS, "cells => cells.map(c => c.dataset.photoId)")
                check.expect(shown == before + ["morning", "evening"], "%s: the grid shows %s" % (label, shown))
                # A drop on the third cell: the photo takes position 3, with its caption and date.
                original = open(manifest_path, "rb").read()
                data = base64.b64encode(open(captioned, "rb").read()).decode()
                with page.expect_navigation(timeout=30000):
                    page.evaluate(DROP, [CELLS, "Harbour.jpg", data])
                page.wait_for_selector(".organizer-bar")
                shown = page.eval_on_selector_all(CELLS, "cells => cells.map(c => c.dataset.photoId)")
                check.expect(shown[2] == "harbour", "%s: after the drop the grid shows %s" % (label, shown))
                harbour = [p for p in json.load(open(manifest_path, encoding="utf-8"))["photos"] if p["id"] == "harbour"]
                check.expect(len(harbour) == 1 and harbour[0].get("description") == "Boats at dawn",
                             "%s: the dropped photo is %s" % (label, harbour))
                shot(page, shots, "%s-%s-upload-dropped" % (device_label, scheme))
                page.goto(base + "/photos/harbour.html")
                page.wait_for_load_state("load")
                text = page.text_content("main") or ""
                check.expect("Boats at dawn" in text and "2019" in text,
                             "%s: the photo page does not show the caption and date" % label)
                ready(page, base + "/index.html")
                with page.expect_navigation(timeout=15000):
                    page.click(".organizer-undo")
                page.wait_for_load_state("load")
                check.expect(open(manifest_path, "rb").read() == original, "%s: Undo did not give the bytes back" % label)
                # Remove from gallery: the photo leaves, its file stays.
                page.wait_for_selector(".organizer-bar")
                page.wait_for_timeout(300)
                cells = page.locator(CELLS)
                if device.get("has_touch"):
                    page.click(".organizer-select")
                    cells.nth(0).tap()
                else:
                    cells.nth(0).click(modifiers=["Control"])
                first = page.eval_on_selector(CELLS, "c => c.dataset.photoId")
                page.evaluate("window.scrollTo(0, 0)")
                page.click(".organizer-open-edit")
                before_status = status(page)
                page.click(".organizer-remove-photos")
                text = settled(page, before_status)
                check.expect(first not in manifest_ids(manifest_path) and text == "Took 1 photo out of the gallery; its file stays in the folder.",
                             "%s: Remove from gallery said %r" % (label, text))
                check.expect(first not in page.eval_on_selector_all(CELLS, "cells => cells.map(c => c.dataset.photoId)"),
                             "%s: the removed photo is still shown" % label)
                check.expect(not problems, "%s: %s" % (label, "; ".join(problems[:3])))
                context.close()
            finally:
                stop(check, server)
    print("organizer: adding and removing photos", flush=True)

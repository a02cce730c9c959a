"""Writes the EXIF test fixtures with Pillow, an outside EXIF writer, so CleanGallery's reader is not
checked only against the test suite's own builder. Run from this folder:

    python3 -m venv /tmp/exifvenv && /tmp/exifvenv/bin/pip install pillow
    /tmp/exifvenv/bin/python make_exif_fixtures.py
"""

from PIL import Image, ExifTags
from PIL.TiffImagePlugin import IFDRational


def exif(endian):
    data = Image.Exif()
    data.endian = endian
    data[ExifTags.Base.Make] = "Canon"
    data[ExifTags.Base.Model] = "Canon EOS R5"
    data[ExifTags.Base.Orientation] = 6
    data[ExifTags.Base.DateTime] = "2024:05:02 09:00:00"
    sub = data.get_ifd(ExifTags.IFD.Exif)
    sub[ExifTags.Base.DateTimeOriginal] = "2024:05:01 14:32:10"
    sub[ExifTags.Base.OffsetTimeOriginal] = "+02:00"
    sub[ExifTags.Base.FNumber] = IFDRational(28, 10)
    sub[ExifTags.Base.ExposureTime] = IFDRational(1, 250)
    sub[ExifTags.Base.ISOSpeedRatings] = 200
    sub[ExifTags.Base.FocalLength] = IFDRational(35, 1)
    sub[ExifTags.Base.FocalLengthIn35mmFilm] = 52
    sub[ExifTags.Base.LensModel] = "RF35mm F1.8 MACRO IS STM"
    return data


def picture():
    image = Image.new("RGB", (24, 16))
    for x in range(24):
        for y in range(16):
            image.putpixel((x, y), (x * 10, y * 15, 128))
    return image


picture().save("exif-pillow-le.jpg", exif=exif("<"), quality=80)
picture().save("exif-pillow-be.jpg", exif=exif(">"), quality=80)
picture().save("exif-pillow.png", exif=exif("<"))
picture().save("exif-pillow.webp", exif=exif(">"), lossless=True)

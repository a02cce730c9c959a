"""HDR scenes and their judge (issue 48), shared by scripts/hdr-check and Benchmarks/hdr-bench.

Scenes are made in the run (no image files are committed): a linear-light picture with a sky, a sun
brighter than SDR white, lit clouds, textured ground and coloured lights, encoded as Ultra HDR JPEGs
by the reference library, libultrahdr 1.4 through PyPI's imagecodecs. The judge decodes a size the
tool made with the same library and compares its HDR rendition with the original's, decoded and
resized to the same pixels by area averaging: PSNR on the linear HDR values (peak: the reference's
brightest value) and the luminance of the brightest 0.1 % of each; and, as the yardstick, the same
figures of the reference library's own Ultra HDR JPEG of that resized rendition at the same quality
(`reference_size`): a JPEG at quality 82 rings around a highlight two stops above white, whoever writes it.

Needs numpy and imagecodecs (the CI's browser venv has both: Makefile, browser-venv).
"""

import numpy as np
import imagecodecs

LUMA = np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)


def scene(width, height, seed, peak=4.0):
    """A linear-light RGB scene (float32, SDR white = 1.0) whose highlights reach `peak`."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    u, v = x / width, y / height
    horizon = 0.55 + 0.1 * rng.random()
    sky = np.stack([0.25 + 0.35 * v, 0.45 + 0.3 * v, 0.85 - 0.2 * v], axis=-1)
    # Ground: a smooth random texture (a few octaves of upsampled noise), darker towards the bottom.
    texture = np.zeros((height, width), np.float32)
    for octave in (8, 32, 128):
        small = rng.random((octave * height // width + 2, octave + 2)).astype(np.float32)
        rows = np.linspace(0, small.shape[0] - 1.001, height)
        cols = np.linspace(0, small.shape[1] - 1.001, width)
        r0, c0 = rows.astype(int), cols.astype(int)
        fr, fc = (rows - r0)[:, None], (cols - c0)[None, :]
        texture += (small[r0][:, c0] * (1 - fr) * (1 - fc) + small[r0 + 1][:, c0] * fr * (1 - fc)
                    + small[r0][:, c0 + 1] * (1 - fr) * fc + small[r0 + 1][:, c0 + 1] * fr * fc) / 3
    hue = rng.random(3).astype(np.float32) * 0.4 + 0.3
    ground = texture[..., None] * hue * (1.1 - 0.6 * (v[..., None] - horizon))
    picture = np.where((v < horizon)[..., None], sky, ground)
    # Lit clouds, brighter than white, and a sun that reaches the peak.
    for _ in range(4):
        cx, cy, r = rng.random(), rng.random() * horizon * 0.8, 0.05 + 0.1 * rng.random()
        d = ((u - cx) ** 2 + ((v - cy) * height / width) ** 2) / r ** 2
        picture += (np.exp(-d) * (1.2 + rng.random()))[..., None] * (v < horizon)[..., None]
    sx, sy = 0.2 + 0.6 * rng.random(), horizon * 0.5 * rng.random() + 0.05
    d = np.sqrt((u - sx) ** 2 + ((v - sy) * height / width) ** 2)
    picture += (peak * np.exp(-(d / 0.03) ** 2))[..., None]
    # Coloured lights on the ground, each a little above white.
    for _ in range(6):
        cx, cy = rng.random(), horizon + (1 - horizon) * rng.random()
        d = ((u - cx) ** 2 + ((v - cy) * height / width) ** 2) / 0.0004
        colour = rng.random(3).astype(np.float32) * 2.0
        picture += np.exp(-d)[..., None] * colour
    return np.clip(picture, 0, peak).astype(np.float32)


def ultrahdr(picture, scale=1, quality=95):
    """The scene as an Ultra HDR JPEG (bytes); `scale`: the gain map's resolution, 1 or a divisor."""
    rgba = np.concatenate([picture, np.ones(picture.shape[:2] + (1,), np.float32)], axis=-1)
    return bytes(imagecodecs.ultrahdr_encode(rgba.astype(np.float16), level=quality, scale=scale))


def decode_hdr(data):
    """The HDR rendition (linear RGB float32, SDR white 1.0) of an Ultra HDR JPEG; raises when the
    bytes are not one."""
    return np.asarray(imagecodecs.ultrahdr_decode(data), dtype=np.float32)[..., :3]


def is_ultrahdr(data):
    try:
        decode_hdr(data)
    except Exception:  # imagecodecs raises its own error types for an ordinary JPEG
        return False
    return bool(data.find(b"hdrgm") >= 0 or data.find(b"urn:iso:std:iso:ts:21496") >= 0)


def area_matrix(source, target):
    """A (target x source) matrix that averages the source pixels each target pixel covers."""
    matrix = np.zeros((target, source), np.float32)
    step = source / target
    for i in range(target):
        start, end = i * step, (i + 1) * step
        first, last = int(np.floor(start)), min(int(np.ceil(end)), source)
        for j in range(first, last):
            matrix[i, j] = min(end, j + 1) - max(start, j)
    return matrix / matrix.sum(axis=1, keepdims=True)


def resized(picture, width, height):
    rows = area_matrix(picture.shape[0], height)
    cols = area_matrix(picture.shape[1], width)
    return np.stack([rows @ picture[..., c] @ cols.T for c in range(picture.shape[2])], axis=-1)


def fidelity(ours, reference):
    """(PSNR in dB, peak ratio) of our size's HDR rendition against the reference, both linear RGB
    of the same pixel size. The peak is the luminance the brightest 0.1 % of pixels reach: a single
    brightest pixel is where a JPEG rings most, and would judge the ringing, not the picture."""
    peak = float(reference.max())
    mse = float(np.mean((ours - reference) ** 2))
    psnr = float("inf") if mse == 0 else 10 * np.log10(peak * peak / mse)
    bright = float(np.percentile(reference @ LUMA, 99.9))
    return psnr, float(np.percentile(ours @ LUMA, 99.9)) / bright if bright > 0 else 1.0


def reference_size(reference, width, height, quality, scale):
    """What the reference library makes of the original's HDR rendition resized to `width` x `height`,
    encoded at the JPEG `quality` and gain map `scale` given, decoded again: the fidelity any Ultra
    HDR JPEG of that size and quality can have, to judge ours against."""
    return decode_hdr(ultrahdr(resized(reference, width, height), scale=scale, quality=quality))

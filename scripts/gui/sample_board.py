"""A Board Studio package with real content, written directly in seed 002's format (manifest.json,
background.png, stickers/<UUID>.png): a photo-like background (sky over a meadow), a few pen strokes
in different colours and two round stickers, for screenshots."""

import json
import math
import os
import struct
import uuid
import zlib


def write_rgba_png(path, width, height, pixel):
    """An 8-bit RGBA PNG whose pixel (x, y) is `pixel(x, y)` → (r, g, b, a)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw.extend(pixel(x, y))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                   + chunk(b"IDAT", zlib.compress(bytes(raw))) + chunk(b"IEND", b""))


def landscape(x, y):
    """A 400 × 300 'photo': a sky fading to white, a sun, a green meadow."""
    if (x - 300) ** 2 + (y - 75) ** 2 < 900:
        return (255, 214, 90, 255)
    if y < 188:
        t = y / 188
        return (round(98 + 120 * t), round(160 + 70 * t), 234, 255)
    t = (y - 188) / 112
    return (round(87 - 30 * t), round(171 - 40 * t), round(60 - 20 * t), 255)


def disc(rgb):
    """A 96 × 96 sticker: a disc of `rgb` with a white ring, transparent around it."""
    def pixel(x, y):
        d = math.hypot(x - 47.5, y - 47.5)
        if d > 46:
            return (0, 0, 0, 0)
        if d > 38:
            return (255, 255, 255, 255)
        return (*rgb, 255)
    return pixel


def wave(x0, y0, length, amplitude, steps=24):
    return [{"x": x0 + length * i / steps, "y": y0 + amplitude * math.sin(i / steps * 2 * math.pi)}
            for i in range(steps + 1)]


def write_board_package(path):
    os.makedirs(os.path.join(path, "stickers"))
    write_rgba_png(os.path.join(path, "background.png"), 400, 300, landscape)
    strokes = [((0.75, 0.11, 0.16), 14, wave(200, 300, 700, 60)),
               ((0.21, 0.52, 0.89), 10, wave(300, 520, 900, 90)),
               ((0.15, 0.64, 0.41), 18, wave(250, 900, 600, 40)),
               ((0.0, 0.0, 0.0), 6, wave(900, 820, 500, 120))]
    stickers = [((224, 27, 36), (1150, 350), 1.6, 0.0), ((246, 211, 45), (600, 750), 2.2, 0.3)]
    manifest = {"schemaVersion": 1, "canvasSize": {"width": 1600, "height": 1200},
                "strokes": [{"id": str(uuid.uuid4()).upper(),
                             "color": {"red": r, "green": g, "blue": b, "alpha": 1.0},
                             "width": width, "points": points}
                            for (r, g, b), width, points in strokes],
                "stickers": []}
    for rgb, (x, y), scale, rotation in stickers:
        sticker_id = str(uuid.uuid4()).upper()
        write_rgba_png(os.path.join(path, "stickers", f"{sticker_id}.png"), 96, 96, disc(rgb))
        manifest["stickers"].append({"id": sticker_id, "position": {"x": x, "y": y}, "scale": scale,
                                     "rotationRadians": rotation})
    with open(os.path.join(path, "manifest.json"), "w", encoding="utf-8") as file:
        json.dump(manifest, file)

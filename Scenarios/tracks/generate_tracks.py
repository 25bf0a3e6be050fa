#!/usr/bin/env python3
"""Generates the workbench's GPX 1.1 tracks: synthetic walks from a fixed seed.

Run from any folder:

    python3 Scenarios/tracks/generate_tracks.py            # rewrite the three committed tracks
    python3 Scenarios/tracks/generate_tracks.py --points 100000 --seed 7 --out /tmp/walk.gpx

The walk is the same algorithm as `SyntheticWalk` in the Domain module (Swift), step for step
and bit for bit, so the bench can generate any size on the fly and the tests can check that
the committed files match it. Only +, -, *, / and sqrt are used (all correctly rounded in
IEEE 754), never trigonometry, so both languages produce identical doubles.

Format of each point (see README.md): lat/lon attributes, <ele>, <time> (UTC, milliseconds)
and <extensions> with <fp:accuracy>, <fp:speed>, <fp:course> in the namespace
urn:architecture-workbench:gpx:footprint:1. A negative accuracy marks an invalid fix.
"""

import argparse
import datetime
import math
import os

MASK = 0xFFFFFFFFFFFFFFFF
START_LATITUDE = 35.681236
START_LONGITUDE = 139.767125
START_ALTITUDE = 40.0
START_MILLISECONDS = 1743498000000  # 2025-04-01T09:00:00.000Z
METRES_PER_DEGREE_LATITUDE = 111195.08023353292  # 6,371,008.8 m * pi / 180
METRES_PER_DEGREE_LONGITUDE = 90320.93813337224  # the above * cos(START_LATITUDE)
NAMESPACE = "http://www.topografix.com/GPX/1/1"
FOOTPRINT_NAMESPACE = "urn:architecture-workbench:gpx:footprint:1"

# The committed tracks: file name -> (title, seed, points, with extensions).
TRACKS = {
    "short-walk.gpx": ("Short walk", 1, 20, True),
    "long-walk.gpx": ("Long walk", 2, 10000, False),
}
NOISY = ("noisy-walk.gpx", "Noisy walk", 3, 40)


class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014): a tiny generator that is easy to port exactly."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def unit(self):
        """A double in [0, 1) with 53 random bits."""
        return (self.next() >> 11) * (1.0 / 9007199254740992.0)


def walk(seed, count):
    """`count` fixes of a walk about one second and one to two metres apart.

    Each fix is (latitude, longitude, altitude, accuracy, speed, course, milliseconds).
    """
    random = SplitMix64(seed)
    latitude, longitude, altitude = START_LATITUDE, START_LONGITUDE, START_ALTITUDE
    milliseconds = START_MILLISECONDS
    east, north = random.unit() * 2.0 - 1.0, random.unit() * 2.0 - 1.0
    fixes = []
    for index in range(count):
        speed = -1.0
        if index > 0:
            east += (random.unit() - 0.5) * 0.5
            north += (random.unit() - 0.5) * 0.5
            length = math.sqrt(east * east + north * north)
            if length < 1e-9:
                east, north, length = 0.0, 1.0, 1.0
            east, north = east / length, north / length
            step = 1.0 + random.unit() * 0.8
            interval = 900 + int(random.unit() * 200.0)
            latitude += north * step / METRES_PER_DEGREE_LATITUDE
            longitude += east * step / METRES_PER_DEGREE_LONGITUDE
            altitude += (random.unit() - 0.5) * 0.4
            milliseconds += interval
            speed = step / (interval / 1000.0)
        accuracy = 3.0 + random.unit() * 7.0
        fixes.append((
            rounded(latitude, 1e7), rounded(longitude, 1e7), rounded(altitude, 1e1),
            rounded(accuracy, 1e1), speed if speed < 0 else rounded(speed, 1e2), -1.0,
            milliseconds))
    return fixes


def rounded(value, scale):
    """`value` to 1/`scale` (ties to even), as a GPS receiver would report it."""
    return round(value * scale) / scale


def noisy(fixes):
    """The walk with an invalid fix (200 m off, accuracy -1) after every 7th fix and every
    5th fix delivered twice (identical, same time)."""
    result = []
    for index, fix in enumerate(fixes, start=1):
        result.append(fix)
        if index % 5 == 0:
            result.append(fix)
        if index % 7 == 0:
            latitude, longitude, altitude, _, _, course, milliseconds = fix
            result.append((rounded(latitude + 0.002, 1e7), longitude, altitude, -1.0, -1.0,
                           course, milliseconds + 500))
    return result


def timestamp(milliseconds):
    seconds, millis = divmod(milliseconds, 1000)
    moment = datetime.datetime.fromtimestamp(seconds, tz=datetime.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % millis


def document(title, fixes, extensions=True):
    """The GPX text, in the exact layout `GPXWriter` produces; without `extensions` only
    lat, lon, <ele> and <time>, as a plain GPS logger writes them."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<gpx version="1.1" creator="Architecture Workbench" xmlns="%s" xmlns:fp="%s">'
        % (NAMESPACE, FOOTPRINT_NAMESPACE),
        "  <trk>",
        "    <name>%s</name>" % title,
        "    <trkseg>",
    ]
    for latitude, longitude, altitude, accuracy, speed, course, milliseconds in fixes:
        lines += [
            '      <trkpt lat="%r" lon="%r">' % (latitude, longitude),
            "        <ele>%r</ele>" % altitude,
            "        <time>%s</time>" % timestamp(milliseconds),
        ]
        if extensions:
            lines += [
                "        <extensions>",
                "          <fp:accuracy>%r</fp:accuracy>" % accuracy,
                "          <fp:speed>%r</fp:speed>" % speed,
                "          <fp:course>%r</fp:course>" % course,
                "        </extensions>",
            ]
        lines.append("      </trkpt>")
    lines += ["    </trkseg>", "  </trk>", "</gpx>", ""]
    return "\n".join(lines)


def write(path, title, fixes, extensions=True):
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(document(title, fixes, extensions))
    print("wrote %s (%d points)" % (path, len(fixes)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, help="points of a single walk to write")
    parser.add_argument("--seed", type=int, default=7, help="seed of that walk (default 7)")
    parser.add_argument("--title", default="Walk", help="track name of that walk")
    parser.add_argument("--out", help="where to write that walk")
    parser.add_argument("--plain", action="store_true",
                        help="write only lat, lon, <ele> and <time> (no extensions)")
    arguments = parser.parse_args()
    if arguments.points is not None:
        if not arguments.out:
            parser.error("--points needs --out")
        write(arguments.out, arguments.title, walk(arguments.seed, arguments.points),
              not arguments.plain)
        return
    folder = os.path.dirname(os.path.abspath(__file__))
    for name, (title, seed, count, extensions) in TRACKS.items():
        write(os.path.join(folder, name), title, walk(seed, count), extensions)
    name, title, seed, count = NOISY
    write(os.path.join(folder, name), title, noisy(walk(seed, count)))


if __name__ == "__main__":
    main()

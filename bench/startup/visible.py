#!/usr/bin/env python3
"""Start-up as a user sees it: from starting a process to its window shown and painted on an X display.

    visible.py [--runs N] [--display :98] [--timeout S] [--threads] [--pair NAME:BASE]... NAME=COMMAND...

Each COMMAND (a shell word list, run without a shell) is started RUNS times, in an order that rotates every round
(hyperfine-style alternation, so a slow minute of a loaded machine hits every command alike), each in a fresh HOME and
so a fresh studio home (XDG_DATA_HOME; "{home}" in a COMMAND is that folder). For each start it polls the display (X11 through ctypes, no extra process: every 5 ms for
the window, every 10 ms for its pixels, which costs the X server a copy of the window) and records, in wall milliseconds from just
before the fork:

  mapped   a top-level window of that process (its _NET_WM_PID, else the only new one) is viewable (IsViewable);
  painted  that window's content is no longer one colour (read with XGetImage): something was drawn in it: a label's
           text, the studio's menu bar; a window JavaFX has mapped but not yet rendered is uniformly filled.

and the CPU time (user + system, /proc) of the process and its child processes at that moment, then kills the process (a "startup painted N" line on its standard output, StartupTrace's with
-Dcatalogstudio.startup=never, is shown beside; --threads: first prints its threads' CPU time). It prints each run, then per command the median, min and max of both, and for every command
after the first its median ratio to the first command (or to BASE, --pair NAME:BASE) (paired per round) with the ratios' min and max, and the
ratio of the CPU medians (what a loaded machine stretches: on 2 busy cores the wall ratio grows towards it); the paired
commands are then listed against the first command too.
No window manager is needed (none runs under a bare Xvfb); with one, the frame window is looked through.
Not a test: no build asserts on these numbers (docs/PERFORMANCE.md, issue 41).
"""
import ctypes
import ctypes.util
import os
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

X = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11") or "libX11.so.6")


class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


X.XOpenDisplay.restype = ctypes.c_void_p
X.XOpenDisplay.argtypes = [ctypes.c_char_p]
X.XDefaultRootWindow.restype = ctypes.c_ulong
X.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
X.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                         ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                         ctypes.POINTER(ctypes.c_uint)]
X.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(XWindowAttributes)]
X.XGetImage.restype = ctypes.POINTER(XImage)
X.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                        ctypes.c_ulong, ctypes.c_int]
X.XFree.argtypes = [ctypes.c_void_p]
X.XInternAtom.restype = ctypes.c_ulong
X.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
X.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
                                 ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
X.XSetErrorHandler.restype = ctypes.c_void_p
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda d, e: 0)  # windows vanish
X.XSetErrorHandler(ERROR_HANDLER)
X.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
IS_VIEWABLE = 2
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF


class Display:
    def __init__(self, name):
        self.d = X.XOpenDisplay(name.encode())
        if not self.d:
            sys.exit(f"visible.py: cannot open display {name} (start one: Xvfb {name} -screen 0 1600x1000x24 &)")
        self.root = X.XDefaultRootWindow(self.d)
        self.pid_atom = X.XInternAtom(self.d, b"_NET_WM_PID", 0)

    def children(self, window):
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        kids, n = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not X.XQueryTree(self.d, window, ctypes.byref(root), ctypes.byref(parent), ctypes.byref(kids),
                            ctypes.byref(n)):
            return []
        result = [kids[i] for i in range(n.value)]
        if kids:
            X.XFree(kids)
        return result

    def attributes(self, window):
        a = XWindowAttributes()
        return a if X.XGetWindowAttributes(self.d, window, ctypes.byref(a)) else None

    def pid(self, window):
        kind, fmt, n, after = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        if X.XGetWindowProperty(self.d, window, self.pid_atom, 0, 1, 0, 0, ctypes.byref(kind), ctypes.byref(fmt),
                                ctypes.byref(n), ctypes.byref(after), ctypes.byref(data)) != 0 or not data.value:
            return None
        value = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] if n.value else None
        X.XFree(data)
        return value

    def viewable_windows(self):
        """Top-level windows (children of the root, or of a window manager's frames) that are viewable and big."""
        found = []
        for w in self.children(self.root):
            a = self.attributes(w)
            if a is None or a.map_state != IS_VIEWABLE:
                continue
            if a.width >= 200 and a.height >= 150:
                found.append((w, a))
            for inner in self.children(w):   # a window manager's frame
                b = self.attributes(inner)
                if b is not None and b.map_state == IS_VIEWABLE and b.width >= 200 and b.height >= 150:
                    found.append((inner, b))
        return found

    def one_colour(self, window, a):
        image = X.XGetImage(self.d, window, 0, 0, a.width, a.height, ALL_PLANES, Z_PIXMAP)
        if not image:
            return True
        try:
            im = image.contents
            size = im.bytes_per_line * im.height
            data = ctypes.string_at(im.data, size)
            step = im.bits_per_pixel // 8
            row = im.width * step
            first = data[:step]
            blank = first * im.width
            return all(data[y * im.bytes_per_line:y * im.bytes_per_line + row] == blank for y in range(im.height))
        finally:
            X.XFree(image.contents.data)
            X.XFree(image)


def run_once(display, argv, timeout):
    home = tempfile.mkdtemp(prefix="visible-home-")
    # Java's user.home is the password entry's, not $HOME: the studio's home is fresh through XDG_DATA_HOME.
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=home + "/data", XDG_CONFIG_HOME=home + "/config",
               DISPLAY=display_name)
    before = {w for w, _ in display.viewable_windows()}
    start = time.monotonic()
    out_file = open(os.path.join(home, "stdout.txt"), "w+")
    process = subprocess.Popen([a.replace("{home}", home) for a in argv], env=env, stdout=out_file,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    mapped = painted = cpu = None
    window = None
    try:
        while time.monotonic() - start < timeout:
            now = (time.monotonic() - start) * 1000
            if window is None:
                candidates = [(w, a) for w, a in display.viewable_windows() if w not in before]
                mine = [(w, a) for w, a in candidates if display.pid(w) == process.pid]
                pick = mine or (candidates if len(candidates) == 1 else [])
                if pick:
                    window = pick[0]
                    mapped = now
            if window is not None:
                a = display.attributes(window[0])
                if a is not None and a.map_state == IS_VIEWABLE and not display.one_colour(window[0], a):
                    painted = (time.monotonic() - start) * 1000
                    cpu = cpu_ms(process.pid)
                    if THREADS:
                        print("  threads at painted (CPU ms): " + ", ".join(
                            f"{n} {ms:.0f}" for n, ms in threads_cpu(process.pid)[:12]), file=sys.stderr)
                    break
            if process.poll() is not None:
                break
            time.sleep(0.005 if window is None else 0.010)
    finally:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait()
        X.XSync(display.d, 0)
        out_file.seek(0)
        trace = next((int(line.split()[2]) for line in out_file if line.startswith("startup painted ")), None)
        out_file.close()
        shutil.rmtree(home, ignore_errors=True)
    return mapped, painted, cpu, trace


THREADS = False


def threads_cpu(pid):
    """(thread name, CPU ms) of the process's threads, most first."""
    out = {}
    tick = os.sysconf("SC_CLK_TCK")
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                text = f.read()
            name = text[text.index("(") + 1:text.rindex(")")]
            fields = text.rsplit(")", 1)[1].split()
            name = name.rstrip("0123456789") or name
            out[name] = out.get(name, 0) + (int(fields[11]) + int(fields[12])) * 1000 / tick
        except (OSError, ValueError):
            pass
    return sorted(out.items(), key=lambda e: -e[1])


def cpu_ms(pid):
    """The process's CPU time so far (user + system, all its threads) and its live child processes' (the studio's
    java -jar hands off to a child JVM), in milliseconds; None when unreadable."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total = (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None
    for child in children(pid):
        total += cpu_ms(child) or 0
    return total


def children(pid):
    """The pids of a process's live child processes (/proc/PID/task/TID/children)."""
    out = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{tid}/children") as f:
                    out += [int(c) for c in f.read().split()]
            except (OSError, ValueError):
                pass
    except OSError:
        pass
    return out


def main():
    global display_name
    args = sys.argv[1:]
    runs, display_name, timeout = 10, os.environ.get("DISPLAY", ":99"), 60.0
    commands = []
    pairs = {}
    while args:
        a = args.pop(0)
        if a == "--runs":
            runs = int(args.pop(0))
        elif a == "--display":
            display_name = args.pop(0)
        elif a == "--pair":
            name, against = args.pop(0).split(":", 1)
            pairs[name] = against
        elif a == "--threads":
            global THREADS
            THREADS = True
        elif a == "--timeout":
            timeout = float(args.pop(0))
        elif "=" in a:
            name, command = a.split("=", 1)
            commands.append((name, shlex.split(command)))
        else:
            sys.exit(__doc__)
    if not commands:
        sys.exit(__doc__)
    display = Display(display_name)
    results = {name: [] for name, _ in commands}
    cpus = {name: [] for name, _ in commands}
    for r in range(runs):
        for k in range(len(commands)):
            name, argv = commands[(k + r) % len(commands)]
            load = os.getloadavg()[0]
            mapped, painted, cpu, trace = run_once(display, argv, timeout)
            results[name].append((mapped, painted))
            cpus[name].append(cpu)
            print(f"round {r + 1:2d} {name:24s} mapped {fmt(mapped)}  painted {fmt(painted)}  CPU {fmt(cpu)}"
                  + ("" if trace is None else f"  trace 'startup painted' at JVM uptime {trace} ms")
                  + f"  (load {load:.2f})", file=sys.stderr, flush=True)
            time.sleep(0.3)
    first = commands[0][0]
    print(f"{'command (' + str(runs) + ' runs)':32s} {'mapped med':>11s} {'painted med':>12s} {'min':>7s} {'max':>7s}"
          f" {'ratio med':>10s} {'ratio min-max':>14s} {'CPU med':>8s} {'CPU ratio':>9s}")
    def row(name, base):
        m = [x for x, _ in results[name] if x is not None]
        p = [y for _, y in results[name] if y is not None]
        ratios = [y / b for (_, y), (_, b) in zip(results[name], results[base]) if y is not None and b is not None]
        ratio = "" if name == base or not ratios else f"{statistics.median(ratios):10.2f}"
        spread = "" if name == base or not ratios else f"{min(ratios):6.2f}-{max(ratios):.2f}"
        c = [x for x in cpus[name] if x is not None]
        base_cpu = med([x for x in cpus[base] if x is not None])  # the paired base's
        cpu_ratio = "" if name == base or not c or not base_cpu else f"{med(c) / base_cpu:9.2f}"
        label = name if base == pairs.get(name, first) == first else f"{name} (vs {base})"
        print(f"{label:32s} {fmt(med(m)):>11s} {fmt(med(p)):>12s} {fmt(min(p) if p else None):>7s}"
              f" {fmt(max(p) if p else None):>7s} {ratio:>10s} {spread:>14s} {fmt(med(c)):>8s} {cpu_ratio:>9s}"
              + ("" if len(p) == runs else f"  ({runs - len(p)} runs never painted)"))

    for name, _ in commands:
        row(name, pairs.get(name, first))
    # The paired commands against the first too (the launcher against the plain bare window a user knows).
    for name, _ in commands:
        if pairs.get(name, first) != first and name in results:
            row(name, first)


def med(values):
    return statistics.median(values) if values else None


def fmt(ms):
    return "-" if ms is None else f"{ms:5.0f} ms"


if __name__ == "__main__":
    main()

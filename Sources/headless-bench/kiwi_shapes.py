#!/usr/bin/env python3
"""Builds the solver benchmark's shapes with kiwisolver and times them, as
SolverShapes.swift builds them with HeadlessLayoutSolver. Prints one JSON object:
{"build_ms": …, "edit_ms": …, "capped": false}. A case that would run past the cap (in
seconds) is stopped: its time is the cap and "capped" is true.

With `autolayout`, builds instead the constraints the Auto Layout shapes
(AutoLayoutShapes.swift) activate, as HeadlessKit's engine hands them to its solver: four
unknowns per view in the container's coordinates (left, top, width, height), the
container's origin at 0 and its size held by edit variables of priority 999, every
anchor constraint with its priority. The object then also holds "checksum": the sum of
every view's four values after the last edit, which the benchmark compares with its own
frames, so that both sides are known to solve the same system.
With `edits KINDS` (shapes chain|grid|labels), builds the constraints of the rows
written as UIKit code is (AutoLayoutEdits.swift): a root placed by its frame (1024 by
100), a container pinned in it whose width is the edit, the views inside; labels hold
their intrinsic size as the engine does (an edit variable of priority 999 each axis, a
width and height <= it at priority 250 and >= it at 750). KINDS, comma-separated, are
timed over 20 edits each: `constant` suggests the container's width (390 or 1024),
`toggle` removes the last view's top constraint and adds one 10 points lower (and back),
`text` suggests the last label's new text width. Prints {"times": {"build": ms, KIND: ms},
"checksums": {KIND: sum after one edit}, "capped": false}.
Usage: python3 kiwi_shapes.py chain|grid|nested N CAP_SECONDS [autolayout]
       python3 kiwi_shapes.py chain|grid|labels N CAP_SECONDS edits KINDS
(needs `pip install kiwisolver`)
"""
import json, signal, sys, time

import kiwisolver as kiwi

shape, n, cap = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
autolayout = len(sys.argv) > 4 and sys.argv[4] == "autolayout"
edits = len(sys.argv) > 5 and sys.argv[4] == "edits"


class Capped(Exception):
    pass


def alarm(signum, frame):
    raise Capped()


def build():
    solver = kiwi.Solver()
    width = kiwi.Variable("container.width")
    solver.addEditVariable(width, kiwi.strength.create(0, 999, 0))
    solver.suggestValue(width, 390)
    add = solver.addConstraint
    if shape == "chain":
        previous_right = None
        for i in range(n):
            left, w = kiwi.Variable(f"v{i}.left"), kiwi.Variable(f"v{i}.width")
            add(w == 44)
            add(left == (previous_right + 8 if previous_right is not None else 8))
            previous_right = left + w
        add((previous_right + 8 <= width) | "strong")
    elif shape == "grid":
        previous_top = None
        for row in range(n // 10):
            top = kiwi.Variable(f"r{row}.top")
            add(top == (previous_top + 52 if previous_top is not None else 8))
            previous_top = top
            first_width, previous_right = None, None
            for column in range(10):
                left, w = kiwi.Variable(f"r{row}c{column}.left"), kiwi.Variable(f"r{row}c{column}.width")
                add(left == (previous_right + 8 if previous_right is not None else 8))
                if first_width is not None:
                    add(w == first_width)
                first_width = first_width or w
                previous_right = left + w
            add(previous_right == width - 8)
    else:
        previous_bottom = None
        for group in range(n // 10):
            g_left, g_width = kiwi.Variable(f"g{group}.left"), kiwi.Variable(f"g{group}.width")
            g_top, g_height = kiwi.Variable(f"g{group}.top"), kiwi.Variable(f"g{group}.height")
            add(g_left == 8)
            add(g_width == width - 16)
            add(g_top == (previous_bottom + 8 if previous_bottom is not None else 8))
            previous = None
            for item in range(10):
                left, w = kiwi.Variable(f"g{group}v{item}.left"), kiwi.Variable(f"g{group}v{item}.width")
                top = kiwi.Variable(f"g{group}v{item}.top")
                add(left == g_left + 8)
                add(w == g_width - 16)
                add(top == (previous + 52 if previous is not None else g_top + 8))
                previous = top
            add(g_height == previous + 52 - g_top)
            previous_bottom = g_top + g_height
    solver.updateVariables()
    return solver, width


def priority(value):
    """A UIKit priority below required as a kiwi strength, in the same order."""
    return kiwi.strength.create(0, value, 0)


def build_autolayout():
    """The Auto Layout shapes' constraints, as the engine gives them to its solver."""
    solver = kiwi.Solver()
    add = solver.addConstraint
    views = []

    def view():
        unknowns = tuple(kiwi.Variable() for _ in range(4))  # left, top, width, height
        views.append(unknowns)
        return unknowns

    left, top, width, height = (kiwi.Variable(name) for name in ("left", "top", "width", "height"))
    add(left == 0)
    add(top == 0)
    for edit, value in ((width, 390), (height, 100)):
        solver.addEditVariable(edit, priority(999))
        solver.suggestValue(edit, value)
    container = (left, top, width, height)

    def trailing(v):
        return v[0] + v[2]

    def bottom(v):
        return v[1] + v[3]

    if shape == "chain":
        previous = None
        for _ in range(n):
            item = view()
            add(item[2] == 44)
            add(item[0] == (trailing(previous) if previous else container[0]) + 8)
            add(item[1] == container[1])
            add(item[3] == 44)
            previous = item
        add((trailing(container) >= trailing(previous) + 8) | priority(750))
    elif shape == "grid":
        previous_row = None
        for _ in range(n // 10):
            first, previous = None, None
            for _ in range(10):
                item = view()
                add(item[0] == (trailing(previous) if previous else container[0]) + 8)
                add(item[1] == (bottom(previous_row) if previous_row else container[1]) + 8)
                add(item[3] == 44)
                if first:
                    add(item[2] == first[2])
                first, previous = first or item, item
            add(trailing(previous) == trailing(container) - 8)
            previous_row = first
    else:
        previous_group = None
        for _ in range(n // 10):
            group = view()
            add(group[0] == container[0] + 8)
            add(trailing(group) == trailing(container) - 8)
            add(group[1] == (bottom(previous_group) if previous_group else container[1]) + 8)
            previous = None
            for _ in range(10):
                item = view()
                add(item[0] == group[0] + 8)
                add(trailing(item) == trailing(group) - 8)
                add(item[1] == (bottom(previous) if previous else group[1]) + 8)
                add(item[3] == 44)
                previous = item
            add(bottom(group) == bottom(previous))
            previous_group = group
    solver.updateVariables()
    return solver, width, views


def tiered(value):
    """A UIKit priority as a kiwi strength in a tier of its own (999, 750, 250), so that
    kiwi's weighted sum orders them as our solver's levels do even when a thousand labels'
    hugging errors add up against the container's width."""
    if value >= 999:
        return kiwi.strength.create(value, 0, 0)
    return kiwi.strength.create(0, value, 0) if value >= 500 else kiwi.strength.create(0, 0, value)


def build_edits():
    """The constraints of AutoLayoutEdits.swift, as the engine gives them to its solver."""
    priority = tiered
    solver = kiwi.Solver()
    add = solver.addConstraint
    views = []

    def view():
        unknowns = tuple(kiwi.Variable() for _ in range(4))  # left, top, width, height
        views.append(unknowns)
        return unknowns

    def trailing(v):
        return v[0] + v[2]

    def bottom(v):
        return v[1] + v[3]

    root = tuple(kiwi.Variable() for _ in range(4))
    add(root[0] == 0)
    add(root[1] == 0)
    for edit, value in ((root[2], 1024), (root[3], 100)):
        solver.addEditVariable(edit, priority(999))
        solver.suggestValue(edit, value)
    container = view()
    container_width = kiwi.Variable("container.width")
    solver.addEditVariable(container_width, priority(999))
    solver.suggestValue(container_width, 390)
    add(container[0] == 0)
    add(container[1] == 0)
    add(container[2] == container_width)
    add(container[3] == 100)
    text = {}  # the last label's held width
    last_top = None  # (its constraint, a function making it with an extra offset)
    if shape == "chain":
        previous = None
        for _ in range(n):
            item = view()
            add(item[2] == 44)
            add(item[0] == (trailing(previous) if previous else container[0]) + 8)
            make = lambda extra, item=item: item[1] == container[1] + extra
            last_top = (make(0), make)
            add(last_top[0])
            add(item[3] == 44)
            previous = item
        add((trailing(container) >= trailing(previous) + 8) | priority(750))
    elif shape == "grid":
        previous_row = None
        for _ in range(n // 10):
            first, previous = None, None
            for _ in range(10):
                item = view()
                add(item[0] == (trailing(previous) if previous else container[0]) + 8)
                above = bottom(previous_row) if previous_row else container[1]
                make = lambda extra, item=item, above=above: item[1] == above + 8 + extra
                last_top = (make(0), make)
                add(last_top[0])
                add(item[3] == 44)
                if first:
                    add(item[2] == first[2])
                first, previous = first or item, item
            add(trailing(previous) == trailing(container) - 8)
            previous_row = first
    else:
        previous_group = None
        index = 0
        for _ in range(n // 10):
            group = view()
            add(group[0] == container[0] + 8)
            add(trailing(group) == trailing(container) - 8)
            add(group[1] == (bottom(previous_group) if previous_group else container[1]) + 8)
            previous = None
            for _ in range(10):
                item = view()
                # A label's intrinsic size: 8 points a character of "Item N", 20 high.
                for axis, length in ((2, len(f"Item {index}") * 8), (3, 20)):
                    held = kiwi.Variable()
                    solver.addEditVariable(held, priority(999))
                    solver.suggestValue(held, length)
                    add((item[axis] <= held) | priority(250))
                    add((item[axis] >= held) | priority(750))
                    if axis == 2:
                        text["held"] = held
                index += 1
                add(item[0] == group[0] + 8)
                add(trailing(item) == trailing(group) - 8)
                above = bottom(previous) if previous else group[1]
                make = lambda extra, item=item, above=above: item[1] == above + 8 + extra
                last_top = (make(0), make)
                add(last_top[0])
                previous = item
            add(bottom(group) == bottom(previous))
            previous_group = group
    solver.updateVariables()
    other = last_top[1](10)
    state = {"width": 390, "top": last_top[0], "text": len("Item 0") * 8}

    def constant():
        state["width"] = 1024 if state["width"] == 390 else 390
        solver.suggestValue(container_width, state["width"])
        solver.updateVariables()

    def toggle():
        active = state["top"]
        following = other if active is last_top[0] else last_top[0]
        solver.removeConstraint(active)
        solver.addConstraint(following)
        state["top"] = following
        solver.updateVariables()

    def change_text():
        state["text"] = len("A longer text") * 8 if state["text"] == len("Item 0") * 8 else len("Item 0") * 8
        solver.suggestValue(text["held"], state["text"])
        solver.updateVariables()

    # The benchmark's last label starts with its own text: "Item N-1"; its first change
    # makes it "A longer text" (or "Item 0", alternately).
    state["text"] = len(f"Item {n - 1}") * 8 if shape == "labels" else 0
    return solver, views, {"constant": constant, "toggle": toggle, "text": change_text}


signal.signal(signal.SIGALRM, alarm)
signal.setitimer(signal.ITIMER_REAL, cap)
if edits:
    try:
        start = time.perf_counter()
        solver, views, actions = build_edits()
        times = {"build": (time.perf_counter() - start) * 1000}
        checksums = {}
        for kind in sys.argv[5].split(","):
            actions[kind]()
            checksums[kind] = sum(v.value() for unknowns in views for v in unknowns)
            start = time.perf_counter()
            for _ in range(20):
                actions[kind]()
            times[kind] = (time.perf_counter() - start) * 1000 / 20
            actions[kind]()
        signal.setitimer(signal.ITIMER_REAL, 0)
        print(json.dumps({"times": times, "checksums": checksums, "capped": False}))
    except Capped:
        print(json.dumps({"times": {"build": cap * 1000}, "checksums": {}, "capped": True}))
    sys.exit(0)
try:
    start = time.perf_counter()
    if autolayout:
        solver, width, views = build_autolayout()
    else:
        solver, width = build()
    build_ms = (time.perf_counter() - start) * 1000
    suggestion = 390
    start = time.perf_counter()
    for _ in range(100):
        suggestion = 1024 if suggestion == 390 else 390
        solver.suggestValue(width, suggestion)
        solver.updateVariables()
    edit_ms = (time.perf_counter() - start) * 1000 / 100
    signal.setitimer(signal.ITIMER_REAL, 0)
    result = {"build_ms": build_ms, "edit_ms": edit_ms, "capped": False}
    if autolayout:
        result["checksum"] = sum(v.value() for unknowns in views for v in unknowns)
    print(json.dumps(result))
except Capped:
    print(json.dumps({"build_ms": cap * 1000, "edit_ms": cap * 1000, "capped": True}))

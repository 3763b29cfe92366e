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
Usage: python3 kiwi_shapes.py chain|grid|nested N CAP_SECONDS [autolayout]
(needs `pip install kiwisolver`)
"""
import json, signal, sys, time

import kiwisolver as kiwi

shape, n, cap = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
autolayout = len(sys.argv) > 4 and sys.argv[4] == "autolayout"


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


signal.signal(signal.SIGALRM, alarm)
signal.setitimer(signal.ITIMER_REAL, cap)
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

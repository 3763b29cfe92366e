#!/usr/bin/env python3
"""Builds the solver benchmark's shapes with kiwisolver and times them, as
SolverShapes.swift builds them with HeadlessLayoutSolver. Prints one JSON object:
{"build_ms": …, "edit_ms": …, "capped": false}. A case that would run past the cap (in
seconds) is stopped: its time is the cap and "capped" is true.
Usage: python3 kiwi_shapes.py chain|grid|nested N CAP_SECONDS  (needs `pip install kiwisolver`)
"""
import json, signal, sys, time

import kiwisolver as kiwi

shape, n, cap = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])


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


signal.signal(signal.SIGALRM, alarm)
signal.setitimer(signal.ITIMER_REAL, cap)
try:
    start = time.perf_counter()
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
    print(json.dumps({"build_ms": build_ms, "edit_ms": edit_ms, "capped": False}))
except Capped:
    print(json.dumps({"build_ms": cap * 1000, "edit_ms": cap * 1000, "capped": True}))

#!/usr/bin/env python3
"""Differential corpus: random flex trees laid out by Chromium.

Regenerates chromium-random.json, the corpus FlexboxTests runs besides Yoga's.
Each random tree is laid out by headless Chromium with the CSS reset Yoga's
gentest uses and read back unrounded with getBoundingClientRect.

Yoga knowingly differs from the web in places (conflicting min/max, some
wrap-reverse and absolute cases), and the engine follows Yoga, so the checked-in
corpus keeps only the cases where Yoga agrees with Chromium: Yoga was run on
the same trees outside this repository, and the names of the agreeing cases
are passed with --keep-names (650 of 1,200 cases for seed 1, 600 trees).

    python3 generate_chromium_corpus.py --cases 600 --seed 1 \
        [--keep-names agreeing.txt] --out chromium-random.json

With --exact-sums it writes chromium-exact-sums.json instead: wrapping rows
whose items add up exactly to the container (80% + 20%, thirds, tenths,
fixed widths with gaps), where floating-point error must not start a second
line. Chromium keeps each on one line.

Needs Debian's chromium and chromium-driver, and Selenium from PyPI.
"""
import argparse
import json
import os
import random
import tempfile

RESET = """
body { margin: 0; }
div { box-sizing: border-box; position: relative; display: flex; flex-direction: column;
      align-items: stretch; align-content: flex-start; justify-content: flex-start;
      flex-shrink: 0; border: 0 solid; margin: 0; padding: 0; min-width: 0; min-height: 0; }
"""

DIRECTIONS = ["row", "row-reverse", "column", "column-reverse"]
JUSTIFY = ["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"]
ALIGN_ITEMS = ["flex-start", "center", "flex-end", "stretch"]
ALIGN_CONTENT = ["flex-start", "center", "flex-end", "stretch", "space-between", "space-around", "space-evenly"]
WRAP = ["nowrap", "wrap", "wrap-reverse"]


def maybe(rng, p):
    return rng.random() < p


def random_style(rng, depth, is_root, parent_fixed):
    """A style dict in the corpus schema. parent_fixed: (width fixed, height fixed) of the parent."""
    s = {}
    if is_root:
        s["positionType"] = "absolute"
        s["width"] = rng.choice([200, 250, 300, 360])
        if maybe(rng, 0.6):
            s["height"] = rng.choice([150, 200, 300])
    if maybe(rng, 0.6):
        s["flexDirection"] = rng.choice(DIRECTIONS)
    if maybe(rng, 0.4):
        s["justifyContent"] = rng.choice(JUSTIFY)
    if maybe(rng, 0.4):
        s["alignItems"] = rng.choice(ALIGN_ITEMS)
    if not is_root and maybe(rng, 0.2):
        s["alignSelf"] = rng.choice(ALIGN_ITEMS)
    if maybe(rng, 0.3):
        s["flexWrap"] = rng.choice(WRAP)
        if maybe(rng, 0.5):
            s["alignContent"] = rng.choice(ALIGN_CONTENT)
    if not is_root:
        if maybe(rng, 0.4):
            s["flexGrow"] = rng.choice([1, 2, 0.5, 3])
        if maybe(rng, 0.3):
            s["flexShrink"] = rng.choice([1, 2, 0.5])
        if maybe(rng, 0.2):
            s["flexBasis"] = rng.choice([0, 20, 50, "auto"])
        if maybe(rng, 0.5):
            s["width"] = rng.choice([10, 25, 40, 60, 90])
        elif parent_fixed[0] and maybe(rng, 0.15):
            s["width"] = rng.choice(["20%", "50%"])
        if maybe(rng, 0.5):
            s["height"] = rng.choice([10, 25, 40, 60])
        elif parent_fixed[1] and maybe(rng, 0.15):
            s["height"] = rng.choice(["25%", "50%"])
        if maybe(rng, 0.05):
            s["minWidth"] = rng.choice([15, 30])
        if maybe(rng, 0.05):
            s["maxWidth"] = rng.choice([30, 70])
        if maybe(rng, 0.05):
            s["minHeight"] = rng.choice([15, 30])
        if maybe(rng, 0.05):
            s["maxHeight"] = rng.choice([30, 70])
        if maybe(rng, 0.3):
            s["margin"] = {rng.choice(["left", "top", "right", "bottom", "all", "start", "end"]): rng.choice([2, 5, 10])}
            if maybe(rng, 0.2):
                s["margin"][rng.choice(["left", "right", "top", "bottom"])] = "auto"
        if maybe(rng, 0.06):
            s["positionType"] = "absolute"
            s["position"] = {}
            for edge in rng.sample(["left", "top", "right", "bottom"], rng.randint(0, 2)):
                s["position"][edge] = rng.choice([0, 5, 15])
        elif maybe(rng, 0.1):
            s["position"] = {rng.choice(["left", "top"]): rng.choice([3, -4])}
    if maybe(rng, 0.3):
        s["padding"] = {rng.choice(["left", "top", "right", "bottom", "all", "start", "end"]): rng.choice([1, 3, 6])}
    if maybe(rng, 0.2):
        s["border"] = {rng.choice(["left", "top", "right", "bottom", "all"]): rng.choice([1, 2, 4])}
    if maybe(rng, 0.15):
        s["gap"] = {rng.choice(["row", "column", "all"]): rng.choice([2, 5, 10])}
    if maybe(rng, 0.1):
        s["boxSizing"] = "content-box"
    if not is_root and maybe(rng, 0.04):
        s["display"] = "none"
    if maybe(rng, 0.05):
        s["overflow"] = "hidden"
    return s


def random_tree(rng, depth=0, parent_fixed=(True, True)):
    is_root = depth == 0
    style = random_style(rng, depth, is_root, parent_fixed)
    fixed = (isinstance(style.get("width"), (int, float)), isinstance(style.get("height"), (int, float)))
    children = []
    if depth < 2 or (depth < 3 and maybe(rng, 0.3)):
        count = rng.choice([0, 1, 2, 3]) if depth > 0 else rng.randint(1, 4)
        children = [random_tree(rng, depth + 1, fixed) for _ in range(count)]
    return {"style": style, "children": children}


def css_value(v):
    return f"{v}px" if isinstance(v, (int, float)) else v


def edge_css(prop, edges, rtl):
    """Edges in the corpus schema to CSS declarations, with Yoga's precedence."""
    out = []
    order = ["all", "horizontal", "vertical", "left", "right", "top", "bottom", "start", "end"]
    for key in order:
        if key not in edges:
            continue
        v = css_value(edges[key])
        suffix = "-width" if prop == "border" else ""
        if prop == "position":
            names = {"all": ["left", "right", "top", "bottom"], "left": ["left"], "right": ["right"],
                     "top": ["top"], "bottom": ["bottom"],
                     "start": ["right" if rtl else "left"], "end": ["left" if rtl else "right"]}[key]
            out += [f"{n}: {v}" for n in names]
            continue
        names = {"all": ["left", "right", "top", "bottom"], "horizontal": ["left", "right"],
                 "vertical": ["top", "bottom"], "left": ["left"], "right": ["right"], "top": ["top"],
                 "bottom": ["bottom"], "start": ["inline-start"], "end": ["inline-end"]}[key]
        out += [f"{prop}-{n}{suffix}: {v}" for n in names]
    return out


def node_css(style, rtl, is_root):
    decl = []
    for key, value in style.items():
        if key in ("margin", "padding", "border", "position"):
            decl += edge_css(key, value, rtl)
        elif key == "positionType":
            decl.append(f"position: {value}")
        elif key == "gap":
            for g, v in value.items():
                decl.append({"row": "row-gap", "column": "column-gap", "all": "gap"}[g] + f": {css_value(v)}")
        elif key == "flexBasis":
            decl.append(f"flex-basis: {css_value(value)}")
        else:
            name = {"flexDirection": "flex-direction", "justifyContent": "justify-content", "alignItems": "align-items",
                    "alignSelf": "align-self", "alignContent": "align-content", "flexWrap": "flex-wrap",
                    "flexGrow": "flex-grow", "flexShrink": "flex-shrink", "width": "width", "height": "height",
                    "minWidth": "min-width", "minHeight": "min-height", "maxWidth": "max-width",
                    "maxHeight": "max-height", "boxSizing": "box-sizing", "display": "display",
                    "overflow": "overflow"}[key]
            unitless = key in ("flexGrow", "flexShrink")
            decl.append(f"{name}: {value if unitless else css_value(value)}")
    if is_root:
        decl += ["left: 0", "top: 0"]
        if rtl:
            decl.append("direction: rtl")
    return "; ".join(decl)


def to_html(tree, rtl, path="n"):
    inner = "".join(to_html(c, rtl, f"{path}_{i}") for i, c in enumerate(tree["children"]))
    return f'<div id="{path}" style="{node_css(tree["style"], rtl, path == "n")}">{inner}</div>'


MEASURE_JS = """
const out = {};
function walk(el, parentRect) {
  const r = el.getBoundingClientRect();
  out[el.id] = parentRect ? [r.left - parentRect.left, r.top - parentRect.top, r.width, r.height]
                          : [r.left, r.top, r.width, r.height];
  for (const c of el.children) walk(c, r);
}
walk(document.getElementById('n'), null);
return out;
"""


def chrome_frames(driver, tree, rtl):
    html = f"<!DOCTYPE html><html><head><style>{RESET}</style></head><body>{to_html(tree, rtl)}</body></html>"
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as f:
        f.write(html)
        name = f.name
    driver.get("file://" + name)
    frames = driver.execute_script(MEASURE_JS)
    os.unlink(name)
    return frames


def attach(tree, frames, path="n", hidden=False):
    hidden = hidden or tree["style"].get("display") == "none"
    f = [0, 0, 0, 0] if hidden else frames[path]
    node = {"style": tree["style"], "children": [], "expected": dict(zip(["left", "top", "width", "height"], f))}
    node["children"] = [attach(c, frames, f"{path}_{i}", hidden) for i, c in enumerate(tree["children"])]
    return node


def flatten(node, out):
    out.append(node)
    for c in node["children"]:
        flatten(c, out)
    return out


def exact_sum_trees():
    """Wrapping containers whose items fill the main axis exactly."""
    trees = []
    splits = [["80%", "20%"], ["70%", "30%"], ["60%", "40%"], ["33.333333%"] * 3, ["10%"] * 10,
              ["90%", "10%"], ["12.5%"] * 8, ["25%", "25%", "50%"], ["16.666666%"] * 6, ["14.285714%"] * 7]
    for width in (333, 390, 101, 77.7):
        for split in splits:
            for key in ("width", "flexBasis"):
                children = [{"style": {key: part, "height": 10}, "children": []} for part in split]
                trees.append({"style": {"positionType": "absolute", "width": width, "flexDirection": "row",
                                        "flexWrap": "wrap"}, "children": children})
    for width, items, gap in ((300, [100, 90, 90], 10), (101.5, [50.25, 50.25], 1), (390, [120.1, 120.1, 119.8], 15)):
        children = [{"style": {"width": w, "height": 10}, "children": []} for w in items]
        trees.append({"style": {"positionType": "absolute", "width": width, "flexDirection": "row",
                                "flexWrap": "wrap", "gap": {"column": gap}}, "children": children})
    for height in (333, 101):
        children = [{"style": {"height": part, "width": 10}, "children": []} for part in ["80%", "20%"]]
        trees.append({"style": {"positionType": "absolute", "height": height, "flexDirection": "column",
                                "flexWrap": "wrap"}, "children": children})
    return trees


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep-names", help="file of case names to keep, one per line")
    parser.add_argument("--tolerance", type=float, default=0.5)
    parser.add_argument("--out")
    parser.add_argument("--exact-sums", action="store_true", help="the exact-sum wrapping cases, not random trees")
    args = parser.parse_args()
    default_name = "chromium-exact-sums.json" if args.exact_sums else "chromium-random.json"
    args.out = args.out or os.path.join(os.path.dirname(__file__), default_name)

    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

    rng = random.Random(args.seed)
    trees = exact_sum_trees() if args.exact_sums else [random_tree(rng) for _ in range(args.cases)]
    prefix = "exact_sum" if args.exact_sums else f"random_{args.seed}"
    source = "--exact-sums" if args.exact_sums else f"seed {args.seed}"
    cases = []
    for index, tree in enumerate(trees):
        for rtl in (False, True):
            frames = chrome_frames(driver, tree, rtl)
            root = attach(tree, frames)
            cases.append({"name": f"{prefix}_{index}" + ("__rtl" if rtl else ""),
                          "source": f"generate_chromium_corpus.py {source} tree {index}",
                          "direction": "rtl" if rtl else "ltr", "root": root})
    driver.quit()
    if args.exact_sums:
        one_line = sum(1 for case in cases if len({c["expected"]["top" if case["root"]["style"]["flexDirection"] == "row"
                                                     else "left"] for c in case["root"]["children"]}) == 1)
        print(f"{one_line} of {len(cases)} cases on one line in Chromium")

    kept = cases
    if args.keep_names:
        names = set(open(args.keep_names).read().split())
        kept = [case for case in cases if case["name"] in names]
        print(f"kept {len(kept)} of {len(cases)} cases")
    which = ", cases Yoga agrees with" if args.keep_names else ""
    title = ("wrapping rows whose items add up exactly to the container, laid out by Chromium" if args.exact_sums
             else f"random flex trees laid out by Chromium (seed {args.seed}){which}")
    corpus = {"corpus": title,
              "tolerance": args.tolerance, "pointScaleFactor": 0, "cases": kept}
    with open(args.out, "w") as f:
        json.dump(corpus, f, indent=0)
    print(f"wrote {len(kept)} cases to {args.out}")


if __name__ == "__main__":
    main()

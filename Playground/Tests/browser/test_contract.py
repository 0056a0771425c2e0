"""The wasm boundary, declared once (scripts/boundary.py), checked slot by slot: the generated table
against the test's own hand-written one, every declared slot written each frame and nothing past the
declaration, every configuration field written and read back by name, every error decoded to words."""

import pathlib
import subprocess
import sys

from conftest import PLAYGROUND, open_screen
from independent import CONFIG_INDEX, MEASUREMENT_INDEX, NUMBER_SLOTS, RECT_SLOTS

GENERATED = """async () => {
  const b = await import('/boundary.js');
  return { frame: b.FRAME_SLOTS, count: b.FRAME_SLOT_COUNT, measurements: b.MEASUREMENTS,
           config: b.CONFIG_FIELDS.map(f => f.name), rules: b.RULES, labels: b.ERROR_FIELD_LABELS };
}"""


def test_the_generated_files_are_current():
    result = subprocess.run([sys.executable, str(PLAYGROUND / "scripts" / "boundary.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_generated_slots_match_the_independent_table(page):
    open_screen(page)
    generated = page.evaluate(GENERATED)
    names = {"header": "headerClip", "banner": "bannerFrame", "avatar": "avatarFrame", "title": "titleFrame",
             "bar": "barFrame", "details": "detailsFrame", "tabBar": "tabBarFrame", "tabIndicator": "tabIndicator",
             "spinner": "spinnerFrame", "blurFraction": "blurAlpha", "lightStatusBar": "statusBarLight"}
    for name, slot in {**RECT_SLOTS, **NUMBER_SLOTS}.items():
        kind, index = generated["frame"][names.get(name, name)]
        assert index == slot, (name, index, slot)
        assert (kind == "rect") == (name in RECT_SLOTS), (name, kind)
    assert generated["measurements"] == sorted(MEASUREMENT_INDEX, key=MEASUREMENT_INDEX.get)
    assert generated["config"] == sorted(CONFIG_INDEX, key=CONFIG_INDEX.get)
    assert all(generated["rules"]) and all(generated["labels"])
    # Labels are the user's words, never a Swift field name.
    for label in generated["labels"]:
        assert label[0].isupper() and not any(c.isupper() for c in label[1:].replace(" ", "")[:1]), label


def test_every_declared_slot_is_written_and_nothing_else(page):
    open_screen(page)
    result = page.evaluate("""async () => {
      const b = await import('/boundary.js');
      const bytes = await (await fetch('/profile.wasm')).arrayBuffer();
      const { instance } = await WebAssembly.instantiate(bytes, {});
      const x = instance.exports;
      x.phk_preset(0);
      if (!x.phk_configure()) throw new Error('preset refused');
      const out = () => new Float64Array(x.memory.buffer, x.phk_output(), 256);
      const m = () => new Float64Array(x.memory.buffer, x.phk_measurements(), b.MEASUREMENTS.length);
      const values = { viewportWidth: 393, viewportHeight: 852, safeAreaTop: 59, displayScale: 2, textScale: 1,
                       time: 1, postsHeightOfTab0: 3000, timeScale: 1 };
      b.MEASUREMENTS.forEach((name, i) => { m()[i] = values[name] ?? 0; });
      out().fill(NaN);
      x.phk_frame();
      const o = out();
      const unwritten = [];
      for (const [name, [kind, i]] of Object.entries(b.FRAME_SLOTS)) {
        for (let k = 0; k < (kind === 'rect' ? 4 : 1); k++) if (Number.isNaN(o[i + k])) unwritten.push(name);
      }
      const beyond = [...o.slice(b.FRAME_SLOT_COUNT)].filter((v) => !Number.isNaN(v)).length;
      const decoded = b.decode(b.FRAME_SLOTS, o);
      return { unwritten, beyond, decoded };
    }""")
    assert result["unwritten"] == []
    assert result["beyond"] == 0
    decoded = result["decoded"]
    assert decoded["phase"] == "collapsing" and decoded["stacking"] == "avatarInFront"
    assert decoded["refreshPhase"] == "idle" and decoded["interaction"] == "idle"
    assert decoded["bannerFrame"] == {"x": 0, "y": 0, "width": 393, "height": 190}


def test_every_configuration_field_goes_in_and_out_by_name(page):
    open_screen(page)
    result = page.evaluate("""async () => {
      const { loadEngine } = await import('/engine.js');
      const b = await import('/boundary.js');
      const engine = await loadEngine();
      const twitter = engine.preset('twitter');
      const problems = [];
      for (const field of b.CONFIG_FIELDS) {
        if (!(field.name in twitter)) problems.push(['missing', field.name]);
        // A value inside the playground's range, different from the preset's, where the engine allows one.
        const candidates = [field.min, field.max, (field.min + field.max) / 2].filter((v) => v !== twitter[field.name]);
        let accepted = false;
        for (const value of candidates) {
          engine.configure(twitter);
          const result = engine.offer(field.name, value);
          if (result.values) {
            accepted = true;
            if (Math.abs(result.values[field.name] - value) > 1e-9) problems.push(['not applied', field.name, value, result.values[field.name]]);
            break;
          } else if (!/^[A-Z][^:]*: /.test(result.error)) problems.push(['error words', field.name, result.error]);
        }
        if (!accepted && field.panel) problems.push(['panel field never accepted', field.name]);
        const outside = engine.offer(field.name, field.max + 1);
        if (outside.values) problems.push(['outside the playground range accepted', field.name]);
        else if (!outside.error.startsWith(field.label + ':')) problems.push(['refusal names another field', field.name, outside.error]);
      }
      engine.configure(twitter);
      return problems;
    }""")
    assert result == []


def test_each_module_exports_every_function_the_page_calls(page):
    """Every `x.phk_…` engine.js calls is exported by the module that screen loads (a glue edit once
    dropped phk_tab_labels from profile.wasm: the module was smaller, and the X preset broke)."""
    import re
    calls = set(re.findall(r"x\.(phk_\w+)", (PLAYGROUND / "Web" / "engine.js").read_text()))
    # The pattern still finds the calls (an engine.js that names the exports otherwise would leave
    # nothing to check).
    assert {"phk_frame", "phk_configure", "phk_tab_labels", "phk_shy_step", "phk_shy_configure"} <= calls, sorted(calls)
    open_screen(page)
    exports = page.evaluate("""async () => {
      const names = async (file) => {
        const bytes = await (await fetch(file)).arrayBuffer();
        return WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map(e => e.name);
      };
      return { profile: await names('/profile.wasm'), feed: await names('/feed.wasm') };
    }""")
    shared = {"phk_config", "phk_output", "phk_error_field", "phk_error_rule"}
    profile = {name for name in calls if not name.startswith("phk_shy_")}
    feed = {name for name in calls if name.startswith("phk_shy_")} | shared
    assert profile <= set(exports["profile"]), sorted(profile - set(exports["profile"]))
    assert feed <= set(exports["feed"]), sorted(feed - set(exports["feed"]))

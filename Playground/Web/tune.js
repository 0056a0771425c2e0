// The tune panel: fields for the main configuration values. A change is offered to the engine; a
// value it rejects is not applied, and its typed error is shown next to the field.

const PROFILE_FIELDS = [
  { name: 'expandedHeight', label: 'Banner height', min: 80, max: 400, step: 1 },
  { name: 'topSafeAreaInset', label: 'Safe area top', min: 0, max: 80, step: 1 },
  { name: 'barHeight', label: 'Bar height', min: 24, max: 80, step: 1 },
  { name: 'avatarSize', label: 'Avatar size', min: 20, max: 160, step: 1 },
  { name: 'avatarOverhang', label: 'Avatar overhang', min: 0, max: 160, step: 1 },
  { name: 'avatarCollapsedScale', label: 'Avatar collapsed scale', min: 0.1, max: 1, step: 0.05 },
  { name: 'titleTravel', label: 'Title travel', min: 1, max: 120, step: 1 },
  { name: 'blurMaximumRadius', label: 'Blur radius', min: 0, max: 40, step: 1 },
  { name: 'refreshThreshold', label: 'Refresh threshold', min: 20, max: 200, step: 1 },
  { name: 'stretchMode', label: 'Stretch', options: ['zoom', 'grow', 'none'] },
];

const FEED_FIELDS = [
  { name: 'navigationBarHeight', label: 'Bar height', min: 24, max: 80, step: 1 },
  { name: 'extensionHeight', label: 'Extension height', min: 0, max: 80, step: 1 },
  { name: 'expansionResistance', label: 'Expansion resistance', min: 0, max: 600, step: 10 },
  { name: 'contractionResistance', label: 'Contraction resistance', min: 0, max: 200, step: 5 },
];

/**
 * Builds the panel. `apply(values)` returns null or the engine's error text; `literal(values)` the
 * Swift to show. `presets` (optional) maps names to functions returning a preset's values; `edit`
 * (optional) returns the engine's own edit of the current values for a field, or null.
 */
export function buildTunePanel(form, literalBox, { kind, values, apply, literal, presets, edit }) {
  let current = values;
  const fields = kind === 'feed' ? FEED_FIELDS : PROFILE_FIELDS;
  const rows = new Map();

  if (presets) {
    const row = document.createElement('label');
    row.innerHTML = '<span>Preset</span>';
    const select = document.createElement('select');
    select.dataset.testid = 'preset';
    for (const name of Object.keys(presets)) select.append(new Option(name, name));
    select.addEventListener('change', () => {
      const next = presets[select.value]();
      if (next && !apply(next)) { current = next; refresh(); }
    });
    row.append(select);
    form.append(row);
  }

  for (const field of fields) {
    const row = document.createElement('label');
    const name = document.createElement('span');
    name.textContent = field.label;
    row.append(name);
    let slider = null;
    let input;
    if (field.options) {
      input = document.createElement('select');
      field.options.forEach((option, index) => input.append(new Option(option, String(index))));
      row.append(input, document.createElement('span'));
    } else {
      slider = Object.assign(document.createElement('input'), { type: 'range', min: field.min, max: field.max, step: field.step });
      input = Object.assign(document.createElement('input'), { type: 'number', step: field.step });
      slider.dataset.testid = `slider-${field.name}`;
      slider.addEventListener('input', () => { input.value = slider.value; offer(field.name, Number(slider.value)); });
      row.append(slider, input);
    }
    input.dataset.testid = `field-${field.name}`;
    input.addEventListener('change', () => offer(field.name, input.value === '' ? NaN : Number(input.value)));
    const error = document.createElement('output');
    error.className = 'error';
    error.dataset.testid = `error-${field.name}`;
    row.append(error);
    form.append(row);
    rows.set(field.name, { input, slider, error });
  }

  /** Offers a changed value to the engine; keeps the old configuration if it refuses. */
  function offer(name, value) {
    // Some edits move other values with them (the content below a taller banner): the engine makes those.
    const edited = edit ? edit(name, value) : null;
    const next = edited?.values ?? { ...current, [name]: value };
    const error = edited?.error ?? apply(next);
    for (const row of rows.values()) { row.error.textContent = ''; row.input.removeAttribute('aria-invalid'); }
    if (error) {
      const row = rows.get(name);
      row.error.textContent = error;
      row.input.setAttribute('aria-invalid', 'true');
      return;
    }
    current = next;
    refresh();
  }

  function refresh() {
    for (const [name, row] of rows) {
      row.input.value = String(current[name]);
      if (row.slider) row.slider.value = String(current[name]);
    }
    literalBox.textContent = literal(current);
  }

  refresh();
  return { get values() { return current; } };
}

/** A number as Swift source: up to three decimals, no trailing zeros. */
export function swiftNumber(value) {
  return String(Math.round(value * 1000) / 1000);
}

// The tune panel: fields for the main configuration values, labelled in the user's words with the
// range the playground offers (both from boundary.js). A change is offered to the engine; a value it
// refuses is not applied, the field goes back to the value in force, and the refusal is shown. A value
// the engine accepts but that will look wrong gets a warning under its field (`warn`).

import { CONFIG_FIELDS, ENUMS, SHY_FIELDS } from './boundary.js';

const ENUM_WORDS = { zoom: 'zooming', grow: 'growing taller', none: 'not stretching', bottomLeading: 'its corner', bottomCenter: 'its centre',
  slidesUnder: 'one under another (TLYShyNavBar)', appBarLayout: 'as one block (Android app bar)',
  quickReturn: 'scroll|enterAlways|snap', enterAlways: 'scroll|enterAlways', scrollOnly: 'scroll', scrollSnap: 'scroll|snap',
  enterAlwaysCollapsed: 'scroll|enterAlways|enterAlwaysCollapsed|snap', exitUntilCollapsed: 'scroll|exitUntilCollapsed|snap',
  stays: 'none: stays', pinned: 'stays (pinned)', floats: 'floats: goes, comes back on scroll up', barFloats: 'bar floats, tabs stay',
  collapsingTabBar: 'tab bar collapses under the bar' };

/** Up to three decimals, no trailing zeros. */
export function formatNumber(value) {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * The lowest and highest values on `field`'s slider steps (its playground range, from its min in
 * steps) that the engine accepts with the other values in force (`accepts(name, value)` asks it),
 * found by bisection from `value`, which it accepts: the engine's rules bound each field from below
 * and above, so the values it accepts are one run of steps. When it does not accept `value`'s own
 * step (a value off the steps), the whole playground range.
 */
function acceptedRange(field, value, accepts) {
  const steps = Math.round((field.max - field.min) / field.step);
  const at = (k) => Number((field.min + k * field.step).toFixed(6));
  const own = Math.min(Math.max(Math.round((value - field.min) / field.step), 0), steps);
  if (!accepts(field.name, at(own))) return { min: field.min, max: field.max };
  // `accepted` is a step the engine takes, `refused` one it does not (or one past the range).
  const edge = (accepted, refused) => {
    while (Math.abs(refused - accepted) > 1) {
      const middle = Math.trunc((accepted + refused) / 2);
      if (accepts(field.name, at(middle))) accepted = middle; else refused = middle;
    }
    return at(accepted);
  };
  return {
    min: accepts(field.name, at(0)) ? at(0) : edge(own, 0),
    max: accepts(field.name, at(steps)) ? at(steps) : edge(own, steps),
  };
}

/**
 * Builds the panel. `offer(name, value)` returns `{ values }` or `{ error }`; `literal(values)` the
 * Swift to show; `onChange(values)` is told of every accepted change.
 */
export function buildTunePanel(form, literalBox, errorBox, { kind, values, offer, accepts, literal, onChange }) {
  let current = values;
  const fields = (kind === 'feed' ? SHY_FIELDS : CONFIG_FIELDS).filter((field) => field.panel);
  const rows = new Map();

  for (const field of fields) {
    const row = document.createElement('label');
    const name = document.createElement('span');
    name.textContent = field.unit && field.unit !== '×' ? `${field.label} (${field.unit})` : field.label;
    name.id = `label-${field.name}`;
    row.append(name);
    let slider = null;
    let range = null;
    let input;
    if (field.kind?.startsWith('enum:')) {
      input = document.createElement('select');
      ENUMS[field.kind.slice(5)].forEach((option, index) => input.append(new Option(ENUM_WORDS[option] ?? option, String(index))));
      row.append(input, document.createElement('span'));
    } else {
      slider = Object.assign(document.createElement('input'), { type: 'range', min: field.min, max: field.max, step: field.step });
      input = Object.assign(document.createElement('input'), { type: 'number', min: field.min, max: field.max, step: field.step });
      slider.dataset.testid = `slider-${field.name}`;
      slider.setAttribute('aria-label', `${field.label}, slider`);
      slider.addEventListener('input', () => { input.value = slider.value; change(field, Number(slider.value)); });
      row.append(slider, input);
    }
    input.setAttribute('aria-label', field.label);
    input.dataset.testid = `field-${field.name}`;
    input.addEventListener('change', () => change(field, input.value === '' ? NaN : Number(input.value)));
    const error = document.createElement('output');
    error.className = 'error';
    error.dataset.testid = `error-${field.name}`;
    if (!field.kind?.startsWith('enum:')) {
      range = document.createElement('span');
      range.className = 'range';
      range.dataset.testid = `range-${field.name}`;
      row.append(range);
    }
    const warning = document.createElement('output');
    warning.className = 'warning';
    warning.dataset.testid = `warning-${field.name}`;
    row.append(error, warning);
    form.append(row);
    rows.set(field.name, { field, input, slider, range, error, warning });
  }

  /** Offers a changed value to the engine; keeps the values in force if it refuses. */
  function change(field, value) {
    const result = offer(field.name, value);
    for (const row of rows.values()) { row.error.textContent = ''; row.input.removeAttribute('aria-invalid'); }
    errorBox.textContent = '';
    if (result.error) {
      const row = rows.get(field.name);
      // The value as typed when rounding to three places would misquote it (1e-9 is not 0).
      const quoted = !Number.isFinite(value) ? 'that' : Number(formatNumber(value)) === value ? formatNumber(value) : String(value);
      // The engine names the field whose rule the value breaks, which may be one the panel does not
      // show (the bar title's height for a bar too short to hold it): say what this field accepts.
      const blamesAnother = row.slider && accepts && !result.error.startsWith(`${field.label}:`);
      const text = blamesAnother
        ? `${field.label} takes ${row.range.textContent} with the other values; ${result.error} (${quoted} was not applied)`
        : `${result.error} (${quoted} was not applied)`;
      row.error.textContent = text;
      errorBox.textContent = text;
      row.input.setAttribute('aria-invalid', 'true');
      show();  // the field shows the value in force again
      return;
    }
    current = result.values;
    show();
    onChange?.(current);
  }

  function show() {
    for (const [name, row] of rows) {
      if (row.slider) {
        // The slider offers what the engine accepts with the other values in force (its rules tie
        // fields together: the bar holds the title, the banner holds the bar), not the playground's
        // whole range; typing outside it still gets the engine's refusal.
        const { min, max } = accepts ? acceptedRange(row.field, current[name], accepts) : row.field;
        for (const element of [row.slider, row.input]) Object.assign(element, { min, max });
        row.range.textContent = `${formatNumber(min)} to ${formatNumber(max)}${row.field.unit ? ` ${row.field.unit}` : ''}`;
      }
      row.input.value = row.slider ? formatNumber(current[name]) : String(current[name]);
      if (row.slider) row.slider.value = String(current[name]);
    }
    literalBox.textContent = literal(current);
  }

  show();
  return {
    get values() { return current; },
    /** Shows `text` (or nothing, for '') as a warning under field `name`. */
    warn(name, text) {
      const row = rows.get(name);
      if (row && row.warning.textContent !== text) row.warning.textContent = text;
    },
    /** Shows new values (a preset, a reset) without offering them. */
    set(values) {
      current = values;
      for (const row of rows.values()) { row.error.textContent = ''; row.input.removeAttribute('aria-invalid'); }
      errorBox.textContent = '';
      show();
    },
  };
}

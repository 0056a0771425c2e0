// Generated posts of different lengths, the same on every load.

const WORDS = ('scroll header banner avatar blur title pinned stretch pull refresh spring tab list swift ' +
  'engine frame offset collapse shy bar drawer resistance momentum bounce velocity layout value pure ' +
  'today shipped a new build the team likes how it feels under the thumb smooth quiet fast small').split(' ');
const PEOPLE = [['Grace', '#6366f1'], ['Linus', '#0ea5e9'], ['Margaret', '#10b981'], ['Alan', '#f59e0b'],
  ['Barbara', '#ef4444'], ['Dennis', '#8b5cf6'], ['Frances', '#14b8a6']];

/** A small deterministic random generator (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` posts of `minWords`…`maxWords` words. */
export function makePosts(seed, count, minWords, maxWords) {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const [name, color] = PEOPLE[Math.floor(next() * PEOPLE.length)];
    const length = minWords + Math.floor(next() * (maxWords - minWords + 1));
    const words = Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]);
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return { name, color, text: words.join(' ') + '.', minutes: 3 + index * 7 };
  });
}

/** A list item for a post. */
export function postElement(post, fresh = false) {
  const item = document.createElement('li');
  item.className = fresh ? 'post fresh' : 'post';
  const dot = document.createElement('span');
  dot.className = 'dot';
  dot.style.background = post.color;
  const body = document.createElement('div');
  const who = document.createElement('div');
  who.className = 'who';
  who.innerHTML = `<b></b> @${post.name.toLowerCase()} · ${post.minutes}m`;
  who.querySelector('b').textContent = post.name;
  const text = document.createElement('p');
  text.textContent = post.text;
  body.append(who, text);
  item.append(dot, body);
  return item;
}

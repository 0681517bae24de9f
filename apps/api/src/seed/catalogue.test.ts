import { getIconData } from '@iconify/utils';
import { icons } from '@iconify-json/fluent-emoji';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from './catalogue.ts';

const leaves = CATEGORY_TREE.flatMap((root) => root.children.flatMap((mid) => mid.children));

/** Each product noun with the picture its products get (LeafCategory.emojis). */
const pictured = leaves.flatMap((leaf) =>
  leaf.nouns.map((noun, i) => ({
    leaf: leaf.slug,
    noun,
    emoji: leaf.emojis.length === 1 ? leaf.emojis[0]! : leaf.emojis[i],
  })),
);

/**
 * What a noun names → the pictures that show it. A noun matching a pattern must have one of its
 * pictures; an empty list means no icon shows that kind of thing (the product is to be renamed).
 * Found wrong once: "Studio Monitors" showed headphones, "Racing Wheel" a joystick.
 */
const KINDS: [RegExp, string[]][] = [
  [/headphone|headset/i, ['headphone']],
  [/monitor/i, ['desktop-computer', 'stethoscope']],
  [/speaker|soundbar/i, ['speaker-high-volume', 'loudspeaker']],
  [/radio/i, ['radio']],
  [/microphone|\bmic\b/i, ['studio-microphone', 'microphone']],
  [/\bphone\b/i, ['mobile-phone']],
  [/camera|dslr/i, ['camera', 'camera-with-flash', 'video-camera']],
  [/keyboard/i, ['keyboard']],
  [/mouse/i, ['computer-mouse']],
  [/printer/i, ['printer']],
  [/laptop(?!\s*bag)/i, ['laptop']],
  [/\bpc\b/i, ['desktop-computer']],
  [/controller|console|(?<!non-)\bstick\b/i, ['video-game', 'joystick']],
  [/wheel|helmet/i, []],
  [/\bwatch\b/i, ['watch']],
  [/sunglasses|shades|wayfarer/i, ['sunglasses']],
  [/backpack|kit bag/i, ['backpack']],
  [/clutch/i, ['clutch-bag']],
  [/laptop bag/i, ['briefcase']],
  [/\b(cap|hat)\b/i, ['billed-cap', 'womans-hat', 'top-hat']],
  [/saree/i, ['sari']],
  [/kimono/i, ['kimono']],
  [/swimsuit/i, ['one-piece-swimsuit']],
  [/bikini/i, ['bikini']],
  [/shorts/i, ['shorts']],
  [/socks/i, ['socks']],
  [/sandal|flip-flop|slides/i, ['womans-sandal', 'thong-sandal']],
  [/ballet/i, ['ballet-shoes']],
  [/heels|pumps|stilettos/i, ['high-heeled-shoe']],
  [/sneaker|running shoe|runner/i, ['running-shoe']],
  [/bike/i, ['bicycle']],
  [/skateboard|longboard|cruiser board/i, ['skateboard']],
  [/roller skates|inline skates/i, ['roller-skate']],
  [/tent\b/i, ['tent']],
  [/sofa|loveseat|armchair/i, ['couch-and-lamp']],
  [/(?<!sofa )\bbed\b|mattress/i, ['bed']],
  [/(?<!arm)chair|stool/i, ['chair']],
  [/clock/i, ['ten-oclock', 'alarm-clock', 'mantelpiece-clock']],
  [/lamp|\blights?\b|bulb/i, ['light-bulb', 'flashlight']],
  [/kettle\b|teapot/i, ['teapot']],
  [/coffee|espresso|french press|pour-over/i, ['hot-beverage']],
  [/knife/i, ['kitchen-knife']],
  [/\bpens?\b/i, ['fountain-pen', 'pen']],
  [/pencil/i, ['pencil']],
  [/crayon/i, ['crayon']],
  [/brush set/i, ['paintbrush']],
  [/soap/i, ['soap']],
  [/lotion|cream|shower gel/i, ['lotion-bottle']],
  [/toothbrush|toothpaste|floss/i, ['toothbrush']],
  [/lipstick|lip /i, ['lipstick']],
  [/nail|polish|manicure/i, ['nail-polish']],
  [/thermometer/i, ['thermometer']],
  [/stethoscope/i, ['stethoscope']],
  [/glove|mitt/i, ['gloves', 'boxing-glove']],
  [/\bball\b|basketball/i, ['soccer-ball', 'cricket-game', 'basketball']],
  [/puzzle/i, ['puzzle-piece']],
  [/chess/i, ['chess-pawn']],
  [/kite/i, ['kite']],
  [/yo-yo/i, ['yo-yo']],
  [/teddy/i, ['teddy-bear']],
  [/unicorn/i, ['unicorn']],
  [/bottle/i, ['baby-bottle']],
  [/croissant/i, ['croissant']],
  [/baguette/i, ['baguette-bread']],
  [/bagel/i, ['bagel']],
  [/\bbread\b|\bloaf\b/i, ['bread']],
  [/cake/i, ['birthday-cake', 'cupcake', 'shortcake']],
  [/juice|nectar/i, ['beverage-box']],
  [/milk/i, ['glass-of-milk']],
  [/chocolate/i, ['chocolate-bar']],
  [/cookie/i, ['cookie']],
  [/doughnut/i, ['doughnut']],
];

describe('demo catalogue pictures', () => {
  it('gives each leaf one picture for all its nouns or one per noun', () => {
    for (const leaf of leaves) {
      expect([1, leaf.nouns.length], leaf.slug).toContain(leaf.emojis.length);
    }
  });

  it('draws only icons that exist', () => {
    for (const { leaf, noun, emoji } of pictured) {
      expect(emoji && getIconData(icons, emoji), `${leaf}: ${noun} → ${emoji}`).toBeTruthy();
    }
  });

  it('shows each product with a picture of its kind', () => {
    const misfits = pictured.flatMap(({ leaf, noun, emoji }) =>
      KINDS.filter(([pattern, fits]) => pattern.test(noun) && !fits.includes(emoji!)).map(
        ([pattern, fits]) =>
          `${leaf}: "${noun}" shows ${emoji} (${pattern} wants ${fits.join('|') || 'a new name'})`,
      ),
    );
    expect(misfits).toEqual([]);
  });

  it('would catch the pictures found wrong before', () => {
    const fits = (noun: string, emoji: string) =>
      KINDS.every(([pattern, kinds]) => !pattern.test(noun) || kinds.includes(emoji));
    expect(fits('Studio Monitors', 'headphone')).toBe(false);
    expect(fits('Racing Wheel', 'joystick')).toBe(false);
    expect(fits('Studio Headphones', 'headphone')).toBe(true);
  });
});

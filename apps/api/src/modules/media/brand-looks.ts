/*
 * How each demo brand looks: its colour (packs and word-mark), a second colour and a small emblem drawn
 * beside its name. A brand not listed (a store created later) gets a colour from its name, never an error.
 */

export interface BrandLook {
  colour: string;
  accent: string;
  /** A Fluent Emoji Flat icon name. */
  emblem?: string;
  /** Word-mark lettering: 'serif' for traditional brands, 'rounded' for playful ones. */
  type: 'sans' | 'serif' | 'rounded';
}

const LOOKS: Readonly<Record<string, BrandLook>> = {
  NutriPet: { colour: '#d84315', accent: '#ffb300', emblem: 'bone', type: 'sans' },
  'Au Au Gourmet': { colour: '#6d4c41', accent: '#f9a825', emblem: 'dog-face', type: 'serif' },
  'Miau Feliz': { colour: '#8e24aa', accent: '#f48fb1', emblem: 'cat-face', type: 'rounded' },
  'Vida Pet': { colour: '#2e7d32', accent: '#aed581', emblem: 'seedling', type: 'sans' },
  'Banho Bom': { colour: '#0288d1', accent: '#80deea', emblem: 'bubbles', type: 'rounded' },
  'Passeio Pet': { colour: '#ef6c00', accent: '#ffcc80', emblem: 'paw-prints', type: 'sans' },
  'Toca Pet': { colour: '#5d4037', accent: '#bcaaa4', emblem: 'house', type: 'rounded' },
  'Penas & Cia': { colour: '#00897b', accent: '#ffee58', emblem: 'parrot', type: 'serif' },
  'Aqua Viva': { colour: '#0277bd', accent: '#4dd0e1', emblem: 'tropical-fish', type: 'rounded' },
  'Roedor Feliz': { colour: '#f57c00', accent: '#fff176', emblem: 'hamster', type: 'rounded' },
  VetCare: { colour: '#00695c', accent: '#80cbc4', emblem: 'pill', type: 'sans' },
  'Mundo Réptil': { colour: '#558b2f', accent: '#dce775', emblem: 'turtle', type: 'sans' },
  'Bicho Bom': { colour: '#c62828', accent: '#ffab91', emblem: 'paw-prints', type: 'rounded' },
  'Natural Pet': { colour: '#33691e', accent: '#c5e1a5', emblem: 'herb', type: 'serif' },
  'Pet Clássico': { colour: '#37474f', accent: '#b0bec5', type: 'serif' },
  'Lar Doce Lar': { colour: '#ad1457', accent: '#f8bbd0', emblem: 'house-with-garden', type: 'serif' },
  'Cozinha Fina': { colour: '#263238', accent: '#ff7043', emblem: 'cooking', type: 'serif' },
  'Brilho Total': { colour: '#1565c0', accent: '#ffd54f', emblem: 'sparkles', type: 'sans' },
  'Limpa Mais': { colour: '#00838f', accent: '#b2ebf2', emblem: 'bubbles', type: 'rounded' },
  'Sabor da Terra': { colour: '#bf360c', accent: '#ffcc80', emblem: 'sheaf-of-rice', type: 'serif' },
  'Grão Nobre': { colour: '#827717', accent: '#fff59d', emblem: 'cooked-rice', type: 'serif' },
  'Café Serrano': { colour: '#4e342e', accent: '#d7ccc8', emblem: 'hot-beverage', type: 'serif' },
  'Fonte Clara': { colour: '#0277bd', accent: '#b3e5fc', emblem: 'droplet', type: 'sans' },
  'Adega Sul': { colour: '#6a1b4d', accent: '#e1bee7', emblem: 'wine-glass', type: 'serif' },
  'Bem Cuidar': { colour: '#d81b60', accent: '#f8bbd0', emblem: 'soap', type: 'rounded' },
  Volt: { colour: '#212121', accent: '#ffca28', emblem: 'high-voltage', type: 'sans' },
  'Toque Macio': { colour: '#5e35b1', accent: '#d1c4e9', emblem: 'cloud', type: 'rounded' },
  'Ferramenta Forte': { colour: '#e65100', accent: '#263238', emblem: 'hammer-and-wrench', type: 'sans' },
  'Vale Verde': { colour: '#388e3c', accent: '#c8e6c9', emblem: 'leaf-fluttering-in-wind', type: 'serif' },
  'Bela Casa': { colour: '#6d4c41', accent: '#d7ccc8', type: 'serif' },
};

const PALETTE = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#ad1457'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function brandLook(name: string | undefined): BrandLook {
  if (name && LOOKS[name]) return LOOKS[name];
  const colour = PALETTE[hash(name ?? '') % PALETTE.length] ?? '#37474f';
  return { colour, accent: '#eceff1', type: 'sans' };
}

/** Every emblem named above, for the test that checks the illustration set has them. */
export const BRAND_EMBLEMS: readonly string[] = Object.values(LOOKS).flatMap((l) => (l.emblem ? [l.emblem] : []));

/** Attribute names and values that item names and attrs JSON are made from. */
export const ATTRS = {
  sabor: { name: 'Sabor', values: ['Frango', 'Carne', 'Cordeiro', 'Salmão', 'Frango e Arroz', 'Peixe'] },
  pesoRacao: { name: 'Peso', values: ['1kg', '3kg', '7,5kg', '10,1kg', '15kg'] },
  pesoPequeno: { name: 'Peso', values: ['85g', '100g', '250g', '500g'] },
  pesoSache: { name: 'Peso', values: ['85g', '100g'] },
  pesoLata: { name: 'Peso', values: ['280g', '400g'] },
  pesoPetisco: { name: 'Peso', values: ['65g', '250g', '500g'] },
  pesoPeixe: { name: 'Peso', values: ['20g', '50g', '120g', '250g'] },
  pesoReptil: { name: 'Peso', values: ['30g', '75g', '270g'] },
  pesoGraos: { name: 'Peso', values: ['500g', '1kg', '2kg', '5kg'] },
  pesoAreia: { name: 'Peso', values: ['2kg', '4kg', '12kg'] },
  pesoCafe: { name: 'Peso', values: ['250g', '500g', '1kg'] },
  pesoCereal: { name: 'Peso', values: ['250g', '500g', '1kg'] },
  pesoSabao: { name: 'Peso', values: ['800g', '1,6kg', '2,2kg'] },
  tamanho: { name: 'Tamanho', values: ['P', 'M', 'G', 'GG'] },
  cor: { name: 'Cor', values: ['Azul', 'Rosa', 'Preto', 'Vermelho', 'Verde', 'Cinza'] },
  volume: { name: 'Volume', values: ['250ml', '500ml', '1L', '2L', '5L'] },
  volumeCosmetico: { name: 'Volume', values: ['200ml', '350ml', '500ml', '1L'] },
  volumeAzeite: { name: 'Volume', values: ['250ml', '500ml', '1L'] },
  volumePequeno: { name: 'Volume', values: ['20ml', '100ml', '500ml'] },
  volumeBebida: { name: 'Volume', values: ['350ml', '600ml', '1L', '2L'] },
  fragrancia: { name: 'Fragrância', values: ['Lavanda', 'Talco', 'Erva-doce', 'Neutro', 'Citrus'] },
  voltagem: { name: 'Voltagem', values: ['110V', '220V', 'Bivolt'] },
  diametro: { name: 'Diâmetro', values: ['18cm', '20cm', '24cm', '28cm'] },
  embalagem: { name: 'Embalagem', values: ['Unidade', 'Pack com 6', 'Pack com 12'] },
  unidades: { name: 'Quantidade', values: ['10 unidades', '30 unidades', '50 unidades'] },
  porte: { name: 'Porte', values: ['Mini', 'Pequeno', 'Médio', 'Grande'] },
  litragem: { name: 'Capacidade', values: ['20 litros', '40 litros', '60 litros', '100 litros'] },
  tamanhoCama: { name: 'Tamanho', values: ['Solteiro', 'Casal', 'Queen', 'King'] },
  safra: { name: 'Safra', values: ['2020', '2021', '2022', '2023'] },
} as const;

export type AttrKey = keyof typeof ATTRS;

/**
 * How much each value of a size attribute multiplies the price of its first value: a 15 kg bag costs about
 * six times the 1 kg one, not fifteen (bigger packs are cheaper by the kilo, as on any Brazilian shelf).
 * Attributes not listed (flavour, colour, fragrance) leave the price alone.
 */
export const SIZE_FACTORS: Partial<Record<AttrKey, readonly number[]>> = {
  pesoRacao: [1, 2.3, 3.9, 5, 6.3],
  pesoPequeno: [1, 1.15, 2.5, 4.5],
  pesoSache: [1, 1.3],
  pesoLata: [1, 1.3],
  pesoPetisco: [1, 3, 5.5],
  pesoPeixe: [1, 1.8, 3, 4.5],
  pesoReptil: [1, 1.9, 4],
  pesoGraos: [1, 1.85, 3.5, 7],
  pesoAreia: [1, 1.8, 4.6],
  pesoCafe: [1, 1.9, 3.6],
  pesoCereal: [1, 1.8, 3.3],
  pesoSabao: [1, 1.8, 2.4],
  volume: [1, 1.7, 2.6, 4.2, 7.5],
  volumeCosmetico: [1, 1.4, 1.8, 2.8],
  volumeAzeite: [1, 1.8, 3.4],
  volumePequeno: [1, 3.5, 12],
  volumeBebida: [1, 1.5, 2, 3.2],
  diametro: [1, 1.12, 1.3, 1.5],
  embalagem: [1, 5.6, 10.5],
  unidades: [1, 2.6, 4],
  porte: [1, 1.1, 1.25, 1.4],
  litragem: [1, 1.6, 2.3, 3.4],
};

/** What a flavour or fragrance looks like: the second picture of a chicken-flavoured food shows a drumstick. */
export const VALUE_ICONS: Readonly<Record<string, string>> = {
  Frango: 'poultry-leg',
  Carne: 'cut-of-meat',
  Cordeiro: 'meat-on-bone',
  Salmão: 'fish',
  'Frango e Arroz': 'cooked-rice',
  Peixe: 'fish',
  Lavanda: 'hyacinth',
  Talco: 'cloud',
  'Erva-doce': 'herb',
  Neutro: 'droplet',
  Citrus: 'lemon',
};

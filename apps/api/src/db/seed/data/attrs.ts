/** Attribute names and values that item names and attrs JSON are made from. */
export const ATTRS = {
  sabor: { name: 'Sabor', values: ['Frango', 'Carne', 'Cordeiro', 'Salmão', 'Frango e Arroz', 'Peixe'] },
  pesoRacao: { name: 'Peso', values: ['1kg', '3kg', '7,5kg', '10,1kg', '15kg'] },
  pesoPequeno: { name: 'Peso', values: ['85g', '100g', '250g', '500g'] },
  pesoGraos: { name: 'Peso', values: ['500g', '1kg', '2kg', '5kg'] },
  tamanho: { name: 'Tamanho', values: ['P', 'M', 'G', 'GG'] },
  cor: { name: 'Cor', values: ['Azul', 'Rosa', 'Preto', 'Vermelho', 'Verde', 'Cinza'] },
  volume: { name: 'Volume', values: ['250ml', '500ml', '1L', '2L', '5L'] },
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

import { branch, leaf, type BranchSpec, type BrandSet } from './catalog-types.js';

// Prices are of the smallest pack in reais (see SIZE_FACTORS); pictures name Fluent Emoji Flat icons.
export const LOJA_CATEGORIES: readonly BranchSpec[] = [
  branch('Casa', [
    branch('Cozinha', [
      branch('Panelas', [
        leaf('Antiaderentes', ['Panela Antiaderente Linha Gourmet', 'Frigideira Antiaderente Cerâmica'], ['diametro', 'cor'], [89, 219], { weight: 2, picture: [{ icon: 'cooking', extra: 'egg' }, { icon: 'cooking', extra: 'pancakes' }] }),
        leaf('Inox', ['Panela de Inox Fundo Triplo', 'Caçarola Inox com Tampa de Vidro'], ['diametro'], [119, 299], { picture: [{ icon: 'pot-of-food', extra: 'spoon' }, { icon: 'shallow-pan-of-food', extra: 'spoon' }] }),
        leaf('Ferro Fundido', ['Panela de Ferro Fundido', 'Frigideira de Ferro Fundido'], ['diametro'], [149, 279], { picture: [{ icon: 'pot-of-food', extra: 'fire' }, { icon: 'cooking', extra: 'fire' }] }),
      ]),
      branch('Utensílios', [
        leaf('Facas', ['Faca do Chef Aço Inox', 'Faca para Pão Serrilhada', 'Kit Facas para Churrasco'], ['cor'], [39, 199], { picture: [{ icon: 'kitchen-knife', extra: 'tomato' }, { icon: 'kitchen-knife', extra: 'baguette-bread' }, { icon: 'kitchen-knife', extra: 'cut-of-meat' }] }),
        leaf('Potes Herméticos', ['Pote Hermético de Vidro', 'Conjunto de Potes Plásticos'], ['embalagem'], [19, 35], { picture: [{ icon: 'jar', extra: 'cookie' }, { icon: 'bento-box', extra: 'green-salad' }] }),
      ]),
    ]),
    branch('Mesa Posta', [
      branch('Xícaras e Canecas', [
        leaf('Canecas', ['Caneca de Porcelana', 'Caneca de Cerâmica Esmaltada', 'Kit Xícaras de Café'], ['cor'], [25, 59], { picture: [{ icon: 'hot-beverage', extra: 'cookie' }, { icon: 'hot-beverage', extra: 'croissant' }, { icon: 'teacup-without-handle', extra: 'teacup-without-handle' }] }),
        leaf('Pratos e Travessas', ['Aparelho de Jantar 20 Peças', 'Travessa de Vidro Refratário'], ['cor'], [69, 299], { picture: [{ icon: 'fork-and-knife-with-plate', extra: 'green-salad' }, { icon: 'shallow-pan-of-food', extra: 'fork-and-knife' }] }),
      ]),
    ]),
    branch('Móveis e Iluminação', [
      branch('Móveis', [
        leaf('Cadeiras', ['Cadeira de Jantar Estofada', 'Cadeira Escandinava de Madeira', 'Banqueta Alta para Bancada'], ['cor'], [249, 799], { picture: [{ icon: 'chair', extra: 'potted-plant' }, { icon: 'chair', extra: 'hot-beverage' }, { icon: 'chair', extra: 'potted-plant' }] }),
      ]),
      branch('Iluminação', [
        leaf('Luminárias', ['Luminária de Mesa Articulada', 'Abajur de Cabeceira', 'Luminária de Piso'], ['cor'], [89, 399], { picture: [{ icon: 'light-bulb', extra: 'books' }, { icon: 'couch-and-lamp', extra: 'light-bulb' }, { icon: 'couch-and-lamp', extra: 'light-bulb' }] }),
      ]),
    ]),
    branch('Organização', [
      branch('Organizadores', [
        leaf('Caixas Organizadoras', ['Caixa Organizadora com Tampa', 'Cesto Organizador Multiuso'], ['litragem', 'cor'], [29, 45], { picture: [{ icon: 'package', extra: 't-shirt' }, { icon: 'basket', extra: 'socks' }] }),
        leaf('Cabides', ['Cabide de Veludo', 'Cabide de Madeira'], ['unidades'], [19, 29], { picture: { icon: 'coat', extra: 't-shirt' } }),
      ]),
    ]),
    branch('Decoração', [
      branch('Objetos Decorativos', [
        leaf('Vasos', ['Vaso de Cerâmica Decorativo', 'Vaso de Vidro Transparente'], ['cor'], [39, 159], { picture: [{ icon: 'amphora', extra: 'tulip' }, { icon: 'potted-plant', extra: 'tulip' }] }),
        leaf('Velas Aromáticas', ['Vela Aromática em Copo', 'Difusor de Varetas'], ['fragrancia'], [29, 89], { picture: [{ icon: 'candle', extra: 'hyacinth' }, { icon: 'lotion-bottle', extra: 'hyacinth' }] }),
      ]),
    ]),
  ], { icon: 'home', brands: ['Lar Doce Lar', 'Cozinha Fina'] }),
  branch('Limpeza', [
    branch('Roupas', [
      branch('Lava-roupas', [
        leaf('Sabão em Pó', ['Sabão em Pó Multiação', 'Sabão em Pó Roupas Brancas'], ['pesoSabao'], [12, 19], { weight: 2, picture: { pack: 'box', icon: 't-shirt', extra: 'bubbles' } }),
        leaf('Sabão Líquido', ['Lava-roupas Líquido Concentrado', 'Lava-roupas Líquido Roupas Escuras'], ['volume'], [9, 14], { weight: 2, picture: { pack: 'bottle', icon: 't-shirt', extra: 'bubbles' } }),
      ]),
      branch('Amaciantes', [
        leaf('Concentrados', ['Amaciante Concentrado', 'Amaciante Concentrado Toque de Seda'], ['fragrancia', 'volume'], [8, 13], { picture: { pack: 'bottle', icon: 'cloud', extra: 'socks' } }),
        leaf('Tradicionais', ['Amaciante Tradicional', 'Amaciante Bebê'], ['fragrancia', 'volume'], [5, 8], { picture: { pack: 'bottle', icon: 'cloud', extra: 't-shirt' } }),
      ]),
    ]),
    branch('Limpeza da Casa', [
      branch('Multiuso e Desinfetantes', [
        leaf('Desinfetantes', ['Desinfetante Perfumado', 'Desinfetante Bactericida'], ['fragrancia', 'volume'], [4, 7], { weight: 2, picture: { pack: 'bottle', icon: 'sparkles', extra: 'bubbles' } }),
        leaf('Multiuso', ['Limpador Multiuso', 'Limpa Vidros'], ['volume'], [5, 9], { picture: [{ pack: 'bottle', icon: 'sparkles', extra: 'sponge' }, { pack: 'bottle', icon: 'window', extra: 'sparkles' }] }),
      ]),
      branch('Panos e Esponjas', [
        leaf('Esponjas', ['Esponja Dupla Face', 'Esponja de Aço'], ['embalagem'], [3, 5], { picture: { icon: 'sponge', extra: 'bubbles' } }),
        leaf('Panos de Chão', ['Pano de Chão Alvejado', 'Pano Multiuso Microfibra'], ['embalagem'], [5, 9], { picture: { icon: 'bucket', extra: 'sponge' } }),
      ]),
    ]),
  ], { icon: 'spray', brands: ['Brilho Total', 'Limpa Mais'] }),
  branch('Mercearia', [
    branch('Básicos', [
      branch('Grãos', [
        leaf('Arroz', ['Arroz Branco Tipo 1', 'Arroz Integral', 'Arroz Parboilizado'], ['pesoGraos'], [3, 5], { weight: 3, brands: ['Grão Nobre', 'Sabor da Terra'], picture: { pack: 'bag', icon: 'cooked-rice', extra: 'sheaf-of-rice' } }),
        leaf('Feijão', ['Feijão Carioca Tipo 1', 'Feijão Preto Tipo 1'], ['pesoGraos'], [4, 6], { weight: 2, brands: ['Grão Nobre', 'Sabor da Terra'], picture: { pack: 'bag', icon: 'beans', extra: 'pot-of-food' } }),
      ]),
      branch('Óleos e Azeites', [
        leaf('Azeites', ['Azeite de Oliva Extravirgem', 'Azeite de Oliva Tipo Único'], ['volumeAzeite'], [24, 39], { weight: 2, brands: ['Grão Nobre', 'Sabor da Terra'], picture: { pack: 'bottle', icon: 'olive', extra: 'leafy-green' } }),
        leaf('Óleos', ['Óleo de Soja', 'Óleo de Girassol'], ['volumeAzeite'], [5, 9], { brands: ['Grão Nobre', 'Sabor da Terra'], picture: [{ pack: 'bottle', icon: 'ear-of-corn', extra: 'droplet' }, { pack: 'bottle', icon: 'sunflower', extra: 'droplet' }] }),
      ]),
    ]),
    branch('Matinais', [
      branch('Cafés', [
        leaf('Café em Pó', ['Café Torrado e Moído Tradicional', 'Café Torrado e Moído Extraforte', 'Café Gourmet 100% Arábica'], ['pesoCafe'], [14, 24], { weight: 3, brands: ['Café Serrano', 'Grão Nobre'], picture: { pack: 'bag', icon: 'hot-beverage', extra: 'teacup-without-handle' } }),
        leaf('Café em Cápsulas', ['Café em Cápsulas Intenso', 'Café em Cápsulas Suave'], ['unidades'], [19, 29], { brands: ['Café Serrano'], picture: { pack: 'box', icon: 'hot-beverage', extra: 'teacup-without-handle' } }),
      ]),
      branch('Cereais', [
        leaf('Granola', ['Granola Tradicional', 'Granola com Mel e Castanhas'], ['pesoCereal'], [12, 19], { brands: ['Grão Nobre', 'Sabor da Terra'], picture: { pack: 'pouch', icon: 'bowl-with-spoon', extra: 'honey-pot' } }),
        leaf('Aveia', ['Aveia em Flocos Finos', 'Farelo de Aveia'], ['pesoCereal'], [6, 9], { brands: ['Grão Nobre', 'Sabor da Terra'], picture: { pack: 'box', icon: 'sheaf-of-rice', extra: 'bowl-with-spoon' } }),
      ]),
    ]),
    branch('Doces e Biscoitos', [
      branch('Biscoitos', [
        leaf('Recheados', ['Biscoito Recheado Chocolate', 'Biscoito Recheado Morango'], ['embalagem'], [3, 5], { brands: ['Sabor da Terra'], picture: [{ pack: 'pouch', icon: 'cookie', extra: 'chocolate-bar' }, { pack: 'pouch', icon: 'cookie', extra: 'strawberry' }] }),
        leaf('Cream Cracker', ['Biscoito Cream Cracker', 'Biscoito Água e Sal'], ['embalagem'], [4, 6], { brands: ['Sabor da Terra'], picture: { pack: 'pouch', icon: 'rice-cracker', extra: 'butter' } }),
      ]),
      branch('Chocolates', [
        leaf('Barras', ['Chocolate ao Leite em Barra', 'Chocolate Meio Amargo 70% Cacau'], ['embalagem'], [6, 12], { brands: ['Sabor da Terra'], picture: { icon: 'chocolate-bar', extra: 'glass-of-milk' } }),
      ]),
    ]),
  ], { icon: 'basket', brands: ['Sabor da Terra', 'Grão Nobre', 'Café Serrano'] }),
  branch('Bebidas', [
    branch('Não Alcoólicas', [
      branch('Refrigerantes', [
        leaf('Cola', ['Refrigerante de Cola', 'Refrigerante de Cola Zero Açúcar'], ['volumeBebida', 'embalagem'], [4, 6], { weight: 2, brands: ['Fonte Clara', 'Vale Verde'], picture: { icon: 'cup-with-straw', extra: 'ice' } }),
        leaf('Guaraná', ['Refrigerante de Guaraná', 'Guaraná Zero Açúcar'], ['volumeBebida', 'embalagem'], [4, 6], { brands: ['Fonte Clara', 'Vale Verde'], picture: { icon: 'cup-with-straw', extra: 'tangerine' } }),
      ]),
      branch('Sucos', [
        leaf('Sucos Integrais', ['Suco de Uva Integral', 'Suco de Laranja Integral'], ['volumeBebida'], [9, 14], { brands: ['Fonte Clara', 'Vale Verde'], picture: [{ icon: 'grapes', extra: 'beverage-box' }, { icon: 'tangerine', extra: 'beverage-box' }] }),
        leaf('Águas', ['Água Mineral sem Gás', 'Água Mineral com Gás'], ['volumeBebida', 'embalagem'], [2, 3], { brands: ['Fonte Clara', 'Vale Verde'], picture: { icon: 'potable-water', extra: 'droplet' } }),
      ]),
    ]),
    branch('Alcoólicas', [
      branch('Cervejas', [
        leaf('Pilsen', ['Cerveja Pilsen Puro Malte', 'Cerveja Pilsen Lager'], ['volumeBebida', 'embalagem'], [4, 6], { brands: ['Adega Sul'], picture: { icon: 'beer-mug', extra: 'sheaf-of-rice' } }),
        leaf('Artesanais', ['Cerveja Artesanal IPA', 'Cerveja Artesanal Weiss'], ['volumeBebida', 'embalagem'], [14, 24], { brands: ['Adega Sul'], picture: { icon: 'clinking-beer-mugs', extra: 'sheaf-of-rice' } }),
      ]),
      branch('Vinhos', [
        leaf('Tintos', ['Vinho Tinto Cabernet Sauvignon', 'Vinho Tinto Malbec', 'Vinho Tinto Merlot'], ['safra'], [49, 249], { brands: ['Adega Sul'], picture: { icon: 'wine-glass', extra: 'grapes' } }),
        leaf('Brancos', ['Vinho Branco Chardonnay', 'Vinho Branco Sauvignon Blanc'], ['safra'], [45, 199], { brands: ['Adega Sul'], picture: { icon: 'bottle-with-popping-cork', extra: 'grapes' } }),
      ]),
    ]),
  ], { icon: 'bottle', brands: ['Fonte Clara', 'Adega Sul', 'Vale Verde'] }),
  branch('Higiene Pessoal', [
    branch('Cabelos', [
      branch('Shampoos e Condicionadores', [
        leaf('Shampoos', ['Shampoo Hidratação Intensa', 'Shampoo Anticaspa'], ['volumeCosmetico'], [14, 29], { picture: { pack: 'bottle', icon: 'bubbles', extra: 'woman-curly-hair' } }),
        leaf('Condicionadores', ['Condicionador Reconstrução', 'Condicionador Cachos Definidos'], ['volumeCosmetico'], [15, 32], { picture: { pack: 'bottle', icon: 'sparkles', extra: 'woman-curly-hair' } }),
      ]),
    ]),
    branch('Corpo', [
      branch('Sabonetes', [
        leaf('Sabonetes em Barra', ['Sabonete em Barra Hidratante', 'Sabonete em Barra Vegetal'], ['fragrancia', 'embalagem'], [3, 5], { picture: { icon: 'soap', extra: 'bubbles' } }),
        leaf('Sabonetes Líquidos', ['Sabonete Líquido Hidratante', 'Sabonete Líquido Antibacteriano'], ['fragrancia', 'volumeCosmetico'], [9, 16], { picture: { pack: 'bottle', icon: 'soap', extra: 'bubbles' } }),
      ]),
      branch('Desodorantes', [
        leaf('Aerossol', ['Desodorante Aerossol Masculino', 'Desodorante Aerossol Feminino'], ['fragrancia'], [14, 22], { picture: { pack: 'bottle', icon: 'sparkles', extra: 'wind-face' } }),
        leaf('Roll-on', ['Desodorante Roll-on Sem Perfume', 'Desodorante Roll-on Proteção 48h'], ['fragrancia'], [9, 15], { picture: { pack: 'bottle', icon: 'sparkles', extra: 'droplet' } }),
      ]),
    ]),
  ], { icon: 'soap', brands: ['Bem Cuidar', 'Vale Verde'] }),
  branch('Eletroportáteis', [
    branch('Eletros de Cozinha', [
      branch('Preparo', [
        leaf('Liquidificadores', ['Liquidificador 12 Velocidades', 'Liquidificador Copo de Vidro'], ['cor'], [119, 299], { variant: 'voltagem', picture: { icon: 'tropical-drink', extra: 'strawberry' } }),
        leaf('Air Fryers', ['Fritadeira Elétrica Air Fryer 4L', 'Fritadeira Air Fryer Digital 5,5L'], ['cor'], [299, 699], { variant: 'voltagem', picture: { icon: 'french-fries', extra: 'poultry-leg' } }),
      ]),
      branch('Café e Chá', [
        leaf('Cafeteiras Elétricas', ['Cafeteira Elétrica 30 Xícaras', 'Cafeteira Expresso Compacta'], ['cor'], [119, 599], { variant: 'voltagem', picture: { icon: 'hot-beverage', extra: 'cookie' } }),
        leaf('Chaleiras Elétricas', ['Chaleira Elétrica Inox 1,7L', 'Chaleira Elétrica com Temperatura'], ['cor'], [89, 249], { variant: 'voltagem', picture: { icon: 'teapot', extra: 'teacup-without-handle' } }),
      ]),
    ]),
    branch('Eletros para Casa', [
      branch('Cuidados com a Casa', [
        leaf('Aspiradores de Pó', ['Aspirador de Pó Vertical', 'Aspirador de Pó Portátil'], ['cor'], [199, 699], { variant: 'voltagem', brands: ['Volt'], picture: { icon: 'broom', extra: 'high-voltage' } }),
        leaf('Ferros de Passar', ['Ferro de Passar a Vapor', 'Ferro de Passar a Seco'], ['cor'], [79, 249], { variant: 'voltagem', brands: ['Volt'], picture: { pack: 'box', icon: 't-shirt', extra: 'high-voltage' } }),
      ]),
    ]),
  ], { icon: 'plug', brands: ['Volt', 'Cozinha Fina'] }),
  branch('Cama, Mesa e Banho', [
    branch('Cama', [
      branch('Roupas de Cama', [
        leaf('Jogos de Lençol', ['Jogo de Lençol Percal 200 Fios', 'Jogo de Lençol Malha 100% Algodão'], ['cor'], [99, 299], { variant: 'tamanhoCama', picture: { icon: 'bed', extra: 'sparkles' } }),
        leaf('Edredons', ['Edredom Dupla Face', 'Edredom Plumas Sintéticas'], ['cor'], [149, 449], { variant: 'tamanhoCama', picture: { icon: 'bed', extra: 'cloud' } }),
      ]),
    ]),
    branch('Banho', [
      branch('Toalhas', [
        leaf('Toalhas de Banho', ['Toalha de Banho Gigante', 'Toalha de Banho Fio Penteado'], ['cor'], [39, 89], { picture: { icon: 'bathtub', extra: 'soap' } }),
        leaf('Jogos de Toalhas', ['Jogo de Toalhas 4 Peças', 'Jogo de Toalhas 5 Peças Fio Penteado'], ['cor'], [89, 199], { picture: { icon: 'bathtub', extra: 'duck' } }),
        leaf('Toalhas de Rosto', ['Toalha de Rosto Felpuda', 'Kit Toalhas de Rosto'], ['cor'], [15, 39], { picture: { icon: 'shower', extra: 'soap' } }),
      ]),
    ]),
  ], { icon: 'bed', brands: ['Toque Macio', 'Lar Doce Lar'] }),
  branch('Ferramentas', [
    branch('Ferramentas Manuais', [
      branch('Chaves e Alicates', [
        leaf('Chaves de Fenda', ['Jogo de Chaves de Fenda e Phillips', 'Chave de Fenda Isolada'], ['unidades'], [25, 49], { picture: { icon: 'screwdriver', extra: 'nut-and-bolt' } }),
        leaf('Alicates', ['Alicate Universal', 'Alicate de Corte Diagonal'], ['cor'], [35, 89], { picture: { icon: 'wrench', extra: 'nut-and-bolt' } }),
      ]),
    ]),
    branch('Ferramentas Elétricas', [
      branch('Furadeiras e Parafusadeiras', [
        leaf('Furadeiras', ['Furadeira de Impacto 650W', 'Furadeira de Impacto 850W'], ['cor'], [199, 499], { variant: 'voltagem', picture: { icon: 'hammer-and-wrench', extra: 'high-voltage' } }),
        leaf('Parafusadeiras', ['Parafusadeira a Bateria 12V', 'Parafusadeira e Furadeira 2 Baterias'], ['cor'], [249, 699], { picture: { icon: 'toolbox', extra: 'battery' } }),
      ]),
    ]),
  ], { icon: 'wrench', brands: ['Ferramenta Forte', 'Volt'] }),
];

export const LOJA_BRANDS: BrandSet = {
  listed: [
    'Lar Doce Lar', 'Cozinha Fina', 'Brilho Total', 'Limpa Mais', 'Sabor da Terra', 'Grão Nobre', 'Café Serrano',
    'Fonte Clara', 'Adega Sul', 'Bem Cuidar', 'Volt', 'Toque Macio', 'Ferramenta Forte',
  ],
  unsequenced: 'Vale Verde',
  inactive: 'Bela Casa',
};

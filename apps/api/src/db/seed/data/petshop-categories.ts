import { branch, leaf, type BranchSpec, type BrandSet } from './catalog-types.js';

// Food weighs more so 'ração' searches, the RACAO15 coupon and the home rows have plenty to show.
// Prices are of the smallest pack in reais (see SIZE_FACTORS); pictures name Fluent Emoji Flat icons.
const FOOD = 3;

export const PETSHOP_CATEGORIES: readonly BranchSpec[] = [
  branch('Cães', [
    branch('Alimentação', [
      branch('Ração Seca', [
        leaf('Filhotes', ['Ração Premium Cães Filhotes', 'Ração Super Premium Cães Filhotes'], ['sabor', 'pesoRacao'], [32, 52], { weight: FOOD, brands: ['NutriPet', 'Au Au Gourmet', 'Natural Pet', 'Vida Pet'], picture: { pack: 'bag', icon: 'dog-face', extra: 'bone' } }),
        leaf('Adultos', ['Ração Premium Cães Adultos', 'Ração Super Premium Cães Adultos', 'Ração Natural Cães Adultos'], ['sabor', 'pesoRacao'], [29, 49], { weight: FOOD, brands: ['NutriPet', 'Au Au Gourmet', 'Natural Pet', 'Vida Pet'], picture: { pack: 'bag', icon: 'dog', extra: 'bone' } }),
        leaf('Sênior', ['Ração Premium Cães Sênior', 'Ração Light Cães Sênior'], ['sabor', 'pesoRacao'], [33, 52], { weight: FOOD, brands: ['NutriPet', 'Au Au Gourmet', 'Natural Pet', 'Vida Pet'], picture: { pack: 'bag', icon: 'dog-face', extra: 'bone' } }),
      ]),
      branch('Ração Úmida', [
        leaf('Sachês', ['Ração Úmida Sachê Cães Adultos', 'Ração Úmida Sachê Cães Filhotes'], ['sabor', 'pesoSache'], [3.5, 5.5], { weight: 2, brands: ['NutriPet', 'Au Au Gourmet', 'Natural Pet', 'Vida Pet'], picture: { pack: 'pouch', icon: 'dog-face', extra: 'cut-of-meat' } }),
        leaf('Latas', ['Ração Úmida Lata Cães Patê', 'Ração Úmida Lata Cães Pedaços ao Molho'], ['sabor', 'pesoLata'], [9, 15], { brands: ['NutriPet', 'Au Au Gourmet', 'Natural Pet', 'Vida Pet'], picture: { pack: 'can', icon: 'dog-face', extra: 'cut-of-meat' } }),
      ]),
      branch('Petiscos', [
        leaf('Bifinhos', ['Bifinho para Cães', 'Petisco Palito para Cães'], ['sabor', 'pesoPetisco'], [8, 13], { brands: ['NutriPet', 'Au Au Gourmet', 'Natural Pet', 'Vida Pet'], picture: { pack: 'pouch', icon: 'bone', extra: 'dog-face' } }),
        leaf('Ossos e Mordedores', ['Osso Natural para Cães', 'Mordedor de Couro Bovino'], ['porte'], [15, 35], { brands: ['NutriPet', 'Au Au Gourmet', 'Natural Pet', 'Vida Pet'], picture: { icon: 'bone', extra: 'dog-face' } }),
      ]),
    ]),
    branch('Higiene e Beleza', [
      branch('Banho', [
        leaf('Shampoos', ['Shampoo Neutro para Cães', 'Shampoo Pelagem Escura', 'Shampoo Hipoalergênico'], ['fragrancia', 'volumeCosmetico'], [19, 39], { brands: ['Banho Bom', 'Vida Pet'], picture: { pack: 'bottle', icon: 'dog-face', extra: 'bubbles' } }),
        leaf('Condicionadores', ['Condicionador Hidratante para Cães', 'Condicionador Desembaraçante'], ['fragrancia', 'volumeCosmetico'], [22, 42], { brands: ['Banho Bom', 'Vida Pet'], picture: { pack: 'bottle', icon: 'poodle', extra: 'bubbles' } }),
        leaf('Colônias', ['Colônia Pós-banho para Cães', 'Perfume Pet'], ['fragrancia'], [25, 59], { brands: ['Banho Bom', 'Vida Pet'], picture: { pack: 'bottle', icon: 'sparkles', extra: 'dog-face' } }),
      ]),
      branch('Tapetes e Fraldas', [
        leaf('Tapetes Higiênicos', ['Tapete Higiênico Super Absorvente', 'Tapete Higiênico com Atrativo'], ['unidades'], [24, 36], { weight: 2, brands: ['Banho Bom', 'Vida Pet'], picture: { pack: 'box', icon: 'dog-face', extra: 'droplet' } }),
        leaf('Fraldas', ['Fralda Descartável para Cães', 'Fralda Higiênica para Machos'], ['porte'], [35, 60], { brands: ['Banho Bom', 'Vida Pet'], picture: { pack: 'box', icon: 'dog', extra: 'droplet' } }),
      ]),
    ]),
    branch('Acessórios', [
      branch('Passeio', [
        leaf('Coleiras', ['Coleira de Nylon Ajustável', 'Coleira Peitoral Acolchoada'], ['cor'], [25, 79], { variant: 'tamanho', brands: ['Passeio Pet', 'Toca Pet'], picture: { icon: 'dog', extra: 'ribbon' } }),
        leaf('Guias', ['Guia Retrátil 5 metros', 'Guia de Nylon Reforçada'], ['cor'], [29, 129], { variant: 'tamanho', brands: ['Passeio Pet', 'Toca Pet'], picture: { icon: 'guide-dog', extra: 'ribbon' } }),
      ]),
      branch('Conforto', [
        leaf('Camas', ['Cama Pet Redonda Macia', 'Cama Ortopédica para Cães', 'Almofada Pet Impermeável'], ['cor'], [79, 349], { variant: 'tamanho', brands: ['Passeio Pet', 'Toca Pet'], picture: { icon: 'bed', extra: 'dog-face' } }),
        leaf('Roupinhas', ['Roupinha Moletom para Cães', 'Capa de Chuva Pet'], ['cor'], [39, 99], { variant: 'tamanho', brands: ['Passeio Pet', 'Toca Pet'], picture: [{ icon: 'coat', extra: 'dog-face' }, { icon: 'umbrella-with-rain-drops', extra: 'dog-face' }] }),
      ]),
      branch('Brinquedos', [
        leaf('Bolinhas', ['Bolinha de Borracha Maciça', 'Bolinha de Tênis Pet'], ['cor'], [15, 35], { brands: ['Passeio Pet', 'Toca Pet'], picture: [{ icon: 'softball', extra: 'dog-face' }, { icon: 'tennis', extra: 'dog-face' }] }),
        leaf('Pelúcias', ['Pelúcia com Apito', 'Pelúcia Resistente Ossinho'], ['cor'], [25, 60], { brands: ['Passeio Pet', 'Toca Pet'], picture: [{ icon: 'teddy-bear', extra: 'dog-face' }, { icon: 'bone', extra: 'teddy-bear' }] }),
      ]),
    ]),
  ], { icon: 'dog', brands: ['NutriPet', 'Au Au Gourmet', 'Vida Pet', 'Banho Bom', 'Passeio Pet', 'Toca Pet', 'Natural Pet'] }),
  branch('Gatos', [
    branch('Alimentação', [
      branch('Ração Seca', [
        leaf('Filhotes', ['Ração Premium Gatos Filhotes', 'Ração Super Premium Gatos Filhotes'], ['sabor', 'pesoRacao'], [34, 52], { weight: FOOD, brands: ['NutriPet', 'Miau Feliz', 'Natural Pet', 'Vida Pet'], picture: { pack: 'bag', icon: 'cat-face', extra: 'fish' } }),
        leaf('Adultos', ['Ração Premium Gatos Adultos', 'Ração Super Premium Gatos Adultos'], ['sabor', 'pesoRacao'], [30, 48], { weight: FOOD, brands: ['NutriPet', 'Miau Feliz', 'Natural Pet', 'Vida Pet'], picture: { pack: 'bag', icon: 'cat', extra: 'fish' } }),
        leaf('Castrados', ['Ração Premium Gatos Castrados', 'Ração Super Premium Gatos Castrados'], ['sabor', 'pesoRacao'], [35, 54], { weight: FOOD, brands: ['NutriPet', 'Miau Feliz', 'Natural Pet', 'Vida Pet'], picture: { pack: 'bag', icon: 'cat-face', extra: 'fish' } }),
      ]),
      branch('Ração Úmida', [
        leaf('Sachês', ['Ração Úmida Sachê Gatos Adultos', 'Ração Úmida Sachê Gatos Castrados'], ['sabor', 'pesoSache'], [3.5, 5.5], { weight: 2, brands: ['NutriPet', 'Miau Feliz', 'Natural Pet', 'Vida Pet'], picture: { pack: 'pouch', icon: 'cat-face', extra: 'fish' } }),
        leaf('Patês', ['Patê para Gatos', 'Patê Gourmet para Gatos'], ['sabor', 'pesoSache'], [4, 7], { brands: ['NutriPet', 'Miau Feliz', 'Natural Pet', 'Vida Pet'], picture: { pack: 'can', icon: 'cat-face', extra: 'fish' } }),
      ]),
      branch('Petiscos', [
        leaf('Snacks', ['Snack Crocante para Gatos', 'Petisco Cremoso para Gatos'], ['sabor', 'pesoSache'], [7, 12], { brands: ['NutriPet', 'Miau Feliz', 'Natural Pet', 'Vida Pet'], picture: { pack: 'pouch', icon: 'cat', extra: 'fish' } }),
      ]),
    ]),
    branch('Higiene', [
      branch('Areia Sanitária', [
        leaf('Areia de Argila', ['Areia Sanitária Argila Premium', 'Areia Sanitária Grãos Finos'], ['pesoAreia'], [14, 22], { weight: 2, brands: ['Miau Feliz', 'Natural Pet', 'Toca Pet'], picture: { pack: 'bag', icon: 'black-cat', extra: 'sparkles' } }),
        leaf('Areia de Sílica', ['Areia Sílica Cristais', 'Areia Sílica Controle de Odor'], ['pesoAreia'], [24, 38], { brands: ['Miau Feliz', 'Natural Pet', 'Toca Pet'], picture: { pack: 'bag', icon: 'cat-face', extra: 'gem-stone' } }),
        leaf('Granulado Biodegradável', ['Granulado de Madeira', 'Granulado de Milho'], ['pesoAreia'], [18, 28], { brands: ['Miau Feliz', 'Natural Pet', 'Toca Pet'], picture: [{ pack: 'bag', icon: 'cat', extra: 'wood' }, { pack: 'bag', icon: 'cat', extra: 'ear-of-corn' }] }),
      ]),
      branch('Caixas de Areia', [
        leaf('Banheiros Abertos', ['Caixa de Areia com Borda', 'Bandeja Sanitária Grande'], ['cor'], [35, 99], { brands: ['Miau Feliz', 'Natural Pet', 'Toca Pet'], picture: { icon: 'black-cat', extra: 'sparkles' } }),
        leaf('Banheiros Fechados', ['Banheiro Sanitário Fechado com Filtro', 'Toalete Portátil para Gatos'], ['cor'], [119, 299], { brands: ['Miau Feliz', 'Natural Pet', 'Toca Pet'], picture: { icon: 'house', extra: 'cat-face' } }),
      ]),
    ]),
    branch('Acessórios', [
      branch('Arranhadores', [
        leaf('Postes', ['Arranhador Poste de Sisal', 'Arranhador com Bolinha'], ['cor'], [49, 159], { brands: ['Toca Pet', 'Miau Feliz'], picture: { icon: 'cat', extra: 'yarn' } }),
        leaf('Torres', ['Torre Arranhador 3 Andares', 'Casinha Arranhador com Rede'], ['cor'], [179, 599], { brands: ['Toca Pet', 'Miau Feliz'], picture: { icon: 'house', extra: 'cat' } }),
      ]),
      branch('Brinquedos', [
        leaf('Varinhas', ['Varinha com Penas', 'Varinha Pescador com Guizo'], ['cor'], [15, 39], { brands: ['Toca Pet', 'Miau Feliz'], picture: { icon: 'feather', extra: 'cat-face' } }),
        leaf('Ratinhos', ['Ratinho de Pelúcia com Catnip', 'Kit Ratinhos Coloridos'], ['cor'], [12, 29], { brands: ['Toca Pet', 'Miau Feliz'], picture: { icon: 'mouse', extra: 'cat-face' } }),
      ]),
    ]),
  ], { icon: 'cat', brands: ['NutriPet', 'Miau Feliz', 'Vida Pet', 'Banho Bom', 'Toca Pet', 'Natural Pet'] }),
  branch('Pássaros', [
    branch('Alimentação', [
      branch('Sementes', [
        leaf('Mistura para Calopsitas', ['Mistura de Sementes para Calopsitas', 'Mix Tropical para Calopsitas'], ['pesoGraos'], [12, 22], { weight: 2, brands: ['Penas & Cia', 'NutriPet'], picture: { pack: 'bag', icon: 'parrot', extra: 'sheaf-of-rice' } }),
        leaf('Alpiste', ['Alpiste Selecionado', 'Alpiste Premium'], ['pesoGraos'], [9, 16], { brands: ['Penas & Cia', 'NutriPet'], picture: { pack: 'bag', icon: 'bird', extra: 'sheaf-of-rice' } }),
      ]),
      branch('Extrusados', [
        leaf('Papagaios', ['Ração Extrusada para Papagaios', 'Ração Frutas para Papagaios'], ['pesoGraos'], [25, 45], { brands: ['Penas & Cia', 'NutriPet'], picture: { pack: 'bag', icon: 'parrot', extra: 'grapes' } }),
        leaf('Periquitos', ['Ração Extrusada para Periquitos', 'Ração Mini Bits para Periquitos'], ['pesoGraos'], [14, 26], { brands: ['Penas & Cia', 'NutriPet'], picture: { pack: 'bag', icon: 'bird', extra: 'sheaf-of-rice' } }),
      ]),
    ]),
    branch('Gaiolas e Viveiros', [
      branch('Gaiolas', [
        leaf('Gaiolas Pequenas', ['Gaiola para Canários', 'Gaiola Arame Galvanizado'], ['cor'], [79, 229], { brands: ['Penas & Cia', 'Toca Pet'], picture: { icon: 'bird', extra: 'house' } }),
        leaf('Viveiros', ['Viveiro para Calopsitas', 'Viveiro com Rodízios'], ['cor'], [299, 799], { brands: ['Penas & Cia', 'Toca Pet'], picture: { icon: 'parrot', extra: 'house-with-garden' } }),
      ]),
      branch('Acessórios de Gaiola', [
        leaf('Comedouros', ['Comedouro de Encaixe', 'Comedouro Automático'], ['cor'], [12, 35], { brands: ['Penas & Cia', 'Toca Pet'], picture: { icon: 'bowl-with-spoon', extra: 'bird' } }),
        leaf('Poleiros', ['Poleiro de Madeira Natural', 'Poleiro Lixa'], ['porte'], [12, 30], { brands: ['Penas & Cia', 'Toca Pet'], picture: { icon: 'wood', extra: 'bird' } }),
      ]),
    ]),
  ], { icon: 'bird', brands: ['Penas & Cia', 'NutriPet', 'Toca Pet'] }),
  branch('Peixes', [
    branch('Alimentação', [
      branch('Rações para Peixes', [
        leaf('Flocos', ['Ração em Flocos para Peixes Tropicais', 'Ração em Flocos Betta'], ['pesoPeixe'], [8, 12], { weight: 2, brands: ['Aqua Viva', 'NutriPet'], picture: { pack: 'jar', icon: 'tropical-fish', extra: 'fish' } }),
        leaf('Grânulos', ['Ração Granulada para Peixes de Fundo', 'Ração Grânulos Kinguio'], ['pesoPeixe'], [9, 13], { brands: ['Aqua Viva', 'NutriPet'], picture: { pack: 'jar', icon: 'fish', extra: 'tropical-fish' } }),
      ]),
    ]),
    branch('Aquários', [
      branch('Aquários e Kits', [
        leaf('Aquários de Vidro', ['Aquário de Vidro Curvo', 'Aquário Retangular com Tampa'], ['litragem'], [149, 249], { picture: { icon: 'tropical-fish', extra: 'water-wave' } }),
        leaf('Kits Completos', ['Kit Aquário Completo com Filtro', 'Kit Aquário Betta'], ['litragem'], [189, 299], { picture: { icon: 'tropical-fish', extra: 'potted-plant' } }),
      ]),
      branch('Equipamentos', [
        leaf('Filtros', ['Filtro Externo Hang-on', 'Filtro Interno Submerso'], ['litragem'], [59, 99], { variant: 'voltagem', picture: { icon: 'water-wave', extra: 'tropical-fish' } }),
        leaf('Termostatos', ['Termostato com Aquecedor', 'Aquecedor Automático'], ['litragem'], [59, 89], { variant: 'voltagem', picture: { icon: 'thermometer', extra: 'tropical-fish' } }),
      ]),
    ]),
    branch('Tratamento da Água', [
      branch('Condicionadores de Água', [
        leaf('Anticloro', ['Anticloro Concentrado', 'Condicionador Anticloro Plus'], ['volumePequeno'], [9, 14], { picture: { pack: 'bottle', icon: 'droplet', extra: 'tropical-fish' } }),
        leaf('Tratamento Biológico', ['Acelerador Biológico', 'Bactérias para Aquário'], ['volumePequeno'], [14, 22], { picture: { pack: 'bottle', icon: 'microbe', extra: 'tropical-fish' } }),
      ]),
    ]),
  ], { icon: 'fish', brands: ['Aqua Viva', 'NutriPet'] }),
  branch('Roedores', [
    branch('Alimentação', [
      branch('Rações para Roedores', [
        leaf('Hamsters', ['Ração para Hamsters', 'Mistura de Sementes para Hamsters'], ['pesoGraos'], [12, 22], { weight: 2, brands: ['Roedor Feliz', 'NutriPet'], picture: { pack: 'bag', icon: 'hamster', extra: 'sunflower' } }),
        leaf('Coelhos', ['Ração para Coelhos', 'Ração Natural para Coelhos'], ['pesoGraos'], [14, 24], { weight: 2, brands: ['Roedor Feliz', 'NutriPet'], picture: { pack: 'bag', icon: 'rabbit-face', extra: 'carrot' } }),
        leaf('Porquinhos-da-índia', ['Ração para Porquinhos-da-índia', 'Ração com Vitamina C'], ['pesoGraos'], [15, 26], { brands: ['Roedor Feliz', 'NutriPet'], picture: { pack: 'bag', icon: 'hamster', extra: 'leafy-green' } }),
      ]),
      branch('Feno e Petiscos', [
        leaf('Feno', ['Feno de Capim Tifton', 'Feno de Alfafa'], ['pesoGraos'], [12, 20], { brands: ['Roedor Feliz', 'NutriPet'], picture: { pack: 'bag', icon: 'sheaf-of-rice', extra: 'rabbit-face' } }),
      ]),
    ]),
    branch('Habitat', [
      branch('Gaiolas para Roedores', [
        leaf('Gaiolas para Hamster', ['Gaiola para Hamster com Túnel', 'Gaiola Hamster 2 Andares'], ['cor'], [99, 299], { brands: ['Roedor Feliz', 'Toca Pet'], picture: { icon: 'hamster', extra: 'house' } }),
        leaf('Gaiolas para Coelho', ['Gaiola para Coelho Grande', 'Cercado para Coelhos'], ['cor'], [149, 449], { brands: ['Roedor Feliz', 'Toca Pet'], picture: { icon: 'rabbit', extra: 'house-with-garden' } }),
      ]),
      branch('Acessórios para Roedores', [
        leaf('Rodas de Exercício', ['Roda de Exercício Silenciosa', 'Bola de Exercício'], ['cor'], [29, 69], { brands: ['Roedor Feliz', 'Toca Pet'], picture: { icon: 'hamster', extra: 'softball' } }),
      ]),
    ]),
  ], { icon: 'rabbit', brands: ['Roedor Feliz', 'Toca Pet'] }),
  branch('Farmácia', [
    branch('Antipulgas e Carrapatos', [
      branch('Para Cães', [
        leaf('Comprimidos', ['Antipulgas Comprimido Mastigável', 'Antipulgas e Carrapatos Comprimido'], ['porte'], [85, 115], { picture: { pack: 'box', icon: 'dog-face', extra: 'pill' } }),
        leaf('Pipetas', ['Antipulgas Pipeta para Cães', 'Pipeta Antipulgas e Carrapatos'], ['porte'], [49, 85], { picture: { pack: 'box', icon: 'dog-face', extra: 'syringe' } }),
      ]),
      branch('Para Gatos', [
        leaf('Pipetas para Gatos', ['Antipulgas Pipeta para Gatos', 'Pipeta Spot-on Gatos'], ['porte'], [49, 79], { picture: { pack: 'box', icon: 'cat-face', extra: 'syringe' } }),
      ]),
    ]),
    branch('Vermífugos e Suplementos', [
      branch('Vermífugos', [
        leaf('Vermífugos para Cães', ['Vermífugo Comprimido para Cães', 'Vermífugo Suspensão Oral'], ['porte'], [19, 45], { picture: { pack: 'box', icon: 'dog-face', extra: 'pill' } }),
        leaf('Vermífugos para Gatos', ['Vermífugo Comprimido para Gatos', 'Vermífugo Pasta Oral Gatos'], ['porte'], [19, 39], { picture: { pack: 'box', icon: 'cat-face', extra: 'pill' } }),
      ]),
      branch('Suplementos', [
        leaf('Vitaminas', ['Suplemento Vitamínico Pet', 'Suplemento Articular Condroitina'], ['unidades'], [39, 69], { picture: { pack: 'jar', icon: 'pill', extra: 'dog-face' } }),
      ]),
    ]),
  ], { icon: 'pill', brands: ['VetCare', 'Vida Pet'] }),
  branch('Higiene e Limpeza', [
    branch('Limpeza do Ambiente', [
      branch('Eliminadores de Odor', [
        leaf('Sprays', ['Eliminador de Odores Spray', 'Educador Sanitário Spray'], ['fragrancia', 'volume'], [15, 24], { picture: { pack: 'bottle', icon: 'sparkles', extra: 'paw-prints' } }),
        leaf('Desinfetantes', ['Desinfetante Pet Concentrado', 'Limpador Enzimático'], ['fragrancia', 'volume'], [12, 20], { picture: { pack: 'bottle', icon: 'paw-prints', extra: 'bubbles' } }),
      ]),
      branch('Coleta', [
        leaf('Saquinhos Higiênicos', ['Saquinho Higiênico Biodegradável', 'Refil Saquinhos Cata-caca'], ['unidades'], [9, 16], { picture: { pack: 'box', icon: 'paw-prints', extra: 'seedling' } }),
        leaf('Pás Coletoras', ['Pá Coletora com Peneira', 'Pá Higiênica Cabo Longo'], ['cor'], [15, 39], { picture: { icon: 'broom', extra: 'paw-prints' } }),
      ]),
    ]),
  ], { icon: 'sparkles', brands: ['Banho Bom', 'Vida Pet', 'Bicho Bom'] }),
  branch('Répteis', [
    branch('Alimentação', [
      branch('Rações para Répteis', [
        leaf('Tartarugas', ['Ração para Tartarugas Aquáticas', 'Ração Palitos para Tartarugas'], ['pesoReptil'], [9, 14], { picture: { pack: 'jar', icon: 'turtle', extra: 'shrimp' } }),
        leaf('Jabutis', ['Ração para Jabutis', 'Ração Frutas e Vegetais Jabuti'], ['pesoReptil'], [10, 15], { picture: { pack: 'jar', icon: 'turtle', extra: 'leafy-green' } }),
      ]),
    ]),
    branch('Terrários', [
      branch('Terrários e Iluminação', [
        leaf('Terrários de Vidro', ['Terrário de Vidro com Tampa', 'Aquaterrário para Tartarugas'], ['litragem'], [179, 299], { picture: { icon: 'lizard', extra: 'potted-plant' } }),
        leaf('Lâmpadas UVB', ['Lâmpada UVB 5.0', 'Lâmpada de Aquecimento Cerâmica'], ['porte'], [49, 109], { variant: 'voltagem', picture: { icon: 'light-bulb', extra: 'lizard' } }),
      ]),
    ]),
  ], { icon: 'turtle', brands: ['Mundo Réptil', 'Aqua Viva'] }),
];

export const PETSHOP_BRANDS: BrandSet = {
  listed: [
    'NutriPet', 'Au Au Gourmet', 'Miau Feliz', 'Vida Pet', 'Banho Bom', 'Passeio Pet', 'Toca Pet', 'Penas & Cia',
    'Aqua Viva', 'Roedor Feliz', 'VetCare', 'Mundo Réptil', 'Bicho Bom',
  ],
  unsequenced: 'Natural Pet',
  inactive: 'Pet Clássico',
};

import { branch, leaf, type BranchSpec, type BrandSet } from './catalog-types.js';

// Food weighs more so 'ração' searches, the RACAO15 coupon and the home rows have plenty to show.
const FOOD = 3;

export const PETSHOP_CATEGORIES: readonly BranchSpec[] = [
  branch('Cães', [
    branch('Alimentação', [
      branch('Ração Seca', [
        leaf('Filhotes', ['Ração Premium Cães Filhotes', 'Ração Super Premium Cães Filhotes'], ['sabor', 'pesoRacao'], [45, 320], { weight: FOOD }),
        leaf('Adultos', ['Ração Premium Cães Adultos', 'Ração Super Premium Cães Adultos', 'Ração Natural Cães Adultos'], ['sabor', 'pesoRacao'], [39, 340], { weight: FOOD }),
        leaf('Sênior', ['Ração Premium Cães Sênior', 'Ração Light Cães Sênior'], ['sabor', 'pesoRacao'], [49, 330], { weight: FOOD }),
      ]),
      branch('Ração Úmida', [
        leaf('Sachês', ['Ração Úmida Sachê Cães Adultos', 'Ração Úmida Sachê Cães Filhotes'], ['sabor', 'pesoPequeno'], [20, 45], { weight: 2 }),
        leaf('Latas', ['Ração Úmida Lata Cães Patê', 'Ração Úmida Lata Cães Pedaços ao Molho'], ['sabor', 'pesoPequeno'], [20, 49]),
      ]),
      branch('Petiscos', [
        leaf('Bifinhos', ['Bifinho para Cães', 'Petisco Palito para Cães'], ['sabor', 'pesoPequeno'], [20, 59]),
        leaf('Ossos e Mordedores', ['Osso Natural para Cães', 'Mordedor de Couro Bovino'], ['porte'], [20, 69]),
      ]),
    ]),
    branch('Higiene e Beleza', [
      branch('Banho', [
        leaf('Shampoos', ['Shampoo Neutro para Cães', 'Shampoo Pelagem Escura', 'Shampoo Hipoalergênico'], ['fragrancia', 'volume'], [20, 89]),
        leaf('Condicionadores', ['Condicionador Hidratante para Cães', 'Condicionador Desembaraçante'], ['fragrancia', 'volume'], [22, 79]),
        leaf('Colônias', ['Colônia Pós-banho para Cães', 'Perfume Pet'], ['fragrancia'], [25, 69]),
      ]),
      branch('Tapetes e Fraldas', [
        leaf('Tapetes Higiênicos', ['Tapete Higiênico Super Absorvente', 'Tapete Higiênico com Atrativo'], ['unidades'], [39, 159], { weight: 2 }),
        leaf('Fraldas', ['Fralda Descartável para Cães', 'Fralda Higiênica para Machos'], ['porte'], [35, 99]),
      ]),
    ]),
    branch('Acessórios', [
      branch('Passeio', [
        leaf('Coleiras', ['Coleira de Nylon Ajustável', 'Coleira Peitoral Acolchoada'], ['cor'], [25, 99], { variant: 'tamanho' }),
        leaf('Guias', ['Guia Retrátil 5 metros', 'Guia de Nylon Reforçada'], ['cor'], [29, 149], { variant: 'tamanho' }),
      ]),
      branch('Conforto', [
        leaf('Camas', ['Cama Pet Redonda Macia', 'Cama Ortopédica para Cães', 'Almofada Pet Impermeável'], ['cor'], [79, 399], { variant: 'tamanho' }),
        leaf('Roupinhas', ['Roupinha Moletom para Cães', 'Capa de Chuva Pet'], ['cor'], [39, 119], { variant: 'tamanho' }),
      ]),
      branch('Brinquedos', [
        leaf('Bolinhas', ['Bolinha de Borracha Maciça', 'Bolinha de Tênis Pet'], ['cor'], [20, 49]),
        leaf('Pelúcias', ['Pelúcia com Apito', 'Pelúcia Resistente Ossinho'], ['cor'], [25, 79]),
      ]),
    ]),
  ], { icon: 'dog', brands: ['NutriPet', 'Au Au Gourmet', 'Vida Pet', 'Banho Bom', 'Passeio Pet', 'Toca Pet', 'Natural Pet'] }),
  branch('Gatos', [
    branch('Alimentação', [
      branch('Ração Seca', [
        leaf('Filhotes', ['Ração Premium Gatos Filhotes', 'Ração Super Premium Gatos Filhotes'], ['sabor', 'pesoRacao'], [39, 260], { weight: FOOD }),
        leaf('Adultos', ['Ração Premium Gatos Adultos', 'Ração Super Premium Gatos Adultos'], ['sabor', 'pesoRacao'], [35, 280], { weight: FOOD }),
        leaf('Castrados', ['Ração Premium Gatos Castrados', 'Ração Super Premium Gatos Castrados'], ['sabor', 'pesoRacao'], [45, 290], { weight: FOOD }),
      ]),
      branch('Ração Úmida', [
        leaf('Sachês', ['Ração Úmida Sachê Gatos Adultos', 'Ração Úmida Sachê Gatos Castrados'], ['sabor', 'pesoPequeno'], [20, 39], { weight: 2 }),
        leaf('Patês', ['Patê para Gatos', 'Patê Gourmet para Gatos'], ['sabor', 'pesoPequeno'], [20, 45]),
      ]),
      branch('Petiscos', [
        leaf('Snacks', ['Snack Crocante para Gatos', 'Petisco Cremoso para Gatos'], ['sabor', 'pesoPequeno'], [20, 39]),
      ]),
    ]),
    branch('Higiene', [
      branch('Areia Sanitária', [
        leaf('Areia de Argila', ['Areia Sanitária Argila Premium', 'Areia Sanitária Grãos Finos'], ['pesoGraos'], [20, 69], { weight: 2 }),
        leaf('Areia de Sílica', ['Areia Sílica Cristais', 'Areia Sílica Controle de Odor'], ['pesoGraos'], [29, 99]),
        leaf('Granulado Biodegradável', ['Granulado de Madeira', 'Granulado de Milho'], ['pesoGraos'], [25, 79]),
      ]),
      branch('Caixas de Areia', [
        leaf('Banheiros Abertos', ['Caixa de Areia com Borda', 'Bandeja Sanitária Grande'], ['cor'], [35, 119]),
        leaf('Banheiros Fechados', ['Banheiro Sanitário Fechado com Filtro', 'Toalete Portátil para Gatos'], ['cor'], [89, 299]),
      ]),
    ]),
    branch('Acessórios', [
      branch('Arranhadores', [
        leaf('Postes', ['Arranhador Poste de Sisal', 'Arranhador com Bolinha'], ['cor'], [49, 159]),
        leaf('Torres', ['Torre Arranhador 3 Andares', 'Casinha Arranhador com Rede'], ['cor'], [149, 499]),
      ]),
      branch('Brinquedos', [
        leaf('Varinhas', ['Varinha com Penas', 'Varinha Pescador com Guizo'], ['cor'], [20, 39]),
        leaf('Ratinhos', ['Ratinho de Pelúcia com Catnip', 'Kit Ratinhos Coloridos'], ['cor'], [20, 35]),
      ]),
    ]),
  ], { icon: 'cat', brands: ['NutriPet', 'Miau Feliz', 'Vida Pet', 'Banho Bom', 'Toca Pet', 'Natural Pet'] }),
  branch('Pássaros', [
    branch('Alimentação', [
      branch('Sementes', [
        leaf('Mistura para Calopsitas', ['Mistura de Sementes para Calopsitas', 'Mix Tropical para Calopsitas'], ['pesoGraos'], [20, 79], { weight: 2 }),
        leaf('Alpiste', ['Alpiste Selecionado', 'Alpiste Premium'], ['pesoGraos'], [20, 59]),
      ]),
      branch('Extrusados', [
        leaf('Papagaios', ['Ração Extrusada para Papagaios', 'Ração Frutas para Papagaios'], ['pesoGraos'], [35, 149]),
        leaf('Periquitos', ['Ração Extrusada para Periquitos', 'Ração Mini Bits para Periquitos'], ['pesoGraos'], [20, 79]),
      ]),
    ]),
    branch('Gaiolas e Viveiros', [
      branch('Gaiolas', [
        leaf('Gaiolas Pequenas', ['Gaiola para Canários', 'Gaiola Arame Galvanizado'], ['cor'], [69, 199]),
        leaf('Viveiros', ['Viveiro para Calopsitas', 'Viveiro com Rodízios'], ['cor'], [249, 499]),
      ]),
      branch('Acessórios de Gaiola', [
        leaf('Comedouros', ['Comedouro de Encaixe', 'Comedouro Automático'], ['cor'], [20, 39]),
        leaf('Poleiros', ['Poleiro de Madeira Natural', 'Poleiro Lixa'], ['porte'], [20, 45]),
      ]),
    ]),
  ], { icon: 'bird', brands: ['Penas & Cia', 'NutriPet', 'Toca Pet'] }),
  branch('Peixes', [
    branch('Alimentação', [
      branch('Rações para Peixes', [
        leaf('Flocos', ['Ração em Flocos para Peixes Tropicais', 'Ração em Flocos Betta'], ['pesoPequeno'], [20, 49], { weight: 2 }),
        leaf('Grânulos', ['Ração Granulada para Peixes de Fundo', 'Ração Grânulos Kinguio'], ['pesoPequeno'], [20, 59]),
      ]),
    ]),
    branch('Aquários', [
      branch('Aquários e Kits', [
        leaf('Aquários de Vidro', ['Aquário de Vidro Curvo', 'Aquário Retangular com Tampa'], ['litragem'], [129, 499]),
        leaf('Kits Completos', ['Kit Aquário Completo com Filtro', 'Kit Aquário Betta'], ['litragem'], [149, 499]),
      ]),
      branch('Equipamentos', [
        leaf('Filtros', ['Filtro Externo Hang-on', 'Filtro Interno Submerso'], ['litragem'], [49, 299], { variant: 'voltagem' }),
        leaf('Termostatos', ['Termostato com Aquecedor', 'Aquecedor Automático'], ['litragem'], [59, 199], { variant: 'voltagem' }),
      ]),
    ]),
    branch('Tratamento da Água', [
      branch('Condicionadores de Água', [
        leaf('Anticloro', ['Anticloro Concentrado', 'Condicionador Anticloro Plus'], ['volume'], [20, 49]),
        leaf('Tratamento Biológico', ['Acelerador Biológico', 'Bactérias para Aquário'], ['volume'], [25, 79]),
      ]),
    ]),
  ], { icon: 'fish', brands: ['Aqua Viva', 'NutriPet'] }),
  branch('Roedores', [
    branch('Alimentação', [
      branch('Rações para Roedores', [
        leaf('Hamsters', ['Ração para Hamsters', 'Mistura de Sementes para Hamsters'], ['pesoGraos'], [20, 59], { weight: 2 }),
        leaf('Coelhos', ['Ração para Coelhos', 'Ração Natural para Coelhos'], ['pesoGraos'], [25, 99], { weight: 2 }),
        leaf('Porquinhos-da-índia', ['Ração para Porquinhos-da-índia', 'Ração com Vitamina C'], ['pesoGraos'], [25, 89]),
      ]),
      branch('Feno e Petiscos', [
        leaf('Feno', ['Feno de Capim Tifton', 'Feno de Alfafa'], ['pesoGraos'], [20, 59]),
      ]),
    ]),
    branch('Habitat', [
      branch('Gaiolas para Roedores', [
        leaf('Gaiolas para Hamster', ['Gaiola para Hamster com Túnel', 'Gaiola Hamster 2 Andares'], ['cor'], [89, 299]),
        leaf('Gaiolas para Coelho', ['Gaiola para Coelho Grande', 'Cercado para Coelhos'], ['cor'], [149, 449]),
      ]),
      branch('Acessórios para Roedores', [
        leaf('Rodas de Exercício', ['Roda de Exercício Silenciosa', 'Bola de Exercício'], ['cor'], [20, 69]),
      ]),
    ]),
  ], { icon: 'rabbit', brands: ['Roedor Feliz', 'Toca Pet'] }),
  branch('Farmácia', [
    branch('Antipulgas e Carrapatos', [
      branch('Para Cães', [
        leaf('Comprimidos', ['Antipulgas Comprimido Mastigável', 'Antipulgas e Carrapatos Comprimido'], ['porte'], [69, 299]),
        leaf('Pipetas', ['Antipulgas Pipeta para Cães', 'Pipeta Antipulgas e Carrapatos'], ['porte'], [45, 159]),
      ]),
      branch('Para Gatos', [
        leaf('Pipetas para Gatos', ['Antipulgas Pipeta para Gatos', 'Pipeta Spot-on Gatos'], ['porte'], [45, 149]),
      ]),
    ]),
    branch('Vermífugos e Suplementos', [
      branch('Vermífugos', [
        leaf('Vermífugos para Cães', ['Vermífugo Comprimido para Cães', 'Vermífugo Suspensão Oral'], ['porte'], [20, 79]),
        leaf('Vermífugos para Gatos', ['Vermífugo Comprimido para Gatos', 'Vermífugo Pasta Oral Gatos'], ['porte'], [20, 69]),
      ]),
      branch('Suplementos', [
        leaf('Vitaminas', ['Suplemento Vitamínico Pet', 'Suplemento Articular Condroitina'], ['unidades'], [39, 199]),
      ]),
    ]),
  ], { icon: 'pill', brands: ['VetCare', 'Vida Pet'] }),
  branch('Higiene e Limpeza', [
    branch('Limpeza do Ambiente', [
      branch('Eliminadores de Odor', [
        leaf('Sprays', ['Eliminador de Odores Spray', 'Educador Sanitário Spray'], ['fragrancia', 'volume'], [20, 69]),
        leaf('Desinfetantes', ['Desinfetante Pet Concentrado', 'Limpador Enzimático'], ['fragrancia', 'volume'], [20, 89]),
      ]),
      branch('Coleta', [
        leaf('Saquinhos Higiênicos', ['Saquinho Higiênico Biodegradável', 'Refil Saquinhos Cata-caca'], ['unidades'], [20, 39]),
        leaf('Pás Coletoras', ['Pá Coletora com Peneira', 'Pá Higiênica Cabo Longo'], ['cor'], [20, 49]),
      ]),
    ]),
  ], { icon: 'sparkles', brands: ['Banho Bom', 'Vida Pet', 'Bicho Bom'] }),
  branch('Répteis', [
    branch('Alimentação', [
      branch('Rações para Répteis', [
        leaf('Tartarugas', ['Ração para Tartarugas Aquáticas', 'Ração Palitos para Tartarugas'], ['pesoPequeno'], [20, 59]),
        leaf('Jabutis', ['Ração para Jabutis', 'Ração Frutas e Vegetais Jabuti'], ['pesoPequeno'], [25, 79]),
      ]),
    ]),
    branch('Terrários', [
      branch('Terrários e Iluminação', [
        leaf('Terrários de Vidro', ['Terrário de Vidro com Tampa', 'Aquaterrário para Tartarugas'], ['litragem'], [149, 499]),
        leaf('Lâmpadas UVB', ['Lâmpada UVB 5.0', 'Lâmpada de Aquecimento Cerâmica'], ['porte'], [49, 149], { variant: 'voltagem' }),
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

import { branch, leaf, type BranchSpec, type BrandSet } from './catalog-types.js';

export const LOJA_CATEGORIES: readonly BranchSpec[] = [
  branch('Casa', [
    branch('Cozinha', [
      branch('Panelas', [
        leaf('Antiaderentes', ['Panela Antiaderente Linha Gourmet', 'Frigideira Antiaderente Cerâmica'], ['diametro', 'cor'], [59, 299], { weight: 2 }),
        leaf('Inox', ['Panela de Inox Fundo Triplo', 'Caçarola Inox com Tampa de Vidro'], ['diametro'], [89, 449]),
        leaf('Ferro Fundido', ['Panela de Ferro Fundido', 'Frigideira de Ferro Fundido'], ['diametro'], [99, 399]),
      ]),
      branch('Utensílios', [
        leaf('Facas', ['Faca do Chef Aço Inox', 'Faca para Pão Serrilhada', 'Kit Facas para Churrasco'], ['cor'], [29, 199]),
        leaf('Potes Herméticos', ['Pote Hermético de Vidro', 'Conjunto de Potes Plásticos'], ['embalagem'], [25, 129]),
      ]),
    ]),
    branch('Organização', [
      branch('Organizadores', [
        leaf('Caixas Organizadoras', ['Caixa Organizadora com Tampa', 'Cesto Organizador Multiuso'], ['litragem', 'cor'], [29, 149]),
        leaf('Cabides', ['Cabide de Veludo', 'Cabide de Madeira'], ['unidades'], [20, 79]),
      ]),
    ]),
    branch('Decoração', [
      branch('Objetos Decorativos', [
        leaf('Vasos', ['Vaso de Cerâmica Decorativo', 'Vaso de Vidro Transparente'], ['cor'], [29, 189]),
        leaf('Velas Aromáticas', ['Vela Aromática em Copo', 'Difusor de Varetas'], ['fragrancia'], [25, 99]),
      ]),
    ]),
  ], { icon: 'home', brands: ['Lar Doce Lar', 'Cozinha Fina'] }),
  branch('Limpeza', [
    branch('Roupas', [
      branch('Lava-roupas', [
        leaf('Sabão em Pó', ['Sabão em Pó Multiação', 'Sabão em Pó Roupas Brancas'], ['pesoGraos'], [20, 69], { weight: 2 }),
        leaf('Sabão Líquido', ['Lava-roupas Líquido Concentrado', 'Lava-roupas Líquido Roupas Escuras'], ['volume'], [20, 79], { weight: 2 }),
      ]),
      branch('Amaciantes', [
        leaf('Concentrados', ['Amaciante Concentrado', 'Amaciante Concentrado Toque de Seda'], ['fragrancia', 'volume'], [20, 49]),
        leaf('Tradicionais', ['Amaciante Tradicional', 'Amaciante Bebê'], ['fragrancia', 'volume'], [20, 39]),
      ]),
    ]),
    branch('Limpeza da Casa', [
      branch('Multiuso e Desinfetantes', [
        leaf('Desinfetantes', ['Desinfetante Perfumado', 'Desinfetante Bactericida'], ['fragrancia', 'volume'], [20, 39], { weight: 2 }),
        leaf('Multiuso', ['Limpador Multiuso', 'Limpa Vidros'], ['volume'], [20, 35]),
      ]),
      branch('Panos e Esponjas', [
        leaf('Esponjas', ['Esponja Dupla Face', 'Esponja de Aço'], ['embalagem'], [20, 29]),
        leaf('Panos de Chão', ['Pano de Chão Alvejado', 'Pano Multiuso Microfibra'], ['embalagem'], [20, 45]),
      ]),
    ]),
  ], { icon: 'spray', brands: ['Brilho Total', 'Limpa Mais'] }),
  branch('Mercearia', [
    branch('Básicos', [
      branch('Grãos', [
        leaf('Arroz', ['Arroz Branco Tipo 1', 'Arroz Integral', 'Arroz Parboilizado'], ['pesoGraos'], [20, 49], { weight: 3 }),
        leaf('Feijão', ['Feijão Carioca Tipo 1', 'Feijão Preto Tipo 1'], ['pesoGraos'], [20, 39], { weight: 2 }),
      ]),
      branch('Óleos e Azeites', [
        leaf('Azeites', ['Azeite de Oliva Extravirgem', 'Azeite de Oliva Tipo Único'], ['volume'], [29, 89], { weight: 2 }),
        leaf('Óleos', ['Óleo de Soja', 'Óleo de Girassol'], ['volume'], [20, 39]),
      ]),
    ]),
    branch('Matinais', [
      branch('Cafés', [
        leaf('Café em Pó', ['Café Torrado e Moído Tradicional', 'Café Torrado e Moído Extraforte', 'Café Gourmet 100% Arábica'], ['pesoGraos'], [20, 79], { weight: 3 }),
        leaf('Café em Cápsulas', ['Café em Cápsulas Intenso', 'Café em Cápsulas Suave'], ['unidades'], [25, 89]),
      ]),
      branch('Cereais', [
        leaf('Granola', ['Granola Tradicional', 'Granola com Mel e Castanhas'], ['pesoGraos'], [20, 49]),
        leaf('Aveia', ['Aveia em Flocos Finos', 'Farelo de Aveia'], ['pesoGraos'], [20, 29]),
      ]),
    ]),
    branch('Doces e Biscoitos', [
      branch('Biscoitos', [
        leaf('Recheados', ['Biscoito Recheado Chocolate', 'Biscoito Recheado Morango'], ['embalagem'], [20, 39]),
        leaf('Cream Cracker', ['Biscoito Cream Cracker', 'Biscoito Água e Sal'], ['embalagem'], [20, 35]),
      ]),
      branch('Chocolates', [
        leaf('Barras', ['Chocolate ao Leite em Barra', 'Chocolate Meio Amargo 70% Cacau'], ['embalagem'], [20, 59]),
      ]),
    ]),
  ], { icon: 'basket', brands: ['Sabor da Terra', 'Grão Nobre', 'Café Serrano'] }),
  branch('Bebidas', [
    branch('Não Alcoólicas', [
      branch('Refrigerantes', [
        leaf('Cola', ['Refrigerante de Cola', 'Refrigerante de Cola Zero Açúcar'], ['volumeBebida', 'embalagem'], [20, 89], { weight: 2 }),
        leaf('Guaraná', ['Refrigerante de Guaraná', 'Guaraná Zero Açúcar'], ['volumeBebida', 'embalagem'], [20, 79]),
      ]),
      branch('Sucos', [
        leaf('Sucos Integrais', ['Suco de Uva Integral', 'Suco de Laranja Integral'], ['volumeBebida'], [20, 39]),
        leaf('Águas', ['Água Mineral sem Gás', 'Água Mineral com Gás'], ['volumeBebida', 'embalagem'], [20, 45]),
      ]),
    ]),
    branch('Alcoólicas', [
      branch('Cervejas', [
        leaf('Pilsen', ['Cerveja Pilsen Puro Malte', 'Cerveja Pilsen Lager'], ['volumeBebida', 'embalagem'], [20, 99]),
        leaf('Artesanais', ['Cerveja Artesanal IPA', 'Cerveja Artesanal Weiss'], ['volumeBebida', 'embalagem'], [25, 149]),
      ]),
      branch('Vinhos', [
        leaf('Tintos', ['Vinho Tinto Cabernet Sauvignon', 'Vinho Tinto Malbec', 'Vinho Tinto Merlot'], ['safra'], [39, 299]),
        leaf('Brancos', ['Vinho Branco Chardonnay', 'Vinho Branco Sauvignon Blanc'], ['safra'], [39, 249]),
      ]),
    ]),
  ], { icon: 'bottle', brands: ['Fonte Clara', 'Adega Sul', 'Vale Verde'] }),
  branch('Higiene Pessoal', [
    branch('Cabelos', [
      branch('Shampoos e Condicionadores', [
        leaf('Shampoos', ['Shampoo Hidratação Intensa', 'Shampoo Anticaspa'], ['volume'], [20, 59]),
        leaf('Condicionadores', ['Condicionador Reconstrução', 'Condicionador Cachos Definidos'], ['volume'], [20, 59]),
      ]),
    ]),
    branch('Corpo', [
      branch('Sabonetes', [
        leaf('Sabonetes em Barra', ['Sabonete em Barra Hidratante', 'Sabonete em Barra Vegetal'], ['fragrancia', 'embalagem'], [20, 39]),
        leaf('Sabonetes Líquidos', ['Sabonete Líquido Hidratante', 'Sabonete Líquido Antibacteriano'], ['fragrancia', 'volume'], [20, 49]),
      ]),
      branch('Desodorantes', [
        leaf('Aerossol', ['Desodorante Aerossol Masculino', 'Desodorante Aerossol Feminino'], ['fragrancia'], [20, 35]),
        leaf('Roll-on', ['Desodorante Roll-on Sem Perfume', 'Desodorante Roll-on Proteção 48h'], ['fragrancia'], [20, 29]),
      ]),
    ]),
  ], { icon: 'soap', brands: ['Bem Cuidar', 'Vale Verde'] }),
  branch('Eletroportáteis', [
    branch('Eletros de Cozinha', [
      branch('Preparo', [
        leaf('Liquidificadores', ['Liquidificador 12 Velocidades', 'Liquidificador Copo de Vidro'], ['cor'], [99, 399], { variant: 'voltagem' }),
        leaf('Air Fryers', ['Fritadeira Elétrica Air Fryer 4L', 'Fritadeira Air Fryer Digital 5,5L'], ['cor'], [249, 499], { variant: 'voltagem' }),
      ]),
      branch('Café e Chá', [
        leaf('Cafeteiras Elétricas', ['Cafeteira Elétrica 30 Xícaras', 'Cafeteira Expresso Compacta'], ['cor'], [89, 499], { variant: 'voltagem' }),
        leaf('Chaleiras Elétricas', ['Chaleira Elétrica Inox 1,7L', 'Chaleira Elétrica com Temperatura'], ['cor'], [69, 249], { variant: 'voltagem' }),
      ]),
    ]),
    branch('Eletros para Casa', [
      branch('Cuidados com a Casa', [
        leaf('Aspiradores de Pó', ['Aspirador de Pó Vertical', 'Aspirador de Pó Portátil'], ['cor'], [149, 499], { variant: 'voltagem' }),
        leaf('Ferros de Passar', ['Ferro de Passar a Vapor', 'Ferro de Passar a Seco'], ['cor'], [59, 249], { variant: 'voltagem' }),
      ]),
    ]),
  ], { icon: 'plug', brands: ['Volt', 'Cozinha Fina'] }),
  branch('Cama, Mesa e Banho', [
    branch('Cama', [
      branch('Roupas de Cama', [
        leaf('Jogos de Lençol', ['Jogo de Lençol Percal 200 Fios', 'Jogo de Lençol Malha 100% Algodão'], ['cor'], [79, 299], { variant: 'tamanhoCama' }),
        leaf('Edredons', ['Edredom Dupla Face', 'Edredom Plumas Sintéticas'], ['cor'], [129, 449], { variant: 'tamanhoCama' }),
      ]),
    ]),
    branch('Banho', [
      branch('Toalhas', [
        leaf('Toalhas de Banho', ['Toalha de Banho Gigante', 'Toalha de Banho Fio Penteado'], ['cor'], [39, 129]),
        leaf('Toalhas de Rosto', ['Toalha de Rosto Felpuda', 'Kit Toalhas de Rosto'], ['cor'], [20, 59]),
      ]),
    ]),
  ], { icon: 'bed', brands: ['Toque Macio', 'Lar Doce Lar'] }),
  branch('Ferramentas', [
    branch('Ferramentas Manuais', [
      branch('Chaves e Alicates', [
        leaf('Chaves de Fenda', ['Jogo de Chaves de Fenda e Phillips', 'Chave de Fenda Isolada'], ['unidades'], [20, 129]),
        leaf('Alicates', ['Alicate Universal', 'Alicate de Corte Diagonal'], ['cor'], [25, 89]),
      ]),
    ]),
    branch('Ferramentas Elétricas', [
      branch('Furadeiras e Parafusadeiras', [
        leaf('Furadeiras', ['Furadeira de Impacto 650W', 'Furadeira de Impacto 850W'], ['cor'], [149, 499], { variant: 'voltagem' }),
        leaf('Parafusadeiras', ['Parafusadeira a Bateria 12V', 'Parafusadeira e Furadeira 2 Baterias'], ['cor'], [199, 499]),
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

import { maskedCep, type PostalCodeProvider } from './provider.js';

/** [first, last] five-digit CEP prefixes, inclusive. */
type Range = [number, number];

/**
 * The Correios' CEP bands of every state (public, stable for decades). 01000–99999 is covered without a gap;
 * 00000–00999 is no CEP at all.
 */
const STATES: readonly [string, ...Range[]][] = [
  ['SP', [1000, 19999]],
  ['RJ', [20000, 28999]],
  ['ES', [29000, 29999]],
  ['MG', [30000, 39999]],
  ['BA', [40000, 48999]],
  ['SE', [49000, 49999]],
  ['PE', [50000, 56999]],
  ['AL', [57000, 57999]],
  ['PB', [58000, 58999]],
  ['RN', [59000, 59999]],
  ['CE', [60000, 63999]],
  ['PI', [64000, 64999]],
  ['MA', [65000, 65999]],
  ['PA', [66000, 68899]],
  ['AP', [68900, 68999]],
  ['AM', [69000, 69299], [69400, 69899]],
  ['RR', [69300, 69399]],
  ['AC', [69900, 69999]],
  ['DF', [70000, 72799], [73000, 73699]],
  ['GO', [72800, 72999], [73700, 76799]],
  ['RO', [76800, 76999], [78900, 78999]],
  ['TO', [77000, 77999]],
  ['MT', [78000, 78899]],
  ['MS', [79000, 79999]],
  ['PR', [80000, 87999]],
  ['SC', [88000, 89999]],
  ['RS', [90000, 99999]],
];

/**
 * The city bands known for sure: every capital's own band, and the largest cities around the demo stores. Kept
 * narrow on purpose: a CEP outside them gets its state with the city left for the shopper to type, never a wrong city.
 */
const CITIES: readonly [string, ...Range[]][] = [
  ['São Paulo', [1000, 5999], [8000, 8499]],
  ['Osasco', [6000, 6299]],
  ['Guarulhos', [7000, 7399]],
  ['Santo André', [9000, 9299]],
  ['São Caetano do Sul', [9500, 9599]],
  ['São Bernardo do Campo', [9600, 9899]],
  ['Santos', [11000, 11099]],
  ['Campinas', [13000, 13139]],
  ['Rio de Janeiro', [20000, 23799]],
  ['Niterói', [24000, 24399]],
  ['Vitória', [29000, 29099]],
  ['Belo Horizonte', [30000, 31999]],
  ['Salvador', [40000, 41999]],
  ['Aracaju', [49000, 49098]],
  ['Recife', [50000, 52999]],
  ['Maceió', [57000, 57099]],
  ['João Pessoa', [58000, 58099]],
  ['Natal', [59000, 59139]],
  ['Fortaleza', [60000, 60999]],
  ['Teresina', [64000, 64099]],
  ['São Luís', [65000, 65099]],
  ['Belém', [66000, 66999]],
  ['Macapá', [68900, 68911]],
  ['Manaus', [69000, 69099]],
  ['Boa Vista', [69300, 69339]],
  ['Rio Branco', [69900, 69920]],
  // The Correios name every CEP of the Federal District 'Brasília'.
  ['Brasília', [70000, 72799], [73000, 73699]],
  ['Goiânia', [74000, 74899]],
  ['Porto Velho', [76800, 76834]],
  ['Palmas', [77000, 77270]],
  ['Cuiabá', [78000, 78109]],
  ['Campo Grande', [79000, 79124]],
  ['Curitiba', [80000, 82999]],
  ['Florianópolis', [88000, 88099]],
  ['Porto Alegre', [90000, 91999]],
];

const find = (table: readonly [string, ...Range[]][], prefix: number) =>
  table.find(([, ...ranges]) => ranges.some(([first, last]) => prefix >= first && prefix <= last))?.[0];

/** The state and, where known, the city of a CEP (8 digits) by its band; undefined outside every band. */
export function cepRegion(cep: string): { state: string; city: string } | undefined {
  const prefix = Number(cep.slice(0, 5));
  const state = find(STATES, prefix);
  return state ? { state, city: find(CITIES, prefix) ?? '' } : undefined;
}

/** The last source: state and city range only, so the address form can still be filled without any service. */
export function rangeProvider(): PostalCodeProvider {
  return {
    name: 'ranges',
    async lookup(cep) {
      const region = cepRegion(cep);
      if (!region) return null;
      return {
        cep: maskedCep(cep),
        logradouro: null,
        complemento: null,
        bairro: null,
        municipio: { nome: region.city, uf: { sigla: region.state } },
        latitude: null,
        longitude: null,
      };
    },
  };
}

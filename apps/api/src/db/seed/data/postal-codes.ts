import type { PostalCodesTable } from '../../tables/commerce.js';

/**
 * The offline CEP lookup's table: addresses the demo users, the stores and the e2e journeys type in.
 * Coordinates are approximate (street level). Rio de Janeiro and Manaus fall outside every delivery band.
 */
export const POSTAL_CODES: readonly PostalCodesTable[] = [
  row('01001000', 'Praça da Sé', 'Sé', 'São Paulo', -23.5503, -46.6339),
  row('01305000', 'Rua Augusta', 'Consolação', 'São Paulo', -23.5534, -46.6546),
  row('01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', -23.5632, -46.6543),
  row('01310200', 'Avenida Paulista', 'Bela Vista', 'São Paulo', -23.5614, -46.6559),
  row('04094050', 'Avenida Pedro Álvares Cabral', 'Vila Mariana', 'São Paulo', -23.5874, -46.6576),
  row('04101300', 'Rua Vergueiro', 'Vila Mariana', 'São Paulo', -23.5840, -46.6380),
  row('04538133', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', -23.5869, -46.6818),
  row('05407002', 'Rua Cardeal Arcoverde', 'Pinheiros', 'São Paulo', -23.5617, -46.6827),
  row('06013000', 'Rua Antônio Agú', 'Centro', 'Osasco', -23.5329, -46.7916),
  row('13010111', 'Rua Barão de Jaguara', 'Centro', 'Campinas', -22.9053, -47.0608),
  row('13012000', 'Avenida Francisco Glicério', 'Centro', 'Campinas', -22.9035, -47.0596),
  row('13025000', 'Rua Coronel Quirino', 'Cambuí', 'Campinas', -22.8949, -47.0522),
  row('13083852', 'Rua Sérgio Buarque de Holanda', 'Cidade Universitária', 'Campinas', -22.8173, -47.0697),
  row('13106000', 'Avenida Antônio Carlos Couto de Barros', 'Sousas', 'Campinas', -22.8803, -46.9683),
  { ...row('20040002', 'Avenida Rio Branco', 'Centro', 'Rio de Janeiro', -22.9035, -43.1766), state: 'RJ' },
  { ...row('69005070', 'Avenida Eduardo Ribeiro', 'Centro', 'Manaus', -3.1316, -60.0233), state: 'AM' },
];

function row(cep: string, street: string, neighbourhood: string, city: string, latitude: number, longitude: number): PostalCodesTable {
  return { cep, street, complement: null, neighbourhood, city, state: 'SP', latitude, longitude };
}

import http from 'node:http';

/** `silent`: the service takes the request and never answers (a hung service; the connection closes with the server). */
type Behaviour = { status?: number; body?: unknown; raw?: string; delayMs?: number; silent?: boolean };

/**
 * Two CEP services on a local port: /one/{cep} answers like ViaCEP, /two/{cep} like BrasilAPI. Each test says
 * how each behaves for its CEP; anything not set answers 404.
 */
export function fakeServices() {
  const plan = new Map<string, Behaviour>();
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    const behaviour = plan.get(url) ?? { status: 404, body: {} };
    if (behaviour.silent) return;
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' });
      response.end(behaviour.raw ?? JSON.stringify(behaviour.body ?? {}));
    }, behaviour.delayMs ?? 0);
  });
  return { server, plan, asked };
}

export const viaCep = (cep: string, city: string, uf: string) => ({
  cep,
  logradouro: 'Rua da Assembleia',
  complemento: '',
  unidade: '',
  bairro: 'Centro',
  localidade: city,
  uf,
  estado: 'Rio de Janeiro',
  ibge: '3304557',
  ddd: '21',
});
export const brasilApi = (cep: string, city: string, state: string) => ({
  cep,
  state,
  city,
  neighborhood: 'Centro',
  street: 'Avenida Rio Branco',
  service: 'open-cep',
  location: { type: 'Point', coordinates: { longitude: '-43.1766', latitude: '-22.9035' } },
});

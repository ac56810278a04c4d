import type { AddressesTable } from '../../tables/accounts.js';

export type DemoAddress = Omit<AddressesTable, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'type' | 'isMain' | 'deleted'> & {
  type: 'home' | 'work';
  isMain: 0 | 1;
};

export interface DemoPeople {
  customer: { name: string; cpfBase: string; addresses: readonly DemoAddress[] };
  unverified: { name: string; cpfBase: string; postalCode: string };
  company: { tradeName: string; legalName: string; cnpjBase: string; responsible: string; postalCode: string };
  adminName: string;
  /** the store's courier, who delivers the demo order that is out for delivery */
  courier?: { name: string; email: string; cpfBase: string };
}

/** Every demo password; the e-mails are `<role>@<slug>.demo` (see people.ts in the seed), the courier's as in its entry. */
export const DEMO_PASSWORDS = { shopper: 'Senha123', admin: 'Admin1234' } as const;

/** Shared by both customers: the brief fixes one mobile number with country code 55. */
export const CUSTOMER_PHONE = '5511987654321';

export const DEMO_PEOPLE: Record<string, DemoPeople> = {
  petshop: {
    customer: {
      name: 'Maria Oliveira',
      cpfBase: '529982247',
      addresses: [
        {
          type: 'home', title: 'Principal', isMain: 1, postalCode: '01310100', address: 'Avenida Paulista', addressNumber: '1000',
          complement: 'Apto 82', province: 'Bela Vista', city: 'São Paulo', state: 'SP', nearby: 'Próximo ao metrô Trianon-Masp',
          latitude: -23.5632, longitude: -46.6543,
        },
        {
          // In the second delivery band (06000000–09999999), so freight at R$ 19,90 is reachable in the demo.
          type: 'work', title: 'Trabalho', isMain: 0, postalCode: '06013000', address: 'Rua Antônio Agú', addressNumber: '255',
          complement: 'Sala 4', province: 'Centro', city: 'Osasco', state: 'SP', nearby: null, latitude: -23.5329, longitude: -46.7916,
        },
      ],
    },
    unverified: { name: 'Lucas Ferreira', cpfBase: '714602380', postalCode: '04101300' },
    company: {
      tradeName: 'Amigos do Bicho', legalName: 'Amigos do Bicho Comércio de Rações Ltda', cnpjBase: '192837460001',
      responsible: 'Carla Mendes', postalCode: '05407002',
    },
    adminName: 'Administrador Pet Feliz',
    courier: { name: 'Carlos Entregador', email: 'entregador@petfeliz.demo', cpfBase: '463128905' },
  },
  loja: {
    customer: {
      name: 'João Souza',
      cpfBase: '381947265',
      addresses: [
        {
          type: 'home', title: 'Principal', isMain: 1, postalCode: '13025000', address: 'Rua Coronel Quirino', addressNumber: '480',
          complement: 'Casa 2', province: 'Cambuí', city: 'Campinas', state: 'SP', nearby: 'Em frente à padaria',
          latitude: -22.8949, longitude: -47.0522,
        },
        {
          type: 'work', title: 'Trabalho', isMain: 0, postalCode: '13083852', address: 'Rua Sérgio Buarque de Holanda', addressNumber: '251',
          complement: null, province: 'Cidade Universitária', city: 'Campinas', state: 'SP', nearby: 'Unicamp', latitude: -22.8173, longitude: -47.0697,
        },
      ],
    },
    unverified: { name: 'Beatriz Almeida', cpfBase: '275318640', postalCode: '13012000' },
    company: {
      tradeName: 'Mercadinho Bom Preço', legalName: 'Bom Preço Comércio de Alimentos Ltda', cnpjBase: '563019870001',
      responsible: 'Ricardo Nunes', postalCode: '13010111',
    },
    adminName: 'Administrador Casa & Cia',
  },
  clinica: {
    customer: {
      name: 'Ana Lima',
      cpfBase: '714602398',
      addresses: [
        {
          type: 'home', title: 'Principal', isMain: 1, postalCode: '04538132', address: 'Rua Tabapuã', addressNumber: '1123',
          complement: 'Apto 41', province: 'Itaim Bibi', city: 'São Paulo', state: 'SP', nearby: 'Perto do Parque do Povo',
          latitude: -23.5861, longitude: -46.6799,
        },
      ],
    },
    unverified: { name: 'Carlos Pereira', cpfBase: '603218457', postalCode: '04538132' },
    company: {
      tradeName: 'Canil Boa Vida', legalName: 'Boa Vida Criação de Animais Ltda', cnpjBase: '674120350001',
      responsible: 'Fernanda Costa', postalCode: '04538132',
    },
    adminName: 'Administrador Clínica Vet Amigo',
  },
};

import type { StoreDetailsTable } from '../../tables/stores.js';
import type { BranchSpec, BrandSet } from './catalog-types.js';
import { LOJA_BRANDS, LOJA_CATEGORIES } from './loja-categories.js';
import { PETSHOP_BRANDS, PETSHOP_CATEGORIES } from './petshop-categories.js';

export interface FreightBand {
  start: string;
  end: string;
  /** Cents. */
  price: number;
  freeAbove: number;
  days: number;
}

export interface DemoStore {
  slug: string;
  name: string;
  guid: string;
  appointments: 0 | 1;
  /** The shop (cart, search, checkout); a store of appointments only turns it off. Default 1. */
  ecommerce?: 0 | 1;
  url: string;
  /** Item codes are `<prefix>-0001`. */
  codePrefix: string;
  /** PRNG seed: a fixed number per store, so adding a store does not reshuffle the others. */
  seed: number;
  themes: { light: { primary: string; secondary: string }; dark: { primary: string; secondary: string } };
  categories: readonly BranchSpec[];
  brands: BrandSet;
  /** Store details; the CNPJ is made from `cnpjBase` (12 digits) with computed check digits. */
  details: Omit<StoreDetailsTable, 'storeId' | 'cpfCnpj'> & { cnpjBase: string };
  /** Delivery bands by postal code; a CEP outside every band is not served by delivery. */
  delivery: readonly FreightBand[];
  /** The food coupon is limited to every category with this name and their descendants. */
  foodCoupon: { code: string; categoryName: string; description: string };
}

export const DEMO_STORES: readonly DemoStore[] = [
  {
    slug: 'petshop',
    name: 'Pet Feliz',
    guid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    appointments: 1,
    url: 'petshop.localhost',
    codePrefix: 'PET',
    seed: 20240601,
    themes: { light: { primary: '#0098db', secondary: '#ff7a2b' }, dark: { primary: '#4fc3f7', secondary: '#ffab73' } },
    categories: PETSHOP_CATEGORIES,
    brands: PETSHOP_BRANDS,
    details: {
      name: 'Pet Feliz Comércio de Produtos Veterinários Ltda',
      cnpjBase: '345678120001',
      whatsapp: '5511991234567',
      phone: '551132564789',
      email: 'contato@petfeliz.demo',
      site: 'https://petfeliz.demo',
      latitude: -23.5534,
      longitude: -46.6546,
      postalCode: '01305000',
      address: 'Rua Augusta',
      addressNumber: '1020',
      complement: 'Loja 2',
      province: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
    },
    delivery: [
      { start: '01000000', end: '05999999', price: 990, freeAbove: 15000, days: 1 },
      { start: '06000000', end: '09999999', price: 1990, freeAbove: 25000, days: 2 },
    ],
    foodCoupon: { code: 'RACAO15', categoryName: 'Alimentação', description: '15% de desconto em alimentação' },
  },
  {
    slug: 'loja',
    name: 'Casa & Cia',
    guid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    appointments: 0,
    url: 'loja.localhost',
    codePrefix: 'LOJ',
    seed: 20240602,
    themes: { light: { primary: '#2e7d32', secondary: '#f9a825' }, dark: { primary: '#81c784', secondary: '#ffd54f' } },
    categories: LOJA_CATEGORIES,
    brands: LOJA_BRANDS,
    details: {
      name: 'Casa e Cia Utilidades Domésticas Ltda',
      cnpjBase: '278194530001',
      whatsapp: '5519998765432',
      phone: '551932514400',
      email: 'contato@casaecia.demo',
      site: 'https://casaecia.demo',
      latitude: -22.8953,
      longitude: -47.0513,
      postalCode: '13025000',
      address: 'Rua Coronel Quirino',
      addressNumber: '1250',
      complement: null,
      province: 'Cambuí',
      city: 'Campinas',
      state: 'SP',
    },
    delivery: [
      { start: '13000000', end: '13099999', price: 990, freeAbove: 15000, days: 1 },
      { start: '13100000', end: '13149999', price: 1990, freeAbove: 25000, days: 2 },
    ],
    foodCoupon: { code: 'MERCEARIA15', categoryName: 'Mercearia', description: '15% de desconto na mercearia' },
  },
  {
    // Appointments only: the storefront shows Agenda, Meus Pets and Vacinas and no shop.
    slug: 'clinica',
    name: 'Clínica Vet Amigo',
    guid: 'b8f1c2d4-5e6f-4a7b-9c8d-0e1f2a3b4c5d',
    appointments: 1,
    ecommerce: 0,
    url: 'clinica.localhost',
    codePrefix: 'VET',
    seed: 20240603,
    themes: { light: { primary: '#00897b', secondary: '#7e57c2' }, dark: { primary: '#4db6ac', secondary: '#b39ddb' } },
    categories: PETSHOP_CATEGORIES,
    brands: PETSHOP_BRANDS,
    details: {
      name: 'Clínica Veterinária Amigo Ltda',
      cnpjBase: '412356780001',
      whatsapp: '5511987651234',
      phone: '551138452210',
      email: 'contato@clinicavetamigo.demo',
      site: 'https://clinicavetamigo.demo',
      latitude: -23.5874,
      longitude: -46.6823,
      postalCode: '04538132',
      address: 'Rua Tabapuã',
      addressNumber: '540',
      complement: null,
      province: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
    },
    delivery: [{ start: '01000000', end: '05999999', price: 990, freeAbove: 15000, days: 1 }],
    foodCoupon: { code: 'VET10', categoryName: 'Alimentação', description: '10% de desconto em alimentação' },
  },
];

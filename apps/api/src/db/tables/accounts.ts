import type { Generated } from 'kysely';
import type { Flag, Instant, JsonText } from './stores.js';

export type UserRole = 'customer' | 'courier' | 'staff' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  storeId: number;
  email: string;
  passwordHash: string | null;
  name: Generated<string>;
  phone: string | null;
  cpfCnpj: string | null;
  personType: Generated<'F' | 'J'>;
  stateRegistration: string | null;
  avatar: string | null;
  postalCode: string | null;
  emailVerifiedAt: Instant | null;
  isCompany: Generated<Flag>;
  companyVerifiedAt: Instant | null;
  isento: Generated<Flag>;
  companyName: string | null;
  legalName: string | null;
  companyCreatedAt: string | null;
  purchaseResponsibleName: string | null;
  /** courier: delivers the store's orders; staff: runs the store's orders; admin: everything in the store */
  role: Generated<UserRole>;
  googleSubject: string | null;
  appleSubject: string | null;
  deletedAt: Instant | null;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface AddressesTable {
  id: Generated<number>;
  userId: number;
  type: Generated<string>;
  title: string | null;
  postalCode: string;
  address: string;
  addressNumber: string;
  complement: string | null;
  province: string;
  city: string;
  state: string;
  nearby: string | null;
  latitude: number | null;
  longitude: number | null;
  isMain: Generated<Flag>;
  deleted: Generated<Flag>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface PaymentCardsTable {
  id: Generated<number>;
  userId: number;
  externalId: string;
  gateway: string;
  cardBrand: string;
  cardFirstDigits: string;
  cardLastDigits: string;
  cardExpMonth: number;
  cardExpYear: number;
  cardHolderName: string;
  billingAddressId: number | null;
  isDefault: Generated<Flag>;
  createdAt: Instant;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  title: string;
  message: string;
  payload: Generated<JsonText>;
  readed: Generated<Flag>;
  createdAt: Instant;
}

export interface PushEndpointsTable {
  id: Generated<number>;
  userId: number;
  type: 'WEBPUSH' | 'FIREBASE_APP' | 'EXPO_APP';
  registration: string;
  /**
   * The device the registration reaches, one row per type and device: a WEBPUSH subscription's endpoint URL (its
   * keys may be sent again in another JSON form), an app's token itself. Null only on rows written before it.
   */
  device: string | null;
  description: string | null;
  createdAt: Instant;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  userId: number;
  storeId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: Instant;
  rotatedAt: Instant | null;
  revokedAt: Instant | null;
  createdAt: Instant;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  userId: number;
  purpose: 'email' | 'password';
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Instant;
  usedAt: Instant | null;
  createdAt: Instant;
}

/** A pending e-mail change (users.email changes only when the link to newEmail is opened). */
export interface EmailChangesTable {
  id: Generated<number>;
  userId: number;
  oldEmail: string;
  newEmail: string;
  tokenHash: string;
  cancelTokenHash: string;
  expiresAt: Instant;
  cancelExpiresAt: Instant;
  confirmedAt: Instant | null;
  cancelledAt: Instant | null;
  createdAt: Instant;
}

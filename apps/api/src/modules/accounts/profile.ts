import type { UserRow } from '../auth/guard.js';
import { uploadUrl } from '../files/folders.js';
import type { User } from '../../graphql/generated/resolvers.js';

/** Fields of User resolved from other tables by the User resolvers, from the user's id. */
type ResolvedUserFields =
  'mainAddress' | 'addresses' | 'cards' | 'notifications' | 'unreadNotifications' | 'pendingEmail';

/** What the User resolvers start from (the codegen mapper): the schema's User without those, with the row's id. */
export type MeView = Omit<User, '__typename' | 'id' | ResolvedUserFields> & { id: number };

/**
 * The signed-in user as GraphQL shows it (spec 3 'User (me)'). The spec names the trade name `companyName` and the
 * legal name `company_name`; both are exposed. Never the password hash, role or social subjects: only whether the
 * account is a courier, so the storefront opens on the courier's deliveries.
 */
export function toMe(user: UserRow): MeView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    cpfCnpj: user.cpfCnpj,
    stateRegistration: user.stateRegistration,
    avatar: user.avatar ? uploadUrl('avatars', user.avatar) : null,
    updatedAt: user.updatedAt,
    postalCode: user.postalCode,
    emailVerifiedAt: user.emailVerifiedAt,
    hasPassword: user.passwordHash !== null,
    company: user.isCompany === 1,
    companyVerifiedAt: user.companyVerifiedAt,
    isento: user.isento === 1,
    companyName: user.companyName,
    company_name: user.legalName,
    companyCreatedAt: user.companyCreatedAt,
    purchaseResponsibleName: user.purchaseResponsibleName,
    courier: user.role === 'courier',
  };
}

import type { GraphQLContext } from '../../graphql/context.js';
import { setAddress, toAddress, unsetAddress, type AddressInput } from './addresses.js';
import { findMainAddress, listAddresses } from './address-repository.js';
import { updateAvatar } from './avatar.js';
import { listCards, removeCard, setDefaultCard } from './cards.js';
import { deleteAccount } from './delete-account.js';
import { pendingEmailOf, requestEmailChange } from './email-change.js';
import { exportAccountData } from './export.js';
import { listNotifications, readNotifications, unreadCount } from './notifications.js';
import { proveOwner } from './owner-proof.js';
import { changePassword, type PasswordChangeArgs } from './password.js';
import { toMe, type MeView } from './profile.js';
import { setEndpoint, unsetEndpoint, type PushType } from './push-endpoints.js';
import { updateMe, type UpdateMeInput } from './update-me.js';

const sessionOf = (ctx: GraphQLContext) => (ctx.auth.status === 'ok' ? ctx.auth.claims.sessionId : null);

/** Every resolver starts from ctx.user(): rows are only ever looked up by the signed-in user's id. */
export const accountsResolvers = {
  Query: {
    me: async (_: unknown, __: unknown, ctx: GraphQLContext) => toMe(await ctx.user()),
    exportMyData: async (_: unknown, __: unknown, ctx: GraphQLContext) => exportAccountData(ctx.db, (await ctx.user()).id),
  },
  User: {
    mainAddress: async (me: MeView, _: unknown, ctx: GraphQLContext) => {
      const row = await findMainAddress(ctx.db, me.id);
      return row ? toAddress(row) : null;
    },
    addresses: async (me: MeView, _: unknown, ctx: GraphQLContext) => (await listAddresses(ctx.db, me.id)).map(toAddress),
    cards: (me: MeView, args: { first?: number | null }, ctx: GraphQLContext) => listCards(ctx.db, me.id, args.first),
    notifications: (me: MeView, args: { first?: number | null; page?: number | null }, ctx: GraphQLContext) => listNotifications(ctx.db, me.id, args),
    unreadNotifications: (me: MeView, _: unknown, ctx: GraphQLContext) => unreadCount(ctx.db, me.id),
    pendingEmail: (me: MeView, _: unknown, ctx: GraphQLContext) => pendingEmailOf(ctx.db, me.id),
  },
  Mutation: {
    updateMe: async (_: unknown, args: { input: UpdateMeInput }, ctx: GraphQLContext) => {
      const before = await ctx.user();
      const prove = () => proveOwner(ctx.services.rateLimiter, before, ctx.auth, args.input.currentPassword);
      const { user, newEmail } = await updateMe(ctx.db, before, args.input, prove);
      // ctx.user() succeeded, so the request's store is known
      if (newEmail) await requestEmailChange(ctx.services, ctx.store!, user, newEmail, ctx.request.log);
      return toMe(user);
    },
    updateUserPassword: async (_: unknown, args: PasswordChangeArgs, ctx: GraphQLContext) => changePassword(ctx.db, ctx.services.rateLimiter, await ctx.user(), args, sessionOf(ctx)),
    updateUserAvatar: async (_: unknown, args: { file: string }, ctx: GraphQLContext) =>
      toMe(await updateAvatar(ctx.db, ctx.config.dataDir, await ctx.user(), args.file)),
    setAddress: async (_: unknown, args: { input: AddressInput }, ctx: GraphQLContext) => setAddress(ctx.db, (await ctx.user()).id, args.input),
    unsetAddress: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => unsetAddress(ctx.db, (await ctx.user()).id, args.id),
    readNotifications: async (_: unknown, args: { ids?: string[] | null }, ctx: GraphQLContext) => readNotifications(ctx.db, (await ctx.user()).id, args.ids),
    setUserEndpoint: async (_: unknown, args: { type: PushType; registration: string; description?: string | null }, ctx: GraphQLContext) =>
      setEndpoint(ctx.db, (await ctx.user()).id, args),
    unsetUserEndpoint: async (_: unknown, args: { type: PushType; registration: string }, ctx: GraphQLContext) =>
      unsetEndpoint(ctx.db, (await ctx.user()).id, args),
    setPaymentCardAsDefault: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => setDefaultCard(ctx.db, (await ctx.user()).id, args.id),
    unsetPaymentCard: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => removeCard(ctx.db, (await ctx.user()).id, args.id),
    deleteMyAccount: async (_: unknown, __: unknown, ctx: GraphQLContext) => deleteAccount(ctx.db, ctx.config.dataDir, (await ctx.user()).id),
  },
};

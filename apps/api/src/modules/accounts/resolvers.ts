import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { setAddress, toAddress, unsetAddress } from './addresses.js';
import { findMainAddress, listAddresses } from './address-repository.js';
import { updateAvatar } from './avatar.js';
import { listCards, removeCard, setDefaultCard } from './cards.js';
import { deleteOwnAccount } from './delete-account.js';
import { pendingEmailOf, requestEmailChange } from './email-change.js';
import { exportAccountData } from './export.js';
import { listNotifications, readNotifications, unreadCount } from './notifications.js';
import { proveOwner } from './owner-proof.js';
import { changePassword } from './password.js';
import { toMe } from './profile.js';
import { setEndpoint, unsetEndpoint } from './push-endpoints.js';
import { updateMe } from './update-me.js';

const sessionOf = (ctx: GraphQLContext) => (ctx.auth.status === 'ok' ? ctx.auth.claims.sessionId : null);

/** Every resolver starts from ctx.user(): rows are only ever looked up by the signed-in user's id. */
export const accountsResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => toMe(await ctx.user()),
    exportMyData: async (_parent, _args, ctx) =>
      exportAccountData(ctx.db, (await ctx.user()).id, ctx.services.signingSecret),
  },
  User: {
    mainAddress: async (me, _args, ctx) => {
      const row = await findMainAddress(ctx.db, me.id);
      return row ? toAddress(row) : null;
    },
    addresses: async (me, _args, ctx) => (await listAddresses(ctx.db, me.id)).map(toAddress),
    cards: (me, args, ctx) => listCards(ctx.db, me.id, args.first),
    notifications: (me, args, ctx) => listNotifications(ctx.db, me.id, args),
    unreadNotifications: (me, _args, ctx) => unreadCount(ctx.db, me.id),
    pendingEmail: (me, _args, ctx) => pendingEmailOf(ctx.db, me.id),
  },
  Mutation: {
    updateMe: async (_parent, args, ctx) => {
      const before = await ctx.user();
      const prove = () => proveOwner(ctx.services.rateLimiter, before, ctx.auth, args.input.currentPassword);
      const { user, newEmail } = await updateMe(ctx.db, before, args.input, prove);
      // ctx.user() succeeded, so the request's store is known
      if (newEmail) await requestEmailChange(ctx.services, ctx.store!, user, newEmail, ctx.request.log);
      return toMe(user);
    },
    updateUserPassword: async (_parent, args, ctx) =>
      changePassword(ctx.db, ctx.services.rateLimiter, await ctx.user(), args, sessionOf(ctx)),
    updateUserAvatar: async (_parent, args, ctx) =>
      toMe(await updateAvatar(ctx.db, ctx.config.dataDir, await ctx.user(), args.file)),
    setAddress: async (_parent, args, ctx) => setAddress(ctx.db, (await ctx.user()).id, args.input),
    unsetAddress: async (_parent, args, ctx) => unsetAddress(ctx.db, (await ctx.user()).id, args.id),
    readNotifications: async (_parent, args, ctx) => readNotifications(ctx.db, (await ctx.user()).id, args.ids),
    setUserEndpoint: async (_parent, args, ctx) =>
      setEndpoint(ctx.db, (await ctx.user()).id, args, {
        allowPrivateHosts: ctx.services.config.push.allowPrivateHosts,
      }),
    unsetUserEndpoint: async (_parent, args, ctx) => unsetEndpoint(ctx.db, (await ctx.user()).id, args),
    setPaymentCardAsDefault: async (_parent, args, ctx) => setDefaultCard(ctx.db, (await ctx.user()).id, args.id),
    unsetPaymentCard: async (_parent, args, ctx) => removeCard(ctx.db, (await ctx.user()).id, args.id),
    // ctx.user() succeeded, so the request's store is known
    deleteMyAccount: async (_parent, args, ctx) =>
      deleteOwnAccount(
        ctx.services,
        ctx.store!,
        await ctx.user(),
        ctx.auth,
        { currentPassword: args.currentPassword, field: 'currentPassword' },
        ctx.request.log,
      ),
  },
};

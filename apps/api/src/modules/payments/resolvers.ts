import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { findOwnCard } from '../accounts/card-repository.js';
import { toCard } from '../accounts/cards.js';
import { cardNotFound } from '../accounts/validation.js';
import { addSavedCard } from './add-card.js';

export const paymentsResolvers: Resolvers = {
  Mutation: {
    /** The gateway of the request's store vaults the card; answers it as 'Meus cartões' lists it. */
    async addPaymentCard(_parent, args, ctx) {
      const user = await ctx.user();
      if (!ctx.store) throw cardNotFound();
      const id = await addSavedCard(ctx.db, {
        gateways: ctx.services.gateways,
        storeId: ctx.store.id,
        userId: user.id,
        card: args.input,
        now: new Date(),
      });
      const row = await findOwnCard(ctx.db, user.id, id);
      if (!row) throw cardNotFound();
      return toCard(row);
    },
  },
};

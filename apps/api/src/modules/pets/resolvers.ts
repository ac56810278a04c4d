import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { userError } from '../../lib/errors.js';
import { storeToday } from '../stores/time-zone.js';
import { chargeAvatarUpload, minName, updatePetAvatar } from './avatar.js';
import { createPet, findPet, listPets, updatePet } from './pets.js';
import { listOwnVaccines, type Owner } from './repository.js';
import { petPictureUrl } from './picture-url.js';
import { petStats, statsVaccines, statsWeights } from './stats.js';
import { createVaccine, findVaccine, isOverdue, listVaccines, removeVaccine, updateVaccine } from './vaccines.js';

/**
 * The signed-in user in the request's store (ctx.user() fails without either): every look-up is scoped by both.
 * Pets and vaccines belong to the appointments feature: a store with it off answers as if they did not exist.
 */
async function ownerOf(ctx: GraphQLContext): Promise<Owner> {
  if (ctx.store?.appointments !== 1) throw userError('appointment.unavailable', 404);
  const user = await ctx.user();
  return { userId: user.id, storeId: ctx.store.id };
}

export const petsResolvers: Resolvers = {
  Query: {
    pet: async (_parent, args, ctx) => findPet(ctx.db, await ownerOf(ctx), args.id),
    pets: async (_parent, _args, ctx) => listPets(ctx.db, await ownerOf(ctx)),
    petStats: async (_parent, args, ctx) => petStats(ctx.db, await ownerOf(ctx), args.petId, args),
    vaccines: async (_parent, args, ctx) => listVaccines(ctx.db, await ownerOf(ctx), args.petId),
    vaccine: async (_parent, args, ctx) => findVaccine(ctx.db, await ownerOf(ctx), args.id),
  },
  Mutation: {
    setPet: async (_parent, args, ctx) => createPet(ctx.db, await ownerOf(ctx), args.input),
    updatePet: async (_parent, args, ctx) => updatePet(ctx.db, await ownerOf(ctx), args.id, args.input),
    updatePetAvatar: async (_parent, args, ctx) => {
      const owner = await ownerOf(ctx);
      await chargeAvatarUpload(ctx.services.rateLimiter, owner.userId);
      return updatePetAvatar(ctx.db, ctx.config.dataDir, owner, args.id, args.file);
    },
    setVaccine: async (_parent, args, ctx) => createVaccine(ctx.db, await ownerOf(ctx), args.input),
    updateVaccine: async (_parent, args, ctx) => updateVaccine(ctx.db, await ownerOf(ctx), args.id, args.input),
    unsetVaccine: async (_parent, args, ctx) => removeVaccine(ctx.db, await ownerOf(ctx), args.id),
  },
  Pet: {
    // a row the appointments module hands over (Appointment.pet) resolves the same way
    species: (pet) => pet.species ?? 'other',
    weight: (pet) => pet.weightGrams,
    avatar: (pet, _args, ctx) => petPictureUrl(ctx.services.signingSecret, pet.avatar),
    avatarMin: (pet, _args, ctx) => petPictureUrl(ctx.services.signingSecret, pet.avatar && minName(pet.avatar)),
    vaccines: (pet, _args, ctx) => listOwnVaccines(ctx.db, { userId: pet.userId, storeId: pet.storeId }, pet.id),
  },
  Vaccine: {
    // a vaccine is only ever read for the signed-in owner: before today in their store's zone
    overdue: async (vaccine, _args, ctx) => isOverdue(vaccine, await storeToday(ctx.db, (await ownerOf(ctx)).storeId)),
  },
  PetStats: {
    weights: (stats, _args, ctx) => statsWeights(ctx.db, stats),
    vaccines: (stats, _args, ctx) => statsVaccines(ctx.db, stats),
  },
};

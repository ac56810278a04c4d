import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { OWN_FAILURES, restRoutes } from '../../http/rest-routes.js';
import { AppError, notFoundError, validationError } from '../../lib/errors.js';
import { say } from '../../lib/validation.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/current-user.js';
import { answerErrors } from '../auth/rest-errors.js';
import { chargeAvatarUpload, minName, PET_AVATAR_MAX_BYTES, updatePetAvatarBytes } from './avatar.js';
import { findPet } from './pets.js';
import { petPictureUrl } from './picture-url.js';
import type { Owner } from './repository.js';

/** What the route reads as a body; anything else is refused (415) without being read. */
export const PET_AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const Params = Type.Object({ id: Type.String() });
type Params = Static<typeof Params>;

/** The pet's pictures as signed URLs (null without a picture). */
const PetAvatarAnswer = Type.Object({
  id: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  avatarMin: Type.Union([Type.String(), Type.Null()]),
});

const refusal = (key: 'pet.avatarTooLarge' | 'pet.avatarInvalid', status: number) =>
  new AppError('validation', 'error.incomplete', { ...validationError({ file: say(key) }).details, status });

/**
 * PUT /api/pets/:id/avatar: the pet's picture as raw bytes (PNG, JPEG or WEBP, at most 5 MB), for pictures too
 * large for a GraphQL body. The bearer and the pet's owner are checked in onRequest, before a byte of the body is
 * read, so an anonymous or foreign upload costs nothing; then the same checks and processing as updatePetAvatar.
 * Answers { id, avatar, avatarMin } (signed URLs), never cached.
 */
export async function petAvatarRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const { db } = services.database;
  const owners = new WeakMap<FastifyRequest, Owner>();
  answerErrors(app);

  // Only this plugin's route reads raw picture bytes: the rest of the API keeps its JSON parsing and limits.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...PET_AVATAR_TYPES],
    { parseAs: 'buffer', bodyLimit: PET_AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  await app.register(async (plugin) => {
    const route = restRoutes(plugin);
    // Fastify's own refusals said in the shopper's words; the parent handler answers them
    route.setErrorHandler((error: FastifyError | Error) => {
      const status = 'statusCode' in error ? error.statusCode : undefined;
      if (status === 413) throw refusal('pet.avatarTooLarge', 413);
      if (status === 415) throw refusal('pet.avatarInvalid', 415);
      throw error;
    });
    route.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { store, user } = await currentUser(services, request);
      const owner = { userId: user.id, storeId: store.id };
      // another shopper's pet answers exactly like a missing one
      if (!(await findPet(db, owner, (request.params as Params).id))) throw notFoundError();
      await chargeAvatarUpload(services.rateLimiter, user.id);
      owners.set(request, owner);
    });

    // the body is the picture's bytes, read by this plugin's parser: no JSON schema describes them
    const schema = { params: Params, response: { 200: PetAvatarAnswer, ...OWN_FAILURES } };
    route.put('/api/pets/:id/avatar', { schema }, async (request) => {
      const owner = owners.get(request)!;
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const pet = await updatePetAvatarBytes(db, services.config.dataDir, owner, request.params.id, body, type);
      if (!pet) throw notFoundError();
      const secret = services.signingSecret;
      return {
        id: String(pet.id),
        avatar: petPictureUrl(secret, pet.avatar),
        avatarMin: petPictureUrl(secret, pet.avatar && minName(pet.avatar)),
      };
    });
  });
}

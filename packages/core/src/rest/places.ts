import { Type, type Static, type TSchema } from 'typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** GET /api/cep/:cep (spec 7): the address of a CEP, in the shape of the public CEP services. */
export const CepAnswer = Type.Object({
  /** 8 digits */
  cep: Type.String(),
  logradouro: nullable(Type.String()),
  complemento: nullable(Type.String()),
  bairro: nullable(Type.String()),
  municipio: Type.Object({ nome: Type.String(), uf: Type.Object({ sigla: Type.String() }) }),
  latitude: nullable(Type.Number()),
  longitude: nullable(Type.Number()),
});
export type CepAnswer = Static<typeof CepAnswer>;

/** GET /api/geocode/reverse (spec 7): the place at a position, with the address form's parts. */
export const PlaceAnswer = Type.Object({
  formattedAddress: Type.String(),
  geometry: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  /** 8 digits, or null when the service names none */
  postalCode: nullable(Type.String()),
  street: nullable(Type.String()),
  number: nullable(Type.String()),
  neighbourhood: nullable(Type.String()),
  city: nullable(Type.String()),
  /** two-letter UF, or null outside Brazil's states */
  state: nullable(Type.String()),
});
export type PlaceAnswer = Static<typeof PlaceAnswer>;

import { RestFailure } from '@store/core';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { errorFields, isAppError } from '../lib/errors.js';
import { answerErrors } from '../modules/auth/rest-errors.js';
import { notice, READS_OWN_INPUT, restRoutes, schemaFailure } from './rest-routes.js';

const Body = Type.Object({
  email: Type.String(),
  code: Type.Optional(Type.String()),
  address: Type.Optional(Type.Object({ city: Type.String() })),
});

/** A plugin as the REST modules write one: its own error answers, a strict route and one that reads its own input. */
async function app() {
  const server = Fastify();
  await server.register(async (plugin) => {
    answerErrors(plugin);
    const api = restRoutes(plugin);
    api.post('/strict', { schema: { body: Body } }, async (request) => ({ email: request.body.email }));
    api.post('/lenient', { schema: { body: Body }, ...READS_OWN_INPUT }, async (request) => ({
      checked: request.validationError ? 'no' : 'yes',
      body: request.body as unknown,
    }));
  });
  return server;
}

describe('REST schemas (restRoutes)', () => {
  it('answers a body that fails its schema as the other validation errors: 422, texts and keys per field', async () => {
    const server = await app();
    const res = await server.inject({
      method: 'POST',
      url: '/strict',
      payload: { code: 12, address: { city: ['x'] } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'As informações estão incompletas',
      code: 'error.incomplete',
      params: {},
      errors: { email: ['Campo obrigatório'], code: ['Valor inválido'], 'address.city': ['Valor inválido'] },
      fields: {
        email: [{ code: 'validation.required', params: {} }],
        code: [{ code: 'validation.invalidValue', params: {} }],
        'address.city': [{ code: 'validation.invalidValue', params: {} }],
      },
    });
    const notObject = await server.inject({ method: 'POST', url: '/strict', payload: '[1]', headers: json });
    expect(notObject.json().errors).toEqual({ body: ['Valor inválido'] });
    expect((await server.inject({ method: 'POST', url: '/strict', payload: { email: 'a@b.c' } })).json()).toEqual({
      email: 'a@b.c',
    });
    await server.close();
  });

  it('hands a route that reads its own input the body as sent, neither coerced nor stripped', async () => {
    const server = await app();
    const payload = { email: ['a@b.c'], code: 123456, extra: true };
    const res = await server.inject({ method: 'POST', url: '/lenient', payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ checked: 'no', body: payload });
    await server.close();
  });

  it('makes the validation error every error handler of the API answers', () => {
    const error = schemaFailure([{ keyword: 'type', instancePath: '', schemaPath: '#', params: {} }], 'querystring');
    expect(isAppError(error) && errorFields(error)).toMatchObject({
      code: 'error.incomplete',
      validation: { querystring: ['Valor inválido'] },
    });
  });

  it('says a notice with its key: notice(key) → { message, code, params }', () => {
    expect(notice('auth.loggedOut')).toEqual({
      message: 'Você foi desconectado da sua conta',
      code: 'auth.loggedOut',
      params: {},
    });
  });

  it('writes every kind of failure byte for byte as it is built, fields in the order they were always sent', async () => {
    const server = Fastify();
    const api = restRoutes(server);
    api.post('/fail', { schema: { response: { '4xx': RestFailure } } }, async (request, reply) =>
      reply.code(400).send(request.body as RestFailure),
    );
    const keyedField = { email: [{ code: 'email.invalid', params: {} }] };
    for (const body of [
      { message: 'Não encontrado', code: 'error.notFound', params: {} },
      { message: 'm', code: 'error.incomplete', params: {}, errors: { email: ['x'] }, fields: keyedField },
      { message: 'm', code: 'c', params: { amount: 5000, name: 'x' }, reason: 'r', reasonCode: 'k', reasonParams: {} },
      { error: 'invalid_grant', error_description: 'd', message: 'm', code: 'c', params: {} },
      { error: 'too_many_requests', error_description: 'd', message: 'm', code: 'c', params: {} },
      { message: 'm', category: 'validation', code: 'c', params: {}, validation: { email: ['x'] }, fields: keyedField },
      { message: 'm', category: 'payment', code: 'c', params: {}, reason: 'r', reasonCode: 'k', reasonParams: {} },
    ])
      expect((await server.inject({ method: 'POST', url: '/fail', payload: body })).body).toBe(JSON.stringify(body));
    await server.close();
  });
});

const json = { 'content-type': 'application/json' };

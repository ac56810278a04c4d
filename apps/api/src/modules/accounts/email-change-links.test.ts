import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { CLIENT, PETSHOP, postToken, refresh, session, signIn, type Tokens } from '../auth/testing.js';
import { changeEmail, changesOf, linkIn, ME, open, userRow } from './email-change-testing.js';
import { userIdOf } from './testing.js';

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}`, host: PETSHOP });

describe('the links of an e-mail change: confirm from the new address, cancel from the old one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const edit = (outcome: string) => `${t.config.publicUrl}/#/account/edit?emailChange=${outcome}`;

  it('the cancel link drops the pending change and ends every sign-in of the account', async () => {
    const id = await userIdOf(t, 'cliente@petshop.demo');
    const phone = await signIn(t.app, 'cliente@petshop.demo', 'Senha123');
    const laptop = await signIn(t.app, 'cliente@petshop.demo', 'Senha123');
    expect((await changeEmail(t, bearer(laptop), 'outra@example.com', 'Senha123')).body.errors).toBeUndefined();
    const confirm = await linkIn(t, 'outra@example.com', 'confirm');
    const cancel = await linkIn(t, 'cliente@petshop.demo', 'cancel');

    expect(await open(t, cancel)).toEqual({ status: 302, location: edit('cancelled') });
    for (const tokens of [phone, laptop]) {
      expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
      expect((await session(t.app, tokens.access_token)).statusCode).toBe(401);
    }
    const live = await t.database.db
      .selectFrom('refreshTokens')
      .select('id')
      .where('userId', '=', id)
      .where('revokedAt', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await open(t, confirm)).location).toBe(edit('invalid'));
    expect((await userRow(t, id)).email).toBe('cliente@petshop.demo');
    const again = await signIn(t.app, 'cliente@petshop.demo', 'Senha123');
    expect((await gql(t.app, ME, {}, bearer(again))).body.data?.me).toMatchObject({
      email: 'cliente@petshop.demo',
      pendingEmail: null,
    });
    // once only
    expect((await open(t, cancel)).location).toBe(edit('invalid'));
    expect((await session(t.app, again.access_token)).statusCode).toBe(200);
  });

  it('a newer request replaces the pending one; the older notice still cancels and signs out', async () => {
    const tokens = await signIn(t.app, 'novo@petshop.demo', 'Senha123');
    await changeEmail(t, bearer(tokens), 'primeira@example.com', 'Senha123');
    const oldConfirm = await linkIn(t, 'primeira@example.com', 'confirm');
    const oldCancel = await linkIn(t, 'novo@petshop.demo', 'cancel');
    const second = await changeEmail(t, bearer(tokens), 'segunda@example.com', 'Senha123');
    expect(second.body.data?.updateMe).toMatchObject({ pendingEmail: 'segunda@example.com' });
    expect((await open(t, oldConfirm)).location).toBe(edit('invalid'));
    const newConfirm = await linkIn(t, 'segunda@example.com', 'confirm');
    expect((await open(t, oldCancel)).location).toBe(edit('cancelled'));
    expect((await session(t.app, tokens.access_token)).statusCode).toBe(401);
    expect((await open(t, newConfirm)).location).toBe(edit('invalid'));
  });

  it('undoes a change someone already confirmed: the old address is back, verified, and the thief is signed out', async () => {
    const id = await userIdOf(t, 'admin@petshop.demo');
    const thief = await signIn(t.app, 'admin@petshop.demo', 'Admin1234');
    await changeEmail(t, bearer(thief), 'ladrao@example.com', 'Admin1234');
    expect((await open(t, await linkIn(t, 'ladrao@example.com', 'confirm'))).location).toBe(edit('confirmed'));
    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'ladrao@example.com' },
      headers: { host: PETSHOP },
    });
    const codes = () =>
      t.database.db
        .selectFrom('verificationCodes')
        .select('id')
        .where('userId', '=', id)
        .where('usedAt', 'is', null)
        .execute();
    expect(await codes()).toHaveLength(1);

    expect((await open(t, await linkIn(t, 'admin@petshop.demo', 'cancel'))).location).toBe(edit('cancelled'));
    const after = await userRow(t, id);
    expect(after.email).toBe('admin@petshop.demo');
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(await codes()).toEqual([]); // the code mailed to the thief's address no longer resets anything
    expect((await refresh(t.app, thief.refresh_token)).statusCode).toBe(400);
    const asThief = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'ladrao@example.com',
      password: 'Admin1234',
    });
    expect(asThief.statusCode).toBe(400);
  });

  it('refuses expired links and unknown or malformed tokens; deleting the account drops its pending changes', async () => {
    const id = await userIdOf(t, 'empresa@petshop.demo');
    const tokens = await signIn(t.app, 'empresa@petshop.demo', 'Senha123');
    await changeEmail(t, bearer(tokens), 'empresa.nova@example.com', 'Senha123');
    const confirm = await linkIn(t, 'empresa.nova@example.com', 'confirm');
    const cancel = await linkIn(t, 'empresa@petshop.demo', 'cancel');
    const [row] = await changesOf(t, id);
    // 48 hours for the confirmation, 7 days for the cancel link
    expect(Date.parse(row!.cancelExpiresAt) - Date.parse(row!.createdAt)).toBe(7 * 24 * 3600 * 1000);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.database.db.updateTable('emailChanges').set({ expiresAt: past }).where('id', '=', row!.id).execute();
    expect((await open(t, confirm)).location).toBe(edit('invalid'));
    for (const bad of ['', 'abc', 'x'.repeat(43), '../../etc', 'a'.repeat(500)]) {
      expect((await open(t, `/api/email-change/confirm?token=${encodeURIComponent(bad)}`)).location).toBe(
        edit('invalid'),
      );
      expect((await open(t, `/api/email-change/cancel?token=${encodeURIComponent(bad)}`)).location).toBe(
        edit('invalid'),
      );
    }
    await t.database.db.updateTable('emailChanges').set({ cancelExpiresAt: past }).where('id', '=', row!.id).execute();
    expect((await open(t, cancel)).location).toBe(edit('invalid'));
    expect((await session(t.app, tokens.access_token)).statusCode).toBe(200);
    expect((await userRow(t, id)).email).toBe('empresa@petshop.demo');

    // deleting the account drops its pending changes (they hold e-mail addresses)
    await changeEmail(t, bearer(tokens), 'empresa.outra@example.com', 'Senha123');
    expect(
      (await gql(t.app, 'mutation { deleteMyAccount(currentPassword: "Senha123") }', {}, bearer(tokens))).body,
    ).toEqual({ data: { deleteMyAccount: true } });
    expect(await changesOf(t, id)).toEqual([]);
  });
});

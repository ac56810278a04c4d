import type { TestApp } from '../../../test/app.js';
import { gql } from '../../../test/app.js';
import { waitForMail } from '../auth/testing.js';

/** Helpers for the e-mail change tests only. */

export const UPDATE_ME = /* GraphQL */ `
  mutation ($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      email
      pendingEmail
      emailVerifiedAt
    }
  }
`;
export const ME = /* GraphQL */ `
  {
    me {
      email
      pendingEmail
      hasPassword
      emailVerifiedAt
    }
  }
`;

/** Asks for a new e-mail as the storefront does; `currentPassword` only when given. */
export function changeEmail(t: TestApp, headers: Record<string, string>, email: string, currentPassword?: string) {
  return gql(
    t.app,
    UPDATE_ME,
    { input: { email, ...(currentPassword === undefined ? {} : { currentPassword }) } },
    headers,
  );
}

/** The path and query of the link of `kind` in the newest e-mail to `to` (the host is the store's). */
export async function linkIn(t: TestApp, to: string, kind: 'confirm' | 'cancel', after = 0): Promise<string> {
  const mail = await waitForMail(t, to, after);
  const found = new RegExp(`https?://[^/\\s]+(/api/email-change/${kind}\\?token=[\\w%-]+)`).exec(mail.text);
  if (!found) throw new Error(`no ${kind} link in the e-mail to ${to}`);
  return found[1]!;
}

/** Opens a link from an e-mail; answers where it redirects to. */
export async function open(t: TestApp, path: string, host = 'petshop.localhost') {
  const response = await t.app.inject({ method: 'GET', url: path, headers: { host } });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

export async function userRow(t: TestApp, id: number) {
  return t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function changesOf(t: TestApp, userId: number) {
  return t.database.db.selectFrom('emailChanges').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

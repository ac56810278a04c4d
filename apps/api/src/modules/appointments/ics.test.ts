import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { calendarFile, foldLine, icsText } from './ics.js';
import { appointmentFixture, at, book, weekdayAhead } from './testing.js';

describe('calendar file (RFC 5545)', () => {
  it('escapes text, folds long lines at 75 octets without splitting a character, ends every line with CRLF', () => {
    expect(icsText('Banho; tosa, e\\ secar\nà mão')).toBe('Banho\\; tosa\\, e\\\\ secar\\nà mão');
    const long = `DESCRIPTION:${'ã'.repeat(60)}`;
    const folded = foldLine(long);
    for (const l of folded.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(long);
    const file = calendarFile({
      uid: 'a-1@x',
      stamp: '2026-11-22T18:00:00.000Z',
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T15:00:00.000Z',
      summary: 'Banho e Tosa – Thor',
      location: null,
      description: null,
      cancelled: false,
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    expect(file).toContain('\r\nDTSTART:20261201T130000Z\r\nDTEND:20261201T150000Z\r\n');
  });
});

describe('GET /api/appointments/:id.ics', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof appointmentFixture>>;
  let id: string;
  const day = weekdayAhead(2);
  beforeAll(async () => {
    t = await startTestApp();
    f = await appointmentFixture(t);
    const res = await book(t, f.headers, {
      petId: String(f.thor),
      serviceId: String(f.bath),
      dateTime: at(day, '10:00'),
      observations: 'Sem perfume, por favor; obrigado',
    });
    id = res.body.data!.createAppointment.id;
  });
  afterAll(() => t.close());

  it("gives the owner a valid event: UID, DTSTAMP, UTC start and end, 'Banho – Thor', the store's address, no-store", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/appointments/${id}.ics`, headers: f.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(new RegExp(`^UID:appointment-${id}@`));
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(lines).toContain(`DTSTART:${utc(at(day, '10:00'))}`);
    expect(lines).toContain(`DTEND:${utc(at(day, '12:00'))}`); // Thor (GG, long coat): 120 minutes
    expect(lines).toContain('SUMMARY:Banho – Thor');
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toMatch(/Pet Feliz/);
    expect(res.body).toContain('Sem perfume\\, por favor\\; obrigado');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('answers 404 to anyone else, exactly like a missing id, and 401 without a token', async () => {
    const theirs = await t.app.inject({ method: 'GET', url: `/api/appointments/${id}.ics`, headers: f.otherHeaders });
    const missing = await t.app.inject({ method: 'GET', url: '/api/appointments/999999.ics', headers: f.otherHeaders });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${id}.ics`,
      headers: { host: 'petshop.localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("an at-home appointment is located at the customer's address", async () => {
    const res = await book(t, f.headers, {
      petId: String(f.mel),
      serviceId: String(f.taxi),
      dateTime: at(day, '14:00'),
      addressId: String(f.addressId),
    });
    const address = await t.database.db
      .selectFrom('addresses')
      .select(['address', 'city'])
      .where('id', '=', f.addressId)
      .executeTakeFirstOrThrow();
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${res.body.data!.createAppointment.id}.ics`,
      headers: f.headers,
    });
    const location = ics.body.split('\r\n').find((l) => l.startsWith('LOCATION:'));
    expect(location).toContain(address.address);
    expect(location).toContain(address.city);
  });
});

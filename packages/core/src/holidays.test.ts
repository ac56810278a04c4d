import { describe, expect, it } from 'vitest';
import { closedReasonIn, holidayName } from './holidays';
import { msg } from './i18n/messages';
import { t } from './i18n/translate';
import { datesIn, notificationTexts, withTexts } from './notification-texts';

describe('server-made texts in the reader’s language', () => {
  it('names the national holidays in English and keeps a store’s own holiday as it was written', () => {
    expect(holidayName('Natal', 'en')).toBe('Christmas');
    expect(holidayName('Sexta-feira Santa', 'en')).toBe('Good Friday');
    expect(holidayName('Natal', 'pt-BR')).toBe('Natal');
    expect(holidayName('Aniversário da cidade', 'en')).toBe('Aniversário da cidade');
    const christmas = msg('appointment.closedHoliday', { name: 'Natal' });
    expect(t('en', closedReasonIn(christmas, 'en'))).toBe('Holiday: Christmas');
    expect(t('pt-BR', closedReasonIn(christmas, 'pt-BR'))).toBe('Feriado: Natal');
    expect(t('en', closedReasonIn(msg('appointment.closedDay'), 'en'))).toBe('Closed');
  });

  it('keeps a notification’s texts as keys in its payload and reads them back, or null for an older one', () => {
    const payload = withTexts(
      { orderId: 7 },
      msg('notification.orderTitle', { id: 7 }),
      msg('orderStatus.saiu_entrega'),
    );
    const texts = notificationTexts(JSON.parse(JSON.stringify(payload)), 'en')!;
    expect([t('en', texts.title), t('en', texts.message)]).toEqual(['Order #7', t('en', 'orderStatus.saiu_entrega')]);
    expect(t('pt-BR', texts.title)).toBe('Pedido #7');
    expect(notificationTexts({ orderId: 7 }, 'en')).toBeNull();
    expect(
      notificationTexts(
        { texts: { title: { key: 'no.such.key' }, message: { key: 'orderStatus.saiu_entrega' } } },
        'en',
      ),
    ).toBeNull();
  });

  it('writes a date parameter as the reader does', () => {
    const due = msg('reminder.vaccineMessage', { vaccine: 'V10', pet: 'Thor', date: '2026-12-02' });
    expect(t('pt-BR', datesIn(due, 'pt-BR'))).toBe('A próxima dose de V10 do Thor é em 02/12/2026');
    expect(t('en', datesIn(due, 'en'))).toBe('The next dose of V10 for Thor is on 12/2/2026');
  });
});

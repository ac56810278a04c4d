import { expect, test } from './csp';
import { courierPage, orderForCarlos, orderOutForDelivery, signIn } from './courier';
import { screenshot } from './shopper';
import { expectAccessible } from './support';

// The courier at work: his own screens after signing in, a phone whose location is off, and the customer's window
// once the delivery is over.

test.describe('the courier at work', () => {
  test("a courier who signs in lands on 'Minhas entregas', in a work layout without the shop around it", async ({
    browser,
    page,
  }, info) => {
    const courier = await courierPage(browser, info);
    const phone = courier.page;
    await signIn(phone, 'entregador@petfeliz.demo');
    await expect(phone).toHaveURL(/#\/courier$/);
    await expect(phone.getByRole('heading', { level: 1, name: 'Minhas entregas' })).toBeVisible();
    // a work screen: no shop search, cart, WhatsApp bubble, shop tabs or footer
    await expect(phone.getByRole('link', { name: /Pedido #\d+/ }).first()).toBeVisible();
    await expect(phone.getByRole('search')).toHaveCount(0);
    await expect(phone.getByRole('link', { name: /^Carrinho/ })).toHaveCount(0);
    await expect(phone.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })).toHaveCount(0);
    await expect(phone.getByRole('navigation', { name: 'Atalhos' })).toHaveCount(0);
    await expect(phone.getByRole('link', { name: 'Loja', exact: true })).toHaveCount(0);
    await expect(phone.locator('footer')).toHaveCount(0);
    await expectAccessible(phone);
    await screenshot(phone, info, 'courier-home');

    // the account menu leads back to the deliveries, and the deliveries screen keeps the courier layout
    await phone.getByRole('link', { name: 'Minha conta' }).first().click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await phone.getByRole('navigation', { name: 'Minha conta' }).getByRole('link', { name: 'Minhas entregas' }).click();
    await expect(phone).toHaveURL(/#\/courier$/);
    const order = phone.getByRole('link', { name: /Pedido #\d+/ }).first();
    await order.click();
    await expect(phone.getByRole('heading', { level: 1, name: /Pedido #\d+/ })).toBeVisible();
    await expect(phone.getByRole('search')).toHaveCount(0);
    await expect(phone.locator('footer')).toHaveCount(0);
    await courier.context.close();

    // a customer still lands where she was going, with no deliveries in her menu
    await signIn(page, 'cliente@petshop.demo');
    await expect(page).not.toHaveURL(/#\/courier/);
    await page.goto('/#/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Minhas entregas' })).toHaveCount(0);
  });

  test('a phone whose location is off says so and how to turn it on, never that it is sending', async ({
    browser,
    page,
  }, info) => {
    await signIn(page, 'cliente@petshop.demo');
    const orderId = await orderOutForDelivery(page);
    // the courier never allowed the location: the browser refuses it
    const courier = await courierPage(browser, info, { location: false });
    const phone = courier.page;
    await signIn(phone, 'entregador@petfeliz.demo');
    await phone.goto(`/#/courier/${orderId}`);
    await expect(phone.getByRole('heading', { level: 1, name: `Pedido #${orderId}` })).toBeVisible();
    const off = phone.getByTestId('location-off');
    await expect(off).toContainText('Sua localização está desligada');
    await expect(off).toContainText('permita a localização para este site');
    await expect(phone.getByText('Sua localização está sendo enviada ao cliente')).toHaveCount(0);
    await expect(phone.getByText(/Última posição enviada às/)).toHaveCount(0);
    await expectAccessible(phone);
    await screenshot(phone, info, 'courier-location-off');
    await courier.context.close();
  });

  test("once the courier delivers, the customer's window says so instead of 'Seu pedido está a caminho'", async ({
    browser,
    page,
  }, info) => {
    // the store's command line hands the order over three times, each a process of its own
    test.setTimeout(120_000);
    await signIn(page, 'cliente@petshop.demo');
    const orderId = await orderForCarlos(page);
    const courier = await courierPage(browser, info);
    const phone = courier.page;
    await signIn(phone, 'entregador@petfeliz.demo');
    await phone.goto(`/#/courier/${orderId}`);
    await phone.getByRole('button', { name: 'Iniciar entrega' }).click();
    await expect(phone.getByText(/Última posição enviada às/)).toBeVisible();

    await page.goto(`/#/account/order?id=${orderId}`);
    const code = /Código de entrega: (\d{4})/.exec(await page.getByTestId('delivery-code').innerText())![1]!;
    await page.getByRole('button', { name: 'Acompanhar entrega' }).click();
    const modal = page.getByRole('dialog', { name: 'Seu pedido está a caminho' });
    await expect(modal.getByTestId('tracking-eta')).toBeVisible();

    await phone.getByRole('button', { name: 'Entregue', exact: true }).click();
    await phone.getByLabel('Código de entrega informado pelo cliente').fill(code);
    await phone.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect(phone.getByText('Entrega concluída')).toBeVisible();

    const over = page.getByRole('dialog', { name: 'Pedido entregue' });
    await expect(over).toBeVisible();
    await expect(over.getByText('Esta entrega foi encerrada.')).toBeVisible();
    await expect(page.getByText('Seu pedido está a caminho')).toHaveCount(0);
    await expect(over.getByTestId('tracking-eta')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, info, 'tracking-delivered');
    await over.getByRole('button', { name: 'Fechar' }).click();
    await expect(over).toBeHidden();
    await courier.context.close();
  });
});

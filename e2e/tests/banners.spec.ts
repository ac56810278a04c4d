import { expect, test } from './csp';
import { expectAccessible } from './support';

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('each banner is a link to where its call to action says, named by its words, and no dot covers it', async ({
  page,
}) => {
  // the carousel stays on the slide the journey looks at
  await page.clock.install();
  await page.goto('/#/store');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  const expected = [
    { words: /^Até 30% off em rações\. .+\. Aproveite$/, href: '#/store/search?promo=1' },
    { words: /^Banho e tosa com hora marcada\. .+\. Agendar horário$/, href: '#/appointments' },
    { words: /^Vacinas em dia, pet protegido\. .+\. Saiba mais$/, href: '#/vaccines' },
  ];
  for (const [i, banner] of expected.entries()) {
    await carousel.getByRole('button', { name: `Mostrar banner ${i + 1}` }).click();
    const link = slides.nth(i).getByRole('link');
    await expect(link).toHaveAttribute('href', banner.href);
    await expect(link.getByRole('img')).toHaveAttribute('alt', banner.words);
    await expect(link).toBeInViewport({ ratio: 0.9 });
    const box = (await link.boundingBox())!;
    for (const dot of await carousel.getByRole('button', { name: /^Mostrar banner/ }).all())
      expect(overlaps((await dot.boundingBox())!, box)).toBe(false);
  }
  await expectAccessible(page);
  await carousel.getByRole('button', { name: 'Mostrar banner 1' }).click();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await expect(slides.first().getByRole('link')).toBeInViewport({ ratio: 0.95 });
  await page.screenshot({ path: `../docs/screenshots/banner-link-${test.info().project.name}.png` });
  await slides.first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/store\/search\?promo=1$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

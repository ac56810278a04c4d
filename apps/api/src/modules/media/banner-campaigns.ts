/*
 * The demo stores' home-page campaigns, three per store, by store slug. Claims match the demo data (free
 * delivery from R$ 150 is the first delivery band's threshold; appointments exist in the pet shop only).
 * A store without its own campaigns gets the generic ones, with its name.
 */

export interface Campaign {
  /** Small upper-case line above the headline. */
  tag: string;
  headline: string;
  sub: string;
  cta: string;
  /** Where the call to action leads, a storefront path: search, the promotions, the agenda. */
  link: string;
  /** Fluent Emoji Flat icons: the first is drawn largest. */
  icons: readonly [string, string, string];
}

const CAMPAIGNS: Readonly<Record<string, readonly Campaign[]>> = {
  petshop: [
    {
      tag: 'Semana do Pet',
      headline: 'Até 30% off em rações',
      sub: 'Cães e gatos bem alimentados, com entrega no dia seguinte',
      cta: 'Aproveite',
      link: '/store/search?promo=1',
      icons: ['dog-face', 'cat-face', 'bone'],
    },
    {
      tag: 'Banho e tosa',
      headline: 'Banho e tosa com hora marcada',
      sub: 'Agende pelo app e busque seu pet cheiroso',
      cta: 'Agendar horário',
      link: '/appointments',
      icons: ['poodle', 'bubbles', 'soap'],
    },
    {
      tag: 'Vacinação',
      headline: 'Vacinas em dia, pet protegido',
      sub: 'Acompanhe a carteirinha de vacinas do seu pet pelo app',
      cta: 'Saiba mais',
      link: '/vaccines',
      icons: ['syringe', 'dog', 'red-heart'],
    },
  ],
  loja: [
    {
      tag: 'Semana da Cozinha',
      headline: 'Até 25% off para sua cozinha',
      sub: 'Panelas, utensílios e eletroportáteis para o dia a dia',
      cta: 'Aproveite',
      link: '/store/search?promo=1',
      icons: ['cooking', 'pot-of-food', 'kitchen-knife'],
    },
    {
      tag: 'Cama, mesa e banho',
      headline: 'Renove cama, mesa e banho',
      sub: 'Lençóis, toalhas e edredons macios para toda a casa',
      cta: 'Ver ofertas',
      link: '/store/search?promo=1',
      icons: ['bed', 'bathtub', 'hot-beverage'],
    },
    {
      tag: 'Frete grátis',
      headline: 'Frete grátis acima de R$ 150',
      sub: 'Entrega em Campinas no dia seguinte ou retirada na loja',
      cta: 'Comprar agora',
      link: '/store/search?promo=1',
      icons: ['delivery-truck', 'package', 'house'],
    },
  ],
};

const GENERIC: readonly Campaign[] = [
  {
    tag: 'Ofertas da semana',
    headline: 'Ofertas da semana',
    sub: 'Preços especiais em produtos selecionados',
    cta: 'Aproveite',
    link: '/store/search?promo=1',
    icons: ['shopping-bags', 'wrapped-gift', 'sparkles'],
  },
  {
    tag: 'Novidades',
    headline: 'Chegaram novidades',
    sub: 'Confira os lançamentos da {store}',
    cta: 'Ver novidades',
    link: '/store/search',
    icons: ['package', 'glowing-star', 'shopping-cart'],
  },
  {
    tag: 'Entrega',
    headline: 'Receba em casa ou retire na loja',
    sub: 'Escolha como prefere no fim da compra',
    cta: 'Comprar agora',
    link: '/store/search',
    icons: ['delivery-truck', 'house', 'package'],
  },
];

/** The campaign of banner `n` (1-based) of a store; n beyond the list wraps around. */
export function campaignFor(slug: string, storeName: string, n: number): Campaign {
  const list = CAMPAIGNS[slug] ?? GENERIC;
  const campaign = list[(Math.max(1, n) - 1) % list.length] as Campaign;
  return { ...campaign, sub: campaign.sub.replace('{store}', storeName) };
}

/** Every campaign, for the tests that check each fits and each icon exists. */
export const ALL_CAMPAIGNS: readonly Campaign[] = [...Object.values(CAMPAIGNS).flat(), ...GENERIC];

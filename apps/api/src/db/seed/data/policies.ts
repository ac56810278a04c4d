/** A document of a store's `config.links.docs`: the storefront shows it at `/{id}` (privacy, terms). */
export type StoreDoc = { id: string; title: string; content: string };

/** Who runs the store, as the documents name it. */
export type PolicyOwner = { name: string; legalName: string; cnpj: string; email: string; address: string; appointments: boolean };

const cnpjMask = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/**
 * The demo stores' privacy policy (LGPD) and terms of use (CDC), in the content format the storefront renders:
 * paragraphs split by a blank line, '## ' starting a heading, '- ' a list item. Plain text only, never HTML.
 */
export function policyDocs(owner: PolicyOwner): StoreDoc[] {
  return [
    { id: 'privacy', title: 'Política de privacidade', content: privacy(owner) },
    { id: 'terms', title: 'Termos de uso', content: terms(owner) },
  ];
}

function privacy(o: PolicyOwner): string {
  return `A ${o.name} respeita a sua privacidade. Esta política explica quais dados pessoais tratamos quando você usa a nossa loja virtual, para quê, com quem os compartilhamos e como exercer os seus direitos, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).

## Quem é o controlador

${o.legalName}, CNPJ ${cnpjMask(o.cnpj)}, ${o.address}. Encarregado pelo tratamento de dados pessoais: ${o.email}.

## Quais dados tratamos

- Cadastro: nome, e-mail, telefone, CPF ou CNPJ e, para empresas, razão social e inscrição estadual.
- Endereços de entrega e CEP, e a sua localização apenas quando você toca em 'Meu local' e permite.
- Pedidos: itens, valores, forma de pagamento e situação da entrega.
- Pagamento: o cartão é transformado em um código (token) pelo processador de pagamentos; não guardamos o número completo nem o código de segurança.${o.appointments ? '\n- Pets e agenda: nome, espécie, raça, vacinas e os horários que você marcar.' : ''}
- Preferências guardadas no seu navegador (carrinho, CEP, sessão), sem cookies de publicidade.

## Para que usamos e com qual base legal

- Criar e manter a sua conta e entregar os seus pedidos: execução de contrato (art. 7º, V).
- Emitir notas fiscais e guardar registros de venda: cumprimento de obrigação legal (art. 7º, II).
- Prevenir fraudes e proteger a sua conta, por exemplo limitando tentativas de acesso: legítimo interesse (art. 7º, IX).
- Enviar notificações e usar a sua localização: somente com o seu consentimento, que pode ser retirado a qualquer momento (art. 7º, I).

## Com quem compartilhamos

Somente com quem precisa dos dados para concluir a sua compra: o processador de pagamentos, a transportadora ou o entregador (nome, telefone e endereço de entrega) e autoridades públicas quando a lei exigir. Não vendemos nem alugamos dados pessoais.

## Por quanto tempo guardamos

Enquanto a sua conta estiver ativa. Ao excluir a conta, os dados pessoais são anonimizados; os registros de pedidos ficam guardados pelo prazo exigido pela legislação fiscal (5 anos).

## Os seus direitos

Você pode pedir a confirmação do tratamento, o acesso e a cópia dos seus dados, a correção, a anonimização ou a eliminação, a portabilidade, a informação sobre com quem compartilhamos e a revogação do consentimento (art. 18 da LGPD). Em 'Gerenciar meus dados' você baixa uma cópia dos seus dados e exclui a sua conta sem precisar falar com ninguém. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).

## Segurança

As senhas são guardadas cifradas, as conexões usam HTTPS e o acesso aos dados é restrito a quem precisa deles para atender você.

## Contato

Dúvidas ou pedidos sobre os seus dados: ${o.email}. Respondemos em até 15 dias. Se esta política mudar, avisaremos na loja antes de a mudança valer.`;
}

function terms(o: PolicyOwner): string {
  return `Estes termos regem as compras na loja virtual ${o.name}, mantida por ${o.legalName}, CNPJ ${cnpjMask(o.cnpj)}, ${o.address}, e-mail ${o.email}. Ao fazer um pedido, você declara que leu e aceita estes termos, que seguem o Código de Defesa do Consumidor (Lei nº 8.078/1990, CDC) e o Decreto nº 7.962/2013.

## Cadastro

Para comprar é preciso ter uma conta com dados verdadeiros e e-mail confirmado. A senha é pessoal; avise-nos se suspeitar de uso indevido. Contas de empresa passam por aprovação da loja antes do primeiro pedido.

## Preços, ofertas e estoque

Os preços valem para compras pela loja virtual e podem mudar sem aviso, mas o valor do pedido é o que aparece ao finalizá-lo. Promoções e cupons têm as regras e a validade informadas em cada oferta e não se somam, salvo quando indicado. As fotos são ilustrativas. Se um item ficar indisponível depois do pedido, avisaremos e devolveremos o valor pago por ele.

## Pedidos e pagamento

O pedido é confirmado quando o pagamento é aprovado. Aceitamos cartão de crédito (à vista ou parcelado, conforme a loja), cartão de débito, Pix e boleto, e dinheiro na entrega ou na retirada quando a opção aparecer. O boleto não pago até o vencimento cancela o pedido automaticamente.

## Entrega

Entregamos nos CEPs atendidos pela loja; o frete e o prazo aparecem antes de você finalizar a compra. O prazo começa a contar na confirmação do pagamento. Confira a embalagem ao receber e recuse a entrega se ela estiver violada. Também é possível retirar o pedido na loja, quando a opção estiver disponível.

## Direito de arrependimento

Você pode desistir da compra em até 7 (sete) dias corridos, contados do recebimento do produto, sem precisar justificar (art. 49 do CDC). Basta nos avisar pelo e-mail ${o.email} ou em 'Meus pedidos'; devolvemos todos os valores pagos, inclusive o frete, pelo mesmo meio de pagamento, assim que o produto voltar. O produto deve ser devolvido com os acessórios que o acompanham.

## Trocas e produtos com defeito

Produtos com defeito podem ser reclamados em até 30 dias (não duráveis, como alimentos) ou 90 dias (duráveis), contados do recebimento ou, se o defeito for oculto, de quando ele aparecer (art. 26 do CDC). Consertamos, trocamos ou devolvemos o valor, conforme a lei.

## Cancelamento

Você pode cancelar o pedido enquanto ele não sair para entrega, em 'Meus pedidos'. O estorno no cartão segue o prazo da operadora.

## Alterações e foro

Estes termos podem ser atualizados; vale a versão publicada na data do seu pedido. Fica eleito o foro do domicílio do consumidor. Dúvidas: ${o.email}.`;
}

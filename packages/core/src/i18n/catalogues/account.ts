/** The account: notices, registration, e-mail change, recovery, avatar and push. */
export const accountPtBR = {
  'account.companyPending': 'O cadastro da sua empresa está aguardando aprovação da loja.',
  'account.incompleteData': 'Complete os dados cadastrais abaixo',
  'register.success':
    'Cadastro realizado com sucesso! Você receberá um email para confirmar seu cadastro. Após confirmado, entre com seu email e senha.',
  'register.failed': 'Não foi possível criar sua conta no momento. Tente novamente mais tarde.',
  'email.verificationSent': 'Enviamos um novo link de confirmação para o seu email.',
  'email.alreadyVerified': 'Seu email já está confirmado.',
  'password.resetCodeSent': 'Se o email estiver cadastrado, você receberá um código para redefinir sua senha.',
  'password.resetDone': 'Senha alterada com sucesso! Entre com seu email e a nova senha.',
  'recoveryCode.wrong': 'Código inválido ou expirado',
  'email.taken': 'Este email já está em uso',
  'password.currentIncorrect': 'A senha atual está incorreta',
  'email.changeNeedsSignIn': 'Para alterar o email, saia e entre novamente com Google ou Apple. Depois tente de novo.',
  'email.changePending':
    'Enviamos um link de confirmação para {email}. Seu email só muda depois que você abrir o link.',
  'email.changeConfirmed': 'Pronto! Seu novo email está confirmado e já vale para entrar na sua conta.',
  'email.changeCancelled':
    'A alteração do email foi cancelada e todas as sessões da sua conta foram encerradas. Entre novamente e troque sua senha.',
  'email.changeLinkInvalid':
    'Este link não vale mais: ele expirou, já foi usado ou o email já está em uso por outra conta.',
  'account.companyOnly': 'Disponível apenas para contas de empresa',
  'account.deletedName': 'Conta excluída',
  'account.deleteNeedsSignIn':
    'Para excluir sua conta, saia e entre novamente com Google ou Apple. Depois tente de novo.',
  'avatar.invalid': 'Envie uma imagem PNG, JPEG ou WEBP',
  'avatar.tooLarge': 'A imagem deve ter no máximo 1 MB',
  'push.invalidRegistration': 'Registro de notificações inválido',
  'push.registrationInUse':
    'Este aparelho recebe as notificações de outra conta. Saia daquela conta neste aparelho e tente de novo.',
  // notifications the server writes: stored with these keys, rendered in the reader's language
  'notification.title': 'Notificação',
  'notification.orderTitle': 'Pedido #{id}',
  'notification.companyApprovedTitle': 'Cadastro aprovado',
  'notification.companyApproved': 'Sua empresa foi aprovada. Os preços para empresas já estão disponíveis.',
  'notification.welcomeTitle': 'Bem-vindo(a) à {store}!',
  'notification.welcome': 'Sua conta está pronta. Aproveite as ofertas da semana.',
  'notification.welcomeAgenda': 'Sua conta está pronta. Agende consultas e serviços para os seus pets pela Agenda.',
  'notification.couponTitle': 'Cupom de boas-vindas',
  'notification.coupon': 'Use o cupom {code} e ganhe {percent}% de desconto em compras acima de {amount:money}.',
  'account.verifiedTitle': 'Cadastro confirmado!',
  'account.verifiedGo': 'Vamo lá',
  'account.customerNotFound': 'Cliente não encontrado',
  'account.notCompany': 'Este cliente não é uma empresa',
};

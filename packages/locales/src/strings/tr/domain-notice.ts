export const domainNotice = {
  text: '{{host}} resmi adresimiz değil. Güncel adresimiz {{current}}; bir sonraki adresimiz {{next}}.',
  textNoNext: '{{host}} resmi adresimiz değil. Güncel adresimiz {{current}}.',
};

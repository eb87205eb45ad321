export const domainNotice = {
  text: 'Şu anda {{current}} adresindesiniz. Güncel adresimiz {{next}}.',
  textNoNext: 'Şu anda resmi adresimiz dışında bir adrestesiniz: {{current}}.',
};

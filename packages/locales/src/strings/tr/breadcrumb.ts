export const breadcrumb = {
  label: 'Sayfa yolu',
};
